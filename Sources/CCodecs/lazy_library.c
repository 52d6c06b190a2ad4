#include "lazy_library.h"

#include "ccodecs.h"

#include <dlfcn.h>
#include <stdio.h>

void *ccodecs_open_library(const char *file, char *failure) {
    void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (!library) snprintf(failure, CCODECS_ERROR_SIZE, "%s cannot be loaded: %s", file, dlerror());
    return library;
}

int ccodecs_find_symbol(void *library, const char *name, void **slot, char *failure) {
    *slot = dlsym(library, name);
    if (!*slot) snprintf(failure, CCODECS_ERROR_SIZE, "the installed library has no %s", name);
    return *slot != NULL;
}

int ccodecs_library_ready(const char *failure, char *error) {
    if (!failure[0]) return 0;
    snprintf(error, CCODECS_ERROR_SIZE, "%s", failure);
    return 1;
}
