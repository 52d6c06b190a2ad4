#define _GNU_SOURCE
#include "csubprocess.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (long long)time.tv_sec * 1000 + time.tv_nsec / 1000000;
}

static void failed(csubprocess_result *result, const char *what, int error) {
    result->outcome = CSUBPROCESS_FAILED;
    snprintf(result->message, sizeof result->message, "%s: %s", what, strerror(error));
}

static void close_all(int *descriptors, int count) {
    for (int index = 0; index < count; index++) {
        if (descriptors[index] >= 0) close(descriptors[index]);
        descriptors[index] = -1;
    }
}

/* Appends what is ready on `descriptor`; returns 0 at end of file, 1 for more, -1 when the
 * output passed `maximum`. Standard error keeps only its start, for the message. */
static int drain(int descriptor, uint8_t **data, size_t *length, size_t *capacity, size_t maximum) {
    uint8_t chunk[65536];
    for (;;) {
        ssize_t count = read(descriptor, chunk, sizeof chunk);
        if (count == 0) return 0;
        if (count < 0 && errno == EINTR) continue;
        if (count < 0) return 1;
        if (*length + (size_t)count > maximum) return -1;
        if (*length + (size_t)count > *capacity) {
            size_t grown_capacity = *capacity ? *capacity : 65536;
            while (grown_capacity < *length + (size_t)count) grown_capacity *= 2;
            uint8_t *grown = realloc(*data, grown_capacity);
            if (!grown) return -1;
            *data = grown;
            *capacity = grown_capacity;
        }
        memcpy(*data + *length, chunk, (size_t)count);
        *length += (size_t)count;
    }
}

/* Waits for the program, which has closed its output, to exit: it has until the deadline,
 * then is killed. Returns 1 when it was killed. */
static int reap(pid_t pid, long long deadline, int *status) {
    for (;;) {
        pid_t done = waitpid(pid, status, WNOHANG);
        if (done == pid || (done < 0 && errno != EINTR)) return 0;
        if (now_ms() >= deadline) {
            kill(pid, SIGKILL);
            while (waitpid(pid, status, 0) < 0 && errno == EINTR) {}
            return 1;
        }
        usleep(1000);
    }
}

static void keep_message(csubprocess_result *result, const uint8_t *errors, size_t length) {
    size_t count = length < sizeof result->message - 1 ? length : sizeof result->message - 1;
    memcpy(result->message, errors, count);
    while (count > 0 && (result->message[count - 1] == '\n' || result->message[count - 1] == '\r')) count--;
    result->message[count] = 0;
}

void csubprocess_run(const char *path, char *const argv[], char *const envp[], const uint8_t *input, size_t input_length,
                     size_t maximum_output, int timeout_ms, csubprocess_result *result) {
    memset(result, 0, sizeof *result);
    /* Standard input is a socket so that writing to a program that has died is EPIPE
     * with MSG_NOSIGNAL, not a SIGPIPE that would end the caller. */
    int in[2] = { -1, -1 }, out[2] = { -1, -1 }, err[2] = { -1, -1 };
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in) != 0 || pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0) {
        failed(result, "could not create pipes", errno);
        close_all(in, 2), close_all(out, 2), close_all(err, 2);
        return;
    }
    shutdown(in[0], SHUT_WR);
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    posix_spawnattr_init(&attributes);
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setsigdefault(&attributes, &all);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    pid_t pid;
    int spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    close(in[0]), close(out[1]), close(err[1]);
    if (spawned != 0) {
        failed(result, path, spawned);
        close(in[1]), close(out[0]), close(err[0]);
        return;
    }
    fcntl(in[1], F_SETFL, O_NONBLOCK);
    fcntl(out[0], F_SETFL, O_NONBLOCK);
    fcntl(err[0], F_SETFL, O_NONBLOCK);

    long long deadline = now_ms() + timeout_ms;
    size_t written = 0, output_capacity = 0, errors_length = 0, errors_capacity = 0;
    uint8_t *errors = NULL;
    int input_open = 1, output_open = 1, errors_open = 1;
    if (input_length == 0) close(in[1]), input_open = 0;
    result->outcome = CSUBPROCESS_EXITED;
    while (output_open || errors_open) {
        long long left = deadline - now_ms();
        if (left <= 0) {
            result->outcome = CSUBPROCESS_TIMED_OUT;
            break;
        }
        struct pollfd watched[3] = {
            { .fd = input_open ? in[1] : -1, .events = POLLOUT },
            { .fd = output_open ? out[0] : -1, .events = POLLIN },
            { .fd = errors_open ? err[0] : -1, .events = POLLIN },
        };
        if (poll(watched, 3, (int)left) < 0 && errno != EINTR) {
            failed(result, "poll failed", errno);
            break;
        }
        if (input_open && watched[0].revents) {
            ssize_t count = send(in[1], input + written, input_length - written, MSG_NOSIGNAL | MSG_DONTWAIT);
            if (count > 0) written += (size_t)count;
            if ((count < 0 && errno != EAGAIN && errno != EINTR) || written == input_length) close(in[1]), input_open = 0;
        }
        if (output_open && watched[1].revents) {
            int state = drain(out[0], &result->output, &result->output_length, &output_capacity, maximum_output);
            if (state < 0) {
                result->outcome = CSUBPROCESS_OUTPUT_TOO_LARGE;
                break;
            }
            if (state == 0) output_open = 0;
        }
        if (errors_open && watched[2].revents) {
            if (drain(err[0], &errors, &errors_length, &errors_capacity, 65536) <= 0) errors_open = 0;
        }
    }
    if (input_open) close(in[1]);
    close(out[0]), close(err[0]);
    int status = 0;
    if (result->outcome != CSUBPROCESS_EXITED) {
        kill(pid, SIGKILL);
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    } else if (reap(pid, deadline, &status) != 0) {
        result->outcome = CSUBPROCESS_TIMED_OUT;
    }
    if (result->outcome == CSUBPROCESS_EXITED) {
        if (WIFSIGNALED(status)) result->outcome = CSUBPROCESS_SIGNALLED, result->code = WTERMSIG(status);
        else result->code = WEXITSTATUS(status);
    }
    if (result->outcome != CSUBPROCESS_FAILED && errors) keep_message(result, errors, errors_length);
    free(errors);
}

void csubprocess_result_free(csubprocess_result *result) {
    free(result->output);
    result->output = NULL;
    result->output_length = 0;
}
