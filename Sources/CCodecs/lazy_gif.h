#ifndef CCODECS_LAZY_GIF_H
#define CCODECS_LAZY_GIF_H

/* giflib, loaded with dlopen the first time a GIF is read or written, so that a process that
 * never touches GIF does not map it at start. Every giflib name the codecs use is renamed
 * here to a local trampoline (lazy_gif.c) before gif_lib.h is read. */

#define DGifCloseFile ccodecs_lazy_DGifCloseFile
#define DGifGetExtension ccodecs_lazy_DGifGetExtension
#define DGifGetExtensionNext ccodecs_lazy_DGifGetExtensionNext
#define DGifGetImageDesc ccodecs_lazy_DGifGetImageDesc
#define DGifGetLine ccodecs_lazy_DGifGetLine
#define DGifGetRecordType ccodecs_lazy_DGifGetRecordType
#define DGifOpen ccodecs_lazy_DGifOpen
#define DGifSavedExtensionToGCB ccodecs_lazy_DGifSavedExtensionToGCB
#define DGifSlurp ccodecs_lazy_DGifSlurp
#define EGifCloseFile ccodecs_lazy_EGifCloseFile
#define EGifGCBToExtension ccodecs_lazy_EGifGCBToExtension
#define EGifOpen ccodecs_lazy_EGifOpen
#define EGifPutExtension ccodecs_lazy_EGifPutExtension
#define EGifPutExtensionBlock ccodecs_lazy_EGifPutExtensionBlock
#define EGifPutExtensionLeader ccodecs_lazy_EGifPutExtensionLeader
#define EGifPutExtensionTrailer ccodecs_lazy_EGifPutExtensionTrailer
#define EGifPutImageDesc ccodecs_lazy_EGifPutImageDesc
#define EGifPutLine ccodecs_lazy_EGifPutLine
#define EGifPutScreenDesc ccodecs_lazy_EGifPutScreenDesc
#define EGifSetGifVersion ccodecs_lazy_EGifSetGifVersion
#define GifErrorString ccodecs_lazy_GifErrorString
#define GifFreeMapObject ccodecs_lazy_GifFreeMapObject
#define GifMakeMapObject ccodecs_lazy_GifMakeMapObject

#include <gif_lib.h>

/* Loads giflib once; 0 when it is ready, otherwise non-zero with a message in `error`
 * (CCODECS_ERROR_SIZE bytes). Every entry point calls it before any giflib call. */
int ccodecs_gif_load(char *error);

#endif
