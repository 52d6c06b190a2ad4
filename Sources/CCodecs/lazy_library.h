#ifndef CCODECS_LAZY_LIBRARY_H
#define CCODECS_LAZY_LIBRARY_H

/* What the lazily loaded codec libraries (lazy_webp.c, lazy_gif.c) share: opening a
 * library, finding its symbols, and reporting the first failure to every later caller. */

#include <pthread.h>

/* dlopen with the symbols kept local; NULL with a message in `failure` when it fails. */
void *ccodecs_open_library(const char *file, char *failure);

/* Stores the symbol's address in `slot`; 0 with a message in `failure` when it is missing. */
int ccodecs_find_symbol(void *library, const char *name, void **slot, char *failure);

/* 0 when loading left no message; otherwise copies the message into `error`. */
int ccodecs_library_ready(const char *failure, char *error);

/* The pieces each loader builds from its list of functions, X(library, result, name,
 * parameters, arguments) with a result and V(library, name, parameters, arguments) without.
 * They expect the loader's table to be `api` and its message buffer `failure`, and they only
 * paste or quote `name`, so a loader's renaming of the library's names never applies. */
#define CCODECS_LAZY_POINTER(library, result, name, parameters, arguments) result(*p_##name) parameters;
#define CCODECS_LAZY_POINTER_VOID(library, name, parameters, arguments) void(*p_##name) parameters;
#define CCODECS_LAZY_FIND(library, result, name, parameters, arguments) \
    if (!ccodecs_find_symbol(library, #name, (void **)&api.p_##name, failure)) return;
#define CCODECS_LAZY_FIND_VOID(library, name, parameters, arguments) \
    if (!ccodecs_find_symbol(library, #name, (void **)&api.p_##name, failure)) return;
#define CCODECS_LAZY_TRAMPOLINE(library, result, name, parameters, arguments) \
    result ccodecs_lazy_##name parameters { return api.p_##name arguments; }
#define CCODECS_LAZY_TRAMPOLINE_VOID(library, name, parameters, arguments) \
    void ccodecs_lazy_##name parameters { api.p_##name arguments; }

#endif
