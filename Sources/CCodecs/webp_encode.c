#include "ccodecs.h"
#include "lazy_webp.h"
#include "buffer_internal.h"
#include <stdio.h>
#include <stdlib.h>

int ccodecs_webp_encode(const uint8_t *pixels, int width, int height, int stride,
                        float quality, int lossless, ccodecs_buffer *out, char *error) {
    if (ccodecs_webp_load(error)) return 1;
    /* libwebp wants straight alpha; Cairo keeps premultiplied. */
    size_t row_bytes = (size_t)width * 4;
    uint8_t *straight = malloc(row_bytes * (size_t)height);
    if (!straight) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: out of memory");
        return 1;
    }
    for (int y = 0; y < height; y++) {
        ccodecs_unpremultiply_row(pixels + (size_t)y * stride, straight + row_bytes * (size_t)y, width, 1);
    }
    uint8_t *encoded = NULL;
    size_t size = lossless
        ? WebPEncodeLosslessBGRA(straight, width, height, (int)row_bytes, &encoded)
        : WebPEncodeBGRA(straight, width, height, (int)row_bytes, quality, &encoded);
    free(straight);
    if (size == 0 || !encoded) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: encoding a %dx%d image failed", width, height);
        WebPFree(encoded);
        return 1;
    }
    int appended = ccodecs_buffer_append(out, encoded, size);
    WebPFree(encoded);
    if (!appended) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: out of memory");
        ccodecs_buffer_free(out);
        return 1;
    }
    return 0;
}
