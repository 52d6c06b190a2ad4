#include "ccodecs.h"
#include <stdio.h>
#include <webp/decode.h>

int ccodecs_webp_size(const uint8_t *data, size_t length, int *width, int *height, char *error) {
    if (!WebPGetInfo(data, length, width, height)) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: not a WebP image, or its header is corrupt");
        return 1;
    }
    return 0;
}

int ccodecs_webp_decode(const uint8_t *data, size_t length, uint8_t *pixels, int width, int height, int stride, char *error) {
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: version mismatch");
        return 1;
    }
    int full_width = 0, full_height = 0;
    if (!WebPGetInfo(data, length, &full_width, &full_height)) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: not a WebP image, or its header is corrupt");
        return 1;
    }
    if (width != full_width || height != full_height) {
        config.options.use_scaling = 1;
        config.options.scaled_width = width;
        config.options.scaled_height = height;
    }
    /* Premultiplied B,G,R,A bytes are Cairo's ARGB32 words on little-endian machines. */
    config.output.colorspace = MODE_bgrA;
    config.output.is_external_memory = 1;
    config.output.u.RGBA.rgba = pixels;
    config.output.u.RGBA.stride = stride;
    config.output.u.RGBA.size = (size_t)stride * (size_t)height;
    VP8StatusCode status = WebPDecode(data, length, &config);
    WebPFreeDecBuffer(&config.output);
    if (status != VP8_STATUS_OK) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: decoding failed with status %d (truncated or corrupt data)", (int)status);
        return 1;
    }
    return 0;
}
