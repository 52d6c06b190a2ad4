/* svg-sandbox: turns an untrusted SVG into one the renderer can draw in its own process.
 *
 * librsvg is not safe on hostile documents (some abort the process that reads them), so
 * the renderer never gives it one. This program, started once per document, limits its
 * memory, CPU time and files, confines itself with Landlock to reading fonts, and only
 * then reads the document and writes it again through Cairo's SVG surface: text becomes
 * glyph outlines drawn with the renderer's own fonts, and everything else paths,
 * gradients and embedded PNGs. A document that crashes it or runs out of its limits fails
 * alone.
 *
 * Standard input: a 4-byte big-endian length, that many bytes of Fontconfig configuration
 * (the renderer's), then the SVG document to the end. Standard output: the SVG written
 * again. On failure the exit status is 1 and standard error says why, in one line. */

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "convert.h"
#include "lockdown.h"

enum { maximum_input = 8 << 20, error_size = 512 };

static int fail(const char *message) {
    fprintf(stderr, "%s\n", message);
    return 1;
}

static unsigned char *read_all(int descriptor, size_t *length) {
    size_t capacity = 64 * 1024;
    unsigned char *data = malloc(capacity);
    *length = 0;
    while (data) {
        if (*length == capacity) {
            if (capacity >= maximum_input) break;
            unsigned char *grown = realloc(data, capacity * 2);
            if (!grown) break;
            data = grown;
            capacity *= 2;
        }
        ssize_t count = read(descriptor, data + *length, capacity - *length);
        if (count == 0) return data;
        if (count < 0 && errno == EINTR) continue;
        if (count < 0) break;
        *length += (size_t)count;
    }
    free(data);
    return NULL;
}

static int write_all(int descriptor, const unsigned char *data, size_t length) {
    while (length > 0) {
        ssize_t count = write(descriptor, data, length);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) return -1;
        data += count;
        length -= (size_t)count;
    }
    return 0;
}

/* Reports whether reading `path` is refused once confined: what an operator runs to see
 * that the kernel enforces the confinement. */
static int check(const char *path, int abi) {
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    if (descriptor >= 0) {
        close(descriptor);
        printf("Landlock ABI %d; reading %s: allowed\n", abi, path);
        return 1;
    }
    printf("Landlock ABI %d; reading %s: refused (%s)\n", abi, path, strerror(errno));
    return abi > 0 ? 0 : 1;
}

int main(int argc, char **argv) {
    size_t memory_mib = 1024;
    unsigned cpu_seconds = 10;
    const char *check_path = NULL;
    for (int index = 1; index < argc; index++) {
        if (strcmp(argv[index], "--memory-mib") == 0 && index + 1 < argc) memory_mib = strtoul(argv[++index], NULL, 10);
        else if (strcmp(argv[index], "--cpu-seconds") == 0 && index + 1 < argc) cpu_seconds = (unsigned)strtoul(argv[++index], NULL, 10);
        else if (strcmp(argv[index], "--check") == 0 && index + 1 < argc) check_path = argv[++index];
        else return fail("usage: svg-sandbox [--memory-mib N] [--cpu-seconds N] [--check PATH] < input");
    }
    char error[error_size];
    if (memory_mib < 64 || cpu_seconds < 1) return fail("the memory limit must be at least 64 MiB and the CPU limit 1 s");
    if (lockdown_limit(memory_mib << 20, cpu_seconds, error, sizeof error) != 0) return fail(error);

    size_t length;
    unsigned char *input = read_all(STDIN_FILENO, &length);
    if (!input) return fail("the input is unreadable or larger than 8 MiB");
    if (length < 4) return fail("the input has no font configuration");
    size_t fonts_length = (size_t)input[0] << 24 | (size_t)input[1] << 16 | (size_t)input[2] << 8 | input[3];
    if (fonts_length > length - 4) return fail("the font configuration is cut short");
    char *fonts = strndup((const char *)input + 4, fonts_length);
    if (!fonts || convert_load_fonts(fonts, error, sizeof error) != 0) return fail(fonts ? error : "out of memory");
    if (convert_warm_up(error, sizeof error) != 0) return fail(error);

    const char **paths = convert_font_paths();
    if (!paths) return fail("out of memory");
    int abi = lockdown_confine(paths, error, sizeof error);
    if (abi < 0) return fail(error);
    if (check_path) return check(check_path, abi);

    convert_output output = { 0 };
    if (convert_svg(input + 4 + fonts_length, length - 4 - fonts_length, &output, error, sizeof error) != 0) return fail(error);
    if (write_all(STDOUT_FILENO, output.data, output.length) != 0) return fail("the output could not be written");
    return 0;
}
