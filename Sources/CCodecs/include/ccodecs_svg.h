#ifndef CCODECS_SVG_H
#define CCODECS_SVG_H

#include <cairo.h>
#include <stddef.h>
#include <stdint.h>

/* librsvg, loaded with dlopen on first use: a render without SVG pictures never maps it,
 * nor libxml2, gdk-pixbuf, GIO and ICU behind it, which saves every process about a
 * third of its start. Only documents the renderer has screened (or svg-sandbox has
 * rewritten) reach these functions. */

typedef struct ccodecs_svg ccodecs_svg;

enum { CCODECS_SVG_ERROR_SIZE = 256 };

/* The parsed document, or NULL with librsvg's message (or why librsvg cannot be loaded). */
ccodecs_svg *ccodecs_svg_parse(const uint8_t *bytes, size_t length, char *error);

/* The document's width and height in pixels, when it gives both in absolute units;
 * otherwise its viewBox's size, when it has one. Returns 1 when found. */
int ccodecs_svg_size(ccodecs_svg *document, double *width, double *height);
int ccodecs_svg_view_box(ccodecs_svg *document, double *width, double *height);

/* Draws the document into the viewport on `context`. Returns 0, or -1 with a message. */
int ccodecs_svg_render(ccodecs_svg *document, cairo_t *context, double x, double y, double width, double height, char *error);

void ccodecs_svg_free(ccodecs_svg *document);

#endif
