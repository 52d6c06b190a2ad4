/* WOFF2 to sfnt through libwoff2dec, behind a C function that never lets a C++ exception
 * reach its caller. libwoff2dec (and libwoff2common) are loaded with dlopen the first time a
 * WOFF2 font is decoded, so that a process that reads none does not map them at start. */

#include "cwebfonts.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <mutex>
#include <new>
#include <woff2/output.h>

namespace {
constexpr size_t kHeaderSize = 48;
constexpr uint8_t kSignature[4] = {'w', 'O', 'F', '2'};

/* The two functions used, by their mangled names in libwoff2dec 1.0. */
struct Library {
    size_t (*final_size)(const uint8_t *data, size_t length) = nullptr;
    bool (*convert)(const uint8_t *data, size_t length, woff2::WOFF2Out *out) = nullptr;
};

constexpr const char *kLibrary = "libwoff2dec.so.1.0.2";
constexpr const char *kFinalSize = "_ZN5woff221ComputeWOFF2FinalSizeEPKhm";
constexpr const char *kConvert = "_ZN5woff217ConvertWOFF2ToTTFEPKhmPNS_8WOFF2OutE";

/* Why loading failed, in the loader's words or naming the missing function; written once,
 * inside the call_once below, and only read after it. */
char problem[256];

const Library &library() {
    static Library loaded;
    static std::once_flag once;
    std::call_once(once, [] {
        void *handle = dlopen(kLibrary, RTLD_NOW | RTLD_LOCAL);
        if (handle == nullptr) {
            const char *reason = dlerror();
            std::snprintf(problem, sizeof problem, "%s", reason != nullptr ? reason : kLibrary);
            return;
        }
        Library found;
        *reinterpret_cast<void **>(&found.final_size) = dlsym(handle, kFinalSize);
        *reinterpret_cast<void **>(&found.convert) = dlsym(handle, kConvert);
        if (found.final_size == nullptr || found.convert == nullptr) {
            std::snprintf(problem, sizeof problem, "%s has no %s", kLibrary, found.final_size == nullptr ? kFinalSize : kConvert);
            return;
        }
        loaded = found;
    });
    return loaded;
}

/* A fixed buffer the decoder writes into, anywhere within it, never past it: the same
 * contract as libwoff2dec's WOFF2MemoryOut, whose code lives in the library. */
class FixedOut final : public woff2::WOFF2Out {
public:
    FixedOut(uint8_t *buffer, size_t capacity) : buffer_(buffer), capacity_(capacity) {}

    bool Write(const void *data, size_t n) override { return Write(data, size_, n); }

    bool Write(const void *data, size_t offset, size_t n) override {
        if (offset > capacity_ || n > capacity_ - offset) return false;
        std::memcpy(buffer_ + offset, data, n);
        if (offset + n > size_) size_ = offset + n;
        return true;
    }

    size_t Size() override { return size_; }

private:
    uint8_t *buffer_;
    size_t capacity_;
    size_t size_ = 0;
};
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
    const Library &woff2 = library();
    if (woff2.convert == nullptr) {
        return WEBFONT_LIBRARY_MISSING;
    }
    /* The header's totalSfntSize: the output is refused above the limit before anything
     * is allocated, and the output refuses writes past it. */
    const size_t size = woff2.final_size(data, length);
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
        FixedOut output(buffer, size);
        if (woff2.convert(data, length, &output)) {
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

extern "C" const char *webfont_woff2_library_problem(void) {
    library();
    return problem;
}
