#include "cfetch.h"
#include <arpa/inet.h>
#include <curl/curl.h>
#include <dlfcn.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The libcurl functions used, looked up once. */
static struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_perform)(CURL *);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    CURLHcode (*easy_header)(CURL *, const char *, size_t, unsigned int, int, struct curl_header **);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[CFETCH_ERROR_SIZE];

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(load_error, sizeof load_error, "libcurl cannot be loaded: %s", dlerror());
        return;
    }
#define FIND(field, name) \
    if (!(*(void **)&curl.field = dlsym(library, name))) { \
        snprintf(load_error, sizeof load_error, "libcurl has no %s (version 7.84 or later is needed)", name); \
        return; \
    }
    FIND(global_init, "curl_global_init")
    FIND(easy_init, "curl_easy_init")
    FIND(easy_setopt, "curl_easy_setopt")
    FIND(easy_perform, "curl_easy_perform")
    FIND(easy_getinfo, "curl_easy_getinfo")
    FIND(easy_cleanup, "curl_easy_cleanup")
    FIND(easy_strerror, "curl_easy_strerror")
    FIND(easy_header, "curl_easy_header")
    FIND(slist_append, "curl_slist_append")
    FIND(slist_free_all, "curl_slist_free_all")
#undef FIND
    /* Once, before any thread makes a handle, as libcurl requires. */
    CURLcode status = curl.global_init(CURL_GLOBAL_DEFAULT);
    if (status != CURLE_OK) snprintf(load_error, sizeof load_error, "libcurl cannot start: %s", curl.easy_strerror(status));
}

int cfetch_load(char *error) {
    pthread_once(&load_once, load);
    if (load_error[0]) {
        snprintf(error, CFETCH_ERROR_SIZE, "%s", load_error);
        return 1;
    }
    return 0;
}

static int ipv4_is_public(const uint8_t a[4]) {
    uint32_t v = (uint32_t)a[0] << 24 | (uint32_t)a[1] << 16 | (uint32_t)a[2] << 8 | a[3];
    static const struct { uint32_t network; int bits; } blocked[] = {
        { 0x00000000, 8 },  /* "this network", 0.0.0.0 */
        { 0x0A000000, 8 },  /* private */
        { 0x64400000, 10 }, /* shared address space (carrier NAT) */
        { 0x7F000000, 8 },  /* loopback */
        { 0xA9FE0000, 16 }, /* link-local, cloud metadata services */
        { 0xAC100000, 12 }, /* private */
        { 0xC0000000, 24 }, /* IETF protocol assignments */
        { 0xC0000200, 24 }, /* documentation */
        { 0xC0A80000, 16 }, /* private */
        { 0xC6120000, 15 }, /* benchmarking */
        { 0xC6336400, 24 }, /* documentation */
        { 0xCB007100, 24 }, /* documentation */
        { 0xE0000000, 4 },  /* multicast */
        { 0xF0000000, 4 },  /* reserved, and broadcast */
    };
    for (size_t i = 0; i < sizeof blocked / sizeof blocked[0]; i++) {
        uint32_t mask = blocked[i].bits == 0 ? 0 : 0xFFFFFFFFu << (32 - blocked[i].bits);
        if ((v & mask) == blocked[i].network) return 0;
    }
    return 1;
}

static int ipv6_is_public(const uint8_t a[16]) {
    static const uint8_t zeros[16] = { 0 };
    static const uint8_t mapped[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF };
    static const uint8_t nat64[12] = { 0x00, 0x64, 0xFF, 0x9B, 0, 0, 0, 0, 0, 0, 0, 0 };
    if (memcmp(a, mapped, 12) == 0 || memcmp(a, nat64, 12) == 0) return ipv4_is_public(a + 12);
    if (memcmp(a, zeros, 12) == 0) {
        /* :: and ::1, or an IPv4-compatible address (deprecated; judged as its IPv4). */
        if (memcmp(a + 12, zeros, 3) == 0 && a[15] <= 1) return 0;
        return ipv4_is_public(a + 12);
    }
    if (a[0] == 0x20 && a[1] == 0x02) return ipv4_is_public(a + 2);         /* 6to4 */
    if ((a[0] & 0xFE) == 0xFC) return 0;                                     /* unique local */
    if (a[0] == 0xFE && (a[1] & 0xC0) == 0x80) return 0;                     /* link-local */
    if (a[0] == 0xFE && (a[1] & 0xC0) == 0xC0) return 0;                     /* site-local */
    if (a[0] == 0xFF) return 0;                                              /* multicast */
    if (a[0] == 0x20 && a[1] == 0x01 && a[2] == 0x0D && a[3] == 0xB8) return 0; /* documentation */
    if (a[0] == 0x20 && a[1] == 0x01 && a[2] == 0x00 && a[3] == 0x00) return 0; /* Teredo: hides an IPv4 */
    if (a[0] == 0x01 && a[1] == 0x00 && memcmp(a + 2, zeros, 6) == 0) return 0; /* discard */
    return 1;
}

