#include "ccodecs.h"

int ccodecs_is_opaque(const uint8_t *pixels, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            if ((row[x] >> 24) != 0xff) return 0;
        }
    }
    return 1;
}

/* Rounds to nearest, so that premultiplying the result again gives back the input:
 * premultiplied -> straight -> premultiplied is the identity for every value Cairo makes. */
static inline uint8_t unpremultiply(uint32_t channel, uint32_t alpha) {
    return (uint8_t)((channel * 255 + alpha / 2) / alpha);
}

void ccodecs_unpremultiply_row(const uint8_t *src, uint8_t *dst, int width, int bgra) {
    const uint32_t *words = (const uint32_t *)src;
    for (int x = 0; x < width; x++) {
        uint32_t p = words[x];
        uint32_t a = p >> 24;
        uint8_t r = 0, g = 0, b = 0;
        if (a == 255) {
            r = (p >> 16) & 0xff; g = (p >> 8) & 0xff; b = p & 0xff;
        } else if (a != 0) {
            r = unpremultiply((p >> 16) & 0xff, a);
            g = unpremultiply((p >> 8) & 0xff, a);
            b = unpremultiply(p & 0xff, a);
        }
        uint8_t *out = dst + (size_t)x * 4;
        if (bgra) { out[0] = b; out[1] = g; out[2] = r; }
        else { out[0] = r; out[1] = g; out[2] = b; }
        out[3] = (uint8_t)a;
    }
}
