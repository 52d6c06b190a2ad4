import CCairo

/// Pieces of a paragraph: where a range of its text lies, and drawing only some of it.
extension TextEngine {
    /// Where the characters of each of `ranges` (in order, not overlapping) lie when the
    /// paragraph is set in `width`: for each range, one fragment per line that holds some
    /// of it, top line first. One layout serves them all.
    public func fragments(of ranges: [Range<Int>], in paragraph: TextParagraph, width: Double) -> [[TextFragment]] {
        pool.with { slot in
            let layout = makeLayout(truncated(paragraph, width: .definite(width), slot: slot), width: .definite(width), slot: slot)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let scale = Double(PANGO_SCALE)
            var fragments = [[TextFragment]](repeating: [], count: ranges.count)
            var first = 0
            for (index, geometry) in lineGeometry(of: layout, paragraph: paragraph, slot: slot).enumerated() {
                let line = geometry.line
                let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
                while first < ranges.count, ranges[first].upperBound <= start { first += 1 }
                var next = first
                while next < ranges.count, ranges[next].lowerBound < end {
                    defer { next += 1 }
                    let low = max(start, ranges[next].lowerBound), high = min(end, ranges[next].upperBound)
                    guard low < high, let span = Self.xSpan(of: line, from: low, to: high),
                          let (top, bottom) = Self.fontExtent(of: line, from: low, to: high) else { continue }
                    var fragment = TextFragment(range: low..<high, x: span.left / scale + geometry.shift, y: geometry.baseline + top / scale,
                                                width: (span.right - span.left) / scale, height: (bottom - top) / scale)
                    fragment.line = index
                    fragment.lineTop = geometry.top
                    fragment.lineHeight = geometry.height
                    fragments[next].append(fragment)
                }
            }
            return fragments
        }
    }

    /// The leftmost and rightmost edges, in Pango units from the layout's left, of the
    /// characters between `low` and `high` on the line.
    private static func xSpan(of line: UnsafeMutablePointer<PangoLayoutLine>, from low: Int, to high: Int) -> (left: Double, right: Double)? {
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, Int32(low), Int32(high), &ranges, &count)
        defer { g_free(ranges) }
        guard let ranges, count > 0 else { return nil }
        var left = Int32.max, right = Int32.min
        for index in 0..<Int(count) {
            left = min(left, ranges[2 * index])
            right = max(right, ranges[2 * index + 1])
        }
        return (Double(left), Double(right))
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
