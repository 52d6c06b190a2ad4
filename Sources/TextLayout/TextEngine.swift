import CCairo
import Locking
import Synchronization

/// Sets paragraphs with Pango over a private Fontconfig configuration: measures them for
/// layout and draws them onto Cairo contexts.
///
/// One engine serves a whole process, from any number of threads. Font maps are made once
/// per concurrent user and reused (`SlotPool`), and measurements are cached, so asking for
/// the same paragraph at the same width again costs no Pango layout.
public final class TextEngine: Sendable {
    public let fonts: FontRegistry
    private let pool: SlotPool
    private let cache = Locked<[CacheKey: TextMetrics]>([:])
    private let cuts = Locked<[CacheKey: TextParagraph]>([:])
    private let layouts = Atomic<Int>(0)

    /// Beyond this many cached measurements the cache starts again, bounding its memory.
    static let cacheLimit = 20_000

    /// Creates an engine over `fonts`.
    public init(fonts: FontRegistry) {
        self.fonts = fonts
        let options = FontOptions()
        pool = SlotPool { [fonts] in fonts.makeSlot(options: options) }
    }

    /// How many Pango layouts the engine has made; a cached measurement makes none.
    public var layoutCount: Int { layouts.load(ordering: .relaxed) }

    /// The paragraph's size when set in `width`.
    public func measure(_ paragraph: TextParagraph, width: TextWidth) -> TextMetrics {
        let key = CacheKey(paragraph: paragraph, width: width)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        var metrics = pool.with { slot in
            let layout = makeLayout(truncated(paragraph, width: width, slot: slot), width: width, slot: slot)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return self.metrics(of: layout, paragraph: paragraph, slot: slot)
        }
        if metrics.width > 0 {
            // CSS puts the spacing after every letter, the last one's too, whatever its
            // sign; Pango leaves the last one's out.
            metrics.width = max(0, metrics.width + paragraph.trailingLetterSpacing)
        }
        cache.withLock { cache in
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = metrics
        }
        return metrics
    }

