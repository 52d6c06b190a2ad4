#define _GNU_SOURCE
#include "lockdown.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/landlock.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Debian's kernel headers stop at Landlock ABI 2; the later rights and fields are the
 * kernel's stable ABI, spelled out here. An older kernel is given only what it knows. */
enum {
    ACCESS_FS_TRUNCATE = 1 << 14,   /* ABI 3 */
    ACCESS_FS_IOCTL_DEV = 1 << 15,  /* ABI 5 */
    ACCESS_NET_BIND_TCP = 1 << 0,   /* ABI 4 */
    ACCESS_NET_CONNECT_TCP = 1 << 1,
    SCOPE_ABSTRACT_UNIX_SOCKET = 1 << 0, /* ABI 6 */
    SCOPE_SIGNAL = 1 << 1,
};

struct ruleset_attr {
    uint64_t handled_access_fs;
    uint64_t handled_access_net;
    uint64_t scoped;
};

static int set_limit(int resource, rlim_t value) {
    struct rlimit limit = { value, value };
    return setrlimit(resource, &limit);
}

/* Address and Thread Sanitizer reserve terabytes of shadow memory up front, so a build
 * with either cannot cap its address space; the other limits hold. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define SANITIZED 1
#endif
#endif

int lockdown_limit(size_t memory_bytes, unsigned cpu_seconds, char *error, size_t error_size) {
#ifdef SANITIZED
    (void)memory_bytes;
#else
    if (set_limit(RLIMIT_AS, memory_bytes) != 0) {
        snprintf(error, error_size, "setrlimit failed: %s", strerror(errno));
        return -1;
    }
#endif
    if (set_limit(RLIMIT_CPU, cpu_seconds) != 0 ||
        set_limit(RLIMIT_NOFILE, 64) != 0 || set_limit(RLIMIT_FSIZE, 0) != 0 || set_limit(RLIMIT_CORE, 0) != 0) {
        snprintf(error, error_size, "setrlimit failed: %s", strerror(errno));
        return -1;
    }
    return 0;
}

/* Every filesystem right the kernel's ABI knows of, so that none is left unhandled. */
static uint64_t filesystem_rights(int abi) {
    uint64_t rights = LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_READ_FILE |
                      LANDLOCK_ACCESS_FS_READ_DIR | LANDLOCK_ACCESS_FS_REMOVE_DIR | LANDLOCK_ACCESS_FS_REMOVE_FILE |
                      LANDLOCK_ACCESS_FS_MAKE_CHAR | LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG |
                      LANDLOCK_ACCESS_FS_MAKE_SOCK | LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK |
                      LANDLOCK_ACCESS_FS_MAKE_SYM;
    if (abi >= 2) rights |= LANDLOCK_ACCESS_FS_REFER;
    if (abi >= 3) rights |= ACCESS_FS_TRUNCATE;
    if (abi >= 5) rights |= ACCESS_FS_IOCTL_DEV;
    return rights;
}

/* Allows reading beneath `path`; a path that does not exist is skipped, since
 * Fontconfig lists cache folders it has not created. */
static int allow_reading(int ruleset, const char *path, char *error, size_t error_size) {
    int descriptor = open(path, O_PATH | O_CLOEXEC);
    if (descriptor < 0) return errno == ENOENT || errno == ENOTDIR || errno == EACCES ? 0 : -1;
    struct stat status;
    uint64_t rights = LANDLOCK_ACCESS_FS_READ_FILE;
    if (fstat(descriptor, &status) == 0 && S_ISDIR(status.st_mode)) rights |= LANDLOCK_ACCESS_FS_READ_DIR;
    struct landlock_path_beneath_attr rule = { .allowed_access = rights, .parent_fd = descriptor };
    long added = syscall(SYS_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &rule, 0);
    int saved = errno;
    close(descriptor);
    if (added != 0) {
        snprintf(error, error_size, "Landlock refused a rule for %s: %s", path, strerror(saved));
        return -1;
    }
    return 0;
}

int lockdown_confine(const char *const *paths, char *error, size_t error_size) {
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
        snprintf(error, error_size, "PR_SET_NO_NEW_PRIVS failed: %s", strerror(errno));
        return -1;
    }
    long abi = syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
    if (abi < 1) return 0;
    struct ruleset_attr attributes = { .handled_access_fs = filesystem_rights((int)abi) };
    if (abi >= 4) attributes.handled_access_net = ACCESS_NET_BIND_TCP | ACCESS_NET_CONNECT_TCP;
    if (abi >= 6) attributes.scoped = SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL;
    int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attributes, sizeof attributes, 0);
    if (ruleset < 0) {
        snprintf(error, error_size, "Landlock could not create a ruleset: %s", strerror(errno));
        return -1;
    }
    for (const char *const *path = paths; *path; path++) {
        if (allow_reading(ruleset, *path, error, error_size) != 0) {
            close(ruleset);
            return -1;
        }
    }
    long restricted = syscall(SYS_landlock_restrict_self, ruleset, 0);
    int saved = errno;
    close(ruleset);
    if (restricted != 0) {
        snprintf(error, error_size, "Landlock could not confine the process: %s", strerror(saved));
        return -1;
    }
    return (int)abi;
}
