#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H

/* Everything the renderer and TextLayout need from Cairo (its FreeType backend draws the
 * icon font), Pango and Fontconfig. Image codecs that report errors with setjmp, and
 * librsvg (loaded on first use), live in CCodecs, not here. */

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo-ft.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>

#endif
