import CCairo

/// The EXIF orientation of a JPEG (tag 0x0112 in the APP1 "Exif" segment), and turning
/// decoded pixels upright by it, as cameras expect viewers to.
enum ExifOrientation {
    /// 1 (upright) to 8; 1 when the file has no readable orientation.
    static func value(in bytes: [UInt8]) -> Int {
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard marker != 0xDA, length >= 2 else { return 1 }
            let start = offset + 4, end = min(bytes.count, offset + 2 + length)
            if marker == 0xE1, end - start > 14, Array(bytes[start..<start + 6]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {
                return fromTIFF(Array(bytes[(start + 6)..<end]))
            }
            offset += 2 + length
        }
        return 1
    }

    private static func fromTIFF(_ tiff: [UInt8]) -> Int {
        guard tiff.count >= 8 else { return 1 }
        let little = tiff[0] == 0x49
        func read(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= tiff.count else { return nil }
            let bytes = tiff[at..<at + size]
            return (little ? bytes.reversed() : Array(bytes)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let ifd = read(4, 4), let count = read(ifd, 2) else { return 1 }
        for entry in 0..<min(count, 512) {
            let at = ifd + 2 + entry * 12
            guard let tag = read(at, 2) else { return 1 }
            if tag == 0x0112, let value = read(at + 8, 2), (1...8).contains(value) { return value }
        }
        return 1
    }

    /// Whether the orientation turns the picture a quarter, swapping width and height.
    static func swapsAxes(_ orientation: Int) -> Bool { (5...8).contains(orientation) }

    /// A new surface with `surface`'s pixels turned upright; `surface` is left as it was.
    static func upright(_ surface: OpaquePointer, orientation: Int) -> OpaquePointer? {
        let width = Double(cairo_image_surface_get_width(surface)), height = Double(cairo_image_surface_get_height(surface))
        let (outWidth, outHeight) = swapsAxes(orientation) ? (height, width) : (width, height)
        // Each matrix maps a stored pixel to where it shows: x' = xx·x + xy·y + x0, y' = yx·x + yy·y + y0.
        var matrix = cairo_matrix_t()
        switch orientation {
        case 2: cairo_matrix_init(&matrix, -1, 0, 0, 1, width, 0)
        case 3: cairo_matrix_init(&matrix, -1, 0, 0, -1, width, height)
        case 4: cairo_matrix_init(&matrix, 1, 0, 0, -1, 0, height)
        case 5: cairo_matrix_init(&matrix, 0, 1, 1, 0, 0, 0)
        case 6: cairo_matrix_init(&matrix, 0, 1, -1, 0, height, 0)
        case 7: cairo_matrix_init(&matrix, 0, -1, -1, 0, height, width)
        case 8: cairo_matrix_init(&matrix, 0, -1, 1, 0, 0, width)
        default: return nil
        }
        let result = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(outWidth), Int32(outHeight))!
        guard cairo_surface_status(result) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(result)
            return nil
        }
        let context = cairo_create(result)!
        cairo_transform(context, &matrix)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_NEAREST)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(result)
        return result
    }
}
