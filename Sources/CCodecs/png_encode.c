#include "ccodecs.h"
#include "ccodecs_animation.h"
#include "buffer_internal.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    ccodecs_buffer *out;
    char *error;
    int out_of_memory;
} png_sink;

static void png_on_error(png_structp png, png_const_charp message) {
    png_sink *sink = png_get_error_ptr(png);
    snprintf(sink->error, CCODECS_ERROR_SIZE, "libpng: %s", message);
    png_longjmp(png, 1);
}

static void png_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void png_on_write(png_structp png, png_bytep data, png_size_t length) {
    png_sink *sink = png_get_io_ptr(png);
    if (!ccodecs_buffer_append(sink->out, data, length)) {
        sink->out_of_memory = 1;
        png_error(png, "out of memory");
    }
}

static void png_on_flush(png_structp png) { (void)png; }

/* Writes RGB when every pixel is opaque, unless `keep_alpha` asks for RGBA whatever the
 * pixels: APNG frames must all share the first frame's header. */
static int encode(const uint8_t *pixels, int width, int height, int stride,
                  int level, int filters, int strategy, int keep_alpha,
                  ccodecs_buffer *out, char *error) {
    png_sink sink = { out, error, 0 };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, png_on_error, png_on_warning);
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
    png_set_write_fn(png, &sink, png_on_write, png_on_flush);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    if (filters) png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);

    int opaque = !keep_alpha && ccodecs_is_opaque(pixels, width, height, stride);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);

    if (opaque) {
        /* Cairo's words are B,G,R,X in memory on little-endian machines and X,R,G,B on
         * big-endian ones; libpng strips the filler byte and reorders as told. */
        const uint32_t probe = 1;
        if (*(const uint8_t *)&probe == 1) {
            png_set_bgr(png);
            png_set_filler(png, 0, PNG_FILLER_AFTER);
        } else {
            png_set_filler(png, 0, PNG_FILLER_BEFORE);
        }
        for (int y = 0; y < height; y++) {
            png_write_row(png, (png_const_bytep)(pixels + (size_t)y * stride));
        }
    } else {
        row = malloc((size_t)width * 4);
        if (!row) png_error(png, "out of memory");
        for (int y = 0; y < height; y++) {
            ccodecs_unpremultiply_row(pixels + (size_t)y * stride, row, width, 0);
            png_write_row(png, row);
        }
    }
    png_write_end(png, info);
    free(row);
    png_destroy_write_struct(&png, &info);
    return 0;
}

int ccodecs_png_encode(const uint8_t *pixels, int width, int height, int stride,
                       int level, int filters, int strategy,
                       ccodecs_buffer *out, char *error) {
    return encode(pixels, width, height, stride, level, filters, strategy, 0, out, error);
}

int ccodecs_png_encode_rgba(const uint8_t *pixels, int width, int height, int stride,
                            int level, int filters, int strategy,
                            ccodecs_buffer *out, char *error) {
    return encode(pixels, width, height, stride, level, filters, strategy, 1, out, error);
}
