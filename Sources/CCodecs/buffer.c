#include "ccodecs.h"
#include <stdlib.h>
#include <string.h>
#include "buffer_internal.h"

void ccodecs_buffer_free(ccodecs_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->length = 0;
    buffer->capacity = 0;
}

int ccodecs_buffer_append(ccodecs_buffer *buffer, const uint8_t *bytes, size_t count) {
    if (count > SIZE_MAX - buffer->length) return 0;
    size_t needed = buffer->length + count;
    if (needed > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 64 * 1024;
        while (capacity < needed) {
            if (capacity > SIZE_MAX / 2) { capacity = needed; break; }
            capacity *= 2;
        }
        uint8_t *grown = realloc(buffer->data, capacity);
        if (!grown) return 0;
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->length, bytes, count);
    buffer->length = needed;
    return 1;
}
