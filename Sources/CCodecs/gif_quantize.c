/* Colour quantisation for GIF frames.
 *
 * Colours are compared in Oklab, where equal distances look about equally different, so
 * that the palette is not spent on differences nobody sees (among saturated blues) while
 * greys band. The steps:
 *   1. A histogram of the opaque colours in a bounded hash table. When it fills up, one
 *      more low bit of every channel is dropped and the entries merged; each entry keeps
 *      the sum of its exact colours, so that a flat background keeps its exact mean.
 *   2. Few enough colours: the palette is those colours, and nothing is dithered.
 *   3. Otherwise the entries are cut into clusters by variance-minimising cuts (Wu's
 *      criterion) in Oklab, and a few rounds of k-means (with medians) refine the centres.
 *   4. Each pixel takes its nearest entry, with serpentine Floyd-Steinberg error diffusion
 *      that is strongest in smooth areas, never crosses transparent pixels, and stops at
 *      colours the palette has exactly.
 * The cost is a few passes over the pixels plus work bounded by the histogram's size.
 * Nothing depends on timing or on a random source: the same pixels give the same bytes. */

#include "gif_quantize.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    HISTOGRAM_BITS = 16,
    HISTOGRAM_SLOTS = 1 << HISTOGRAM_BITS,
    /* Half the slots keeps linear probing short; 5 bits a channel (32768 keys) always fits. */
    HISTOGRAM_LIMIT = HISTOGRAM_SLOTS / 2,
    CUT_BUCKETS = 256,
    /* Largest difference to a neighbour (|ΔR| + |ΔG| + |ΔB|) up to which a pixel is smooth,
     * and from which it is texture or an edge. */
    SMOOTH_CONTRAST = 6,
    TEXTURE_CONTRAST = 30,
    KMEANS_ROUNDS = 6,
    CACHE_BITS = 14,
    CACHE_SLOTS = 1 << CACHE_BITS,
    EXACT_BITS = 9,
    EXACT_SLOTS = 1 << EXACT_BITS,
    LIGHTNESS_BUCKETS = 256,
    NEIGHBOURS = 8,
    SCAN_BLOCK = 8,
};

#define EMPTY_KEY 0xFFFFFFFFu
/* Error arriving at a pixel is shortened to MAX_ERROR_SCALE times the palette's mean
 * squared error, but never below MIN_MAX_ERROR (both squared, in 8-bit levels summed over
 * the channels): beyond that it no longer hides the palette's steps but drags in colours
 * from far away. */
#define MAX_ERROR_SCALE 4.0
#define MIN_MAX_ERROR 108.0f
/* Slightly less than all of the error is passed on, which keeps it from building up in
 * areas whose colour lies outside the palette. */
#define DITHER_STRENGTH (15.0f / 16)
/* The least distance a point counts with when centres move to weighted medians, a third of
 * an 8-bit step, so that a point on a centre does not take all the weight. */
#define MEDIAN_FLOOR 1e-3

typedef struct {
    float l, a, b;
} oklab;

static float srgb_to_linear(float value) {
    float v = value / 255.0f;
    return v <= 0.04045f ? v / 12.92f : powf((v + 0.055f) / 1.055f, 2.4f);
}

static uint8_t linear_to_srgb(float v) {
    if (v <= 0) return 0;
    if (v >= 1) return 255;
    float encoded = v <= 0.0031308f ? 12.92f * v : 1.055f * powf(v, 1 / 2.4f) - 0.055f;
    return (uint8_t)lroundf(encoded * 255);
}

/* libm's cbrtf splits its argument with frexpf and ldexpf and was the largest single cost
 * of remapping a photo. Here x = m·2^e with m in [1, 2): a quadratic gives the cube root of
 * m to within 0.07%, the exponent's third is exact in binary (times a cube root of 1, 2 or
 * 4 for the remainder), and one Halley step, which triples the correct digits, reaches
 * float precision. Only for the non-negative, normal values colours give. */
static float cube_root(float x) {
    if (!(x > 0)) return 0;
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    int exponent = (int)(bits >> 23) - 127;
    bits = (bits & 0x007FFFFFu) | 0x3F800000u;
    float m;
    memcpy(&m, &bits, sizeof m);
    int third = (exponent + 129) / 3 - 43, rest = exponent - 3 * third;
    static const float roots[3] = { 1.0f, 1.2599210499f, 1.5874010520f };
    uint32_t scale_bits = (uint32_t)(third + 127) << 23;
    float scale;
    memcpy(&scale, &scale_bits, sizeof scale);
    float y = (0.6228944233f + m * (0.4374729460f - 0.0596574068f * m)) * roots[rest] * scale;
    float cube = y * y * y;
    return y * (cube + 2 * x) / (2 * cube + x);
}

static oklab linear_to_oklab(float r, float g, float b) {
    float l = cube_root(0.4122214708f * r + 0.5363325363f * g + 0.0514459929f * b);
    float m = cube_root(0.2119034982f * r + 0.6806995451f * g + 0.1073969566f * b);
    float s = cube_root(0.0883024619f * r + 0.2817188376f * g + 0.6299787005f * b);
    return (oklab){
        0.2104542553f * l + 0.7936177850f * m - 0.0040720468f * s,
        1.9779984951f * l - 2.4285922050f * m + 0.4505937099f * s,
        0.0259040371f * l + 0.7827717662f * m - 0.8086757660f * s,
    };
}

