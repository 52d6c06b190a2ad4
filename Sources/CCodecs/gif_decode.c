#include "ccodecs.h"
#include "gif_source_internal.h"
#include "lazy_gif.h"
#include <stdio.h>

static GifFileType *gif_open(ccodecs_gif_source *source, char *error) {
    int status = 0;
    GifFileType *file = DGifOpen(source, ccodecs_gif_read, &status);
    if (!file) snprintf(error, CCODECS_ERROR_SIZE, "giflib: %s", GifErrorString(status));
    return file;
}

int ccodecs_gif_size(const uint8_t *data, size_t length, int *width, int *height, char *error) {
    if (ccodecs_gif_load(error)) return 1;
    ccodecs_gif_source source = {data, length, 0};
    GifFileType *file = gif_open(&source, error);
    if (!file) return 1;
    *width = file->SWidth;
    *height = file->SHeight;
    DGifCloseFile(file, NULL);
    return 0;
}

/* Decodes the first frame onto a transparent canvas of the screen's size, honouring its
 * offset, interlacing and transparent colour. */
int ccodecs_gif_decode(const uint8_t *data, size_t length, uint8_t *pixels, int width, int height, int stride, char *error) {
    if (ccodecs_gif_load(error)) return 1;
    ccodecs_gif_source source = {data, length, 0};
    GifFileType *file = gif_open(&source, error);
    if (!file) return 1;
    if (file->SWidth != width || file->SHeight != height) {
        snprintf(error, CCODECS_ERROR_SIZE, "giflib: the image changed between reading its size and decoding it");
        DGifCloseFile(file, NULL);
        return 1;
    }
    int transparent = -1;
    GifRecordType record;
    do {
        if (DGifGetRecordType(file, &record) == GIF_ERROR) break;
        if (record == EXTENSION_RECORD_TYPE) {
            int code = 0;
            GifByteType *extension = NULL;
            if (DGifGetExtension(file, &code, &extension) == GIF_ERROR) break;
            while (extension) {
                if (code == GRAPHICS_EXT_FUNC_CODE && extension[0] >= 4 && (extension[1] & 1)) transparent = extension[4];
                if (DGifGetExtensionNext(file, &extension) == GIF_ERROR) { extension = NULL; record = TERMINATE_RECORD_TYPE; }
            }
        } else if (record == IMAGE_DESC_RECORD_TYPE) {
            if (DGifGetImageDesc(file) == GIF_ERROR) break;
            GifImageDesc *frame = &file->Image;
            ColorMapObject *colours = frame->ColorMap ? frame->ColorMap : file->SColorMap;
            if (!colours || frame->Width <= 0 || frame->Height <= 0 || frame->Width > 65535) break;
            GifPixelType line[65536];
            /* Interlaced rows arrive in four passes: every 8th from 0, from 4, every 4th from 2, every 2nd from 1. */
            static const int starts[] = {0, 4, 2, 1}, steps[] = {8, 8, 4, 2};
            int passes = frame->Interlace ? 4 : 1;
            for (int pass = 0; pass < passes; pass++) {
                int start = frame->Interlace ? starts[pass] : 0, step = frame->Interlace ? steps[pass] : 1;
                for (int row = start; row < frame->Height; row += step) {
                    if (DGifGetLine(file, line, frame->Width) == GIF_ERROR) {
                        snprintf(error, CCODECS_ERROR_SIZE, "giflib: %s (truncated or corrupt data)", GifErrorString(file->Error));
                        DGifCloseFile(file, NULL);
                        return 1;
                    }
                    int y = frame->Top + row;
                    if (y < 0 || y >= height) continue;
                    uint32_t *target = (uint32_t *)(pixels + (size_t)y * (size_t)stride);
                    for (int column = 0; column < frame->Width; column++) {
                        int x = frame->Left + column;
                        int index = line[column];
                        if (x < 0 || x >= width || index == transparent || index >= colours->ColorCount) continue;
                        GifColorType colour = colours->Colors[index];
                        target[x] = 0xFF000000u | ((uint32_t)colour.Red << 16) | ((uint32_t)colour.Green << 8) | colour.Blue;
                    }
                }
            }
            DGifCloseFile(file, NULL);
            return 0;
        }
    } while (record != TERMINATE_RECORD_TYPE);
    snprintf(error, CCODECS_ERROR_SIZE, "giflib: no image in the GIF, or it is corrupt");
    DGifCloseFile(file, NULL);
    return 1;
}
