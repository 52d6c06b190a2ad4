/* WOFF2 to sfnt through libwoff2dec, behind a C function that never lets a C++ exception
 * reach its caller. */

#include "cwebfonts.h"

#include <cstdlib>
#include <cstring>
#include <new>
#include <woff2/decode.h>
#include <woff2/output.h>

namespace {
constexpr size_t kHeaderSize = 48;
constexpr uint8_t kSignature[4] = {'w', 'O', 'F', '2'};
}

extern "C" webfont_status webfont_woff2_to_sfnt(const uint8_t *data, size_t length, size_t maximum_size,
                                                uint8_t **sfnt, size_t *sfnt_length) {
    *sfnt = nullptr;
    *sfnt_length = 0;
    if (length < kHeaderSize) {
        return WEBFONT_TRUNCATED;
    }
    if (std::memcmp(data, kSignature, sizeof kSignature) != 0) {
        return WEBFONT_BAD_HEADER;
    }
    /* The header's totalSfntSize: the output is refused above the limit before anything
     * is allocated, and libwoff2dec refuses to write past it. */
    const size_t size = woff2::ComputeWOFF2FinalSize(data, length);
    if (size == 0) {
        return WEBFONT_BAD_HEADER;
    }
    if (size > maximum_size) {
        return WEBFONT_TOO_LARGE;
    }
    uint8_t *buffer = static_cast<uint8_t *>(std::malloc(size));
    if (buffer == nullptr) {
        return WEBFONT_NO_MEMORY;
    }
    webfont_status status = WEBFONT_DECODE_FAILED;
    try {
        woff2::WOFF2MemoryOut output(buffer, size);
        if (woff2::ConvertWOFF2ToTTF(data, length, &output)) {
            *sfnt_length = output.Size();
            status = WEBFONT_OK;
        }
    } catch (const std::bad_alloc &) {
        status = WEBFONT_NO_MEMORY;
    } catch (...) {
        status = WEBFONT_DECODE_FAILED;
    }
    if (status != WEBFONT_OK) {
        std::free(buffer);
        *sfnt_length = 0;
        return status;
    }
    *sfnt = buffer;
    return WEBFONT_OK;
}
