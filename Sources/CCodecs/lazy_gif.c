#include "lazy_gif.h"

#include "ccodecs.h"
#include "lazy_library.h"

/* Each function, X with a result and V without: its result, name, parameters and the
 * arguments passed on. Names are only ever pasted or quoted here, so the renaming in
 * lazy_gif.h never applies. */
#define GIF_FUNCTIONS(X, V) \
    X(int, DGifCloseFile, (GifFileType *file, int *error), (file, error)) \
    X(int, DGifGetExtension, (GifFileType *file, int *code, GifByteType **extension), (file, code, extension)) \
    X(int, DGifGetExtensionNext, (GifFileType *file, GifByteType **extension), (file, extension)) \
    X(int, DGifGetImageDesc, (GifFileType *file), (file)) \
    X(int, DGifGetLine, (GifFileType *file, GifPixelType *line, int length), (file, line, length)) \
    X(int, DGifGetRecordType, (GifFileType *file, GifRecordType *type), (file, type)) \
    X(GifFileType *, DGifOpen, (void *user, InputFunc read, int *error), (user, read, error)) \
    X(int, DGifSavedExtensionToGCB, (GifFileType *file, int image, GraphicsControlBlock *block), (file, image, block)) \
    X(int, DGifSlurp, (GifFileType *file), (file)) \
    X(int, EGifCloseFile, (GifFileType *file, int *error), (file, error)) \
    X(size_t, EGifGCBToExtension, (const GraphicsControlBlock *block, GifByteType *extension), (block, extension)) \
    X(GifFileType *, EGifOpen, (void *user, OutputFunc write, int *error), (user, write, error)) \
    X(int, EGifPutExtension, (GifFileType *file, const int code, const int length, const void *extension), (file, code, length, extension)) \
    X(int, EGifPutExtensionBlock, (GifFileType *file, const int length, const void *extension), (file, length, extension)) \
    X(int, EGifPutExtensionLeader, (GifFileType *file, const int code), (file, code)) \
    X(int, EGifPutExtensionTrailer, (GifFileType *file), (file)) \
    X(int, EGifPutImageDesc, (GifFileType *file, const int left, const int top, const int width, const int height, const bool interlace, const ColorMapObject *map), (file, left, top, width, height, interlace, map)) \
    X(int, EGifPutLine, (GifFileType *file, GifPixelType *line, int length), (file, line, length)) \
    X(int, EGifPutScreenDesc, (GifFileType *file, const int width, const int height, const int resolution, const int background, const ColorMapObject *map), (file, width, height, resolution, background, map)) \
    V(EGifSetGifVersion, (GifFileType *file, const bool gif89), (file, gif89)) \
    X(const char *, GifErrorString, (int code), (code)) \
    V(GifFreeMapObject, (ColorMapObject *map), (map)) \
    X(ColorMapObject *, GifMakeMapObject, (int count, const GifColorType *colors), (count, colors))

static struct {
#define POINTER(result, name, parameters, arguments) result(*p_##name) parameters;
#define POINTER_VOID(name, parameters, arguments) void(*p_##name) parameters;
    GIF_FUNCTIONS(POINTER, POINTER_VOID)
#undef POINTER
#undef POINTER_VOID
} api;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[CCODECS_ERROR_SIZE];

static void load(void) {
    void *gif = ccodecs_open_library("libgif.so.7", failure);
    if (!gif) return;
#define FIND_VOID(name, parameters, arguments) \
    if (!ccodecs_find_symbol(gif, #name, (void **)&api.p_##name, failure)) return;
#define FIND(result, name, parameters, arguments) \
    if (!ccodecs_find_symbol(gif, #name, (void **)&api.p_##name, failure)) return;
    GIF_FUNCTIONS(FIND, FIND_VOID)
#undef FIND
#undef FIND_VOID
}

int ccodecs_gif_load(char *error) {
    pthread_once(&once, load);
    return ccodecs_library_ready(failure, error);
}

#define TRAMPOLINE(result, name, parameters, arguments) \
    result ccodecs_lazy_##name parameters { return api.p_##name arguments; }
#define TRAMPOLINE_VOID(name, parameters, arguments) \
    void ccodecs_lazy_##name parameters { api.p_##name arguments; }
GIF_FUNCTIONS(TRAMPOLINE, TRAMPOLINE_VOID)
#undef TRAMPOLINE
#undef TRAMPOLINE_VOID
