#ifndef CCODECS_ANIMATION_H
#define CCODECS_ANIMATION_H

/* Animation encoders (animated WebP, GIF, APNG frames) and the decoders the tests read them
 * back with. Pixels are Cairo ARGB32 words, as in ccodecs.h; every call that can fail
 * returns non-zero and writes a message of at most CCODECS_ERROR_SIZE bytes to `error`. */

#include "ccodecs.h"

/* Animated WebP through libwebpmux's WebPAnimEncoder, looping forever. Frames are added in
 * order with their start time in milliseconds; finishing takes the end time of the last. */
typedef struct ccodecs_webp_animation ccodecs_webp_animation;

ccodecs_webp_animation *ccodecs_webp_animation_create(int width, int height, int lossless, float quality, char *error);
int ccodecs_webp_animation_add(ccodecs_webp_animation *animation, const uint8_t *pixels, int stride,
                               int timestamp_ms, char *error);
int ccodecs_webp_animation_finish(ccodecs_webp_animation *animation, int end_ms, ccodecs_buffer *out, char *error);
void ccodecs_webp_animation_free(ccodecs_webp_animation *animation);

/* One frame reduced to at most 256 colours: `width` × `height` palette indices, and
 * `transparent` the index of the transparent entry or -1. Release with
 * ccodecs_indexed_frame_free. */
typedef struct {
    uint8_t *indices;
    int width;
    int height;
    uint8_t palette[256 * 3];
    int colors;
    int transparent;
} ccodecs_indexed_frame;

/* Quantises with the package's own quantiser (gif_quantize.c) and Floyd-Steinberg
 * dithering at `dithering` 0-1. GIF has 1-bit alpha: pixels with alpha below 128 become the
 * transparent entry, the others are opaque. Safe to call on several threads at once. */
int ccodecs_gif_quantize(const uint8_t *pixels, int width, int height, int stride, float dithering,
                         ccodecs_indexed_frame *out, char *error);
void ccodecs_indexed_frame_free(ccodecs_indexed_frame *frame);

/* A GIF89a written through giflib into memory, looping forever (NETSCAPE2.0). Every frame
 * covers the canvas, has its own palette and is disposed to the background, so a
 * transparent pixel never shows the frame before it. `delay` is in hundredths of a second. */
typedef struct ccodecs_gif_writer ccodecs_gif_writer;

ccodecs_gif_writer *ccodecs_gif_writer_create(int width, int height, char *error);
int ccodecs_gif_writer_add(ccodecs_gif_writer *writer, const ccodecs_indexed_frame *frame, int delay, char *error);
int ccodecs_gif_writer_finish(ccodecs_gif_writer *writer, ccodecs_buffer *out, char *error);
void ccodecs_gif_writer_free(ccodecs_gif_writer *writer);

/* PNG via libpng, always 8-bit RGBA whatever the pixels, because every frame of an APNG
 * shares the first frame's header. Arguments as for ccodecs_png_encode. */
int ccodecs_png_encode_rgba(const uint8_t *pixels, int width, int height, int stride,
                            int level, int filters, int strategy,
                            ccodecs_buffer *out, char *error);

/* zlib's CRC-32, which PNG chunks end with; start with `crc` 0. */
uint32_t ccodecs_crc32(uint32_t crc, const uint8_t *bytes, size_t length);

/* Every frame of an animation, decoded on the canvas as a viewer shows it, for reading back
 * what the encoders wrote. `pixels` holds `count` canvases of width × height premultiplied
 * ARGB words; `durations` each frame's time on screen (milliseconds for WebP, hundredths
 * of a second for GIF); `loops` the loop count (0 = forever, -1 = no loop extension). */
typedef struct {
    int width;
    int height;
    int count;
    uint32_t *pixels;
    int *durations;
    int *disposals;
    int loops;
} ccodecs_decoded_animation;

/* Animated or still WebP through libwebpdemux's WebPAnimDecoder. */
int ccodecs_webp_animation_decode(const uint8_t *data, size_t length, ccodecs_decoded_animation *out, char *error);
/* GIF through giflib's DGifSlurp; `disposals` holds each frame's disposal method. */
int ccodecs_gif_animation_decode(const uint8_t *data, size_t length, ccodecs_decoded_animation *out, char *error);
void ccodecs_decoded_animation_free(ccodecs_decoded_animation *animation);

#endif
