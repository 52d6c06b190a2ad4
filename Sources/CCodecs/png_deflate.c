#include "ccodecs.h"
#include "buffer_internal.h"
#include <libdeflate.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* PNG written by hand around libdeflate: the container (signature, IHDR, IDAT, IEND and
 * their CRCs) and the row filters are small and fully specified by the PNG standard; the
 * compression, the zlib wrapper and the CRC-32 come from libdeflate. */

enum { FILTER_NONE, FILTER_SUB, FILTER_UP, FILTER_AVERAGE, FILTER_PAETH };

/* The Paeth predictor without branches, so that its loop vectorizes: the neighbour (left,
 * above or upper left) nearest to left + above − upper left, ties in that order. */
static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int pa = abs((int)b - (int)c);
    int pb = abs((int)a - (int)c);
    int pc = abs((int)a + (int)b - 2 * (int)c);
    int not_a = (pa > pb) | (pa > pc);
    int bc = pb <= pc ? b : c;
    return (uint8_t)(not_a ? bc : a);
}

/* |byte| read as a signed byte, computed in 8 bits (the smaller of b and −b; 128 stays
 * 128), which vectorizes 16 bytes at a time. */
static inline uint8_t magnitude(uint8_t byte) {
    uint8_t negated = (uint8_t)(0u - byte);
    return byte < negated ? byte : negated;
}

/* Writes `row` filtered by `filter` into `out`. One loop a filter, so that the compiler can
 * vectorize them. `up` is the previous row (all zeros for the first). */
static void filter_row(int filter, const uint8_t *restrict row, const uint8_t *restrict up,
                       uint8_t *restrict out, size_t length, int bpp) {
    size_t i;
    switch (filter) {
    case FILTER_SUB:
        for (i = 0; i < (size_t)bpp; i++) out[i] = row[i];
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    case FILTER_UP:
        for (i = 0; i < length; i++) out[i] = (uint8_t)(row[i] - up[i]);
        break;
    case FILTER_AVERAGE:
        for (i = 0; i < (size_t)bpp; i++) out[i] = (uint8_t)(row[i] - up[i] / 2);
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - (uint8_t)(((unsigned)row[i - bpp] + up[i]) / 2));
        break;
    case FILTER_PAETH:
        for (i = 0; i < (size_t)bpp; i++) out[i] = (uint8_t)(row[i] - up[i]);
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - paeth(row[i - bpp], up[i], up[i - bpp]));
        break;
    default:
        memcpy(out, row, length);
        break;
    }
}

/* Filters `row` into `out` with the filter whose output has the smallest sum of absolute
 * values, read as signed bytes (the standard heuristic). The five sums are taken in one
 * pass that writes nothing, and only the chosen filter is written; a row equal to the one
 * above is Up (all zeros) at once. */
static uint8_t filter_best(const uint8_t *restrict row, const uint8_t *restrict up, uint8_t *restrict out,
                           size_t length, int bpp, int first) {
    if (!first && memcmp(row, up, length) == 0) {
        memset(out, 0, length);
        return FILTER_UP;
    }
    unsigned long sums[5] = { 0, 0, 0, 0, 0 };
    size_t i;
    for (i = 0; i < (size_t)bpp && i < length; i++) {
        sums[FILTER_NONE] += magnitude(row[i]);
        sums[FILTER_SUB] += magnitude(row[i]);
        sums[FILTER_UP] += magnitude((uint8_t)(row[i] - up[i]));
        sums[FILTER_AVERAGE] += magnitude((uint8_t)(row[i] - up[i] / 2));
        sums[FILTER_PAETH] += magnitude((uint8_t)(row[i] - up[i]));
    }
    /* Blocks of 256 bytes are summed in 16 bits (at most 256 × 128), which lets the
     * compiler use twice the lanes of 32-bit sums; the blocks' totals are added up. */
    while (i < length) {
        size_t end = length - i > 256 ? i + 256 : length;
        uint16_t none = 0, sub = 0, vertical = 0, average = 0, predicted = 0;
        for (; i < end; i++) {
            uint8_t left = row[i - bpp], above = up[i], corner = up[i - bpp];
            none += magnitude(row[i]);
            sub += magnitude((uint8_t)(row[i] - left));
            vertical += magnitude((uint8_t)(row[i] - above));
            average += magnitude((uint8_t)(row[i] - (uint8_t)(((unsigned)left + above) / 2)));
            predicted += magnitude((uint8_t)(row[i] - paeth(left, above, corner)));
        }
        sums[FILTER_NONE] += none;
        sums[FILTER_SUB] += sub;
        sums[FILTER_UP] += vertical;
        sums[FILTER_AVERAGE] += average;
        sums[FILTER_PAETH] += predicted;
    }
    uint8_t best = FILTER_NONE;
    for (int filter = FILTER_SUB; filter <= FILTER_PAETH; filter++) {
        if (first && (filter == FILTER_UP || filter == FILTER_PAETH)) continue;
        if (sums[filter] < sums[best]) best = (uint8_t)filter;
    }
    filter_row(best, row, up, out, length, bpp);
    return best;
}

