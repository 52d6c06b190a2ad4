#include "chttp.h"

#include <arpa/inet.h>
#include <errno.h>
#include <stdlib.h>
#include <netinet/in.h>
#include <string.h>

typedef struct chttp_hooks {
    chttp_handler handler;
    chttp_completed completed;
    void *context;
} chttp_hooks;

static enum MHD_Result access_handler(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                                      const char *version, const char *upload_data, size_t *upload_data_size, void **request) {
    (void)version;
    chttp_hooks *hooks = cls;
    return hooks->handler(hooks->context, connection, url, method, upload_data, upload_data_size, request);
}

static void completed_handler(void *cls, struct MHD_Connection *connection, void **request, enum MHD_RequestTerminationCode code) {
    (void)connection;
    (void)code;
    chttp_hooks *hooks = cls;
    if (*request != NULL) hooks->completed(hooks->context, *request);
    *request = NULL;
}

struct MHD_Daemon *chttp_start(const char *host, uint16_t port, chttp_limits limits,
                               chttp_handler handler, chttp_completed completed, void *context) {
    /* Each daemon has hooks of its own, which must outlive it; the few bytes are never
     * freed, so that a daemon stopped late cannot call into freed memory. */
    chttp_hooks *hooks = malloc(sizeof *hooks);
    if (hooks == NULL) return NULL;
    hooks->handler = handler;
    hooks->completed = completed;
    hooks->context = context;
    struct sockaddr_in6 address6;
    struct sockaddr_in address4;
    struct sockaddr *address;
    /* poll(2), not epoll: libmicrohttpd's epoll loop (0.9.75 to 1.0.1) waits again, with the
     * full timeout, whenever one wait returns exactly its 128-event batch, leaving those
     * connections unserved until the idle timeout; poll has no such batch. */
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_ALLOW_SUSPEND_RESUME;
    memset(&address4, 0, sizeof address4);
    memset(&address6, 0, sizeof address6);
    if (inet_pton(AF_INET, host, &address4.sin_addr) == 1) {
        address4.sin_family = AF_INET;
        address4.sin_port = htons(port);
        address = (struct sockaddr *)&address4;
    } else if (inet_pton(AF_INET6, host, &address6.sin6_addr) == 1) {
        address6.sin6_family = AF_INET6;
        address6.sin6_port = htons(port);
        address = (struct sockaddr *)&address6;
        flags |= MHD_USE_IPv6;
    } else {
        errno = EINVAL;
        free(hooks);
        return NULL;
    }
    struct MHD_Daemon *daemon = MHD_start_daemon(flags, port, NULL, NULL, access_handler, hooks,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_CONNECTION_LIMIT, limits.connection_limit,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, limits.per_address_limit,
                            MHD_OPTION_CONNECTION_TIMEOUT, limits.timeout_seconds,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, limits.memory_limit,
                            MHD_OPTION_THREAD_POOL_SIZE, limits.threads,
                            MHD_OPTION_NOTIFY_COMPLETED, completed_handler, hooks,
                            MHD_OPTION_LISTENING_ADDRESS_REUSE, 1,
                            MHD_OPTION_END);
    if (daemon == NULL) free(hooks);
    return daemon;
}

uint16_t chttp_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

typedef struct chttp_visit_state {
    chttp_visitor visitor;
    void *context;
} chttp_visit_state;

static enum MHD_Result visit_one(void *cls, enum MHD_ValueKind kind, const char *key, size_t key_size,
                                 const char *value, size_t value_size) {
    (void)kind;
    chttp_visit_state *state = cls;
    state->visitor(state->context, key, key_size, value == NULL ? "" : value, value == NULL ? 0 : value_size);
    return MHD_YES;
}

void chttp_visit(struct MHD_Connection *connection, enum MHD_ValueKind kind, chttp_visitor visitor, void *context) {
    chttp_visit_state state = { visitor, context };
    MHD_get_connection_values_n(connection, kind, visit_one, &state);
}

struct MHD_Response *chttp_response(const void *data, size_t size) {
    return MHD_create_response_from_buffer(size, (void *)data, MHD_RESPMEM_MUST_COPY);
}