static void oklab_to_srgb(oklab colour, uint8_t *rgb) {
    float l = colour.l + 0.3963377774f * colour.a + 0.2158037573f * colour.b;
    float m = colour.l - 0.1055613458f * colour.a - 0.0638541728f * colour.b;
    float s = colour.l - 0.0894841775f * colour.a - 1.2914855480f * colour.b;
    l = l * l * l;
    m = m * m * m;
    s = s * s * s;
    rgb[0] = linear_to_srgb(4.0767416621f * l - 3.3077115913f * m + 0.2309699292f * s);
    rgb[1] = linear_to_srgb(-1.2684380046f * l + 2.6097574011f * m - 0.3413193965f * s);
    rgb[2] = linear_to_srgb(-0.0041960863f * l - 0.7034186147f * m + 1.7076147010f * s);
}

static float distance(oklab x, oklab y) {
    float dl = x.l - y.l, da = x.a - y.a, db = x.b - y.b;
    return dl * dl + da * da + db * db;
}

/* --- Histogram ----------------------------------------------------------------------- */

/* One colour (or, once low bits are dropped, one group of colours) and its pixels. The sums
 * are kept only once shift > 0: before that, the key is the colour. Key, count and sums sit
 * side by side, since a photo touches a random slot for nearly every pixel. */
typedef struct {
    uint32_t key;
    uint32_t count;
    uint64_t sum[3];
} histogram_slot;

/* Opaque colours with `shift` low bits of each channel dropped from the key. */
typedef struct {
    histogram_slot *slots;
    int shift;
    int used;
} histogram;

static uint32_t histogram_home(uint32_t key) {
    return (key * 2654435761u) >> (32 - HISTOGRAM_BITS);
}

/* The slot holding `key`, or the empty slot where it belongs. */
static histogram_slot *histogram_probe(const histogram *h, uint32_t key) {
    uint32_t slot = histogram_home(key);
    while (h->slots[slot].key != key && h->slots[slot].key != EMPTY_KEY) slot = (slot + 1) & (HISTOGRAM_SLOTS - 1);
    return &h->slots[slot];
}

static void histogram_clear(histogram *h) {
    for (uint32_t slot = 0; slot < HISTOGRAM_SLOTS; slot++) h->slots[slot].key = EMPTY_KEY;
    h->used = 0;
}

static void histogram_claim(histogram *h, histogram_slot *slot, uint32_t key) {
    *slot = (histogram_slot){ .key = key };
    h->used++;
}

static uint32_t posterise(uint32_t colour, int shift) {
    uint32_t mask = 0xFFu >> shift;
    return (colour >> 16 >> shift & mask) << 16 | (colour >> 8 >> shift & mask) << 8 | (colour >> shift & mask);
}

/* Drops one more bit of every channel and merges the entries that then share a key. */
static int histogram_coarsen(histogram *h) {
    histogram_slot *old = malloc((size_t)h->used * sizeof *old);
    if (!old) return 0;
    size_t n = 0;
    for (uint32_t slot = 0; slot < HISTOGRAM_SLOTS; slot++) {
        histogram_slot entry = h->slots[slot];
        if (entry.key == EMPTY_KEY) continue;
        for (unsigned c = 0; c < 3 && !h->shift; c++) entry.sum[c] = (uint64_t)(entry.key >> (16 - 8 * c) & 0xFF) * entry.count;
        old[n++] = entry;
    }
    histogram_clear(h);
    h->shift++;
    for (size_t i = 0; i < n; i++) {
        uint32_t key = posterise(old[i].key, 1);
        histogram_slot *slot = histogram_probe(h, key);
        if (slot->key == EMPTY_KEY) histogram_claim(h, slot, key);
        slot->count += old[i].count;
        for (int c = 0; c < 3; c++) slot->sum[c] += old[i].sum[c];
    }
    free(old);
    return 1;
}

static int histogram_build(histogram *h, const uint8_t *rgba, size_t count) {
    h->slots = malloc(HISTOGRAM_SLOTS * sizeof *h->slots);
    h->shift = 0;
    if (!h->slots) return 0;
    histogram_clear(h);
    uint32_t last_colour = EMPTY_KEY;
    histogram_slot *last = NULL;
    for (size_t i = 0; i < count; i++) {
        const uint8_t *pixel = rgba + i * 4;
        if (pixel[3] < 128) continue;
        uint32_t colour = (uint32_t)pixel[0] << 16 | (uint32_t)pixel[1] << 8 | pixel[2];
        if (colour != last_colour) {
            uint32_t key = posterise(colour, h->shift);
            histogram_slot *slot = histogram_probe(h, key);
            if (slot->key == EMPTY_KEY && h->used == HISTOGRAM_LIMIT) {
                if (!histogram_coarsen(h)) return 0;
                key = posterise(colour, h->shift);
                slot = histogram_probe(h, key);
            }
            if (slot->key == EMPTY_KEY) histogram_claim(h, slot, key);
            last_colour = colour;
            last = slot;
        }
        last->count++;
        if (h->shift) {
            last->sum[0] += pixel[0];
            last->sum[1] += pixel[1];
            last->sum[2] += pixel[2];
        }
    }
    return 1;
}

static void histogram_free(histogram *h) {
    free(h->slots);
}

/* --- Palette search ------------------------------------------------------------------ */

