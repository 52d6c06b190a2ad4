#include "ccodecs_animation.h"
#include "gif_source_internal.h"
#include "lazy_gif.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The loop count in a NETSCAPE2.0 (or ANIMEXTS1.0) block among `blocks`, or -1. */
static int gif_loop_count(const ExtensionBlock *blocks, int count) {
    for (int i = 0; i + 1 < count; i++) {
        const ExtensionBlock *name = &blocks[i], *value = &blocks[i + 1];
        if (name->Function == APPLICATION_EXT_FUNC_CODE && name->ByteCount == 11
            && (!memcmp(name->Bytes, "NETSCAPE2.0", 11) || !memcmp(name->Bytes, "ANIMEXTS1.0", 11))
            && value->Function == CONTINUE_EXT_FUNC_CODE && value->ByteCount >= 3 && value->Bytes[0] == 1) {
            return value->Bytes[1] | value->Bytes[2] << 8;
        }
    }
    return -1;
}

/* Composes the frames as a viewer does: each frame is drawn over what the previous one's
 * disposal left, and its disposal (keep, clear its area, restore) applies before the next. */
int ccodecs_gif_animation_decode(const uint8_t *data, size_t length, ccodecs_decoded_animation *out, char *error) {
    if (ccodecs_gif_load(error)) return 1;
    memset(out, 0, sizeof *out);
    ccodecs_gif_source source = { data, length, 0 };
    int status = 0;
    GifFileType *file = DGifOpen(&source, ccodecs_gif_read, &status);
    if (!file) {
        snprintf(error, CCODECS_ERROR_SIZE, "giflib: %s", GifErrorString(status));
        return 1;
    }
    if (DGifSlurp(file) == GIF_ERROR || file->ImageCount < 1) {
        snprintf(error, CCODECS_ERROR_SIZE, "giflib: %s", file->ImageCount < 1 ? "no frames" : GifErrorString(file->Error));
        DGifCloseFile(file, NULL);
        return 1;
    }
    size_t canvas = (size_t)file->SWidth * (size_t)file->SHeight;
    out->width = file->SWidth;
    out->height = file->SHeight;
    out->loops = -1;
    out->pixels = malloc(canvas * 4 * (size_t)file->ImageCount);
    out->durations = calloc((size_t)file->ImageCount, sizeof(int));
    out->disposals = calloc((size_t)file->ImageCount, sizeof(int));
    uint32_t *screen = calloc(canvas ? canvas : 1, 4);
    uint32_t *saved = malloc(canvas ? canvas * 4 : 4);
    if (!out->pixels || !out->durations || !out->disposals || !screen || !saved) {
        snprintf(error, CCODECS_ERROR_SIZE, "giflib: out of memory");
        free(screen);
        free(saved);
        ccodecs_decoded_animation_free(out);
        DGifCloseFile(file, NULL);
        return 1;
    }
    for (int index = 0; index < file->ImageCount; index++) {
        SavedImage *image = &file->SavedImages[index];
        if (out->loops < 0) out->loops = gif_loop_count(image->ExtensionBlocks, image->ExtensionBlockCount);
        GraphicsControlBlock control = { DISPOSAL_UNSPECIFIED, false, 0, NO_TRANSPARENT_COLOR };
        DGifSavedExtensionToGCB(file, index, &control);
        out->durations[index] = control.DelayTime;
        out->disposals[index] = control.DisposalMode;
        memcpy(saved, screen, canvas * 4);
        ColorMapObject *colours = image->ImageDesc.ColorMap ? image->ImageDesc.ColorMap : file->SColorMap;
        GifImageDesc *frame = &image->ImageDesc;
        for (int row = 0; colours && row < frame->Height; row++) {
            int y = frame->Top + row;
            if (y < 0 || y >= file->SHeight) continue;
            for (int column = 0; column < frame->Width; column++) {
                int x = frame->Left + column;
                int entry = image->RasterBits[(size_t)row * (size_t)frame->Width + (size_t)column];
                if (x < 0 || x >= file->SWidth || entry == control.TransparentColor || entry >= colours->ColorCount) continue;
                GifColorType colour = colours->Colors[entry];
                screen[(size_t)y * (size_t)file->SWidth + (size_t)x] = 0xFF000000u | (uint32_t)colour.Red << 16 | (uint32_t)colour.Green << 8 | colour.Blue;
            }
        }
        memcpy(out->pixels + canvas * (size_t)index, screen, canvas * 4);
        if (control.DisposalMode == DISPOSE_BACKGROUND) {
            for (int row = frame->Top; row < frame->Top + frame->Height && row < file->SHeight; row++) {
                for (int x = frame->Left; x < frame->Left + frame->Width && x < file->SWidth; x++) {
                    if (row >= 0 && x >= 0) screen[(size_t)row * (size_t)file->SWidth + (size_t)x] = 0;
                }
            }
        } else if (control.DisposalMode == DISPOSE_PREVIOUS) {
            memcpy(screen, saved, canvas * 4);
        }
        out->count++;
    }
    if (out->loops < 0) out->loops = gif_loop_count(file->ExtensionBlocks, file->ExtensionBlockCount);
    free(screen);
    free(saved);
    DGifCloseFile(file, NULL);
    return 0;
}
