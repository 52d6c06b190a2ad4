/* WOFF 1.0 to sfnt: the container is a header, a table directory and each table stored
 * or zlib-compressed. The sfnt is rebuilt from it: an offset table, a directory sorted by
 * tag, and the tables inflated one after another on 4-byte boundaries. Nothing in the
 * font data itself is interpreted. */

#include "cwebfonts.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

enum {
    WOFF_HEADER_SIZE = 44,
    WOFF_ENTRY_SIZE = 20,
    SFNT_HEADER_SIZE = 12,
    SFNT_ENTRY_SIZE = 16,
};

/* One entry of the WOFF table directory. */
typedef struct {
    uint32_t tag;
    uint32_t offset;
    uint32_t compressed_length;
    uint32_t original_length;
    uint32_t checksum;
} woff_table;

/* A run of the input's bytes that one part of the file claims. */
typedef struct {
    uint64_t start;
    uint64_t end;
} byte_range;

static uint32_t read_u32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

static uint16_t read_u16(const uint8_t *bytes) {
    return (uint16_t)(bytes[0] << 8 | bytes[1]);
}

static void write_u32(uint8_t *bytes, uint32_t value) {
    bytes[0] = (uint8_t)(value >> 24);
    bytes[1] = (uint8_t)(value >> 16);
    bytes[2] = (uint8_t)(value >> 8);
    bytes[3] = (uint8_t)value;
}

static void write_u16(uint8_t *bytes, uint16_t value) {
    bytes[0] = (uint8_t)(value >> 8);
    bytes[1] = (uint8_t)value;
}

static uint64_t padded(uint64_t length) {
    return (length + 3) & ~(uint64_t)3;
}

static int compare_ranges(const void *left, const void *right) {
    const byte_range *a = left, *b = right;
    return a->start < b->start ? -1 : a->start > b->start ? 1 : 0;
}

static int compare_tags(const void *left, const void *right) {
    const woff_table *a = left, *b = right;
    return a->tag < b->tag ? -1 : a->tag > b->tag ? 1 : 0;
}

/* Whether any two of the ranges share a byte. Sorts them. */
static int ranges_overlap(byte_range *ranges, size_t count) {
    qsort(ranges, count, sizeof *ranges, compare_ranges);
    for (size_t index = 1; index < count; index++) {
        if (ranges[index - 1].end > ranges[index].start) {
            return 1;
        }
    }
    return 0;
}

/* Reads the header's fields that locate and size things, and checks them against the
 * input: the signature, the flavour, the length, the reserved field and the table count. */
static webfont_status read_header(const uint8_t *data, size_t length, uint32_t *flavor, uint16_t *table_count) {
    if (length < WOFF_HEADER_SIZE) {
        return WEBFONT_TRUNCATED;
    }
    if (memcmp(data, "wOFF", 4) != 0) {
        return WEBFONT_BAD_HEADER;
    }
    *flavor = read_u32(data + 4);
    if (*flavor != 0x00010000 && memcmp(data + 4, "OTTO", 4) != 0 && memcmp(data + 4, "true", 4) != 0) {
        return WEBFONT_BAD_HEADER;
    }
    const uint32_t declared_length = read_u32(data + 8);
    if (declared_length > length) {
        return WEBFONT_TRUNCATED;
    }
    if (declared_length != length || read_u16(data + 14) != 0) {
        return WEBFONT_BAD_HEADER;
    }
    *table_count = read_u16(data + 12);
    if (*table_count == 0 || *table_count > WEBFONT_MAXIMUM_TABLES) {
        return WEBFONT_BAD_TABLE_COUNT;
    }
    if (WOFF_HEADER_SIZE + (uint64_t)*table_count * WOFF_ENTRY_SIZE > length) {
        return WEBFONT_TRUNCATED;
    }
    return WEBFONT_OK;
}

/* Reads the table directory and checks every table against the input and the others:
 * inside the file after the directory, not longer compressed than inflated, sharing no
 * bytes with another table or with the metadata and private blocks, and no tag twice.
 * `*sfnt_size` is the size of the sfnt the tables make. Sorts `tables` by tag. */