/* Entries sorted by lightness, so that a search can stop once lightness alone is too far,
 * and each entry's nearest neighbours, which usually settle a search without one. */
typedef struct {
    int count;
    oklab colours[256];
    /* The colours again by channel, with SCAN_BLOCK entries of padding on each side that no
     * query comes near, so that scans go by whole blocks without bounds checks. */
    float l[SCAN_BLOCK + 256 + SCAN_BLOCK], a[SCAN_BLOCK + 256 + SCAN_BLOCK], b[SCAN_BLOCK + 256 + SCAN_BLOCK];
    /* A quarter of the squared distance to the nearest other entry: a colour that close to
     * an entry is nearer to it than to any other, by the triangle inequality. */
    float radius[256];
    /* Whether the next two are filled in: each entry's nearest others, and the distance (not
     * squared) to the nearest entry that is not among them. */
    int with_neighbours;
    int16_t neighbours[256][NEIGHBOURS];
    float reach[256];
    /* The first entry at least as light as each bucket's lower edge. */
    int16_t first[LIGHTNESS_BUCKETS];
} search_palette;

/* Sorts `colours` by lightness into `p`; `order[i]` is the sorted position of colours[i].
 * Finding the neighbours costs about as much as a few thousand searches, so k-means, whose
 * centres move every round, does without them. */
static void search_palette_prepare(search_palette *p, const oklab *colours, int count, int *order, int with_neighbours) {
    int sorted[256];
    for (int i = 0; i < count; i++) {
        int j = i;
        while (j > 0 && colours[sorted[j - 1]].l > colours[i].l) {
            sorted[j] = sorted[j - 1];
            j--;
        }
        sorted[j] = i;
    }
    p->count = count;
    for (int i = 0; i < SCAN_BLOCK + 256 + SCAN_BLOCK; i++) {
        int j = i - SCAN_BLOCK;
        if (j >= 0 && j < count) {
            p->colours[j] = colours[sorted[j]];
            if (order) order[sorted[j]] = j;
            p->l[i] = p->colours[j].l;
            p->a[i] = p->colours[j].a;
            p->b[i] = p->colours[j].b;
        } else {
            p->l[i] = j < 0 ? -INFINITY : INFINITY;
            p->a[i] = p->b[i] = 0;
        }
    }
    for (int bucket = 0, j = 0; bucket < LIGHTNESS_BUCKETS; bucket++) {
        while (j < count - 1 && p->colours[j].l < (float)bucket / (float)LIGHTNESS_BUCKETS) j++;
        p->first[bucket] = (int16_t)j;
    }
    p->with_neighbours = with_neighbours;
    if (!with_neighbours) {
        for (int i = 0; i < count; i++) p->radius[i] = INFINITY;
        for (int i = 0; i < count; i++) {
            for (int j = i + 1; j < count; j++) {
                float d = distance(p->colours[i], p->colours[j]) / 4;
                if (d < p->radius[i]) p->radius[i] = d;
                if (d < p->radius[j]) p->radius[j] = d;
            }
        }
        return;
    }
    for (int i = 0; i < count; i++) {
        /* The NEIGHBOURS + 1 nearest other entries, nearest first, by insertion. */
        float near[NEIGHBOURS + 1];
        int16_t which[NEIGHBOURS + 1];
        int found = 0;
        for (int j = 0; j < count; j++) {
            if (j == i) continue;
            float d = distance(p->colours[i], p->colours[j]);
            if (found == NEIGHBOURS + 1 && d >= near[NEIGHBOURS]) continue;
            int k = found < NEIGHBOURS + 1 ? found++ : NEIGHBOURS;
            while (k > 0 && near[k - 1] > d) {
                near[k] = near[k - 1];
                which[k] = which[k - 1];
                k--;
            }
            near[k] = d;
            which[k] = (int16_t)j;
        }
        p->radius[i] = found ? near[0] / 4 : INFINITY;
        for (int k = 0; k < NEIGHBOURS; k++) p->neighbours[i][k] = k < found ? which[k] : (int16_t)i;
        p->reach[i] = found == NEIGHBOURS + 1 ? sqrtf(near[NEIGHBOURS]) : INFINITY;
    }
}

/* The first entry at least as light as `l` (the last entry when none is). */
static int search_palette_start(const search_palette *p, float l) {
    int bucket = l > 0 ? (int)(l * (float)LIGHTNESS_BUCKETS) : 0;
    int j = p->first[bucket < LIGHTNESS_BUCKETS ? bucket : LIGHTNESS_BUCKETS - 1];
    while (j < p->count - 1 && p->colours[j].l < l) j++;
    return j;
}

/* Distances from `q` to SCAN_BLOCK consecutive entries from `first` (padding included):
 * updates the best one. A fixed-length loop without branches, which the compiler turns
 * into vector arithmetic. */
static void scan_block(const search_palette *p, oklab q, int first, float *best, int *found) {
    float d[SCAN_BLOCK];
    const float *l = p->l + SCAN_BLOCK + first, *a = p->a + SCAN_BLOCK + first, *b = p->b + SCAN_BLOCK + first;
    for (int k = 0; k < SCAN_BLOCK; k++) {
        float dl = l[k] - q.l, da = a[k] - q.a, db = b[k] - q.b;
        d[k] = dl * dl + da * da + db * db;
    }
    for (int k = 0; k < SCAN_BLOCK; k++) {
        if (d[k] < *best) {
            *best = d[k];
            *found = first + k;
        }
    }
}

