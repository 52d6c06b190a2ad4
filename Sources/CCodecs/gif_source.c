#include "gif_source_internal.h"
#include <string.h>

int ccodecs_gif_read(GifFileType *file, GifByteType *buffer, int length) {
    ccodecs_gif_source *source = (ccodecs_gif_source *)file->UserData;
    size_t available = source->length - source->offset;
    size_t count = (size_t)length < available ? (size_t)length : available;
    memcpy(buffer, source->data + source->offset, count);
    source->offset += count;
    return (int)count;
}