/* Filters `row` into `out` with the filter whose output bytes have the smallest Shannon
 * entropy: slower than the sum of absolute values (five filtered copies and their
 * histograms), and a better guess of what the entropy coder will make of a row, for the
 * mode that spends most on compression. `plogp[c]` is c·log2(c). */
static uint8_t filter_entropy(const uint8_t *restrict row, const uint8_t *restrict up, uint8_t *restrict out,
                              uint8_t *restrict candidates, const float *plogp, size_t length, int bpp, int first) {
    if (!first && memcmp(row, up, length) == 0) {
        memset(out, 0, length);
        return FILTER_UP;
    }
    uint8_t best = FILTER_NONE;
    float best_score = 0;
    for (int filter = FILTER_NONE; filter <= FILTER_PAETH; filter++) {
        if (first && (filter == FILTER_UP || filter == FILTER_PAETH)) continue;
        uint8_t *candidate = candidates + (size_t)filter * length;
        filter_row(filter, row, up, candidate, length, bpp);
        uint32_t counts[256] = { 0 };
        for (size_t i = 0; i < length; i++) counts[candidate[i]]++;
        /* The entropy is length·log2(length) − Σ c·log2(c): the largest sum wins. */
        float score = 0;
        for (int value = 0; value < 256; value++) score += plogp[counts[value]];
        if (filter == FILTER_NONE || score > best_score) {
            best = (uint8_t)filter;
            best_score = score;
        }
    }
    memcpy(out, candidates + (size_t)best * length, length);
    return best;
}

static void put32(uint8_t *at, uint32_t value) {
    at[0] = (uint8_t)(value >> 24);
    at[1] = (uint8_t)(value >> 16);
    at[2] = (uint8_t)(value >> 8);
    at[3] = (uint8_t)value;
}

/* Completes the chunk at `at` whose `length` bytes of data are already at `at + 8`: its
 * length and type before them, the CRC-32 of type and data after. Returns the end. */
static uint8_t *place_chunk(uint8_t *at, const char type[4], size_t length) {
    put32(at, (uint32_t)length);
    memcpy(at + 4, type, 4);
    put32(at + 8 + length, libdeflate_crc32(0, at + 4, 4 + length));
    return at + 12 + length;
}

/* Cairo's premultiplied ARGB32 words as RGB (every pixel opaque) or straight RGBA. The
 * words are read as words, so that byte order does not matter. */
static void convert_row(const uint8_t *source, uint8_t *row, int width, int opaque) {
    if (opaque) {
        const uint32_t *words = (const uint32_t *)source;
        for (int x = 0; x < width; x++) {
            uint32_t p = words[x];
            row[3 * x] = (uint8_t)(p >> 16);
            row[3 * x + 1] = (uint8_t)(p >> 8);
            row[3 * x + 2] = (uint8_t)p;
        }
    } else {
        ccodecs_unpremultiply_row(source, row, width, 0);
    }
}

/* The banded choice (CCODECS_PNG_FILTER_BANDS). A PNG filter predicts from the pixels to
 * the left and above, so a gradient that runs diagonally leaves noise of ±1 in every
 * filtered row; unfiltered, each row of it is nearly the row above shifted by a pixel,
 * which deflate finds as long matches, and goes through quickly. One filter a row
 * cannot serve both a gradient and the text beside it, and switching filters from row to
 * row loses the matches between rows, so rows go in bands of BAND_ROWS with one filter a
 * band: None, Up or Paeth, whichever libdeflate at level 1 compresses smallest on
 * SAMPLE_ROWS rows from the band's middle, None unless a filter is smaller by BAND_MARGIN
 * percent or more. A whole band of Up where rows repeat (text on a flat colour) or of Paeth
 * in a photograph deflates smaller than the smallest sum of absolute values chosen row by
 * row. The trials (three compressions of a twelfth of the rows) take about a tenth of the
 * encoding time, so each candidate has to earn its trial: Sub as a fourth made the example
 * card 0.9% smaller but cost more time than the card had to spare, and Average and the
 * row-by-row choice gained less than 0.1% on either card; bands of 32 rows (half as many
 * trials again) made the example card 1% smaller and the reference card 1.2% larger.
 * The margin leans towards None: the final compression goes through unfiltered rows in
 * 0.6 to 0.8 of the time filtered ones take, and a trial at level 1 finds fewer of their
 * matches between rows than the final level does. */
