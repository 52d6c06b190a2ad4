/* libFuzzer target for the picture decoders a scene's bytes reach: the header readers
 * (which decide, before any pixel is decoded, whether a picture is too large) and the
 * decoders behind them, JPEG at full size and at 1/8 in the DCT, WebP, GIF, and PNG through
 * Cairo's reader, as `ImageDecoder` calls them. Pictures the renderer would refuse as too
 * large are not decoded here either. */
#include "ccodecs.h"
#include <cairo.h>
#include <stdlib.h>
#include <string.h>

enum { MAXIMUM_PIXELS = 4 << 20 };

typedef int (*size_reader)(const uint8_t *, size_t, int *, int *, char *);
typedef int (*decoder)(const uint8_t *, size_t, uint8_t *, int, int, int, char *);

static void decode_with(const uint8_t *data, size_t size, size_reader read_size, decoder decode) {
    char error[CCODECS_ERROR_SIZE];
    int width = 0, height = 0;
    if (read_size(data, size, &width, &height, error) != 0) return;
    if (width <= 0 || height <= 0 || (long)width * height > MAXIMUM_PIXELS) return;
    uint8_t *pixels = malloc((size_t)width * height * 4);
    if (!pixels) return;
    decode(data, size, pixels, width, height, width * 4, error);
    free(pixels);
}

static void decode_jpeg(const uint8_t *data, size_t size, int eighths) {
    char error[CCODECS_ERROR_SIZE];
    int width = 0, height = 0;
    if (ccodecs_jpeg_size(data, size, eighths, &width, &height, error) != 0) return;
    if (width <= 0 || height <= 0 || (long)width * height > MAXIMUM_PIXELS) return;
    uint8_t *pixels = malloc((size_t)width * height * 4);
    if (!pixels) return;
    ccodecs_jpeg_decode(data, size, eighths, pixels, width, height, width * 4, error);
    free(pixels);
}

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
} png_source;

static cairo_status_t read_png(void *closure, unsigned char *out, unsigned int length) {
    png_source *source = closure;
    if (length > source->size - source->offset) return CAIRO_STATUS_READ_ERROR;
    memcpy(out, source->data + source->offset, length);
    source->offset += length;
    return CAIRO_STATUS_SUCCESS;
}

static void decode_png(const uint8_t *data, size_t size) {
    /* The renderer reads the IHDR size first and refuses large pictures before decoding. */
    if (size < 24 || memcmp(data + 12, "IHDR", 4) != 0) return;
    uint32_t width = (uint32_t)data[16] << 24 | (uint32_t)data[17] << 16 | (uint32_t)data[18] << 8 | data[19];
    uint32_t height = (uint32_t)data[20] << 24 | (uint32_t)data[21] << 16 | (uint32_t)data[22] << 8 | data[23];
    if (width == 0 || height == 0 || (uint64_t)width * height > MAXIMUM_PIXELS) return;
    png_source source = { data, size, 0 };
    cairo_surface_t *surface = cairo_image_surface_create_from_png_stream(read_png, &source);
    cairo_surface_destroy(surface);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size >= 8 && memcmp(data, "\x89PNG\r\n\x1a\n", 8) == 0) {
        decode_png(data, size);
    } else if (size >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF) {
        decode_jpeg(data, size, 8);
        decode_jpeg(data, size, 1);
    } else if (size >= 12 && memcmp(data, "RIFF", 4) == 0 && memcmp(data + 8, "WEBP", 4) == 0) {
        decode_with(data, size, ccodecs_webp_size, ccodecs_webp_decode);
    } else if (size >= 6 && (memcmp(data, "GIF87a", 6) == 0 || memcmp(data, "GIF89a", 6) == 0)) {
        decode_with(data, size, ccodecs_gif_size, ccodecs_gif_decode);
    }
    return 0;
}
