import CCairo

/// Where an end ellipsis cuts a paragraph that does not fit its lines.
extension TextEngine {
    /// For `maxLines` with an end ellipsis, the paragraph cut where the ellipsis goes, with
    /// "…" added, so that Pango sets it as it is:
    ///
    /// - `end` (from two lines up) cuts as `-webkit-line-clamp` does: the last line shown
    ///   keeps its own words (text is never pulled up from the lines after it) and ends in
    ///   "…", after its last character or, when that does not leave room, after the last
    ///   character boundary that does ("Francisco was …"). On one line, Pango's own
    ///   ellipsis makes `text-overflow: ellipsis`'s cut of the whole text instead.
    /// - `endWord` cuts at the last line-break opportunity that leaves room for "…" (a word
    ///   boundary in English, any character in Chinese), so the ellipsis never splits a word.
    ///   When even the first word does not fit, Pango's own ellipsis applies.
    func truncated(_ paragraph: TextParagraph, width: TextWidth, slot: PangoSlot) -> TextParagraph {
        guard paragraph.maxLines > 0, !paragraph.isMarkup, case .definite = width,
              paragraph.ellipsis == .endWord || (paragraph.ellipsis == .end && paragraph.maxLines > 1) else { return paragraph }
        let key = CacheKey(paragraph: paragraph, width: width)
        if let cut = cuts.withLock({ $0[key] }) { return cut }
        var whole = paragraph
        whole.maxLines = 0
        let full = makeLayout(whole, width: width, slot: slot)
        defer { g_object_unref(UnsafeMutableRawPointer(full)) }
        var result = paragraph
        if Int(pango_layout_get_line_count(full)) > paragraph.maxLines {
            let ends = paragraph.ellipsis == .end ? Self.characterOffsets(inLine: paragraph.maxLines - 1, of: full, text: paragraph.text)
                                                  : Self.breakOffsets(of: full, text: paragraph.text)
            func candidate(_ end: Int) -> TextParagraph {
                var cut = paragraph.prefix(utf8Count: end)
                cut.text += "…"
                cut.ellipsis = .none
                return cut
            }
            // Fits: on the lines allowed, with the last no wider than the label (a word and
            // the "…" after it, which cannot be broken apart, may overflow it).
            func fits(_ end: Int) -> Bool {
                var probe = candidate(end)
                probe.maxLines = 0
                let layout = makeLayout(probe, width: width, slot: slot)
                defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
                let lines = Int(pango_layout_get_line_count(layout))
                guard lines <= paragraph.maxLines, let last = pango_layout_get_line_readonly(layout, Int32(lines - 1)) else { return false }
                var logical = PangoRectangle()
                pango_layout_line_get_extents(last, nil, &logical)
                return logical.width <= pango_layout_get_width(layout) + PANGO_SCALE / 64
            }
            var (low, high) = (0, ends.count - 1)
            var best: Int?
            while low <= high {
                let middle = (low + high) / 2
                if fits(ends[middle]) { best = ends[middle]; low = middle + 1 } else { high = middle - 1 }
            }
            if let best { result = candidate(best) }
        }
        cuts.withLock { cuts in
            if cuts.count >= Self.cacheLimit { cuts.removeAll(keepingCapacity: true) }
            cuts[key] = result
        }
        return result
    }

    /// UTF-8 offsets of the character boundaries in line `index` after its first
    /// character, in order, ending with the line's end without its trailing whitespace
    /// (which a browser drops before the ellipsis, while it keeps a space it cuts after).
    private static func characterOffsets(inLine index: Int, of layout: OpaquePointer, text: String) -> [Int] {
        guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return [] }
        let bytes = Array(text.utf8)
        let start = min(max(0, Int(line.pointee.start_index)), bytes.count)
        let end = min(start + max(0, Int(line.pointee.length)), bytes.count)
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &count) else { return [] }
        var offsets: [Int] = [start]
        var byte = 0
        var trimmed = start
        for (position, scalar) in text.unicodeScalars.enumerated() where position < Int(count) {
            let next = byte + String(scalar).utf8.count
            defer { byte = next }
            guard byte >= start, next <= end else { continue }
            if byte > start, attributes[position].is_cursor_position != 0 { offsets.append(byte) }
            if !scalar.properties.isWhitespace { trimmed = next }
        }
        offsets.removeAll { $0 >= trimmed }
        return offsets + [trimmed]
    }

    /// UTF-8 offsets where a line may break, with the whitespace before them left out.
    private static func breakOffsets(of layout: OpaquePointer, text: String) -> [Int] {
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &count) else { return [] }
        var offsets: [Int] = []
        var byte = 0
        var trimmed = 0
        for (index, scalar) in text.unicodeScalars.enumerated() where index < Int(count) {
            if index > 0, attributes[index].is_line_break != 0, trimmed > 0 { offsets.append(trimmed) }
            byte += String(scalar).utf8.count
            if !scalar.properties.isWhitespace { trimmed = byte }
        }
        return offsets
    }
}
