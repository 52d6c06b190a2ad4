/*
 * The reference card (card.json beside this file) drawn by hand with the same C libraries
 * the renderer uses: Cairo, Pango, libjpeg-turbo and libpng. It is the yardstick for the
 * renderer's whole-process cost, so it does only what a careful C programmer would: frames
 * are constants taken from the renderer's layout, text is set by Pango, the photo is
 * decoded once and the PNG is written straight from the Cairo surface.
 *
 *   card PHOTO.jpg OUT.png            libjpeg at full size, libpng at zlib's default level
 *   card --tuned PHOTO.jpg OUT.png    DCT-scaled decode to the size drawn, zlib level 1
 */
#include <math.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cairo.h>
#include <jpeglib.h>
#include <pango/pangocairo.h>
#include <png.h>

enum { WIDTH = 1200, HEIGHT = 630 };

struct jpeg_failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

static void jpeg_fail(j_common_ptr info) {
    longjmp(((struct jpeg_failure *)info->err)->jump, 1);
}

/* Decodes a JPEG into an opaque Cairo image, at the smallest N/8 DCT scale that still
 * covers `cover_width` × `cover_height` when `tuned`, at full size otherwise. */
static cairo_surface_t *decode_jpeg(const char *path, int tuned, double cover_width, double cover_height) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    struct jpeg_decompress_struct info;
    struct jpeg_failure failure;
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_fail;
    cairo_surface_t *surface = NULL;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        fclose(file);
        if (surface) cairo_surface_destroy(surface);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_stdio_src(&info, file);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_EXT_BGRX;
    if (tuned) {
        double scale = cover_width / info.image_width;
        if (cover_height / info.image_height > scale) scale = cover_height / info.image_height;
        unsigned numerator = 1;
        while (numerator < 8 && numerator < scale * 8) numerator++;
        info.scale_num = numerator;
        info.scale_denom = 8;
        info.dct_method = JDCT_IFAST;
    }
    jpeg_start_decompress(&info);
    surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)info.output_width, (int)info.output_height);
    unsigned char *pixels = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    cairo_surface_mark_dirty(surface);
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    fclose(file);
    return surface;
}

