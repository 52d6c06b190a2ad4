#ifndef CCODECS_GIF_SOURCE_INTERNAL_H
#define CCODECS_GIF_SOURCE_INTERNAL_H

#include "lazy_gif.h"
#include <stddef.h>
#include <stdint.h>

/* giflib reads through a callback; this is the memory it reads from. */
typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
} ccodecs_gif_source;

/* giflib's read callback over a `ccodecs_gif_source` given as the file's user data. */
int ccodecs_gif_read(GifFileType *file, GifByteType *buffer, int length);

#endif