/* The nearest entry to `q`, from `guess`, usually the answer for a neighbouring pixel.
 * The guess's neighbours, when `p` has them, come first: when the best of them, at
 * distance D, and the guess, at distance G, satisfy G + D <= reach, no other entry can be
 * nearer (any other is at least reach - G >= D away). Otherwise blocks of entries are
 * scanned outwards from `q`'s lightness, in each direction until the lightness difference
 * alone exceeds the best distance found. Writes the squared distance. */
static int search_palette_nearest(const search_palette *p, oklab q, int guess, float *found_distance) {
    float from_guess = distance(p->colours[guess], q), best = from_guess;
    int found = guess;
    if (from_guess > p->radius[guess]) {
        for (int k = 0; p->with_neighbours && k < NEIGHBOURS; k++) {
            int j = p->neighbours[guess][k];
            float d = distance(p->colours[j], q);
            if (d < best) {
                best = d;
                found = j;
            }
        }
        if (!p->with_neighbours || sqrtf(from_guess) + sqrtf(best) > p->reach[guess]) {
            int start = search_palette_start(p, q.l);
            for (int first = start;; first += SCAN_BLOCK) {
                scan_block(p, q, first, &best, &found);
                float dl = p->l[SCAN_BLOCK + first + SCAN_BLOCK - 1] - q.l;
                if (dl * dl >= best) break;
            }
            for (int first = start - SCAN_BLOCK;; first -= SCAN_BLOCK) {
                scan_block(p, q, first, &best, &found);
                float dl = q.l - p->l[SCAN_BLOCK + first];
                if (dl * dl >= best) break;
            }
        }
    }
    *found_distance = best;
    return found;
}

/* --- Variance-minimising cut --------------------------------------------------------- */

typedef struct {
    oklab colour;
    double weight;
    float rgb[3];
} point;

/* The points in [start, end), with the sums that give their squared error along each axis. */
typedef struct {
    int start, end;
    double weight, sum[3], square[3];
} cluster;

static float coordinate(oklab colour, int axis) {
    return axis == 0 ? colour.l : axis == 1 ? colour.a : colour.b;
}

static void cluster_measure(cluster *c, const point *points) {
    c->weight = 0;
    memset(c->sum, 0, sizeof c->sum);
    memset(c->square, 0, sizeof c->square);
    for (int i = c->start; i < c->end; i++) {
        double w = points[i].weight;
        c->weight += w;
        for (int axis = 0; axis < 3; axis++) {
            double x = coordinate(points[i].colour, axis);
            c->sum[axis] += w * x;
            c->square[axis] += w * x * x;
        }
    }
}

static double cluster_error(const cluster *c, int axis) {
    return c->weight > 0 ? c->square[axis] - c->sum[axis] * c->sum[axis] / c->weight : 0;
}

/* Which cluster to cut next: the one whose squared error, times its weight, is largest.
 * The weight turns the squared error into about the summed (not squared) error, which is
 * what a viewer and the mean colour difference count: a large area a little off matters more
 * than a few antialiased pixels far off. */
static double cluster_priority(const cluster *c) {
    if (c->end - c->start < 2) return 0;
    return (cluster_error(c, 0) + cluster_error(c, 1) + cluster_error(c, 2)) * c->weight;
}

static int cut_bucket(float x, float low, float scale) {
    int bucket = (int)((x - low) * scale);
    return bucket < CUT_BUCKETS ? bucket : CUT_BUCKETS - 1;
}

/* Cuts along the axis of greatest spread where the two halves keep the least squared error,
 * which is where Σ|half's sum|² / half's weight is largest (Wu's criterion). Candidate cuts
 * are the boundaries of a histogram over the cluster's own range, so they get finer as the
 * clusters get smaller, down to single colours. Returns 0 when no cut leaves both halves
 * non-empty. */
static int cluster_split(cluster *c, cluster *other, point *points) {
    int axis = 0;
    for (int candidate = 1; candidate < 3; candidate++) {
        if (cluster_error(c, candidate) > cluster_error(c, axis)) axis = candidate;
    }
    float low = INFINITY, high = -INFINITY;
    for (int i = c->start; i < c->end; i++) {
        float x = coordinate(points[i].colour, axis);
        if (x < low) low = x;
        if (x > high) high = x;
    }
    if (!(high > low)) return 0;
    float scale = (float)CUT_BUCKETS / (high - low);
    /* Per bucket: weight, then the weighted sums of l, a, b, then of their squares. */
    double buckets[CUT_BUCKETS][7];
    memset(buckets, 0, sizeof buckets);
    for (int i = c->start; i < c->end; i++) {
        double *bucket = buckets[cut_bucket(coordinate(points[i].colour, axis), low, scale)];
        double w = points[i].weight;
        bucket[0] += w;
        for (int k = 0; k < 3; k++) {
            double x = coordinate(points[i].colour, k);
            bucket[1 + k] += w * x;
            bucket[4 + k] += w * x * x;
        }
    }
    int cut = -1;
    double best = 0, left[7] = { 0, 0, 0, 0, 0, 0, 0 }, at_cut[7];
    for (int bucket = 0; bucket < CUT_BUCKETS - 1; bucket++) {
        for (int k = 0; k < 7; k++) left[k] += buckets[bucket][k];
        double right_weight = c->weight - left[0];
        if (buckets[bucket][0] <= 0 || left[0] <= 0 || right_weight <= 0) continue;
        double score = 0;
        for (int k = 0; k < 3; k++) {
            double right = c->sum[k] - left[1 + k];
            score += left[1 + k] * left[1 + k] / left[0] + right * right / right_weight;
        }
        if (cut < 0 || score > best) {
            best = score;
            cut = bucket;
            memcpy(at_cut, left, sizeof left);
        }
    }
    if (cut < 0) return 0;
    int i = c->start, j = c->end - 1;
    while (i <= j) {
        if (cut_bucket(coordinate(points[i].colour, axis), low, scale) <= cut) {
            i++;
        } else {
            point swap = points[i];
            points[i] = points[j];
            points[j--] = swap;
        }
    }
    *other = (cluster){ .start = i, .end = c->end, .weight = c->weight - at_cut[0] };
    for (int k = 0; k < 3; k++) {
        other->sum[k] = c->sum[k] - at_cut[1 + k];
        other->square[k] = c->square[k] - at_cut[4 + k];
        c->sum[k] = at_cut[1 + k];
        c->square[k] = at_cut[4 + k];
    }
    c->end = i;
    c->weight = at_cut[0];
    return 1;
}

