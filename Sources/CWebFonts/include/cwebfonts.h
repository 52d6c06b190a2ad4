#ifndef CWEBFONTS_H
#define CWEBFONTS_H

/* Web font containers unwrapped to the plain sfnt data (TrueType, OpenType or a
 * collection) that FreeType and HarfBuzz read.
 *
 * WOFF2 is decoded by libwoff2dec; WOFF 1.0, which no Debian library reads, is unwrapped
 * here with zlib. Both take hostile bytes as normal input: every length and offset is
 * checked against the input before it is used, and the decoded size is capped before any
 * memory is allocated for it. */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Why a container could not be unwrapped. */
typedef enum {
    WEBFONT_OK = 0,
    /* The header or the table directory runs past the end of the input. */
    WEBFONT_TRUNCATED,
    /* The signature, the length field, a reserved field or the flavour is wrong. */
    WEBFONT_BAD_HEADER,
    /* No tables, or more than WEBFONT_MAXIMUM_TABLES. */
    WEBFONT_BAD_TABLE_COUNT,
    /* A table's data lies outside the input or inside the table directory. */
    WEBFONT_TABLE_OUT_OF_RANGE,
    /* Two tables (or a table and the metadata or private block) share bytes. */
    WEBFONT_TABLES_OVERLAP,
    /* Two tables have the same tag. */
    WEBFONT_DUPLICATE_TABLE,
    /* A table's compressed length is larger than its original length. */
    WEBFONT_BAD_TABLE_LENGTH,
    /* zlib refused a table, or it did not inflate to exactly its original length. */
    WEBFONT_INFLATE_FAILED,
    /* The decoded font would be larger than the caller's limit. */
    WEBFONT_TOO_LARGE,
    WEBFONT_NO_MEMORY,
    /* libwoff2dec could not decode the WOFF2 data. */
    WEBFONT_DECODE_FAILED,
    /* libwoff2dec could not be loaded. */
    WEBFONT_LIBRARY_MISSING,
} webfont_status;

/* More tables than any real font has; the sfnt format itself allows 65,535. */
#define WEBFONT_MAXIMUM_TABLES 1024

/* Unwraps a WOFF 1.0 file into sfnt data of at most `maximum_size` bytes. On success,
 * `*sfnt` is a buffer of `*sfnt_length` bytes that the caller releases with free().
 * Nothing is allocated when it fails. */
webfont_status webfont_woff_to_sfnt(const uint8_t *data, size_t length, size_t maximum_size,
                                    uint8_t **sfnt, size_t *sfnt_length);

/* Decodes a WOFF2 file into sfnt data of at most `maximum_size` bytes, as
 * webfont_woff_to_sfnt does. The size the header declares is checked before the output
 * is allocated. */
webfont_status webfont_woff2_to_sfnt(const uint8_t *data, size_t length, size_t maximum_size,
                                     uint8_t **sfnt, size_t *sfnt_length);

/* After WEBFONT_LIBRARY_MISSING: why libwoff2dec could not be loaded, in the dynamic
 * loader's words or naming the function it lacks. Empty when it loaded. */
const char *webfont_woff2_library_problem(void);

#ifdef __cplusplus
}
#endif

#endif
