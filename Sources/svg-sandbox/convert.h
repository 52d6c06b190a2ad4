#ifndef SVG_SANDBOX_CONVERT_H
#define SVG_SANDBOX_CONVERT_H

#include <stddef.h>

typedef struct {
    unsigned char *data;
    size_t length;
    size_t capacity;
} convert_output;

/* Makes `document` (a Fontconfig configuration, as XML) the configuration text is set
 * with. Returns 0, or -1 with a message in `error`. */
int convert_load_fonts(const char *document, char *error, size_t error_size);

/* The folders the loaded configuration reads fonts and caches from, NULL-terminated. */
const char **convert_font_paths(void);

/* Draws a small document with text and embedded PNG, JPEG and GIF pictures, so that
 * everything librsvg, Pango and gdk-pixbuf load lazily is loaded before confinement. */
int convert_warm_up(char *error, size_t error_size);

/* Reads `svg` with librsvg and writes it again through Cairo's SVG surface: paths,
 * gradients, clips and embedded PNG pictures, with text as glyph outlines. The result has
 * the document's own size; its content is drawn at a finer scale for small documents, so
 * that effects Cairo keeps as pictures (filters) stay sharp when the picture is shown
 * larger. Returns 0, or -1 with a message in `error`. */
int convert_svg(const unsigned char *svg, size_t length, convert_output *output, char *error, size_t error_size);

#endif