enum { BAND_ROWS = 48, SAMPLE_ROWS = 4, BAND_MARGIN = 15 };

/* Fills `data` (rows of a filter byte and `length` bytes) band by band. Every row is first
 * written unfiltered; the bands that are to be filtered are then filtered from the bottom
 * up, so that the row above is still unfiltered when a row is filtered. Returns 0 when
 * memory runs out. */
static int fill_bands(const uint8_t *pixels, int width, int height, int stride, int opaque, int bpp,
                      size_t length, uint8_t *data) {
    static const uint8_t candidates[] = { FILTER_UP, FILTER_PAETH };
    /* Over the pixels themselves, each row is copied out before its unfiltered bytes are
     * written, which start at or before it. */
    int in_place = data == pixels;
    size_t row_size = length + 1;
    int bands = (height + BAND_ROWS - 1) / BAND_ROWS;
    struct libdeflate_compressor *trial = libdeflate_alloc_compressor(1);
    size_t bound = trial ? libdeflate_deflate_compress_bound(trial, (size_t)SAMPLE_ROWS * row_size) : 0;
    uint8_t *zero = calloc(1, length), *line = malloc(length > (size_t)width * 4 ? length : (size_t)width * 4), *sample = malloc((size_t)SAMPLE_ROWS * row_size);
    uint8_t *compressed = malloc(bound ? bound : 1), *chosen = malloc((size_t)bands);
    int ok = trial && zero && line && sample && compressed && chosen;
    if (ok) {
        for (int y = 0; y < height; y++) {
            const uint8_t *source = pixels + (size_t)y * stride;
            if (in_place) source = memcpy(line, source, (size_t)width * 4);
            data[(size_t)y * row_size] = FILTER_NONE;
            convert_row(source, data + (size_t)y * row_size + 1, width, opaque);
        }
        for (int band = 0; band < bands; band++) {
            int first = band * BAND_ROWS, last = first + BAND_ROWS < height ? first + BAND_ROWS : height;
            int rows = last - first < SAMPLE_ROWS ? last - first : SAMPLE_ROWS;
            int from = first + (last - first - rows) / 2;
            /* 0 means that the output did not fit the bound, which cannot happen here;
             * such a trial loses. */
            size_t size = libdeflate_deflate_compress(trial, data + (size_t)from * row_size, (size_t)rows * row_size, compressed, bound);
            size_t best = size ? size * (100 - BAND_MARGIN) / 100 : SIZE_MAX;
            chosen[band] = FILTER_NONE;
            for (size_t c = 0; c < sizeof candidates; c++) {
                for (int k = 0; k < rows; k++) {
                    int y = from + k;
                    const uint8_t *row = data + (size_t)y * row_size + 1, *up = y ? row - row_size : zero;
                    sample[(size_t)k * row_size] = candidates[c];
                    filter_row(candidates[c], row, up, sample + (size_t)k * row_size + 1, length, bpp);
                }
                size = libdeflate_deflate_compress(trial, sample, (size_t)rows * row_size, compressed, bound);
                if (size && size < best) {
                    best = size;
                    chosen[band] = candidates[c];
                }
            }
        }
        /* The first row's Up and Paeth read zeros above (PNG's rule), as filter_row does
         * with `zero`. */
        for (int y = height - 1; y >= 0; y--) {
            uint8_t filter = chosen[y / BAND_ROWS];
            if (filter == FILTER_NONE) continue;
            uint8_t *row = data + (size_t)y * row_size;
            filter_row(filter, row + 1, y ? row - row_size + 1 : zero, line, length, bpp);
            row[0] = filter;
            memcpy(row + 1, line, length);
        }
    }
    if (trial) libdeflate_free_compressor(trial);
    free(zero);
    free(line);
    free(sample);
    free(compressed);
    free(chosen);
    return ok;
}