/* Cuts until there are `wanted` clusters or every cluster is one colour; writes each
 * cluster's mean and returns how many there are. */
static int cut_palette(point *points, int count, int wanted, oklab *centres) {
    cluster clusters[256];
    double priority[256];
    clusters[0] = (cluster){ .start = 0, .end = count };
    cluster_measure(&clusters[0], points);
    priority[0] = cluster_priority(&clusters[0]);
    int k = 1;
    while (k < wanted) {
        int next = 0;
        for (int i = 1; i < k; i++) {
            if (priority[i] > priority[next]) next = i;
        }
        if (priority[next] <= 0) break;
        if (cluster_split(&clusters[next], &clusters[k], points)) {
            priority[next] = cluster_priority(&clusters[next]);
            priority[k] = cluster_priority(&clusters[k]);
            k++;
        } else {
            priority[next] = 0;
        }
    }
    for (int i = 0; i < k; i++) {
        const cluster *c = &clusters[i];
        centres[i] = (oklab){ (float)(c->sum[0] / c->weight), (float)(c->sum[1] / c->weight), (float)(c->sum[2] / c->weight) };
    }
    return k;
}

/* --- Refinement ---------------------------------------------------------------------- */

/* Lloyd's k-means over the points, from the cut's palette. Each centre moves to its points'
 * weighted median rather than their mean (one Weiszfeld step a round: each point weighted by
 * its pixels over its distance), for the same reason clusters are chosen by summed error.
 * Leaves `p` sorted and prepared. */
static int kmeans_refine(const point *points, int count, oklab *centres, int k, search_palette *p) {
    int *assignment = malloc((size_t)count * sizeof *assignment);
    if (!assignment) return 0;
    int order[256];
    search_palette_prepare(p, centres, k, order, 0);
    for (int i = 0; i < count; i++) assignment[i] = search_palette_start(p, points[i].colour.l);
    for (int round = 0; round < KMEANS_ROUNDS; round++) {
        double sums[256][4];
        memset(sums, 0, sizeof sums);
        int changed = 0;
        for (int i = 0; i < count; i++) {
            float d;
            int j = search_palette_nearest(p, points[i].colour, assignment[i], &d);
            changed += j != assignment[i];
            assignment[i] = j;
            double w = points[i].weight / fmax(sqrt(d), MEDIAN_FLOOR);
            sums[j][0] += w;
            sums[j][1] += w * points[i].colour.l;
            sums[j][2] += w * points[i].colour.a;
            sums[j][3] += w * points[i].colour.b;
        }
        for (int j = 0; j < k; j++) {
            centres[j] = sums[j][0] > 0
                ? (oklab){ (float)(sums[j][1] / sums[j][0]), (float)(sums[j][2] / sums[j][0]), (float)(sums[j][3] / sums[j][0]) }
                : p->colours[j];
        }
        search_palette_prepare(p, centres, k, order, 0);
        if (round > 0 && changed == 0) break;
        for (int i = 0; i < count; i++) assignment[i] = order[assignment[i]];
    }
    free(assignment);
    return 1;
}

/* --- Remapping ----------------------------------------------------------------------- */

/* The nearest entry of recently asked colours (8-bit R, G, B, dithered or not): flat areas,
 * repeated colours and the few values dithering produces in a smooth area skip the
 * conversion to Oklab and the search. */
typedef struct {
    uint32_t key;
    int entry;
} cache_slot;

typedef struct {
    const search_palette *palette;
    float linear[256];
    cache_slot *cache;
    /* The palette's colours by value: a pixel of exactly such a colour shows it. */
    uint32_t exact_keys[EXACT_SLOTS];
    int16_t exact_entries[EXACT_SLOTS];
    int guess;
} remapper;

static uint32_t rgb_key(const uint8_t *rgb) {
    return (uint32_t)rgb[0] << 16 | (uint32_t)rgb[1] << 8 | rgb[2];
}

