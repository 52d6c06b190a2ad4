#include "ccodecs.h"
#include "lazy_webp.h"
#include <stdio.h>
#include <string.h>

/* libwebp's status codes in words. */
static const char *status_words(VP8StatusCode status) {
    switch (status) {
    case VP8_STATUS_OUT_OF_MEMORY: return "out of memory";
    case VP8_STATUS_INVALID_PARAM: return "invalid parameter";
    case VP8_STATUS_BITSTREAM_ERROR: return "corrupt data";
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "a feature libwebp does not support";
    case VP8_STATUS_NOT_ENOUGH_DATA: return "truncated data";
    default: return "an unknown failure";
    }
}

/* The first frame of an animated WebP, composited on its canvas, as animated GIFs show. */
static int decode_first_frame(const uint8_t *data, size_t length, uint8_t *pixels, int width, int height, int stride, char *error) {
    WebPAnimDecoderOptions options;
    if (!WebPAnimDecoderOptionsInit(&options)) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: version mismatch");
        return 1;
    }
    options.color_mode = MODE_bgrA;
    options.use_threads = 0;
    WebPData input = { data, length };
    WebPAnimDecoder *decoder = WebPAnimDecoderNew(&input, &options);
    if (!decoder) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: the animated WebP is corrupt");
        return 1;
    }
    WebPAnimInfo info;
    uint8_t *frame = NULL;
    int timestamp = 0;
    int ok = WebPAnimDecoderGetInfo(decoder, &info) && (int)info.canvas_width == width && (int)info.canvas_height == height
        && WebPAnimDecoderGetNext(decoder, &frame, &timestamp);
    if (ok) {
        for (int y = 0; y < height; y++) memcpy(pixels + (size_t)y * stride, frame + (size_t)y * width * 4, (size_t)width * 4);
    } else {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: the animated WebP's first frame cannot be decoded");
    }
    WebPAnimDecoderDelete(decoder);
    return ok ? 0 : 1;
}

int ccodecs_webp_size(const uint8_t *data, size_t length, int *width, int *height, char *error) {
    if (ccodecs_webp_load(error)) return 1;
    if (!WebPGetInfo(data, length, width, height)) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: not a WebP image, or its header is corrupt");
        return 1;
    }
    return 0;
}

int ccodecs_webp_decode(const uint8_t *data, size_t length, uint8_t *pixels, int width, int height, int stride, char *error) {
    if (ccodecs_webp_load(error)) return 1;
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
    if (WebPGetFeatures(data, length, &config.input) == VP8_STATUS_OK && config.input.has_animation) {
        if (width != full_width || height != full_height) {
            snprintf(error, CCODECS_ERROR_SIZE, "libwebp: an animated WebP decodes at its own size only");
            return 1;
        }
        return decode_first_frame(data, length, pixels, width, height, stride, error);
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
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: decoding failed: %s", status_words(status));
        return 1;
    }
    return 0;
}
