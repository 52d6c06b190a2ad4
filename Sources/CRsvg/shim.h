#ifndef CRSVG_SHIM_H
#define CRSVG_SHIM_H

/* librsvg, Cairo's SVG surface and Fontconfig, linked only into svg-sandbox: the renderer
 * itself loads librsvg on first use. */

#include <cairo-svg.h>
#include <fontconfig/fontconfig.h>
#include <librsvg/rsvg.h>

#endif
