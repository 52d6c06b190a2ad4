#include "ccodecs.h"
#include <stdio.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <string.h>

/* Decoding turns libjpeg's warnings (a truncated file, corrupt data) into failures: a
 * picture with grey rows where data ran out is not a picture a renderer should show. */
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *error;
} jpeg_decode_failure;

static void decode_on_error(j_common_ptr cinfo) {
    jpeg_decode_failure *failure = (jpeg_decode_failure *)cinfo->err;
    char message[JMSG_LENGTH_MAX];
    cinfo->err->format_message(cinfo, message);
    snprintf(failure->error, CCODECS_ERROR_SIZE, "libjpeg: %s", message);
    longjmp(failure->jump, 1);
}

static void decode_on_message(j_common_ptr cinfo, int level) {
    if (level < 0) decode_on_error(cinfo);
}

/* Routes libjpeg's errors and warnings to `failure`, which jumps back with the message. */
static void prepare(struct jpeg_decompress_struct *cinfo, jpeg_decode_failure *failure, char *error) {
    cinfo->err = jpeg_std_error(&failure->base);
    failure->base.error_exit = decode_on_error;
    failure->base.emit_message = decode_on_message;
    failure->error = error;
}

/* Reads the header and sets the scaling: the output is `eighths`/8 of the full size (1 to 8),
 * which libjpeg-turbo does in the DCT, for a fraction of the work. */
static int start(struct jpeg_decompress_struct *cinfo, const uint8_t *data, size_t length, int eighths) {
    jpeg_create_decompress(cinfo);
    jpeg_mem_src(cinfo, data, (unsigned long)length);
    if (jpeg_read_header(cinfo, TRUE) != JPEG_HEADER_OK) return 0;
    cinfo->scale_num = (unsigned int)eighths;
    cinfo->scale_denom = 8;
    cinfo->out_color_space = JCS_EXT_BGRX;
    jpeg_calc_output_dimensions(cinfo);
    return 1;
}

int ccodecs_jpeg_size(const uint8_t *data, size_t length, int eighths, int *width, int *height, char *error) {
    struct jpeg_decompress_struct cinfo;
    jpeg_decode_failure failure;
    prepare(&cinfo, &failure, error);
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    if (!start(&cinfo, data, length, eighths)) {
        snprintf(error, CCODECS_ERROR_SIZE, "libjpeg: no JPEG header");
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    *width = (int)cinfo.output_width;
    *height = (int)cinfo.output_height;
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

int ccodecs_jpeg_decode(const uint8_t *data, size_t length, int eighths,
                        uint8_t *pixels, int width, int height, int stride, char *error) {
    struct jpeg_decompress_struct cinfo;
    jpeg_decode_failure failure;
    prepare(&cinfo, &failure, error);
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    if (!start(&cinfo, data, length, eighths) || (int)cinfo.output_width != width || (int)cinfo.output_height != height) {
        snprintf(error, CCODECS_ERROR_SIZE, "libjpeg: the image changed between reading its size and decoding it");
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    jpeg_start_decompress(&cinfo);
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = pixels + (size_t)cinfo.output_scanline * (size_t)stride;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return 0;
}