static webfont_status read_tables(const uint8_t *data, size_t length, woff_table *tables, uint16_t count,
                                  size_t maximum_size, uint64_t *sfnt_size) {
    const uint64_t directory_end = WOFF_HEADER_SIZE + (uint64_t)count * WOFF_ENTRY_SIZE;
    byte_range *ranges = calloc((size_t)count + 2, sizeof *ranges);
    if (ranges == NULL) {
        return WEBFONT_NO_MEMORY;
    }
    size_t range_count = 0;
    uint64_t size = SFNT_HEADER_SIZE + (uint64_t)count * SFNT_ENTRY_SIZE;
    webfont_status status = WEBFONT_OK;
    for (uint16_t index = 0; index < count && status == WEBFONT_OK; index++) {
        const uint8_t *entry = data + WOFF_HEADER_SIZE + (size_t)index * WOFF_ENTRY_SIZE;
        woff_table *table = &tables[index];
        table->tag = read_u32(entry);
        table->offset = read_u32(entry + 4);
        table->compressed_length = read_u32(entry + 8);
        table->original_length = read_u32(entry + 12);
        table->checksum = read_u32(entry + 16);
        const uint64_t end = (uint64_t)table->offset + table->compressed_length;
        size += padded(table->original_length);
        if (table->offset < directory_end || end > length) {
            status = WEBFONT_TABLE_OUT_OF_RANGE;
        } else if (table->compressed_length > table->original_length) {
            status = WEBFONT_BAD_TABLE_LENGTH;
        } else if (size > maximum_size) {
            status = WEBFONT_TOO_LARGE;
        } else if (table->compressed_length > 0) {
            ranges[range_count++] = (byte_range){table->offset, end};
        }
    }
    /* The metadata and private blocks are not part of the sfnt, but no table may use
     * their bytes either. */
    for (size_t block = 0; block < 2 && status == WEBFONT_OK; block++) {
        const uint64_t offset = read_u32(data + (block == 0 ? 24 : 36));
        const uint64_t block_length = read_u32(data + (block == 0 ? 28 : 40));
        if (block_length == 0) {
            continue;
        }
        if (offset < directory_end || offset + block_length > length) {
            status = WEBFONT_TABLE_OUT_OF_RANGE;
        } else {
            ranges[range_count++] = (byte_range){offset, offset + block_length};
        }
    }
    if (status == WEBFONT_OK && ranges_overlap(ranges, range_count)) {
        status = WEBFONT_TABLES_OVERLAP;
    }
    free(ranges);
    if (status != WEBFONT_OK) {
        return status;
    }
    qsort(tables, count, sizeof *tables, compare_tags);
    for (uint16_t index = 1; index < count; index++) {
        if (tables[index - 1].tag == tables[index].tag) {
            return WEBFONT_DUPLICATE_TABLE;
        }
    }
    *sfnt_size = size;
    return WEBFONT_OK;
}

/* Writes the sfnt offset table and directory, and each table's bytes, stored or inflated
 * to exactly their original length. The buffer is zeroed, so padding is zero. */
static webfont_status write_sfnt(const uint8_t *data, uint32_t flavor, const woff_table *tables, uint16_t count, uint8_t *sfnt) {
    uint16_t power = 1, selector = 0;
    while ((uint32_t)power * 2 <= count) {
        power *= 2;
        selector++;
    }
    write_u32(sfnt, flavor);
    write_u16(sfnt + 4, count);
    write_u16(sfnt + 6, (uint16_t)(power * SFNT_ENTRY_SIZE));
    write_u16(sfnt + 8, selector);
    write_u16(sfnt + 10, (uint16_t)(count * SFNT_ENTRY_SIZE - power * SFNT_ENTRY_SIZE));
    uint64_t offset = SFNT_HEADER_SIZE + (uint64_t)count * SFNT_ENTRY_SIZE;
    for (uint16_t index = 0; index < count; index++) {
        const woff_table *table = &tables[index];
        uint8_t *entry = sfnt + SFNT_HEADER_SIZE + (size_t)index * SFNT_ENTRY_SIZE;
        write_u32(entry, table->tag);
        write_u32(entry + 4, table->checksum);
        write_u32(entry + 8, (uint32_t)offset);
        write_u32(entry + 12, table->original_length);
        const uint8_t *source = data + table->offset;
        if (table->compressed_length == table->original_length) {
            memcpy(sfnt + offset, source, table->original_length);
        } else {
            uLongf inflated = table->original_length;
            if (uncompress(sfnt + offset, &inflated, source, table->compressed_length) != Z_OK || inflated != table->original_length) {
                return WEBFONT_INFLATE_FAILED;
            }
        }
        offset += padded(table->original_length);
    }
    return WEBFONT_OK;
}

webfont_status webfont_woff_to_sfnt(const uint8_t *data, size_t length, size_t maximum_size,
                                    uint8_t **sfnt, size_t *sfnt_length) {
    *sfnt = NULL;
    *sfnt_length = 0;
    uint32_t flavor = 0;
    uint16_t count = 0;
    webfont_status status = read_header(data, length, &flavor, &count);
    if (status != WEBFONT_OK) {
        return status;
    }
    woff_table *tables = calloc(count, sizeof *tables);
    if (tables == NULL) {
        return WEBFONT_NO_MEMORY;
    }
    uint64_t size = 0;
    status = read_tables(data, length, tables, count, maximum_size, &size);
    uint8_t *output = NULL;
    if (status == WEBFONT_OK) {
        output = calloc(1, (size_t)size);
        status = output == NULL ? WEBFONT_NO_MEMORY : write_sfnt(data, flavor, tables, count, output);
    }
    free(tables);
    if (status != WEBFONT_OK) {
        free(output);
        return status;
    }
    *sfnt = output;
    *sfnt_length = (size_t)size;
    return WEBFONT_OK;
}