int ccodecs_png_deflate_encode(uint8_t *pixels, int width, int height, int stride,
                               int level, int filters, int overwrite, ccodecs_buffer *out, char *error) {
    int opaque = ccodecs_is_opaque(pixels, width, height, stride);
    int bpp = opaque ? 3 : 4;
    size_t length = (size_t)width * (size_t)bpp;
    size_t filtered_size = (size_t)height * (length + 1);
    int entropy = filters == CCODECS_PNG_FILTER_ENTROPY;
    uint8_t *rows = malloc(2 * length);
    uint8_t *candidates = entropy ? malloc(5 * length) : NULL;
    float *plogp = entropy ? malloc((length + 1) * sizeof(float)) : NULL;
    /* An opaque row filtered (3 bytes a pixel and a filter byte) is shorter than the row
     * of 4-byte words it comes from, so the filtered rows fit over the pixels, each written
     * after its own row is read and before the next is. */
    int in_place = overwrite && opaque && (size_t)stride >= length + 1;
    uint8_t *data = in_place ? pixels : malloc(filtered_size);
    uint8_t *png = NULL;
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    int status = 1;
    if (!rows || !data || !compressor || (entropy && (!candidates || !plogp))) {
        snprintf(error, CCODECS_ERROR_SIZE, "out of memory");
        goto done;
    }
    if (entropy) {
        plogp[0] = 0;
        for (size_t count = 1; count <= length; count++) plogp[count] = (float)((double)count * log2((double)count));
    }
    if (filters == CCODECS_PNG_FILTER_BANDS) {
        if (!fill_bands(pixels, width, height, stride, opaque, bpp, length, data)) {
            snprintf(error, CCODECS_ERROR_SIZE, "out of memory");
            goto done;
        }
    } else {
        uint8_t *row = rows, *up = rows + length;
        memset(up, 0, length);
        uint8_t *cursor = data;
        for (int y = 0; y < height; y++) {
            convert_row(pixels + (size_t)y * stride, row, width, opaque);
            uint8_t *line = cursor + 1;
            if (filters >= 0) {
                filter_row(filters, row, up, line, length, bpp);
                *cursor = (uint8_t)filters;
            } else if (entropy) {
                *cursor = filter_entropy(row, up, line, candidates, plogp, length, bpp, y == 0);
            } else {
                *cursor = filter_best(row, up, line, length, bpp, y == 0);
            }
            cursor += length + 1;
            uint8_t *swap = up;
            up = row;
            row = swap;
        }
    }
    /* The zlib stream is compressed straight into the file, between the IDAT chunk's
     * head and its CRC, and the file is then cut to its length. */
    size_t bound = libdeflate_zlib_compress_bound(compressor, filtered_size);
    enum { SIGNATURE = 8, IHDR_CHUNK = 12 + 13, IDAT_HEAD = 8, IEND_CHUNK = 12 };
    png = malloc(SIGNATURE + IHDR_CHUNK + IDAT_HEAD + bound + 4 + IEND_CHUNK);
    if (!png) {
        snprintf(error, CCODECS_ERROR_SIZE, "out of memory");
        goto done;
    }
    uint8_t *idat = png + SIGNATURE + IHDR_CHUNK;
    size_t compressed_size = libdeflate_zlib_compress(compressor, data, filtered_size, idat + IDAT_HEAD, bound);
    if (compressed_size == 0) {
        snprintf(error, CCODECS_ERROR_SIZE, "libdeflate: the compressed image did not fit its bound");
        goto done;
    }
    static const uint8_t signature[SIGNATURE] = { 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A };
    memcpy(png, signature, SIGNATURE);
    uint8_t *header = png + SIGNATURE + 8;
    put32(header, (uint32_t)width);
    put32(header + 4, (uint32_t)height);
    header[8] = 8;                    /* bits per channel */
    header[9] = opaque ? 2 : 6;       /* RGB or RGBA */
    header[10] = header[11] = header[12] = 0; /* deflate, adaptive filtering, no interlace */
    place_chunk(png + SIGNATURE, "IHDR", 13);
    uint8_t *end = place_chunk(place_chunk(idat, "IDAT", compressed_size), "IEND", 0);
    size_t size = (size_t)(end - png);
    uint8_t *fitted = realloc(png, size);
    ccodecs_buffer_free(out);
    out->data = fitted ? fitted : png;
    out->length = out->capacity = size;
    png = NULL;
    status = 0;
done:
    free(rows);
    free(candidates);
    free(plogp);
    if (!in_place) free(data);
    free(png);
    if (compressor) libdeflate_free_compressor(compressor);
    return status;
}