static uint32_t exact_probe(const remapper *r, uint32_t key) {
    uint32_t slot = (key * 2654435761u) >> (32 - EXACT_BITS);
    while (r->exact_keys[slot] != key && r->exact_keys[slot] != EMPTY_KEY) slot = (slot + 1) & (EXACT_SLOTS - 1);
    return slot;
}

/* `rgb` holds the entries' colours in the palette's (sorted) order. */
static void remapper_prepare(remapper *r, const search_palette *p, const uint8_t *rgb, cache_slot *cache) {
    r->palette = p;
    r->cache = cache;
    r->guess = 0;
    for (int i = 0; i < 256; i++) r->linear[i] = srgb_to_linear((float)i);
    for (int i = 0; i < CACHE_SLOTS; i++) cache[i].key = EMPTY_KEY;
    memset(r->exact_keys, 0xFF, sizeof r->exact_keys);
    for (int j = 0; j < p->count; j++) {
        uint32_t key = rgb_key(rgb + j * 3), slot = exact_probe(r, key);
        if (r->exact_keys[slot] == EMPTY_KEY) {
            r->exact_keys[slot] = key;
            r->exact_entries[slot] = (int16_t)j;
        }
    }
}

static int remapper_exact(const remapper *r, uint32_t key) {
    uint32_t slot = exact_probe(r, key);
    return r->exact_keys[slot] == key ? r->exact_entries[slot] : -1;
}

static int remapper_nearest(remapper *r, uint32_t key) {
    cache_slot *slot = &r->cache[(key * 2654435761u) >> (32 - CACHE_BITS)];
    if (slot->key != key) {
        oklab colour = linear_to_oklab(r->linear[key >> 16], r->linear[key >> 8 & 0xFF], r->linear[key & 0xFF]);
        float ignored;
        slot->key = key;
        slot->entry = search_palette_nearest(r->palette, colour, r->guess, &ignored);
    }
    r->guess = slot->entry;
    return slot->entry;
}

static int is_opaque(const uint8_t *rgba, int width, int height, int x, int y) {
    return x >= 0 && x < width && y < height && rgba[((size_t)y * (size_t)width + (size_t)x) * 4 + 3] >= 128;
}

/* Byte-wise |a - b| over `count` bytes: one loop the compiler turns into vector code. */
static void absolute_differences(const uint8_t *a, const uint8_t *b, size_t count, uint8_t *out) {
    for (size_t i = 0; i < count; i++) out[i] = (uint8_t)(a[i] > b[i] ? a[i] - b[i] : b[i] - a[i]);
}

/* |ΔR| + |ΔG| + |ΔB| from byte differences `d` of pixels `p` and `q`, or 0 when either is
 * transparent (which only needs checking when `transparency` is non-zero). */
static int difference(const uint8_t *d, const uint8_t *p, const uint8_t *q, int transparency) {
    if (transparency && (p[3] < 128 || q[3] < 128)) return 0;
    return d[0] + d[1] + d[2];
}

/* How much of the arriving error each pixel of row `y` takes: all of it where the picture
 * is smooth and banding would show, none where a neighbour differs a lot, where texture
 * already hides the palette's steps and dithering would only add noise and fray edges.
 * `down` holds each column's difference to the row below, computed here and kept for the
 * next row as its difference upwards (`up`); `scratch` holds width × 4 bytes. */
static void row_smoothness(const uint8_t *rgba, int width, int height, int transparency, int y, int *up, int *down,
                           uint8_t *scratch, float *smooth) {
    size_t bytes = (size_t)width * 4;
    const uint8_t *row = rgba + (size_t)y * bytes, *next = row + bytes;
    if (y + 1 < height) {
        absolute_differences(row, next, bytes, scratch);
        for (int x = 0; x < width; x++) down[x] = difference(scratch + (size_t)x * 4, row + (size_t)x * 4, next + (size_t)x * 4, transparency);
    } else {
        memset(down, 0, (size_t)width * sizeof *down);
    }
    absolute_differences(row, row + 4, bytes - 4, scratch);
    int left = 0;
    for (int x = 0; x < width; x++) {
        const uint8_t *pixel = row + (size_t)x * 4;
        int right = x + 1 < width ? difference(scratch + (size_t)x * 4, pixel, pixel + 4, transparency) : 0;
        int contrast = left > right ? left : right;
        if (up[x] > contrast) contrast = up[x];
        if (down[x] > contrast) contrast = down[x];
        smooth[x] = contrast <= SMOOTH_CONTRAST ? 1
                  : contrast >= TEXTURE_CONTRAST ? 0
                  : (float)(TEXTURE_CONTRAST - contrast) / (TEXTURE_CONTRAST - SMOOTH_CONTRAST);
        left = right;
        up[x] = down[x];
    }
}

/* Floyd-Steinberg's shares of a pixel's error, to the opaque neighbours only: a transparent
 * pixel shows nothing, so error sent there would be lost from the picture anyway, and what it
 * would send back is not a colour anyone sees. `transparency` is 0 when no pixel is
 * transparent, so that only the frame's edges need checking. */
