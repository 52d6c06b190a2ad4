#include "ccodecs_animation.h"
#include "buffer_internal.h"
#include "gif_quantize.h"
#include "lazy_gif.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int ccodecs_gif_quantize(const uint8_t *pixels, int width, int height, int stride, float dithering,
                         ccodecs_indexed_frame *out, char *error) {
    memset(out, 0, sizeof *out);
    out->transparent = -1;
    size_t count = (size_t)width * (size_t)height;
    /* Straight R,G,B,A with alpha made 1-bit first, so that the palette is spent on the
     * colours GIF can show: a half-transparent pixel is either its opaque colour or gone. */
    uint8_t *rgba = malloc(count ? count * 4 : 4);
    out->indices = malloc(count ? count : 1);
    if (!rgba || !out->indices) {
        snprintf(error, CCODECS_ERROR_SIZE, "quantiser: out of memory for a %dx%d frame", width, height);
        free(rgba);
        ccodecs_indexed_frame_free(out);
        return 1;
    }
    for (int y = 0; y < height; y++) {
        uint8_t *row = rgba + (size_t)y * (size_t)width * 4;
        ccodecs_unpremultiply_row(pixels + (size_t)y * (size_t)stride, row, width, 0);
        for (int x = 0; x < width; x++) {
            uint8_t *pixel = row + (size_t)x * 4;
            if (pixel[3] < 128) memset(pixel, 0, 4);
            else pixel[3] = 255;
        }
    }
    int status = ccodecs_quantize_rgba(rgba, width, height, dithering, out, error);
    free(rgba);
    if (status) {
        ccodecs_indexed_frame_free(out);
        return 1;
    }
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
    if (ccodecs_gif_load(error)) return NULL;
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
