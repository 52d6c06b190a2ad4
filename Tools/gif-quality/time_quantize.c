/* Times the GIF encoder's two steps per frame, quantising (ccodecs_gif_quantize) and
 * compressing (ccodecs_gif_writer_add), on frames read from a file that measure.py writes:
 * three little-endian int32s (width, height, count), then `count` frames of width × height
 * premultiplied ARGB32 words. Each frame is timed `rounds` times and the fastest run kept,
 * so that a busy moment on the machine does not count; the medians over frames are printed
 * as "quantise_ms compress_ms". */

#include "ccodecs_animation.h"
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec * 1e3 + (double)time.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int count) {
    qsort(values, (size_t)count, sizeof *values, compare);
    return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s <frames.raw> <rounds>\n", argv[0]);
        return 64;
    }
    FILE *file = fopen(argv[1], "rb");
    int32_t header[3];
    if (!file || fread(header, sizeof header, 1, file) != 1 || header[0] <= 0 || header[1] <= 0 || header[2] <= 0) {
        fprintf(stderr, "cannot read %s\n", argv[1]);
        return 1;
    }
    int width = header[0], height = header[1], count = header[2], rounds = atoi(argv[2]);
    if (rounds < 1) rounds = 1;
    size_t frame_bytes = (size_t)width * (size_t)height * 4;
    uint8_t *pixels = malloc(frame_bytes * (size_t)count);
    double *quantise = malloc(sizeof(double) * (size_t)count), *compress = malloc(sizeof(double) * (size_t)count);
    if (!pixels || !quantise || !compress || fread(pixels, frame_bytes, (size_t)count, file) != (size_t)count) {
        fprintf(stderr, "cannot read %d frames of %dx%d from %s\n", count, width, height, argv[1]);
        return 1;
    }
    fclose(file);
    char error[CCODECS_ERROR_SIZE];
    for (int index = 0; index < count; index++) {
        quantise[index] = compress[index] = 1e30;
        for (int round = 0; round < rounds; round++) {
            ccodecs_indexed_frame frame;
            double start = now_ms();
            if (ccodecs_gif_quantize(pixels + frame_bytes * (size_t)index, width, height, width * 4, 1, &frame, error)) {
                fprintf(stderr, "frame %d: %s\n", index, error);
                return 1;
            }
            double quantised = now_ms();
            ccodecs_gif_writer *writer = ccodecs_gif_writer_create(width, height, error);
            double created = now_ms();
            if (!writer || ccodecs_gif_writer_add(writer, &frame, 10, error)) {
                fprintf(stderr, "frame %d: %s\n", index, error);
                return 1;
            }
            double compressed = now_ms();
            ccodecs_gif_writer_free(writer);
            ccodecs_indexed_frame_free(&frame);
            if (quantised - start < quantise[index]) quantise[index] = quantised - start;
            if (compressed - created < compress[index]) compress[index] = compressed - created;
        }
    }
    printf("%.3f %.3f\n", median(quantise, count), median(compress, count));
    free(pixels);
    free(quantise);
    free(compress);
    return 0;
}