static void diffuse(float *current, float *below, const uint8_t *rgba, int width, int height, int transparency, int x, int y,
                    int step, const float *error) {
    int ahead = x + step, behind = x - step, last_row = y + 1 >= height;
    int to[4] = {
        ahead >= 0 && ahead < width && (!transparency || is_opaque(rgba, width, height, ahead, y)),
        !last_row && behind >= 0 && behind < width && (!transparency || is_opaque(rgba, width, height, behind, y + 1)),
        !last_row && (!transparency || is_opaque(rgba, width, height, x, y + 1)),
        !last_row && ahead >= 0 && ahead < width && (!transparency || is_opaque(rgba, width, height, ahead, y + 1)),
    };
    float *target[4] = { current + (size_t)(ahead + 1) * 3, below + (size_t)(behind + 1) * 3, below + (size_t)(x + 1) * 3,
                         below + (size_t)(ahead + 1) * 3 };
    static const float share[4] = { 7.0f / 16, 3.0f / 16, 5.0f / 16, 1.0f / 16 };
    for (int k = 0; k < 4; k++) {
        if (!to[k]) continue;
        for (int c = 0; c < 3; c++) target[k][c] += error[c] * share[k];
    }
}

static uint8_t channel(float value) {
    return value <= 0 ? 0 : value >= 255 ? 255 : (uint8_t)(value + 0.5f);
}

/* Serpentine Floyd-Steinberg: rows alternate direction, so that error does not pile up
 * along one side. Error is diffused in 8-bit sRGB units, so that a dithered colour rounds
 * to one of a few values whose nearest entry (in Oklab) is cached. `strength` scales the
 * diffused error; arriving error larger than `max_error` (squared) is shortened to it, so
 * that a colour outside the palette's range cannot smear a streak across the frame. A
 * pixel whose colour the palette has exactly shows it and absorbs the error arriving there:
 * flat areas stay clean, and most pixels of a drawn (not photographed) frame need no search.
 * `rgb` is the palette in `p`'s order. */
static int remap(const uint8_t *rgba, int width, int height, const search_palette *p, const uint8_t *rgb, float strength,
                 float max_error, uint8_t *indices, int offset) {
    cache_slot *cache = malloc(CACHE_SLOTS * sizeof *cache);
    size_t row_floats = ((size_t)width + 2) * 3;
    float *errors = NULL, *smooth = NULL;
    int *contrast = NULL;
    uint8_t *scratch = NULL;
    if (strength > 0) {
        errors = calloc(row_floats * 2, sizeof *errors);
        smooth = malloc((size_t)width * sizeof *smooth);
        contrast = calloc((size_t)width * 2, sizeof *contrast);
        scratch = malloc((size_t)width * 4);
    }
    if (!cache || (strength > 0 && (!errors || !smooth || !contrast || !scratch))) {
        free(cache);
        free(errors);
        free(smooth);
        free(contrast);
        free(scratch);
        return 0;
    }
    remapper r;
    remapper_prepare(&r, p, rgb, cache);
    for (int y = 0; y < height; y++) {
        /* Column x's error is at x + 1, so that both neighbours have a place. Each pixel
         * clears its own once read, so the row is clean when it takes the next row's. */
        float *current = errors ? errors + row_floats * (size_t)(y & 1) : NULL;
        float *below = errors ? errors + row_floats * (size_t)(~y & 1) : NULL;
        if (below) row_smoothness(rgba, width, height, offset, y, contrast, contrast + width, scratch, smooth);
        int step = y & 1 ? -1 : 1;
        for (int i = 0; i < width; i++) {
            int x = step > 0 ? i : width - 1 - i;
            size_t index = (size_t)y * (size_t)width + (size_t)x;
            const uint8_t *pixel = rgba + index * 4;
            if (pixel[3] < 128) {
                indices[index] = 0;
                continue;
            }
            uint32_t key = rgb_key(pixel);
            int entry = remapper_exact(&r, key);
            float incoming[3] = { 0, 0, 0 };
            if (current) {
                memcpy(incoming, current + (size_t)(x + 1) * 3, sizeof incoming);
                memset(current + (size_t)(x + 1) * 3, 0, sizeof incoming);
            }
            if (entry < 0 && !current) {
                entry = remapper_nearest(&r, key);
            } else if (entry < 0) {
                float size = incoming[0] * incoming[0] + incoming[1] * incoming[1] + incoming[2] * incoming[2];
                float scale = size > 0 ? smooth[x] : 0;
                if (size * scale * scale > max_error) scale = sqrtf(max_error / size);
                float wanted[3];
                uint8_t rounded[3];
                for (int c = 0; c < 3; c++) {
                    wanted[c] = pixel[c] + incoming[c] * scale;
                    rounded[c] = channel(wanted[c]);
                }
                entry = remapper_nearest(&r, rgb_key(rounded));
                float error[3];
                for (int c = 0; c < 3; c++) error[c] = (wanted[c] - rgb[entry * 3 + c]) * strength;
                diffuse(current, below, rgba, width, height, offset, x, y, step, error);
            }
            indices[index] = (uint8_t)(entry + offset);
        }
    }
    free(cache);
    free(errors);
    free(smooth);
    free(contrast);
    free(scratch);
    return 1;
}

/* --- Frames -------------------------------------------------------------------------- */