int cfetch_address_is_public(const struct sockaddr *address) {
    if (address->sa_family == AF_INET) {
        const struct sockaddr_in *v4 = (const struct sockaddr_in *)address;
        return ipv4_is_public((const uint8_t *)&v4->sin_addr.s_addr);
    }
    if (address->sa_family == AF_INET6) {
        const struct sockaddr_in6 *v6 = (const struct sockaddr_in6 *)address;
        return ipv6_is_public(v6->sin6_addr.s6_addr);
    }
    return 0;
}

int cfetch_text_address_is_public(const char *text) {
    uint8_t bytes[16];
    if (inet_pton(AF_INET, text, bytes) == 1) return ipv4_is_public(bytes);
    if (inet_pton(AF_INET6, text, bytes) == 1) return ipv6_is_public(bytes);
    return -1;
}

/* What one transfer collects. */
typedef struct {
    const cfetch_request *request;
    cfetch_response *response;
    size_t capacity;
} transfer;

/* Every connection libcurl opens comes through here, with the address it resolved, so the
 * address checked is the one connected to, on every attempt and every redirect. */
static curl_socket_t open_socket(void *context, curlsocktype purpose, struct curl_sockaddr *address) {
    transfer *state = context;
    (void)purpose;
    if (!state->request->allow_private_addresses && !cfetch_address_is_public(&address->addr)) {
        state->response->refused_address = 1;
        return CURL_SOCKET_BAD;
    }
    return socket(address->family, address->socktype, address->protocol);
}

static size_t write_body(char *data, size_t size, size_t count, void *context) {
    transfer *state = context;
    cfetch_response *response = state->response;
    size_t length = size * count;
    /* The body never passes the limit, so the subtraction cannot wrap. */
    if (length > state->request->maximum_bytes - response->length) {
        response->too_large = 1;
        return 0;
    }
    if (response->length + length > state->capacity) {
        size_t capacity = state->capacity ? state->capacity : 64 << 10;
        while (capacity < response->length + length) capacity *= 2;
        if (capacity > state->request->maximum_bytes) capacity = state->request->maximum_bytes;
        uint8_t *grown = realloc(response->body, capacity);
        if (!grown) return 0;
        response->body = grown;
        state->capacity = capacity;
    }
    memcpy(response->body + response->length, data, length);
    response->length += length;
    return length;
}

static char *header(CURL *handle, const char *name) {
    struct curl_header *found = NULL;
    if (curl.easy_header(handle, name, 0, CURLH_HEADER, -1, &found) != CURLHE_OK || !found) return NULL;
    return strdup(found->value);
}

int cfetch_get(const cfetch_request *request, cfetch_response *response) {
    memset(response, 0, sizeof *response);
    if (cfetch_load(response->error)) return 1;
    CURL *handle = curl.easy_init();
    if (!handle) {
        snprintf(response->error, CFETCH_ERROR_SIZE, "libcurl could not make a handle");
        return 1;
    }
    transfer state = { request, response, 0 };
    struct curl_slist *headers = NULL;
    char line[1024];
    if (request->if_none_match && strlen(request->if_none_match) < 900) {
        snprintf(line, sizeof line, "If-None-Match: %s", request->if_none_match);
        headers = curl.slist_append(headers, line);
    }
    if (request->if_modified_since && strlen(request->if_modified_since) < 900) {
        snprintf(line, sizeof line, "If-Modified-Since: %s", request->if_modified_since);
        headers = curl.slist_append(headers, line);
    }
    curl.easy_setopt(handle, CURLOPT_URL, request->url);
    curl.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 0L);
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, CURLOPT_PROXY, request->proxy ? request->proxy : "");
    curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, request->connect_timeout_ms);
    curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, request->total_timeout_ms);
    curl.easy_setopt(handle, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)request->maximum_bytes);
    curl.easy_setopt(handle, CURLOPT_OPENSOCKETFUNCTION, open_socket);
    curl.easy_setopt(handle, CURLOPT_OPENSOCKETDATA, &state);
    curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, write_body);
    curl.easy_setopt(handle, CURLOPT_WRITEDATA, &state);
    curl.easy_setopt(handle, CURLOPT_USERAGENT, request->user_agent);
    if (headers) curl.easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
    CURLcode status = curl.easy_perform(handle);
    int failed = 0;
    if (status == CURLE_OK) {
        curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &response->status);
        response->content_type = header(handle, "Content-Type");
        response->etag = header(handle, "ETag");
        response->last_modified = header(handle, "Last-Modified");
        response->cache_control = header(handle, "Cache-Control");
        char *redirect = NULL;
        if (curl.easy_getinfo(handle, CURLINFO_REDIRECT_URL, &redirect) == CURLE_OK && redirect) response->redirect = strdup(redirect);
    } else {
        failed = 1;
        if (status == CURLE_FILESIZE_EXCEEDED) response->too_large = 1;
        if (status == CURLE_OPERATION_TIMEDOUT) response->timed_out = 1;
        snprintf(response->error, CFETCH_ERROR_SIZE, "%s", curl.easy_strerror(status));
    }
    if (headers) curl.slist_free_all(headers);
    curl.easy_cleanup(handle);
    return failed;
}

void cfetch_response_free(cfetch_response *response) {
    free(response->body);
    free(response->content_type);
    free(response->etag);
    free(response->last_modified);
    free(response->cache_control);
    free(response->redirect);
    memset(response, 0, sizeof *response);
}
