#ifndef CCODECS_BUFFER_INTERNAL_H
#define CCODECS_BUFFER_INTERNAL_H

#include "ccodecs.h"

/* Appends bytes, growing geometrically. Returns 0 when memory runs out. */
int ccodecs_buffer_append(ccodecs_buffer *buffer, const uint8_t *bytes, size_t count);

#endif
