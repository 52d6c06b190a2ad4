#include "ccodecs_animation.h"
#include "buffer_internal.h"
#include <png.h>
#include <limits.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <zlib.h>

typedef struct {
    ccodecs_buffer *out;
    char *error;
} rgba_sink;

static void rgba_on_error(png_structp png, png_const_charp message) {
    rgba_sink *sink = png_get_error_ptr(png);
    snprintf(sink->error, CCODECS_ERROR_SIZE, "libpng: %s", message);
    png_longjmp(png, 1);
}

static void rgba_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void rgba_on_write(png_structp png, png_bytep data, png_size_t length) {
    rgba_sink *sink = png_get_io_ptr(png);
    if (!ccodecs_buffer_append(sink->out, data, length)) png_error(png, "out of memory");
}

static void rgba_on_flush(png_structp png) { (void)png; }

int ccodecs_png_encode_rgba(const uint8_t *pixels, int width, int height, int stride,
                            int level, int filters, int strategy,
                            ccodecs_buffer *out, char *error) {
    rgba_sink sink = { out, error };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, rgba_on_error, rgba_on_warning);
    if (!png) {
        snprintf(error, CCODECS_ERROR_SIZE, "libpng: cannot create a write struct");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    /* Volatile: it is assigned after setjmp and read after a longjmp. */
    uint8_t *volatile row = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!info) snprintf(error, CCODECS_ERROR_SIZE, "libpng: cannot create an info struct");
        free(row);
        png_destroy_write_struct(&png, info ? &info : NULL);
        ccodecs_buffer_free(out);
        return 1;
    }
    png_set_write_fn(png, &sink, rgba_on_write, rgba_on_flush);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    if (filters) png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    row = malloc((size_t)width * 4);
    if (!row) png_error(png, "out of memory");
    for (int y = 0; y < height; y++) {
        ccodecs_unpremultiply_row(pixels + (size_t)y * (size_t)stride, row, width, 0);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    free(row);
    png_destroy_write_struct(&png, &info);
    return 0;
}

uint32_t ccodecs_crc32(uint32_t crc, const uint8_t *bytes, size_t length) {
    /* zlib's crc32 takes at most UINT_MAX bytes a call. */
    while (length > 0) {
        uInt step = length > UINT_MAX ? UINT_MAX : (uInt)length;
        crc = (uint32_t)crc32(crc, bytes, step);
        bytes += step;
        length -= step;
    }
    return crc;
}
