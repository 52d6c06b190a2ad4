#ifndef CSUBPROCESS_H
#define CSUBPROCESS_H

#include <stddef.h>
#include <stdint.h>

/* Runs a program with posix_spawn (never fork: the caller is threaded), feeds it bytes on
 * standard input and collects its standard output, within a deadline and a size limit.
 * The program inherits no descriptor but the three pipes, and no ignored or blocked
 * signal. */

typedef enum {
    CSUBPROCESS_EXITED = 0,
    /* Killed by a signal it did not choose: `code` is the signal. */
    CSUBPROCESS_SIGNALLED = 1,
    /* Still running at the deadline, and killed. */
    CSUBPROCESS_TIMED_OUT = 2,
    /* Wrote more than the limit, and killed. */
    CSUBPROCESS_OUTPUT_TOO_LARGE = 3,
    /* Could not be started, or the pipes failed: `message` says why. */
    CSUBPROCESS_FAILED = 4,
} csubprocess_outcome;

enum { CSUBPROCESS_MESSAGE_SIZE = 512 };

typedef struct {
    csubprocess_outcome outcome;
    /* The exit status, or the signal. */
    int code;
    uint8_t *output;
    size_t output_length;
    /* The start of its standard error, or why it could not be run. */
    char message[CSUBPROCESS_MESSAGE_SIZE];
} csubprocess_result;

void csubprocess_run(const char *path, char *const argv[], char *const envp[], const uint8_t *input, size_t input_length,
                     size_t maximum_output, int timeout_ms, csubprocess_result *result);

void csubprocess_result_free(csubprocess_result *result);

#endif
