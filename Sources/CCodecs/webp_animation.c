#include "ccodecs_animation.h"
#include "lazy_webp.h"
#include "buffer_internal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ccodecs_webp_animation {
    WebPAnimEncoder *encoder;
    WebPConfig config;
    int width;
    int height;
    /* One frame of straight B,G,R,A bytes, reused for every frame. */
    uint8_t *straight;
};

static void webp_animation_error(ccodecs_webp_animation *animation, const char *doing, char *error) {
    const char *reason = WebPAnimEncoderGetError(animation->encoder);
    snprintf(error, CCODECS_ERROR_SIZE, "libwebpmux: %s failed%s%s", doing, reason && *reason ? ": " : "", reason ? reason : "");
}

ccodecs_webp_animation *ccodecs_webp_animation_create(int width, int height, int lossless, float quality, char *error) {
    if (ccodecs_webp_load(error)) return NULL;
    ccodecs_webp_animation *animation = calloc(1, sizeof *animation);
    if (!animation || !WebPConfigInit(&animation->config)) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: out of memory, or a library version mismatch");
        free(animation);
        return NULL;
    }
    animation->width = width;
    animation->height = height;
    animation->config.lossless = lossless ? 1 : 0;
    animation->config.quality = quality;
    /* Lossy frames keep their alpha exact; the colour is what quality trades. */
    animation->config.alpha_quality = 100;
    if (!WebPValidateConfig(&animation->config)) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: invalid settings (quality %g)", quality);
        free(animation);
        return NULL;
    }
    WebPAnimEncoderOptions options;
    if (!WebPAnimEncoderOptionsInit(&options)) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebpmux: library version mismatch");
        free(animation);
        return NULL;
    }
    options.anim_params.loop_count = 0;
    options.anim_params.bgcolor = 0;
    animation->straight = malloc((size_t)width * (size_t)height * 4);
    animation->encoder = animation->straight ? WebPAnimEncoderNew(width, height, &options) : NULL;
    if (!animation->encoder) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebpmux: cannot create a %dx%d animation encoder", width, height);
        free(animation->straight);
        free(animation);
        return NULL;
    }
    return animation;
}

int ccodecs_webp_animation_add(ccodecs_webp_animation *animation, const uint8_t *pixels, int stride,
                               int timestamp_ms, char *error) {
    size_t row_bytes = (size_t)animation->width * 4;
    for (int y = 0; y < animation->height; y++) {
        ccodecs_unpremultiply_row(pixels + (size_t)y * (size_t)stride, animation->straight + row_bytes * (size_t)y, animation->width, 1);
    }
    WebPPicture picture;
    if (!WebPPictureInit(&picture)) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: library version mismatch");
        return 1;
    }
    picture.use_argb = 1;
    picture.width = animation->width;
    picture.height = animation->height;
    if (!WebPPictureImportBGRA(&picture, animation->straight, (int)row_bytes)) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebp: out of memory");
        WebPPictureFree(&picture);
        return 1;
    }
    int added = WebPAnimEncoderAdd(animation->encoder, &picture, timestamp_ms, &animation->config);
    WebPPictureFree(&picture);
    if (!added) {
        webp_animation_error(animation, "adding a frame", error);
        return 1;
    }
    return 0;
}

int ccodecs_webp_animation_finish(ccodecs_webp_animation *animation, int end_ms, ccodecs_buffer *out, char *error) {
    if (!WebPAnimEncoderAdd(animation->encoder, NULL, end_ms, NULL)) {
        webp_animation_error(animation, "ending the last frame", error);
        return 1;
    }
    WebPData assembled;
    WebPDataInit(&assembled);
    if (!WebPAnimEncoderAssemble(animation->encoder, &assembled)) {
        webp_animation_error(animation, "assembling the animation", error);
        WebPDataClear(&assembled);
        return 1;
    }
    int appended = ccodecs_buffer_append(out, assembled.bytes, assembled.size);
    WebPDataClear(&assembled);
    if (!appended) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebpmux: out of memory");
        ccodecs_buffer_free(out);
        return 1;
    }
    return 0;
}

void ccodecs_webp_animation_free(ccodecs_webp_animation *animation) {
    if (!animation) return;
    WebPAnimEncoderDelete(animation->encoder);
    free(animation->straight);
    free(animation);
}

int ccodecs_webp_animation_decode(const uint8_t *data, size_t length, ccodecs_decoded_animation *out, char *error) {
    if (ccodecs_webp_load(error)) return 1;
    memset(out, 0, sizeof *out);
    WebPAnimDecoderOptions options;
    if (!WebPAnimDecoderOptionsInit(&options)) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebpdemux: library version mismatch");
        return 1;
    }
    /* Premultiplied B,G,R,A bytes are Cairo's words on little-endian machines. */
    const uint32_t probe = 1;
    options.color_mode = *(const uint8_t *)&probe == 1 ? MODE_bgrA : MODE_Argb;
    options.use_threads = 0;
    WebPData input = { data, length };
    WebPAnimDecoder *decoder = WebPAnimDecoderNew(&input, &options);
    WebPAnimInfo info;
    if (!decoder || !WebPAnimDecoderGetInfo(decoder, &info)) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebpdemux: not a WebP file, or a corrupt one");
        WebPAnimDecoderDelete(decoder);
        return 1;
    }
    size_t canvas = (size_t)info.canvas_width * info.canvas_height;
    out->width = (int)info.canvas_width;
    out->height = (int)info.canvas_height;
    out->loops = (int)info.loop_count;
    out->pixels = malloc(canvas * 4 * (info.frame_count ? info.frame_count : 1));
    out->durations = calloc(info.frame_count ? info.frame_count : 1, sizeof(int));
    out->disposals = calloc(info.frame_count ? info.frame_count : 1, sizeof(int));
    if (!out->pixels || !out->durations || !out->disposals) {
        snprintf(error, CCODECS_ERROR_SIZE, "libwebpdemux: out of memory");
        WebPAnimDecoderDelete(decoder);
        ccodecs_decoded_animation_free(out);
        return 1;
    }
    int previous = 0;
    while (WebPAnimDecoderHasMoreFrames(decoder) && (uint32_t)out->count < info.frame_count) {
        uint8_t *frame = NULL;
        int timestamp = 0;
        if (!WebPAnimDecoderGetNext(decoder, &frame, &timestamp)) {
            snprintf(error, CCODECS_ERROR_SIZE, "libwebpdemux: frame %d is corrupt", out->count);
            WebPAnimDecoderDelete(decoder);
            ccodecs_decoded_animation_free(out);
            return 1;
        }
        memcpy(out->pixels + canvas * (size_t)out->count, frame, canvas * 4);
        out->durations[out->count] = timestamp - previous;
        previous = timestamp;
        out->count++;
    }
    WebPAnimDecoderDelete(decoder);
    return 0;
}

void ccodecs_decoded_animation_free(ccodecs_decoded_animation *animation) {
    free(animation->pixels);
    free(animation->durations);
    free(animation->disposals);
    memset(animation, 0, sizeof *animation);
}
