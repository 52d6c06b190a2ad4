#ifndef SVG_SANDBOX_LOCKDOWN_H
#define SVG_SANDBOX_LOCKDOWN_H

#include <stddef.h>

/* The limits this process puts on itself before it reads an untrusted document. */

/* Caps address space, CPU time and open files, forbids writing files and core dumps.
 * Returns 0, or -1 with a message in `error`. */
int lockdown_limit(size_t memory_bytes, unsigned cpu_seconds, char *error, size_t error_size);

/* Confines the process with Landlock: reading only beneath `paths` (NULL-terminated),
 * no writing, creating or executing anywhere, no TCP, no abstract sockets or signals to
 * other processes. Returns the Landlock ABI enforced (1 or more), 0 when the kernel has
 * no Landlock (the limits above still hold), or -1 with a message in `error`. */
int lockdown_confine(const char *const *paths, char *error, size_t error_size);

#endif
