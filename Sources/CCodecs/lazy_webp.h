#ifndef CCODECS_LAZY_WEBP_H
#define CCODECS_LAZY_WEBP_H

/* libwebp, libwebpmux and libwebpdemux, loaded with dlopen the first time a WebP picture is
 * read or written, so that a process that never touches WebP does not pay for mapping and
 * relocating them at start. Every libwebp name the codecs use is renamed here to a local
 * trampoline (lazy_webp.c) before the libraries' headers are read, so that the headers'
 * inline helpers (WebPConfigInit and the like) call the trampolines too. */

#define WebPAnimDecoderDelete ccodecs_lazy_WebPAnimDecoderDelete
#define WebPAnimDecoderGetInfo ccodecs_lazy_WebPAnimDecoderGetInfo
#define WebPAnimDecoderGetNext ccodecs_lazy_WebPAnimDecoderGetNext
#define WebPAnimDecoderHasMoreFrames ccodecs_lazy_WebPAnimDecoderHasMoreFrames
#define WebPAnimDecoderNewInternal ccodecs_lazy_WebPAnimDecoderNewInternal
#define WebPAnimDecoderOptionsInitInternal ccodecs_lazy_WebPAnimDecoderOptionsInitInternal
#define WebPAnimEncoderAdd ccodecs_lazy_WebPAnimEncoderAdd
#define WebPAnimEncoderAssemble ccodecs_lazy_WebPAnimEncoderAssemble
#define WebPAnimEncoderDelete ccodecs_lazy_WebPAnimEncoderDelete
#define WebPAnimEncoderGetError ccodecs_lazy_WebPAnimEncoderGetError
#define WebPAnimEncoderNewInternal ccodecs_lazy_WebPAnimEncoderNewInternal
#define WebPAnimEncoderOptionsInitInternal ccodecs_lazy_WebPAnimEncoderOptionsInitInternal
#define WebPConfigInitInternal ccodecs_lazy_WebPConfigInitInternal
#define WebPDecode ccodecs_lazy_WebPDecode
#define WebPEncodeBGRA ccodecs_lazy_WebPEncodeBGRA
#define WebPEncodeLosslessBGRA ccodecs_lazy_WebPEncodeLosslessBGRA
#define WebPFree ccodecs_lazy_WebPFree
#define WebPFreeDecBuffer ccodecs_lazy_WebPFreeDecBuffer
#define WebPGetFeaturesInternal ccodecs_lazy_WebPGetFeaturesInternal
#define WebPGetInfo ccodecs_lazy_WebPGetInfo
#define WebPInitDecoderConfigInternal ccodecs_lazy_WebPInitDecoderConfigInternal
#define WebPPictureFree ccodecs_lazy_WebPPictureFree
#define WebPPictureImportBGRA ccodecs_lazy_WebPPictureImportBGRA
#define WebPPictureInitInternal ccodecs_lazy_WebPPictureInitInternal
#define WebPValidateConfig ccodecs_lazy_WebPValidateConfig

#include <webp/decode.h>
#include <webp/demux.h>
#include <webp/encode.h>
#include <webp/mux.h>

/* Loads the three libraries once; 0 when they are ready, otherwise non-zero with a message
 * in `error` (CCODECS_ERROR_SIZE bytes). Every entry point calls it before any libwebp call. */
int ccodecs_webp_load(char *error);

#endif
