#ifndef CCODECS_GIF_QUANTIZE_H
#define CCODECS_GIF_QUANTIZE_H

#include "ccodecs_animation.h"

/* Reduces straight R,G,B,A pixels (`width` × `height`, rows packed) to a palette of at most
 * 256 entries. A pixel with alpha below 128 is transparent and takes the one transparent
 * entry; every other pixel takes an opaque entry. With no more distinct opaque colours
 * than the palette holds, every colour is kept exactly and nothing is dithered; otherwise
 * `dithering` (0-1) scales the error diffused to the opaque neighbours.
 *
 * `frame->indices` must hold width × height bytes; the call fills them and `palette`,
 * `colors` and `transparent` (entry 0, black, or -1 when no pixel is transparent), and
 * leaves `width` and `height` alone. The result depends only on the pixels and `dithering`.
 * Returns non-zero with a message in `error` (CCODECS_ERROR_SIZE bytes) when memory runs
 * out. */
int ccodecs_quantize_rgba(const uint8_t *rgba, int width, int height, float dithering,
                          ccodecs_indexed_frame *frame, char *error);

#endif
