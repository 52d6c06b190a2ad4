#include "ccodecs_svg.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

/* librsvg 2.52's stable ABI, declared here so that no librsvg header (and no link against
 * it) is needed to build the renderer. */
typedef struct {
    double x, y, width, height;
} rsvg_rectangle;

typedef struct {
    unsigned int domain;
    int code;
    char *message;
} glib_error;

static struct {
    void *(*new_from_data)(const uint8_t *, size_t, glib_error **);
    int (*intrinsic_size_in_pixels)(void *, double *, double *);
    void (*intrinsic_dimensions)(void *, int *, void *, int *, void *, int *, rsvg_rectangle *);
    int (*render_document)(void *, cairo_t *, const rsvg_rectangle *, glib_error **);
    void (*object_unref)(void *);
    void (*error_free)(glib_error *);
} rsvg;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[CCODECS_SVG_ERROR_SIZE];

static void load(void) {
    void *library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    void *gobject = dlopen("libgobject-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    void *glib = dlopen("libglib-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library || !gobject || !glib) {
        snprintf(load_error, sizeof load_error, "librsvg cannot be loaded: %s", dlerror());
        return;
    }
#define FIND(field, from, name) \
    if (!(*(void **)&rsvg.field = dlsym(from, name))) { \
        snprintf(load_error, sizeof load_error, "librsvg has no %s (version 2.52 or later is needed)", name); \
        return; \
    }
    FIND(new_from_data, library, "rsvg_handle_new_from_data")
    FIND(intrinsic_size_in_pixels, library, "rsvg_handle_get_intrinsic_size_in_pixels")
    FIND(intrinsic_dimensions, library, "rsvg_handle_get_intrinsic_dimensions")
    FIND(render_document, library, "rsvg_handle_render_document")
    FIND(object_unref, gobject, "g_object_unref")
    FIND(error_free, glib, "g_error_free")
#undef FIND
}

/* Copies a GError's message into `error` and frees it. */
static void take_message(glib_error *failure, const char *otherwise, char *error) {
    snprintf(error, CCODECS_SVG_ERROR_SIZE, "librsvg: %s", failure && failure->message ? failure->message : otherwise);
    if (failure) rsvg.error_free(failure);
}

ccodecs_svg *ccodecs_svg_parse(const uint8_t *bytes, size_t length, char *error) {
    pthread_once(&load_once, load);
    if (load_error[0]) {
        snprintf(error, CCODECS_SVG_ERROR_SIZE, "%s", load_error);
        return NULL;
    }
    glib_error *failure = NULL;
    void *handle = rsvg.new_from_data(bytes, length, &failure);
    if (!handle) take_message(failure, "unreadable SVG", error);
    return handle;
}

int ccodecs_svg_size(ccodecs_svg *document, double *width, double *height) {
    return rsvg.intrinsic_size_in_pixels(document, width, height) != 0;
}

int ccodecs_svg_view_box(ccodecs_svg *document, double *width, double *height) {
    int has_view_box = 0;
    rsvg_rectangle view_box = { 0, 0, 0, 0 };
    rsvg.intrinsic_dimensions(document, NULL, NULL, NULL, NULL, &has_view_box, &view_box);
    *width = view_box.width;
    *height = view_box.height;
    return has_view_box != 0;
}

int ccodecs_svg_render(ccodecs_svg *document, cairo_t *context, double x, double y, double width, double height, char *error) {
    rsvg_rectangle viewport = { x, y, width, height };
    glib_error *failure = NULL;
    if (rsvg.render_document(document, context, &viewport, &failure)) return 0;
    take_message(failure, "the SVG could not be drawn", error);
    return -1;
}

void ccodecs_svg_free(ccodecs_svg *document) {
    if (document) rsvg.object_unref(document);
}
