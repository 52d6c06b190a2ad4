#include "ccodecs_animation.h"
#include <limits.h>
#include <zlib.h>

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
