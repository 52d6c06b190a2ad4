#ifndef CCODECS_H
#define CCODECS_H

/* Encoders and decoders for Cairo ARGB32 pixels (premultiplied, native-endian 0xAARRGGBB
 * words).
 *
 * libpng and libjpeg report failures with setjmp/longjmp, which Swift cannot express,
 * and by default they abort or exit the process. These functions own the setjmp and
 * turn every failure into a non-zero return code with a message. */

#include <stddef.h>
#include <stdint.h>

/* A growable byte buffer filled by the encoders. Release with ccodecs_buffer_free. */
typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
} ccodecs_buffer;

void ccodecs_buffer_free(ccodecs_buffer *buffer);

/* Size of the message buffer every encoder takes. */
#define CCODECS_ERROR_SIZE 256

/* Returns 1 when every pixel has alpha 255. */
int ccodecs_is_opaque(const uint8_t *pixels, int width, int height, int stride);

/* Converts premultiplied ARGB32 words into straight (unpremultiplied) bytes.
 * `bgra` non-zero writes B,G,R,A byte order (libwebp); zero writes R,G,B,A (PNG). */
void ccodecs_unpremultiply_row(const uint8_t *src, uint8_t *dst, int width, int bgra);

/* The row filters of ccodecs_png_deflate_encode besides the fixed PNG filter types 0-4. */
enum {
    /* Each row's filter chosen by the smallest sum of absolute values, bytes read signed. */
    CCODECS_PNG_FILTER_MINSUM = -1,
    /* Each row's filter chosen by the smallest Shannon entropy of its filtered bytes. */
    CCODECS_PNG_FILTER_ENTROPY = -2,
    /* Bands of rows, each all None, Up or Paeth, by trial compressions of a few of its
     * rows. */
    CCODECS_PNG_FILTER_BANDS = -3
};

/* PNG compressed by libdeflate at `level` (1-12), the container and the row filters
 * written here. `filters` is a PNG filter type (0-4) for every row or one of the
 * CCODECS_PNG_FILTER_ choices above. RGB when every pixel is opaque, otherwise RGBA,
 * unpremultiplied exactly as the libpng path does. With `overwrite` non-zero, the pixels
 * are left undefined: an opaque image's rows are filtered over them, which saves a buffer
 * the size of the image when the caller is done with them. `out` is replaced. */
int ccodecs_png_deflate_encode(uint8_t *pixels, int width, int height, int stride,
                               int level, int filters, int overwrite, ccodecs_buffer *out, char *error);

/* PNG via libpng. `level` is the zlib level 0-9, `filters` a mask of PNG_FILTER_* values
 * (0 lets libpng choose), `strategy` a zlib strategy (Z_DEFAULT_STRATEGY, Z_RLE, ...).
 * An image whose pixels are all opaque is written as RGB, otherwise as RGBA. */
int ccodecs_png_encode(const uint8_t *pixels, int width, int height, int stride,
                       int level, int filters, int strategy,
                       ccodecs_buffer *out, char *error);

/* Baseline JPEG via libjpeg-turbo, quality 1-100. Alpha is ignored: flatten first. */
int ccodecs_jpeg_encode(const uint8_t *pixels, int width, int height, int stride,
                        int quality, ccodecs_buffer *out, char *error);

/* WebP via libwebp: lossy at `quality` 0-100, or lossless when `lossless` is non-zero. */
int ccodecs_webp_encode(const uint8_t *pixels, int width, int height, int stride,
                        float quality, int lossless, ccodecs_buffer *out, char *error);

/* Decoders into Cairo ARGB32 surfaces. Each has a size call, so that the caller can refuse
 * an image too large before any pixel is decoded and allocate the surface itself, and a
 * decode call that fills `pixels` (width × height words, rows `stride` bytes apart). */

/* JPEG via libjpeg-turbo at `eighths`/8 of its size (1 to 8: DCT scaling; 8 is full size).
 * Warnings such as premature end of data are failures. */
int ccodecs_jpeg_size(const uint8_t *data, size_t length, int eighths, int *width, int *height, char *error);
int ccodecs_jpeg_decode(const uint8_t *data, size_t length, int eighths,
                        uint8_t *pixels, int width, int height, int stride, char *error);

/* WebP via libwebp, premultiplied; a width and height other than the image's scale it
 * while decoding. */
int ccodecs_webp_size(const uint8_t *data, size_t length, int *width, int *height, char *error);
int ccodecs_webp_decode(const uint8_t *data, size_t length, uint8_t *pixels, int width, int height, int stride, char *error);

/* GIF via giflib: the first frame, on a transparent canvas of the logical screen's size. */
int ccodecs_gif_size(const uint8_t *data, size_t length, int *width, int *height, char *error);
int ccodecs_gif_decode(const uint8_t *data, size_t length, uint8_t *pixels, int width, int height, int stride, char *error);

#endif
