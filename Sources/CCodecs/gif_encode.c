#include "ccodecs_animation.h"
#include "buffer_internal.h"
#include <gif_lib.h>
#include <libimagequant.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *liq_reason(liq_error status) {
    switch (status) {
    case LIQ_QUALITY_TOO_LOW: return "quality too low";
    case LIQ_VALUE_OUT_OF_RANGE: return "value out of range";
    case LIQ_OUT_OF_MEMORY: return "out of memory";
    case LIQ_ABORTED: return "aborted";
    case LIQ_BITMAP_NOT_AVAILABLE: return "bitmap not available";
    case LIQ_BUFFER_TOO_SMALL: return "buffer too small";
    case LIQ_INVALID_POINTER: return "invalid pointer";
    case LIQ_UNSUPPORTED: return "unsupported";
    default: return "unknown error";
    }
}

int ccodecs_gif_quantize(const uint8_t *pixels, int width, int height, int stride, float dithering,
                         ccodecs_indexed_frame *out, char *error) {
    memset(out, 0, sizeof *out);
    out->transparent = -1;
    size_t count = (size_t)width * (size_t)height;
    /* Straight R,G,B,A with alpha made 1-bit first, so that the palette is spent on the
     * colours GIF can show: a half-transparent pixel is either its opaque colour or gone. */
    uint8_t *rgba = malloc(count * 4);
    out->indices = malloc(count ? count : 1);
    if (!rgba || !out->indices) {
        snprintf(error, CCODECS_ERROR_SIZE, "libimagequant: out of memory");
        free(rgba);
        ccodecs_indexed_frame_free(out);
        return 1;
    }
    int has_transparency = 0;
    for (int y = 0; y < height; y++) {
        uint8_t *row = rgba + (size_t)y * (size_t)width * 4;
        ccodecs_unpremultiply_row(pixels + (size_t)y * (size_t)stride, row, width, 0);
        for (int x = 0; x < width; x++) {
            uint8_t *pixel = row + (size_t)x * 4;
            if (pixel[3] < 128) {
                memset(pixel, 0, 4);
                has_transparency = 1;
            } else {
                pixel[3] = 255;
            }
        }
    }

    liq_attr *attributes = liq_attr_create();
    liq_image *image = attributes ? liq_image_create_rgba(attributes, rgba, width, height, 0) : NULL;
    liq_result *result = NULL;
    liq_error status = image ? liq_image_quantize(image, attributes, &result) : LIQ_OUT_OF_MEMORY;
    if (status == LIQ_OK) status = liq_set_dithering_level(result, dithering);
    if (status == LIQ_OK) status = liq_write_remapped_image(result, image, out->indices, count);
    if (status != LIQ_OK) {
        snprintf(error, CCODECS_ERROR_SIZE, "libimagequant: quantising a %dx%d frame failed: %s", width, height, liq_reason(status));
        if (result) liq_result_destroy(result);
        if (image) liq_image_destroy(image);
        if (attributes) liq_attr_destroy(attributes);
        free(rgba);
        ccodecs_indexed_frame_free(out);
        return 1;
    }

    const liq_palette *palette = liq_get_palette(result);
    out->colors = (int)palette->count;
    int opaque_entry[256];
    int first_opaque = -1;
    for (int i = 0; i < out->colors; i++) {
        liq_color colour = palette->entries[i];
        out->palette[i * 3] = colour.r;
        out->palette[i * 3 + 1] = colour.g;
        out->palette[i * 3 + 2] = colour.b;
        opaque_entry[i] = colour.a >= 128;
        if (opaque_entry[i] && first_opaque < 0) first_opaque = i;
        if (!opaque_entry[i] && out->transparent < 0) out->transparent = i;
    }
    if (has_transparency && out->transparent < 0) {
        /* libimagequant keeps a slot for transparent pixels; should it not, the palette
         * would be full with 256 opaque colours, and the last, least used one gives way. */
        out->transparent = out->colors < 256 ? out->colors++ : 255;
        memset(out->palette + out->transparent * 3, 0, 3);
        opaque_entry[out->transparent] = 0;
    }
    /* The pixel's own alpha decides, whatever dithering did: transparent pixels take the
     * transparent entry, and an opaque one never does. */
    for (size_t i = 0; i < count; i++) {
        if (rgba[i * 4 + 3] == 0) {
            out->indices[i] = (uint8_t)out->transparent;
        } else if (!opaque_entry[out->indices[i]]) {
            const uint8_t *pixel = rgba + i * 4;
            int best = first_opaque < 0 ? 0 : first_opaque, best_distance = INT_MAX;
            for (int entry = 0; entry < out->colors; entry++) {
                if (!opaque_entry[entry]) continue;
                int dr = pixel[0] - out->palette[entry * 3], dg = pixel[1] - out->palette[entry * 3 + 1], db = pixel[2] - out->palette[entry * 3 + 2];
                int distance = dr * dr + dg * dg + db * db;
                if (distance < best_distance) { best = entry; best_distance = distance; }
            }
            out->indices[i] = (uint8_t)best;
        }
    }
    if (!has_transparency) out->transparent = -1;
    liq_result_destroy(result);
    liq_image_destroy(image);
    liq_attr_destroy(attributes);
    free(rgba);
    out->width = width;
    out->height = height;
    return 0;
}

