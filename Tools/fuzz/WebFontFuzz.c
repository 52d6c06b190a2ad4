/* libFuzzer target for the web-font unwrappers a scene's `fonts` reach: any bytes through
 * the WOFF 1.0 container reader (the project's own, over zlib) and the WOFF2 decoder
 * (libwoff2dec behind the C++ shim), with the 64 MiB cap the renderer uses. */
#include "cwebfonts.h"
#include <stdlib.h>

enum { MAXIMUM_SFNT = 64 << 20 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    uint8_t *sfnt = NULL;
    size_t length = 0;
    if (webfont_woff_to_sfnt(data, size, MAXIMUM_SFNT, &sfnt, &length) == WEBFONT_OK) free(sfnt);
    sfnt = NULL;
    if (webfont_woff2_to_sfnt(data, size, MAXIMUM_SFNT, &sfnt, &length) == WEBFONT_OK) free(sfnt);
    return 0;
}
