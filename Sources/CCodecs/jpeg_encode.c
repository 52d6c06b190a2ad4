#include "ccodecs.h"
#include <stdio.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *error;
} jpeg_failure;

static void jpeg_on_error(j_common_ptr cinfo) {
    jpeg_failure *failure = (jpeg_failure *)cinfo->err;
    char message[JMSG_LENGTH_MAX];
    cinfo->err->format_message(cinfo, message);
    snprintf(failure->error, CCODECS_ERROR_SIZE, "libjpeg: %s", message);
    longjmp(failure->jump, 1);
}

static void jpeg_on_message(j_common_ptr cinfo, int level) {
    (void)cinfo;
    (void)level;
}

int ccodecs_jpeg_encode(const uint8_t *pixels, int width, int height, int stride,
                        int quality, ccodecs_buffer *out, char *error) {
    struct jpeg_compress_struct cinfo;
    jpeg_failure failure;
    /* libjpeg owns this buffer while compressing; it is copied into `out` at the end. */
    unsigned char *volatile memory = NULL;
    unsigned long memory_size = 0;

    cinfo.err = jpeg_std_error(&failure.base);
    failure.base.error_exit = jpeg_on_error;
    failure.base.emit_message = jpeg_on_message;
    failure.error = error;
    if (setjmp(failure.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(memory);
        return 1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, (unsigned char **)&memory, &memory_size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 4;
    const uint32_t probe = 1;
    cinfo.in_color_space = (*(const uint8_t *)&probe == 1) ? JCS_EXT_BGRX : JCS_EXT_XRGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    cinfo.optimize_coding = TRUE;
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo.next_scanline * stride);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);

    out->data = memory;
    out->length = memory_size;
    out->capacity = memory_size;
    return 0;
}
