import CCairo

/// Pieces of a paragraph: where a range of its text lies, and drawing only some of it.
extension TextEngine {
    /// Where the characters in `range` lie when the paragraph is set in `width`: one
    /// fragment per line that holds some of them, top line first.
    public func fragments(of range: Range<Int>, in paragraph: TextParagraph, width: Double) -> [TextFragment] {
        pool.with { slot in
            let layout = makeLayout(truncated(paragraph, width: .definite(width), slot: slot), width: .definite(width), slot: slot)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let scale = Double(PANGO_SCALE)
            var fragments: [TextFragment] = []
            for geometry in lineGeometry(of: layout, paragraph: paragraph, slot: slot) {
                let line = geometry.line
                let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
                let low = max(start, range.lowerBound), high = min(end, range.upperBound)
                guard low < high else { continue }
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(line, Int32(low), Int32(high), &ranges, &count)
                defer { g_free(ranges) }
                guard let ranges, count > 0 else { continue }
                var left = Int32.max, right = Int32.min
                for index in 0..<Int(count) {
                    left = min(left, ranges[2 * index])
                    right = max(right, ranges[2 * index + 1])
                }
                guard let (top, bottom) = Self.fontExtent(of: line, from: low, to: high) else { continue }
                fragments.append(TextFragment(range: low..<high, x: Double(left) / scale + geometry.shift,
                                              y: geometry.baseline + top / scale, width: Double(right - left) / scale, height: (bottom - top) / scale))
            }
            return fragments
        }
    }

    /// The highest ascent and lowest descent, in Pango units from the baseline, of the
    /// line's runs that hold bytes between `low` and `high`.
    private static func fontExtent(of line: UnsafeMutablePointer<PangoLayoutLine>, from low: Int, to high: Int) -> (top: Double, bottom: Double)? {
        var extent: (top: Double, bottom: Double)?
        var run = line.pointee.runs
        while let node = run {
            defer { run = node.pointee.next }
            guard let glyphs = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = glyphs.pointee.item else { continue }
            let offset = Int(item.pointee.offset), length = Int(item.pointee.length)
            guard offset < high, offset + length > low else { continue }
            var logical = PangoRectangle()
            pango_glyph_string_extents(glyphs.pointee.glyphs, item.pointee.analysis.font, nil, &logical)
            let top = Double(logical.y) - Double(glyphs.pointee.y_offset), bottom = top + Double(logical.height)
            extent = (min(extent?.top ?? top, top), max(extent?.bottom ?? bottom, bottom))
        }
        return extent
    }

    /// Changes how a made layout paints without changing how it is set: colour attributes
    /// are applied after shaping, so glyphs keep their places.
    ///
    /// Pango reads an alpha of 0 as no alpha at all, so hidden glyphs take the smallest it
    /// keeps, 1/65535, which no 8-bit pixel can show.
    static func repaint(_ layout: OpaquePointer, hiding: [Range<Int>], monochrome: Bool) {
        let attributes = pango_attr_list_copy(pango_layout_get_attributes(layout)) ?? pango_attr_list_new()
        if monochrome, let removed = pango_attr_list_filter(attributes, { attribute, _ in
            guard let type = attribute?.pointee.klass?.pointee.type else { return 0 }
            let colours = [PANGO_ATTR_FOREGROUND, PANGO_ATTR_BACKGROUND, PANGO_ATTR_FOREGROUND_ALPHA, PANGO_ATTR_BACKGROUND_ALPHA,
                           PANGO_ATTR_UNDERLINE_COLOR, PANGO_ATTR_STRIKETHROUGH_COLOR, PANGO_ATTR_OVERLINE_COLOR]
            return colours.contains(type) ? 1 : 0
        }, nil) {
            pango_attr_list_unref(removed)
        }
        let length = Int(strlen(pango_layout_get_text(layout)))
        for range in hiding {
            let low = min(max(0, range.lowerBound), length), high = min(max(low, range.upperBound), length)
            guard low < high else { continue }
            for attribute in [pango_attr_foreground_new(0, 0, 0), pango_attr_foreground_alpha_new(1)] {
                guard let attribute else { continue }
                attribute.pointee.start_index = UInt32(low)
                attribute.pointee.end_index = UInt32(high)
                pango_attr_list_insert(attributes, attribute)
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }
}
