#ifndef CFETCH_H
#define CFETCH_H

#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>

/* HTTP GET through libcurl, loaded with dlopen on first use, so that a render without
 * remote pictures never maps libcurl and the TLS libraries behind it. */

enum { CFETCH_ERROR_SIZE = 256 };

typedef struct {
    const char *url;
    /* Validators of a stored copy, for a conditional request; NULL for none. */
    const char *if_none_match;
    const char *if_modified_since;
    long connect_timeout_ms;
    long total_timeout_ms;
    /* The body is abandoned as soon as it passes this many bytes. */
    size_t maximum_bytes;
    /* Whether loopback, private, link-local and other non-public addresses may be
     * connected to: only for a host the allow-list names itself. */
    int allow_private_addresses;
    /* A proxy to use, or NULL for none whatever the environment says. */
    const char *proxy;
    const char *user_agent;
} cfetch_request;

typedef struct {
    long status;
    uint8_t *body;
    size_t length;
    /* Response headers, NULL when absent. */
    char *content_type;
    char *etag;
    char *last_modified;
    char *cache_control;
    /* For a redirect: the absolute URL it points to. */
    char *redirect;
    /* Why the transfer failed, when it did. */
    int refused_address;
    int too_large;
    int timed_out;
    char error[CFETCH_ERROR_SIZE];
} cfetch_response;

/* Loads libcurl once; 0 when it is usable, otherwise an error message in `error`. */
int cfetch_load(char *error);

/* One request, without following redirects. 0 when an HTTP answer arrived (of any status);
 * otherwise the response's flags and `error` say why not. Free with cfetch_response_free. */
int cfetch_get(const cfetch_request *request, cfetch_response *response);

void cfetch_response_free(cfetch_response *response);

/* Whether an address is a public unicast one: not loopback, private, shared, link-local,
 * multicast, unspecified, reserved or documentation, IPv4 and IPv6 alike, an IPv4 address
 * inside IPv6 (mapped, compatible, NAT64, 6to4) judged as that IPv4 address. */
int cfetch_address_is_public(const struct sockaddr *address);

/* The same for a numeric address written as text; -1 when the text is not one. */
int cfetch_text_address_is_public(const char *text);

#endif