static void rounded_rectangle(cairo_t *cr, double x, double y, double width, double height, double radius) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
    cairo_arc(cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
    cairo_arc(cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
    cairo_arc(cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
    cairo_close_path(cr);
}

/* One horizontal and one vertical box pass over an A8 image, three times: the usual
 * approximation of a Gaussian of standard deviation `sigma`. */
static void box_blur(unsigned char *pixels, int width, int height, int stride, double sigma) {
    int radius = (int)(sigma * 0.94 + 0.5);
    if (radius < 1) return;
    int longest = width > height ? width : height;
    unsigned char *line = malloc((size_t)longest);
    for (int pass = 0; pass < 3; pass++) {
        for (int y = 0; y < height; y++) {
            unsigned char *row = pixels + (size_t)y * (size_t)stride;
            memcpy(line, row, (size_t)width);
            int sum = 0;
            for (int x = -radius; x <= radius; x++) sum += (x >= 0 && x < width) ? line[x] : 0;
            for (int x = 0; x < width; x++) {
                row[x] = (unsigned char)(sum / (2 * radius + 1));
                int out = x - radius, in = x + radius + 1;
                sum += (in < width ? line[in] : 0) - (out >= 0 ? line[out] : 0);
            }
        }
        for (int x = 0; x < width; x++) {
            for (int y = 0; y < height; y++) line[y] = pixels[(size_t)y * (size_t)stride + (size_t)x];
            int sum = 0;
            for (int y = -radius; y <= radius; y++) sum += (y >= 0 && y < height) ? line[y] : 0;
            for (int y = 0; y < height; y++) {
                pixels[(size_t)y * (size_t)stride + (size_t)x] = (unsigned char)(sum / (2 * radius + 1));
                int out = y - radius, in = y + radius + 1;
                sum += (in < height ? line[in] : 0) - (out >= 0 ? line[out] : 0);
            }
        }
    }
    free(line);
}

/* The button's shadow: its rounded rectangle in an A8 mask, blurred, painted in colour. */
static void button_shadow(cairo_t *cr, double x, double y, double width, double height, double blur) {
    int margin = (int)(blur + 2);
    int mask_width = (int)width + 2 * margin, mask_height = (int)height + 2 * margin;
    cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, mask_width, mask_height);
    cairo_t *mask_cr = cairo_create(mask);
    rounded_rectangle(mask_cr, margin, margin, width, height, height / 2);
    cairo_fill(mask_cr);
    cairo_destroy(mask_cr);
    cairo_surface_flush(mask);
    box_blur(cairo_image_surface_get_data(mask), mask_width, mask_height, cairo_image_surface_get_stride(mask), blur / 2);
    cairo_surface_mark_dirty(mask);
    cairo_set_source_rgba(cr, 0x63 / 255.0, 0x66 / 255.0, 0xF1 / 255.0, 0x80 / 255.0);
    cairo_mask_surface(cr, mask, x - margin, y - margin);
    cairo_surface_destroy(mask);
}

static void text(cairo_t *cr, const char *words, const char *font, double x, double y, double width,
                 double line_height, int lines, double red, double green, double blue) {
    PangoLayout *layout = pango_cairo_create_layout(cr);
    PangoFontDescription *description = pango_font_description_from_string(font);
    pango_layout_set_font_description(layout, description);
    pango_font_description_free(description);
    pango_layout_set_text(layout, words, -1);
    if (width > 0) pango_layout_set_width(layout, (int)(width * PANGO_SCALE));
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
    pango_layout_set_height(layout, -lines);
    /* CSS line heights are in ems; Pango's factor scales DejaVu's natural 1.164 em line. */
    pango_layout_set_line_spacing(layout, (float)(line_height / 1.164));
    cairo_set_source_rgb(cr, red, green, blue);
    cairo_move_to(cr, x, y);
    pango_cairo_show_layout(cr, layout);
    g_object_unref(layout);
}

static void draw(cairo_t *cr, cairo_surface_t *photo) {
    cairo_pattern_t *gradient = cairo_pattern_create_linear(0, 0, WIDTH, 0);
    cairo_pattern_add_color_stop_rgb(gradient, 0, 0x0F / 255.0, 0x17 / 255.0, 0x2A / 255.0);
    cairo_pattern_add_color_stop_rgb(gradient, 1, 0x31 / 255.0, 0x2E / 255.0, 0x81 / 255.0);
    cairo_set_source(cr, gradient);
    cairo_paint(cr);
    cairo_pattern_destroy(gradient);

    double box_x = 60, box_y = 60, box_width = 480, box_height = 510;
    double photo_width = cairo_image_surface_get_width(photo), photo_height = cairo_image_surface_get_height(photo);
    double scale = box_width / photo_width > box_height / photo_height ? box_width / photo_width : box_height / photo_height;
    cairo_save(cr);
    rounded_rectangle(cr, box_x, box_y, box_width, box_height, 32);
    cairo_clip(cr);
    cairo_translate(cr, box_x + (box_width - photo_width * scale) / 2, box_y + (box_height - photo_height * scale) / 2);
    cairo_scale(cr, scale, scale);
    cairo_set_source_surface(cr, photo, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
    cairo_paint(cr);
    cairo_restore(cr);

    text(cr, "Rendering social cards without a browser: flexbox layout, Pango text, a decoded photo and an "
             "encoded PNG, all from one declarative scene in a single process",
         "DejaVu Sans Bold 44px", 596, 153.01, 544, 1.2, 3, 1, 1, 1);
    text(cr, "A reference card for measuring the whole pipeline against a C program that draws the same thing.",
         "DejaVu Sans 22px", 596, 335.4, 544, 1.4, 2, 0xCB / 255.0, 0xD5 / 255.0, 0xE1 / 255.0);

    double button_x = 596, button_y = 420.99, button_width = 244.12, button_height = 56;
    button_shadow(cr, button_x, button_y + 8, button_width, button_height, 24);
    rounded_rectangle(cr, button_x, button_y, button_width, button_height, 28);
    cairo_set_source_rgb(cr, 0x63 / 255.0, 0x66 / 255.0, 0xF1 / 255.0);
    cairo_fill(cr);
    text(cr, "Read the article", "DejaVu Sans Bold 20px", 628, 436.99, 0, 1, 1, 1, 1, 1);
}

/* Cairo's ARGB32 (premultiplied, native-endian) written as opaque 8-bit RGB. */
static int write_png(cairo_surface_t *surface, const char *path, int level) {
    FILE *file = fopen(path, "wb");
    if (!file) return 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    unsigned char *row = malloc((size_t)width * 3);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        fclose(file);
        return 0;
    }
    png_init_io(png, file);
    png_set_compression_level(png, level);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    const unsigned char *pixels = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    for (int y = 0; y < height; y++) {
        const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
        for (int x = 0; x < width; x++) {
            row[3 * x] = (unsigned char)(source[x] >> 16);
            row[3 * x + 1] = (unsigned char)(source[x] >> 8);
            row[3 * x + 2] = (unsigned char)source[x];
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    return fclose(file) == 0;
}

int main(int argc, char **argv) {
    int tuned = argc == 4 && strcmp(argv[1], "--tuned") == 0;
    if (argc != 3 + tuned) {
        fprintf(stderr, "usage: card [--tuned] PHOTO.jpg OUT.png\n");
        return 64;
    }
    cairo_surface_t *photo = decode_jpeg(argv[1 + tuned], tuned, 480, 510);
    if (!photo) {
        fprintf(stderr, "card: cannot decode %s\n", argv[1 + tuned]);
        return 1;
    }
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, WIDTH, HEIGHT);
    cairo_t *cr = cairo_create(surface);
    draw(cr, photo);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    int written = write_png(surface, argv[2 + tuned], tuned ? 1 : 6);
    cairo_surface_destroy(surface);
    cairo_surface_destroy(photo);
    if (!written) {
        fprintf(stderr, "card: cannot write %s\n", argv[2 + tuned]);
        return 1;
    }
    return 0;
}
