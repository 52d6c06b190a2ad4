#include "lazy_webp.h"

#include "ccodecs.h"
#include "lazy_library.h"

/* Each function, X with a result and V without: its library, result, name, parameters and
 * the arguments passed on (see lazy_library.h). */
#define WEBP_FUNCTIONS(X, V) \
    V(demux, WebPAnimDecoderDelete, (WebPAnimDecoder *decoder), (decoder)) \
    X(demux, int, WebPAnimDecoderGetInfo, (const WebPAnimDecoder *decoder, WebPAnimInfo *info), (decoder, info)) \
    X(demux, int, WebPAnimDecoderGetNext, (WebPAnimDecoder *decoder, uint8_t **buffer, int *timestamp), (decoder, buffer, timestamp)) \
    X(demux, int, WebPAnimDecoderHasMoreFrames, (const WebPAnimDecoder *decoder), (decoder)) \
    X(demux, WebPAnimDecoder *, WebPAnimDecoderNewInternal, (const WebPData *data, const WebPAnimDecoderOptions *options, int version), (data, options, version)) \
    X(demux, int, WebPAnimDecoderOptionsInitInternal, (WebPAnimDecoderOptions *options, int version), (options, version)) \
    X(mux, int, WebPAnimEncoderAdd, (WebPAnimEncoder *encoder, struct WebPPicture *frame, int timestamp, const struct WebPConfig *config), (encoder, frame, timestamp, config)) \
    X(mux, int, WebPAnimEncoderAssemble, (WebPAnimEncoder *encoder, WebPData *data), (encoder, data)) \
    V(mux, WebPAnimEncoderDelete, (WebPAnimEncoder *encoder), (encoder)) \
    X(mux, const char *, WebPAnimEncoderGetError, (WebPAnimEncoder *encoder), (encoder)) \
    X(mux, WebPAnimEncoder *, WebPAnimEncoderNewInternal, (int width, int height, const WebPAnimEncoderOptions *options, int version), (width, height, options, version)) \
    X(mux, int, WebPAnimEncoderOptionsInitInternal, (WebPAnimEncoderOptions *options, int version), (options, version)) \
    X(webp, int, WebPConfigInitInternal, (WebPConfig *config, WebPPreset preset, float quality, int version), (config, preset, quality, version)) \
    X(webp, VP8StatusCode, WebPDecode, (const uint8_t *data, size_t size, WebPDecoderConfig *config), (data, size, config)) \
    X(webp, size_t, WebPEncodeBGRA, (const uint8_t *bgra, int width, int height, int stride, float quality, uint8_t **output), (bgra, width, height, stride, quality, output)) \
    X(webp, size_t, WebPEncodeLosslessBGRA, (const uint8_t *bgra, int width, int height, int stride, uint8_t **output), (bgra, width, height, stride, output)) \
    V(webp, WebPFree, (void *pointer), (pointer)) \
    V(webp, WebPFreeDecBuffer, (WebPDecBuffer *buffer), (buffer)) \
    X(webp, VP8StatusCode, WebPGetFeaturesInternal, (const uint8_t *data, size_t size, WebPBitstreamFeatures *features, int version), (data, size, features, version)) \
    X(webp, int, WebPGetInfo, (const uint8_t *data, size_t size, int *width, int *height), (data, size, width, height)) \
    X(webp, int, WebPInitDecoderConfigInternal, (WebPDecoderConfig *config, int version), (config, version)) \
    V(webp, WebPPictureFree, (WebPPicture *picture), (picture)) \
    X(webp, int, WebPPictureImportBGRA, (WebPPicture *picture, const uint8_t *bgra, int stride), (picture, bgra, stride)) \
    X(webp, int, WebPPictureInitInternal, (WebPPicture *picture, int version), (picture, version)) \
    X(webp, int, WebPValidateConfig, (const WebPConfig *config), (config))

static struct {
    WEBP_FUNCTIONS(CCODECS_LAZY_POINTER, CCODECS_LAZY_POINTER_VOID)
} api;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[CCODECS_ERROR_SIZE];

static void load(void) {
    /* libwebpmux and libwebpdemux link libwebp themselves, so it comes first. */
    void *webp = ccodecs_open_library("libwebp.so.7", failure);
    void *mux = webp ? ccodecs_open_library("libwebpmux.so.3", failure) : NULL;
    void *demux = mux ? ccodecs_open_library("libwebpdemux.so.2", failure) : NULL;
    if (!demux) return;
    WEBP_FUNCTIONS(CCODECS_LAZY_FIND, CCODECS_LAZY_FIND_VOID)
}

int ccodecs_webp_load(char *error) {
    pthread_once(&once, load);
    return ccodecs_library_ready(failure, error);
}

WEBP_FUNCTIONS(CCODECS_LAZY_TRAMPOLINE, CCODECS_LAZY_TRAMPOLINE_VOID)
