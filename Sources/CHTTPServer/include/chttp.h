#ifndef CHTTP_H
#define CHTTP_H

#include <stddef.h>
#include <stdint.h>
#include <microhttpd.h>

/// The limits libmicrohttpd enforces itself, before the service sees a request.
typedef struct chttp_limits {
    /// Open connections at most; more are refused at accept.
    unsigned int connection_limit;
    /// Seconds a connection may stay idle (a slow client) before it is closed.
    unsigned int timeout_seconds;
    /// Bytes of memory per connection for the request line and headers; beyond it the
    /// request is answered 431 (headers) or 414 (URL) by libmicrohttpd.
    size_t memory_limit;
    /// Threads polling the sockets; they never render.
    unsigned int threads;
    /// Open connections at most from one address; 0 for no limit.
    unsigned int per_address_limit;
} chttp_limits;

/// Called for each step of a request, as libmicrohttpd's access handler is.
typedef enum MHD_Result (*chttp_handler)(void *context, struct MHD_Connection *connection, const char *url,
                                         const char *method, const char *upload_data, size_t *upload_data_size,
                                         void **request);
/// Called once a request is over, to free what the handler kept in `*request`.
typedef void (*chttp_completed)(void *context, void *request);
/// Receives one header or query argument.
typedef void (*chttp_visitor)(void *context, const char *key, size_t key_size, const char *value, size_t value_size);

/// Starts a daemon on `host`:`port` (0 picks a free port), or returns NULL with errno set.
struct MHD_Daemon *chttp_start(const char *host, uint16_t port, chttp_limits limits,
                               chttp_handler handler, chttp_completed completed, void *context);

/// The port the daemon listens on.
uint16_t chttp_port(struct MHD_Daemon *daemon);

/// Calls `visitor` for each value of `kind` (headers or query arguments) of the request.
void chttp_visit(struct MHD_Connection *connection, enum MHD_ValueKind kind, chttp_visitor visitor, void *context);

/// A response holding its own copy of `size` bytes at `data`.
struct MHD_Response *chttp_response(const void *data, size_t size);

#endif