/* Every colour kept as it is, in the order the pixels first show them. */
static int exact_palette(const histogram *h, const uint8_t *rgba, size_t count, ccodecs_indexed_frame *frame, int offset) {
    int16_t *entry_of = malloc(HISTOGRAM_SLOTS * sizeof *entry_of);
    if (!entry_of) return 0;
    memset(entry_of, 0xFF, HISTOGRAM_SLOTS * sizeof *entry_of);
    int colours = offset;
    uint32_t last_colour = EMPTY_KEY;
    int last_entry = 0;
    for (size_t i = 0; i < count; i++) {
        const uint8_t *pixel = rgba + i * 4;
        if (pixel[3] < 128) {
            frame->indices[i] = 0;
            continue;
        }
        uint32_t colour = (uint32_t)pixel[0] << 16 | (uint32_t)pixel[1] << 8 | pixel[2];
        if (colour != last_colour) {
            size_t slot = (size_t)(histogram_probe(h, colour) - h->slots);
            if (entry_of[slot] < 0) {
                entry_of[slot] = (int16_t)colours;
                memcpy(frame->palette + colours * 3, pixel, 3);
                colours++;
            }
            last_colour = colour;
            last_entry = entry_of[slot];
        }
        frame->indices[i] = (uint8_t)last_entry;
    }
    free(entry_of);
    frame->colors = colours;
    return 1;
}

/* The histogram's entries as weighted points: each entry's mean colour and its pixels. */
static void histogram_points(const histogram *h, point *points) {
    float linear[256];
    for (int i = 0; i < 256; i++) linear[i] = srgb_to_linear((float)i);
    int n = 0;
    for (uint32_t slot = 0; slot < HISTOGRAM_SLOTS; slot++) {
        const histogram_slot *entry = &h->slots[slot];
        if (entry->key == EMPTY_KEY) continue;
        float mean[3], light[3];
        for (int c = 0; c < 3; c++) {
            uint32_t channel_value = entry->key >> (16 - 8 * c) & 0xFF;
            mean[c] = h->shift ? (float)((double)entry->sum[c] / entry->count) : (float)channel_value;
            light[c] = h->shift ? srgb_to_linear(mean[c]) : linear[channel_value];
        }
        points[n].colour = linear_to_oklab(light[0], light[1], light[2]);
        memcpy(points[n].rgb, mean, sizeof mean);
        points[n].weight = entry->count;
        n++;
    }
}

/* The cut, k-means, then the frame remapped with dithering. */
static int reduced_palette(const histogram *h, const uint8_t *rgba, int width, int height, float dithering,
                           ccodecs_indexed_frame *frame, int offset, int wanted) {
    int n = h->used;
    point *points = malloc((size_t)n * sizeof *points);
    if (!points) return 0;
    histogram_points(h, points);
    oklab centres[256];
    int k = cut_palette(points, n, wanted, centres);
    search_palette refined;
    if (!kmeans_refine(points, n, centres, k, &refined)) {
        free(points);
        return 0;
    }
    /* The entries as GIF stores them, 8 bits a channel, are what pixels are matched to. */
    uint8_t rgb[256 * 3];
    oklab stored[256];
    int order[256];
    for (int j = 0; j < k; j++) {
        oklab_to_srgb(refined.colours[j], rgb + j * 3);
        stored[j] = linear_to_oklab(srgb_to_linear(rgb[j * 3]), srgb_to_linear(rgb[j * 3 + 1]), srgb_to_linear(rgb[j * 3 + 2]));
    }
    search_palette final;
    search_palette_prepare(&final, stored, k, order, 1);
    for (int j = 0; j < k; j++) memcpy(frame->palette + (order[j] + offset) * 3, rgb + j * 3, 3);
    frame->colors = k + offset;
    /* The palette's mean squared error in the units dithering works in. */
    const uint8_t *sorted = frame->palette + offset * 3;
    double total = 0, weight = 0;
    int guess = 0;
    for (int i = 0; i < n; i++) {
        float ignored;
        guess = search_palette_nearest(&final, points[i].colour, guess, &ignored);
        for (int c = 0; c < 3; c++) {
            double d = points[i].rgb[c] - sorted[guess * 3 + c];
            total += points[i].weight * d * d;
        }
        weight += points[i].weight;
    }
    free(points);
    float max_error = fmaxf((float)(MAX_ERROR_SCALE * total / weight), MIN_MAX_ERROR);
    return remap(rgba, width, height, &final, frame->palette + offset * 3, dithering * DITHER_STRENGTH, max_error, frame->indices, offset);
}

int ccodecs_quantize_rgba(const uint8_t *rgba, int width, int height, float dithering, ccodecs_indexed_frame *frame, char *error) {
    size_t count = (size_t)(width > 0 ? width : 0) * (size_t)(height > 0 ? height : 0);
    int offset = 0;
    for (size_t i = 0; i < count && !offset; i++) offset = rgba[i * 4 + 3] < 128;
    frame->transparent = offset ? 0 : -1;
    memset(frame->palette, 0, sizeof frame->palette);
    frame->colors = 0;
    if (!(dithering > 0)) dithering = 0;
    if (dithering > 1) dithering = 1;

    histogram h;
    int ok = histogram_build(&h, rgba, count);
    int wanted = 256 - offset;
    if (ok) {
        ok = h.shift == 0 && h.used <= wanted ? exact_palette(&h, rgba, count, frame, offset)
                                               : reduced_palette(&h, rgba, width, height, dithering, frame, offset, wanted);
    }
    histogram_free(&h);
    if (!ok) {
        snprintf(error, CCODECS_ERROR_SIZE, "quantiser: out of memory for a %dx%d frame", width, height);
        return 1;
    }
    /* A frame without pixels still needs a colour table. */
    if (frame->colors == 0) frame->colors = 1;
    return 0;
}