void ccodecs_indexed_frame_free(ccodecs_indexed_frame *frame) {
    free(frame->indices);
    frame->indices = NULL;
}

struct ccodecs_gif_writer {
    GifFileType *file;
    ccodecs_buffer out;
    int out_of_memory;
    int width;
    int height;
};

static int gif_write(GifFileType *file, const GifByteType *bytes, int length) {
    ccodecs_gif_writer *writer = file->UserData;
    if (!ccodecs_buffer_append(&writer->out, bytes, (size_t)length)) {
        writer->out_of_memory = 1;
        return 0;
    }
    return length;
}

static int gif_failure(ccodecs_gif_writer *writer, const char *doing, char *error) {
    const char *reason = writer->out_of_memory ? "out of memory" : GifErrorString(writer->file->Error);
    snprintf(error, CCODECS_ERROR_SIZE, "giflib: %s failed: %s", doing, reason ? reason : "unknown error");
    return 1;
}

ccodecs_gif_writer *ccodecs_gif_writer_create(int width, int height, char *error) {
    ccodecs_gif_writer *writer = calloc(1, sizeof *writer);
    if (!writer) {
        snprintf(error, CCODECS_ERROR_SIZE, "giflib: out of memory");
        return NULL;
    }
    writer->width = width;
    writer->height = height;
    int status = 0;
    writer->file = EGifOpen(writer, gif_write, &status);
    if (!writer->file) {
        snprintf(error, CCODECS_ERROR_SIZE, "giflib: %s", GifErrorString(status));
        free(writer);
        return NULL;
    }
    EGifSetGifVersion(writer->file, true);
    /* NETSCAPE2.0 application block: sub-block 1 holds the loop count, 0 = forever. */
    static const GifByteType loop[] = { 1, 0, 0 };
    if (EGifPutScreenDesc(writer->file, width, height, 8, 0, NULL) == GIF_ERROR
        || EGifPutExtensionLeader(writer->file, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR
        || EGifPutExtensionBlock(writer->file, 11, "NETSCAPE2.0") == GIF_ERROR
        || EGifPutExtensionBlock(writer->file, sizeof loop, loop) == GIF_ERROR
        || EGifPutExtensionTrailer(writer->file) == GIF_ERROR) {
        gif_failure(writer, "writing the header", error);
        ccodecs_gif_writer_free(writer);
        return NULL;
    }
    return writer;
}

int ccodecs_gif_writer_add(ccodecs_gif_writer *writer, const ccodecs_indexed_frame *frame, int delay, char *error) {
    if (frame->width != writer->width || frame->height != writer->height) {
        snprintf(error, CCODECS_ERROR_SIZE, "giflib: a %dx%d frame in a %dx%d animation", frame->width, frame->height, writer->width, writer->height);
        return 1;
    }
    GraphicsControlBlock control = {
        .DisposalMode = DISPOSE_BACKGROUND,
        .UserInputFlag = false,
        .DelayTime = delay,
        .TransparentColor = frame->transparent,
    };
    GifByteType extension[4];
    size_t extension_length = EGifGCBToExtension(&control, extension);
    if (EGifPutExtension(writer->file, GRAPHICS_EXT_FUNC_CODE, (int)extension_length, extension) == GIF_ERROR) {
        return gif_failure(writer, "writing a frame's delay", error);
    }
    /* giflib takes colour tables of 2, 4, ... 256 entries; the unused ones stay black. */
    int size = 2;
    while (size < frame->colors) size *= 2;
    GifColorType colours[256];
    memset(colours, 0, sizeof colours);
    for (int i = 0; i < frame->colors; i++) {
        colours[i].Red = frame->palette[i * 3];
        colours[i].Green = frame->palette[i * 3 + 1];
        colours[i].Blue = frame->palette[i * 3 + 2];
    }
    ColorMapObject *map = GifMakeMapObject(size, colours);
    if (!map) {
        snprintf(error, CCODECS_ERROR_SIZE, "giflib: out of memory");
        return 1;
    }
    int status = EGifPutImageDesc(writer->file, 0, 0, frame->width, frame->height, false, map);
    GifFreeMapObject(map);
    if (status == GIF_ERROR) return gif_failure(writer, "writing a frame's header", error);
    for (int y = 0; y < frame->height; y++) {
        if (EGifPutLine(writer->file, frame->indices + (size_t)y * (size_t)frame->width, frame->width) == GIF_ERROR) {
            return gif_failure(writer, "compressing a frame", error);
        }
    }
    return 0;
}

int ccodecs_gif_writer_finish(ccodecs_gif_writer *writer, ccodecs_buffer *out, char *error) {
    int status = 0;
    int closed = EGifCloseFile(writer->file, &status);
    writer->file = NULL;
    if (closed == GIF_ERROR || writer->out_of_memory) {
        snprintf(error, CCODECS_ERROR_SIZE, "giflib: finishing the file failed: %s", writer->out_of_memory ? "out of memory" : GifErrorString(status));
        return 1;
    }
    *out = writer->out;
    memset(&writer->out, 0, sizeof writer->out);
    return 0;
}

void ccodecs_gif_writer_free(ccodecs_gif_writer *writer) {
    if (!writer) return;
    if (writer->file) EGifCloseFile(writer->file, NULL);
    ccodecs_buffer_free(&writer->out);
    free(writer);
}