    /// The largest scale from `minimumScale` to 1 at which the paragraph fits a `width` ×
    /// `height` box without being truncated: within its `maxLines`, and (for one line) within
    /// the width. When even `minimumScale` does not fit, that is the answer, and the
    /// paragraph's truncation takes over.
    public func scaleToFit(_ paragraph: TextParagraph, width: Double, height: Double, minimumScale: Double) -> Double {
        guard minimumScale < 1 else { return 1 }
        func fits(_ scale: Double) -> Bool {
            var whole = paragraph.scaled(by: scale)
            whole.maxLines = 0
            let metrics = measure(whole, width: paragraph.maxLines == 1 ? .maxContent : .definite(width))
            let lines = paragraph.maxLines == 0 || metrics.lineCount <= paragraph.maxLines
            return lines && metrics.height <= height + 0.01 && (paragraph.maxLines != 1 || metrics.width <= width + 0.01)
        }
        if fits(1) { return 1 }
        guard fits(minimumScale) else { return minimumScale }
        var (low, high) = (minimumScale, 1.0)
        for _ in 0..<10 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// Draws the paragraph set in `width` with its top-left corner at (`x`, `y`), in the
    /// context's current source colour. Lines past `maxLines` are clipped when the paragraph
    /// has no ellipsis.
    public func draw(_ paragraph: TextParagraph, width: Double, x: Double, y: Double, on context: OpaquePointer) {
        pool.with { slot in
            let layout = makeLayout(truncated(paragraph, width: .definite(width), slot: slot), width: .definite(width), slot: slot)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            cairo_save(context)
            defer { cairo_restore(context) }
            let lines = lineGeometry(of: layout, paragraph: paragraph, slot: slot)
            if paragraph.maxLines > 0, paragraph.ellipsis == .none {
                let metrics = self.metrics(of: layout, paragraph: paragraph, slot: slot)
                cairo_rectangle(context, x - 1e4, y, 2e4 + width, metrics.height)
                cairo_clip(context)
            }
            for line in lines {
                cairo_move_to(context, x + line.originX, y + line.baseline)
                pango_cairo_show_layout_line(context, line.line)
            }
        }
    }

    /// The box and text of each line `draw` would show, relative to the paragraph's
    /// top-left: where a skeleton placeholder draws its bars, and what the text conformance
    /// tests compare with a browser's lines. Lines past `maxLines` are left out.
    public func lineBoxes(_ paragraph: TextParagraph, width: TextWidth) -> [TextLineBox] {
        pool.with { slot in
            let layout = makeLayout(truncated(paragraph, width: width, slot: slot), width: width, slot: slot)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let text = Array(String(cString: pango_layout_get_text(layout)).utf8)
            let lines = lineGeometry(of: layout, paragraph: paragraph, slot: slot)
            return lines.prefix(paragraph.maxLines == 0 ? lines.count : paragraph.maxLines).map { geometry in
                var line = TextLineBox(x: geometry.x, y: geometry.top, width: geometry.width, height: geometry.height, baseline: geometry.baseline)
                let start = min(max(0, Int(geometry.line.pointee.start_index)), text.count)
                let end = min(start + max(0, Int(geometry.line.pointee.length)), text.count)
                line.text = String(decoding: text[start..<end], as: UTF8.self)
                (line.charactersX, line.charactersWidth) = Self.characterExtent(of: layout, text: text, range: start..<end)
                line.charactersX += geometry.shift
                if line.charactersWidth > 0 {
                    let spacing = paragraph.trailingLetterSpacing
                    line.charactersWidth += spacing
                    if geometry.isRightToLeft { line.charactersX -= spacing }
                }
                return line
            }
        }
    }

    /// How much wider than the box, in Pango units, a line may be and still fit it: just
    /// under 1/64 point. Alignment takes it back off (`alignmentShift`).
    static let fitAllowance = Int32(PANGO_SCALE / 64) - 1

    /// Where a set line goes: its Pango line, its logical box and its baseline, in points
    /// from the paragraph's top-left.
    private struct LineGeometry {
        var line: UnsafeMutablePointer<PangoLayoutLine>
        /// Where `pango_cairo_show_layout_line` must start for the line to sit at `x`.
        var originX: Double
        var x: Double
        var width: Double
        var top: Double
        var height: Double
        var baseline: Double
        var isRightToLeft: Bool
        /// How far the line is moved from where Pango put it (`alignmentShift`).
        var shift: Double
    }

    /// Each line's place. Pango sets the glyphs and breaks the lines; the lines are stacked
    /// here, as Chromium stacks line boxes, wherever the paragraph is in one font size:
    ///
    /// - the font's ascent and descent are rounded to whole points (Skia rounds them), and
    ///   `normal` line height is their sum plus the rounded line gap;
    /// - a line is exactly the line height tall, and its baseline is the rounded ascent below
    ///   the half-leading, which is floored to a whole point (LayoutNG's
    ///   `FontHeight::AddLeading`), even when the leading is negative.
    ///
    /// Lines holding runs of other families or sizes, or shifted, stack the runs' inline
    /// boxes (`inlineLineBox`). Markup keeps Pango's own line boxes.
    private func lineGeometry(of layout: OpaquePointer, paragraph: TextParagraph, slot: PangoSlot) -> [LineGeometry] {
        let scale = Double(PANGO_SCALE)
        let stacked = stacking(for: paragraph, slot: slot)
        // Runs of another family or size, or shifted, each bring an inline box of their own.
        let runs: RunFonts? = paragraph.spans.contains { $0.family != nil || $0.size != nil || $0.baselineShift != 0 } ? RunFonts() : nil
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var lines: [LineGeometry] = []
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var logical = PangoRectangle(), own = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            pango_layout_line_get_extents(line, nil, &own)
            let isRightToLeft = line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue
            let shift = alignmentShift(of: layout, paragraph: paragraph, line: logical, rightToLeft: isRightToLeft,
                                       last: pango_layout_iter_at_last_line(iterator) != 0)
            var geometry = LineGeometry(line: line, originX: Double(logical.x - own.x) / scale + shift, x: Double(logical.x) / scale + shift,
                                        width: Double(logical.width) / scale, top: Double(logical.y) / scale,
                                        height: Double(logical.height) / scale, baseline: Double(pango_layout_iter_get_baseline(iterator)) / scale,
                                        isRightToLeft: isRightToLeft, shift: shift)
            if let stacked {
                let box = runs.map { inlineLineBox(line, strut: stacked, paragraph: paragraph, runs: $0, slot: slot) }
                    ?? (stacked.normal ? Self.normalLineBox(line, primary: stacked, paragraph: paragraph) : (height: stacked.lineHeight, baseline: stacked.baseline))
                geometry.top = lines.last.map { $0.top + $0.height } ?? 0
                geometry.height = box.height
                geometry.baseline = geometry.top + box.baseline
            }
            lines.append(geometry)
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    /// The font's ascent, descent and line gap per unit of size, from its `hhea` table, which
    /// Skia (through FreeType) reads for Chromium; `nil` without one.
    private static func heights(of font: UnsafeMutablePointer<PangoFont>) -> (ascent: Double, descent: Double, lineGap: Double)? {
        guard let face = hb_font_get_face(pango_font_get_hb_font(font)) else { return nil }
        let upem = Double(hb_face_get_upem(face))
        let table = hb_face_reference_table(face, 0x6868_6561)  // 'hhea'
        defer { hb_blob_destroy(table) }
        var length: UInt32 = 0
        guard upem > 0, let bytes = hb_blob_get_data(table, &length), length >= 10 else { return nil }
        func signed(_ offset: Int) -> Double {
            Double(Int16(bitPattern: UInt16(UInt8(bitPattern: bytes[offset])) << 8 | UInt16(UInt8(bitPattern: bytes[offset + 1]))))
        }
        return (signed(4) / upem, -signed(6) / upem, max(0, signed(8)) / upem)
    }

    /// How far a line moves from where Pango put it so that it is aligned as CSS aligns it.
    ///
    /// CSS puts letter spacing after every letter, the last one's too, and Pango leaves the
    /// last one's out (while it still breaks lines as though it were there). The spacing
    /// follows each letter in reading order, so it lies at a left-to-right line's right end
    /// and a right-to-left line's left end. And Pango rounds a centred line's offset to a
    /// whole point when both widths are whole; Chromium keeps the half.
    private func alignmentShift(of layout: OpaquePointer, paragraph: TextParagraph, line logical: PangoRectangle, rightToLeft: Bool, last: Bool) -> Double {
        let scale = Double(PANGO_SCALE)
        let spacing = paragraph.trailingLetterSpacing
        let width = pango_layout_get_width(layout)
        guard width >= 0 else { return rightToLeft ? spacing : 0 }
        let allowance = Double(Self.fitAllowance) / scale
        let (start, length, available) = (Double(logical.x) / scale, Double(logical.width) / scale, Double(width) / scale - allowance)
        if length + spacing > available + 1.0 / 64 {
            // A line too long for the box starts at its start edge and overflows the end,
            // whatever the alignment (CSS Text 3, text-align); Pango would overflow both.
            return rightToLeft ? available - (start + length) : -start
        }
        // Justified lines fill the box, with the allowance spread over their spaces.
        guard pango_layout_get_justify(layout) == 0 || last else { return 0 }
        var alignment = pango_layout_get_alignment(layout)
        if paragraph.direction == .auto, rightToLeft, alignment != PANGO_ALIGN_CENTER {
            // Pango mirrors left and right for a paragraph whose own direction it found.
            alignment = alignment == PANGO_ALIGN_LEFT ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        }
        switch (alignment, rightToLeft) {
        case (PANGO_ALIGN_CENTER, _):
            let start = (Double(width) / scale - Double(logical.width) / scale - spacing) / 2 + (rightToLeft ? spacing : 0)
            return start - Double(logical.x) / scale
        case (PANGO_ALIGN_RIGHT, false): return -spacing - allowance
        case (PANGO_ALIGN_RIGHT, true): return -allowance
        case (PANGO_ALIGN_LEFT, true): return spacing
        default: return 0
        }
    }

    /// A line of `normal` height as tall as every font set on it needs, as Chromium unites
    /// the fonts a line uses (a Chinese fallback font with a taller ascent deepens the
    /// baseline): the largest rounded ascent, with half the line gap, above the baseline,
    /// and the largest rounded descent and the rest of the gap below.
    private static func normalLineBox(_ line: UnsafeMutablePointer<PangoLayoutLine>, primary: Stacking, paragraph: TextParagraph) -> (height: Double, baseline: Double) {
        var above = primary.ascent + (primary.gap / 2).rounded(.down)
        var below = primary.descent + primary.gap - (primary.gap / 2).rounded(.down)
        var run = line.pointee.runs
        while let node = run {
            defer { run = node.pointee.next }
            guard let glyphs = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let font = glyphs.pointee.item?.pointee.analysis.font, let heights = heights(of: font) else { continue }
            let gap = (heights.lineGap * paragraph.size).rounded()
            above = max(above, (heights.ascent * fontSize(paragraph.size)).rounded() + (gap / 2).rounded(.down))
            below = max(below, (heights.descent * paragraph.size).rounded() + gap - (gap / 2).rounded(.down))
        }
        return (above + below, above)
    }

    /// A line holding runs of other families or sizes, or shifted, as CSS stacks inline
    /// boxes: the paragraph's own font (the strut) and each run's make a box as tall as its
    /// line height (a multiple is of the run's own size, as a unitless `line-height` is
    /// inherited), with its half-leading floored above its ascent and raised by its baseline
    /// shift; the line reaches from the highest box top to the lowest box bottom.
    private func inlineLineBox(_ line: UnsafeMutablePointer<PangoLayoutLine>, strut: Stacking, paragraph: TextParagraph, runs fonts: RunFonts,
                               slot: PangoSlot) -> (height: Double, baseline: Double) {
        func box(ascent: Double, descent: Double, gap: Double, size: Double, shift: Double) -> (top: Double, bottom: Double) {
            let lineHeight: Double = switch paragraph.lineHeight {
            case nil: ascent + descent + gap
            case .multiple(let factor)?: (factor * (size * 64).rounded() / 64 * 64).rounded(.down) / 64
            case .points(let points)?: (points * 64).rounded(.down) / 64
            }
            let halfLeading = paragraph.lineHeight == nil ? (gap / 2).rounded(.down)
                : (Double(Int(((lineHeight - ascent - descent) * 64).rounded()) / 2) / 64).rounded(.down)
            let top = -(ascent + halfLeading) - shift
            return (top, top + lineHeight)
        }
        var (top, bottom) = box(ascent: strut.ascent, descent: strut.descent, gap: strut.gap, size: paragraph.size, shift: 0)
        var run = line.pointee.runs
        while let node = run {
            defer { run = node.pointee.next }
            guard let glyphs = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = glyphs.pointee.item else { continue }
            let offset = Int(item.pointee.offset)
            let span = paragraph.spans.last { $0.range.contains(offset) }
            var style = paragraph
            style.family = span?.family ?? paragraph.family
            style.size = span?.size ?? paragraph.size
            style.weight = span?.weight ?? paragraph.weight
            style.italic = span?.italic ?? paragraph.italic
            guard var heights = fonts.heights(of: style, slot: slot) else { continue }
            if paragraph.lineHeight == nil, let font = item.pointee.analysis.font, let used = Self.heights(of: font) {
                // A fallback font on a normal-height line takes part, as in `normalLineBox`.
                heights = (max(heights.ascent, used.ascent), max(heights.descent, used.descent), max(heights.lineGap, used.lineGap))
            }
            let edges = box(ascent: (heights.ascent * Self.fontSize(style.size)).rounded(), descent: (heights.descent * style.size).rounded(),
                            gap: (heights.lineGap * style.size).rounded(), size: style.size, shift: span?.baselineShift ?? 0)
            top = min(top, edges.top)
            bottom = max(bottom, edges.bottom)
        }
        return (bottom - top, -top)
    }

    /// The heights of the fonts a paragraph's runs ask for, loaded once per line set.
    private final class RunFonts {
        private var loaded: [String: (ascent: Double, descent: Double, lineGap: Double)?] = [:]

        func heights(of style: TextParagraph, slot: PangoSlot) -> (ascent: Double, descent: Double, lineGap: Double)? {
            let key = "\(style.family)|\(style.size)|\(style.weight)|\(style.italic)"
            if let known = loaded[key] { return known }
            let description = TextEngine.fontDescription(style)
            defer { pango_font_description_free(description) }
            var heights: (ascent: Double, descent: Double, lineGap: Double)?
            if let font = pango_context_load_font(slot.context, description) {
                heights = TextEngine.heights(of: font)
                g_object_unref(UnsafeMutableRawPointer(font))
            }
            loaded[key] = heights
            return heights
        }
    }

    /// A paragraph in one font size: its primary font's rounded heights, and the line
    /// height and baseline depth they give.
    private struct Stacking {
        var ascent: Double
        var descent: Double
        var gap: Double
        var lineHeight: Double
        var baseline: Double
        /// `lineHeight` is the font's own, so each line unites the fonts it uses.
        var normal: Bool
    }

    /// The line height and the baseline's depth in each line from the paragraph's own font;
    /// `nil` for markup.
    private func stacking(for paragraph: TextParagraph, slot: PangoSlot) -> Stacking? {
        guard !paragraph.isMarkup else { return nil }
        let description = Self.fontDescription(paragraph)
        defer { pango_font_description_free(description) }
        guard let font = pango_context_load_font(slot.context, description), let heights = Self.heights(of: font) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        // The ascent is that of the size the glyphs are set at (`fontSize`, the 26.6
        // fixed-point size FreeType is given); the descent and line gap are the exact size's.
        // It is the one reading of Chromium's metrics that fits every recorded label but one
        // (37.17 px in 1.4 lines, and 31.81 px in 37-px lines, tell it from the others).
        let ascent = (heights.ascent * Self.fontSize(paragraph.size)).rounded()
        let descent = (heights.descent * paragraph.size).rounded()
        let gap = (heights.lineGap * paragraph.size).rounded()
        /// Down to Chromium's layout unit, 1/64 px.
        func snapped(_ value: Double) -> Double { (value * 64).rounded(.down) / 64 }
        let lineHeight: Double = switch paragraph.lineHeight {
        case nil: ascent + descent + gap
        // The size is in layout units first, to the nearest.
        case .multiple(let factor)?: snapped(factor * (paragraph.size * 64).rounded() / 64)
        case .points(let points)?: snapped(points)
        }
        // Halved in layout units (C++ integer division, towards zero), then floored.
        let halfLeading = (Double(Int(((lineHeight - ascent - descent) * 64).rounded()) / 2) / 64).rounded(.down)
        return Stacking(ascent: ascent, descent: descent, gap: gap, lineHeight: lineHeight, baseline: halfLeading + ascent, normal: paragraph.lineHeight == nil)
    }

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
    private func truncated(_ paragraph: TextParagraph, width: TextWidth, slot: PangoSlot) -> TextParagraph {
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

    /// The horizontal extent of the characters in `range` but whitespace, each with the
    /// letter spacing after it, in points: where a browser's character boxes put the line.
    private static func characterExtent(of layout: OpaquePointer, text: [UInt8], range: Range<Int>) -> (x: Double, width: Double) {
        var low = Int32.max, high = Int32.min
        var index = range.lowerBound
        for scalar in String(decoding: text[range], as: UTF8.self).unicodeScalars {
            defer { index += String(scalar).utf8.count }
            guard !scalar.properties.isWhitespace else { continue }
            var box = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(index), &box)
            low = min(low, box.x, box.x + box.width)
            high = max(high, box.x, box.x + box.width)
        }
        guard low <= high else { return (0, 0) }
        let scale = Double(PANGO_SCALE)
        return (Double(low) / scale, Double(high - low) / scale)
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

    private func makeLayout(_ paragraph: TextParagraph, width: TextWidth, slot: PangoSlot) -> OpaquePointer {
        layouts.add(1, ordering: .relaxed)
        // With `auto`, Pango takes each paragraph's direction from its text and, because it
        // then differs from the context's left-to-right, swaps left and right alignment for
        // right-to-left paragraphs: leading means right in Arabic. An explicit `rtl` sets the
        // direction outright, and leading is mapped to right below.
        pango_context_set_base_dir(slot.context, paragraph.direction == .rtl ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        let layout = pango_layout_new(slot.context)!
        pango_layout_set_auto_dir(layout, paragraph.direction == .auto ? 1 : 0)
        if paragraph.isMarkup {
            pango_layout_set_markup(layout, paragraph.text, -1)
        } else {
            pango_layout_set_text(layout, paragraph.text, -1)
        }
        let font = Self.fontDescription(paragraph)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)

        // Markup brings its own attributes; the paragraph's go in before them, so that a
        // span's own spacing wins, as runs' do.
        let attributes = (paragraph.isMarkup ? pango_attr_list_copy(pango_layout_get_attributes(layout)) : nil) ?? pango_attr_list_new()
        if paragraph.letterSpacing != 0 {
            pango_attr_list_insert_before(attributes, pango_attr_letter_spacing_new(Int32(Self.units(paragraph.letterSpacing))))
        }
        switch paragraph.lineHeight {
        case .multiple(let factor)?:
            // As CSS's unitless line-height: a multiple of the font size, not of the font's
            // own line spacing (which Pango's relative line height would scale).
            pango_attr_list_insert_before(attributes, pango_attr_line_height_new_absolute(Int32(Self.units(factor * paragraph.size))))
        case .points(let points)?: pango_attr_list_insert_before(attributes, pango_attr_line_height_new_absolute(Int32(Self.units(points))))
        case nil: break
        }
        if !paragraph.isMarkup {
            for span in paragraph.spans { Self.insert(span, into: attributes) }
        }
        if !paragraph.isMarkup, paragraph.letterSpacing != 0 || paragraph.spans.contains(where: { $0.letterSpacing != nil }) {
            for range in paragraph.cursiveRanges {
                guard let unspaced = pango_attr_letter_spacing_new(0) else { continue }
                unspaced.pointee.start_index = UInt32(range.lowerBound)
                unspaced.pointee.end_index = UInt32(range.upperBound)
                pango_attr_list_insert(attributes, unspaced)
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        switch paragraph.wrap {
        case .word: pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
        case .char: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
        case .wordChar: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        switch width {
        case .minContent: pango_layout_set_width(layout, 0)
        case .maxContent: pango_layout_set_width(layout, -1)
        case .definite(let points):
            // Chromium measures a line in 1/64-point units, cut down, so a line up to just
            // under 1/64 point wider than the box still fits it.
            pango_layout_set_width(layout, Int32(Self.units(max(0, points))) + Self.fitAllowance)
        }
        let (start, end) = paragraph.direction == .rtl ? (PANGO_ALIGN_RIGHT, PANGO_ALIGN_LEFT) : (PANGO_ALIGN_LEFT, PANGO_ALIGN_RIGHT)
        switch paragraph.alignment {
        case .leading, .natural: pango_layout_set_alignment(layout, start)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, end)
        case .justify:
            pango_layout_set_alignment(layout, start)
            pango_layout_set_justify(layout, 1)
        }
        if paragraph.maxLines > 0, paragraph.ellipsis != .none {
            pango_layout_set_height(layout, Int32(-paragraph.maxLines))
            switch paragraph.ellipsis {
            case .end, .endWord: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .none: break
            }
        }
        return layout
    }

    /// The size glyphs are set at: `size` down to 1/64 point, as Skia hands sizes to
    /// FreeType in 26.6 fixed point, so a long line at 37.17 points is as long as Chromium's.
    static func fontSize(_ size: Double) -> Double {
        max(1.0 / 64, (size * 64).rounded(.down) / 64)
    }

    /// The paragraph's own font, which the caller frees.
    private static func fontDescription(_ paragraph: TextParagraph) -> OpaquePointer {
        let font = pango_font_description_new()!
        pango_font_description_set_family(font, pangoFamilies(paragraph.family))
        pango_font_description_set_absolute_size(font, fontSize(paragraph.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(paragraph.weight)))
        pango_font_description_set_style(font, paragraph.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return font
    }

    /// Adds a span's attributes over its byte range.
    private static func insert(_ span: TextParagraph.Span, into list: OpaquePointer?) {
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(span.range.lowerBound)
            attribute.pointee.end_index = UInt32(span.range.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
        if let family = span.family { add(pango_attr_family_new(pangoFamilies(family))) }
        if let size = span.size { add(pango_attr_size_new_absolute(Int32(units(fontSize(size))))) }
        if let weight = span.weight { add(pango_attr_weight_new(PangoWeight(rawValue: UInt32(weight)))) }
        if let italic = span.italic { add(pango_attr_style_new(italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)) }
        if let color = span.color {
            add(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
            add(pango_attr_foreground_alpha_new(channel(color.alpha)))
        }
        if let color = span.background {
            add(pango_attr_background_new(channel(color.red), channel(color.green), channel(color.blue)))
            add(pango_attr_background_alpha_new(channel(color.alpha)))
        }
        if span.underline { add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
        if span.strikethrough { add(pango_attr_strikethrough_new(1)) }
        if let spacing = span.letterSpacing { add(pango_attr_letter_spacing_new(Int32(units(spacing)))) }
        if span.baselineShift != 0 { add(pango_attr_rise_new(Int32(units(span.baselineShift)))) }
    }

    /// A family or a comma-separated list of them as Pango reads one: Pango splits at the
    /// commas but keeps the spaces after them, so they go.
    private static func pangoFamilies(_ family: String) -> String {
        FontRegistry.families(in: family).joined(separator: ",")
    }

    /// Points to Pango units, clamped to what Pango's 32-bit units hold.
    private static func units(_ points: Double) -> Double {
        min(max(points * Double(PANGO_SCALE), -1e9), 1e9).rounded()
    }

    private func metrics(of layout: OpaquePointer, paragraph: TextParagraph, slot: PangoSlot) -> TextMetrics {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        var lines = lineGeometry(of: layout, paragraph: paragraph, slot: slot)
        if paragraph.maxLines > 0, paragraph.ellipsis == .none, lines.count > paragraph.maxLines {
            // Only the first `maxLines` lines show: the box ends at the last one's bottom.
            lines.removeLast(lines.count - paragraph.maxLines)
        }
        let height = lines.last.map { $0.top + $0.height - (lines.first?.top ?? 0) } ?? 0
        let width = Double(logical.x + logical.width) / scale
        return TextMetrics(width: max(0, width), height: max(0, height), baseline: lines.first?.baseline ?? 0, lineCount: lines.count)
    }

    private struct CacheKey: Hashable {
        var paragraph: TextParagraph
        var width: TextWidth
    }
}

/// The fixed Cairo font options every context uses, so text sets the same everywhere:
/// greyscale antialiasing, unhinted outlines, and whole-pixel font metrics, which give the
/// line heights Chromium uses on Linux (19 for 16-pt DejaVu Sans, not 18.625).
final class FontOptions: Sendable {
    /// Created once and never changed; Cairo only reads it when contexts copy it.
    nonisolated(unsafe) let pointer: OpaquePointer

    init() {
        pointer = cairo_font_options_create()
        cairo_font_options_set_antialias(pointer, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(pointer, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(pointer, CAIRO_HINT_METRICS_OFF)
    }

    deinit {
        cairo_font_options_destroy(pointer)
    }
}

/// One set line: its logical box and baseline, in points from the paragraph's top-left,
/// and the text it holds (without an ellipsis Pango draws itself).
public struct TextLineBox: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var baseline: Double
    public var text = ""
    /// Where its characters but whitespace lie, each with the letter spacing after it.
    public var charactersX = 0.0
    public var charactersWidth = 0.0
}
