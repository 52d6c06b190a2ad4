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

#endif
