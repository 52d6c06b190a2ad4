#define _GNU_SOURCE
#include "convert.h"

#include <cairo-svg.h>
#include <fontconfig/fontconfig.h>
#include <librsvg/rsvg.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Documents are drawn at up to this many times their size, keeping the larger side within
 * `finest_side` pixels. */
enum { finest_scale = 4, finest_side = 2048 };

int convert_load_fonts(const char *document, char *error, size_t error_size) {
    FcConfig *config = FcConfigCreate();
    if (!config || !FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)document, FcTrue) || !FcConfigBuildFonts(config) ||
        !FcConfigSetCurrent(config)) {
        snprintf(error, error_size, "Fontconfig could not load the font configuration");
        return -1;
    }
    FcConfigDestroy(config);
    return 0;
}

static void append_list(const char ***paths, size_t *count, FcStrList *list) {
    if (!list) return;
    for (FcChar8 *path; (path = FcStrListNext(list));) {
        const char **grown = realloc(*paths, (*count + 2) * sizeof **paths);
        if (!grown) break;
        *paths = grown;
        (*paths)[(*count)++] = strdup((const char *)path);
        (*paths)[*count] = NULL;
    }
    FcStrListDone(list);
}

const char **convert_font_paths(void) {
    const char **paths = calloc(1, sizeof *paths);
    size_t count = 0;
    if (!paths) return NULL;
    append_list(&paths, &count, FcConfigGetFontDirs(NULL));
    append_list(&paths, &count, FcConfigGetCacheDirs(NULL));
    return paths;
}

static cairo_status_t append(void *closure, const unsigned char *data, unsigned int length) {
    convert_output *output = closure;
    if (output->length + length > output->capacity) {
        size_t capacity = output->capacity ? output->capacity * 2 : 64 * 1024;
        while (capacity < output->length + length) capacity *= 2;
        unsigned char *grown = realloc(output->data, capacity);
        if (!grown) return CAIRO_STATUS_NO_MEMORY;
        output->data = grown;
        output->capacity = capacity;
    }
    memcpy(output->data + output->length, data, length);
    output->length += length;
    return CAIRO_STATUS_SUCCESS;
}

/* The document's own size, as the renderer reads it: its width and height, else its
 * viewBox, else 300 × 150. */
static void own_size(RsvgHandle *handle, double *width, double *height) {
    if (rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height) && *width > 0 && *height > 0) {
        *width = ceil(*width);
        *height = ceil(*height);
        return;
    }
    gboolean has_view_box = FALSE;
    RsvgRectangle view_box = { 0 };
    rsvg_handle_get_intrinsic_dimensions(handle, NULL, NULL, NULL, NULL, &has_view_box, &view_box);
    if (has_view_box && view_box.width > 0 && view_box.height > 0) {
        *width = ceil(view_box.width);
        *height = ceil(view_box.height);
        return;
    }
    *width = 300;
    *height = 150;
}

/* Replaces the value of `name` in the root element Cairo wrote, so that the document
 * drawn `scale` times larger keeps its own size (its viewBox keeps the larger one). */
static int set_root_length(convert_output *output, const char *name, double value) {
    const char *root = memmem(output->data, output->length, "<svg", 4);
    if (!root) return -1;
    const char *end = memchr(root, '>', output->length - (size_t)((const unsigned char *)root - output->data));
    if (!end) return -1;
    char pattern[32];
    snprintf(pattern, sizeof pattern, " %s=\"", name);
    const char *start = memmem(root, (size_t)(end - root), pattern, strlen(pattern));
    if (!start) return -1;
    start += strlen(pattern);
    const char *close = memchr(start, '"', (size_t)(end - start));
    if (!close) return -1;
    char replacement[64];
    int written = snprintf(replacement, sizeof replacement, "%.0fpx", value);
    size_t old_length = (size_t)(close - start), offset = (size_t)((const unsigned char *)start - output->data);
    if (output->length - old_length + (size_t)written > output->capacity) return -1;
    memmove(output->data + offset + written, output->data + offset + old_length, output->length - offset - old_length);
    memcpy(output->data + offset, replacement, (size_t)written);
    output->length = output->length - old_length + (size_t)written;
    return 0;
}

int convert_svg(const unsigned char *svg, size_t length, convert_output *output, char *error, size_t error_size) {
    GError *failure = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_data(svg, length, &failure);
    if (!handle) {
        snprintf(error, error_size, "librsvg: %s", failure ? failure->message : "unreadable SVG");
        if (failure) g_error_free(failure);
        return -1;
    }
    double width, height;
    own_size(handle, &width, &height);
    double larger = width > height ? width : height;
    double scale = floor(finest_side / larger);
    if (scale > finest_scale) scale = finest_scale;
    if (scale < 1) scale = 1;
    cairo_surface_t *surface = cairo_svg_surface_create_for_stream(append, output, width * scale, height * scale);
    cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX);
    cairo_t *context = cairo_create(surface);
    RsvgRectangle viewport = { 0, 0, width * scale, height * scale };
    gboolean drawn = rsvg_handle_render_document(handle, context, &viewport, &failure);
    cairo_destroy(context);
    cairo_surface_finish(surface);
    cairo_status_t status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    g_object_unref(handle);
    if (!drawn) {
        snprintf(error, error_size, "librsvg: %s", failure ? failure->message : "the SVG could not be drawn");
        if (failure) g_error_free(failure);
        return -1;
    }
    if (status != CAIRO_STATUS_SUCCESS) {
        snprintf(error, error_size, "Cairo: %s", cairo_status_to_string(status));
        return -1;
    }
    if (set_root_length(output, "width", width) != 0 || set_root_length(output, "height", height) != 0) {
        snprintf(error, error_size, "Cairo's SVG has no root size to set");
        return -1;
    }
    return 0;
}

/* 2 × 2 pictures in each format gdk-pixbuf decodes for librsvg. */
static const char warm_up_document[] =
    "<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'>"
    "<text x='0' y='8' font-family='sans-serif' font-size='8'>Aa</text>"
    "<image width='2' height='2' href='data:image/png;base64,"
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGM8ISfHwMDAxMDAwMDAAAANBAEIfXHKZgAAAABJRU5E"
    "rkJggg==" "'/>"
    "<image width='2' height='2' href='data:image/jpeg;base64,"
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19i"
    "Z2hnPk1xeXBkeFxlZ2P/wAALCAACAAIBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUF"
    "BAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVW"
    "V1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi"
    "4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/ACv/2Q==" "'/>"
    "<image width='2' height='2' href='data:image/gif;base64,"
    "R0lGODdhAgACAIEAAMgeHgAAAAAAAAAAACwAAAAAAgACAAAIBgABCAQQEAA7" "'/>"
    "</svg>";

int convert_warm_up(char *error, size_t error_size) {
    convert_output output = { 0 };
    int result = convert_svg((const unsigned char *)warm_up_document, strlen(warm_up_document), &output, error, error_size);
    free(output.data);
    return result;
}
