#include "lazy_gif.h"

#include "ccodecs.h"
#include "lazy_library.h"

/* Each function, X with a result and V without: its library, result, name, parameters and
 * the arguments passed on (see lazy_library.h). */
#define GIF_FUNCTIONS(X, V) \
    X(gif, int, DGifCloseFile, (GifFileType *file, int *error), (file, error)) \
    X(gif, int, DGifGetExtension, (GifFileType *file, int *code, GifByteType **extension), (file, code, extension)) \
    X(gif, int, DGifGetExtensionNext, (GifFileType *file, GifByteType **extension), (file, extension)) \
    X(gif, int, DGifGetImageDesc, (GifFileType *file), (file)) \
    X(gif, int, DGifGetLine, (GifFileType *file, GifPixelType *line, int length), (file, line, length)) \
    X(gif, int, DGifGetRecordType, (GifFileType *file, GifRecordType *type), (file, type)) \
    X(gif, GifFileType *, DGifOpen, (void *user, InputFunc read, int *error), (user, read, error)) \
    X(gif, int, DGifSavedExtensionToGCB, (GifFileType *file, int image, GraphicsControlBlock *block), (file, image, block)) \
    X(gif, int, DGifSlurp, (GifFileType *file), (file)) \
    X(gif, int, EGifCloseFile, (GifFileType *file, int *error), (file, error)) \
    X(gif, size_t, EGifGCBToExtension, (const GraphicsControlBlock *block, GifByteType *extension), (block, extension)) \
    X(gif, GifFileType *, EGifOpen, (void *user, OutputFunc write, int *error), (user, write, error)) \
    X(gif, int, EGifPutExtension, (GifFileType *file, const int code, const int length, const void *extension), (file, code, length, extension)) \
    X(gif, int, EGifPutExtensionBlock, (GifFileType *file, const int length, const void *extension), (file, length, extension)) \
    X(gif, int, EGifPutExtensionLeader, (GifFileType *file, const int code), (file, code)) \
    X(gif, int, EGifPutExtensionTrailer, (GifFileType *file), (file)) \
    X(gif, int, EGifPutImageDesc, (GifFileType *file, const int left, const int top, const int width, const int height, const bool interlace, const ColorMapObject *map), (file, left, top, width, height, interlace, map)) \
    X(gif, int, EGifPutLine, (GifFileType *file, GifPixelType *line, int length), (file, line, length)) \
    X(gif, int, EGifPutScreenDesc, (GifFileType *file, const int width, const int height, const int resolution, const int background, const ColorMapObject *map), (file, width, height, resolution, background, map)) \
    V(gif, EGifSetGifVersion, (GifFileType *file, const bool gif89), (file, gif89)) \
    X(gif, const char *, GifErrorString, (int code), (code)) \
    V(gif, GifFreeMapObject, (ColorMapObject *map), (map)) \
    X(gif, ColorMapObject *, GifMakeMapObject, (int count, const GifColorType *colors), (count, colors))

static struct {
    GIF_FUNCTIONS(CCODECS_LAZY_POINTER, CCODECS_LAZY_POINTER_VOID)
} api;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[CCODECS_ERROR_SIZE];

static void load(void) {
    void *gif = ccodecs_open_library("libgif.so.7", failure);
    if (!gif) return;
    GIF_FUNCTIONS(CCODECS_LAZY_FIND, CCODECS_LAZY_FIND_VOID)
}

int ccodecs_gif_load(char *error) {
    pthread_once(&once, load);
    return ccodecs_library_ready(failure, error);
}

GIF_FUNCTIONS(CCODECS_LAZY_TRAMPOLINE, CCODECS_LAZY_TRAMPOLINE_VOID)
