import CCairo

/// Where set lines go: stacked as Chromium stacks line boxes, and aligned as CSS aligns them.
extension TextEngine {
    /// How much wider than the box, in Pango units, a line may be and still fit it: just
    /// under 1/64 point. Alignment takes it back off (`alignmentShift`).
    static let fitAllowance = Int32(PANGO_SCALE / 64) - 1

    /// Where a set line goes: its Pango line, its logical box and its baseline, in points
    /// from the paragraph's top-left.
    struct LineGeometry {
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
    /// here, as Chromium stacks line boxes:
    ///
    /// - the font's ascent and descent are rounded to whole points (Skia rounds them), and
    ///   `normal` line height is their sum plus the rounded line gap;
    /// - a line is exactly the line height tall, and its baseline is the rounded ascent below
    ///   the half-leading, which is floored to a whole point (LayoutNG's
    ///   `FontHeight::AddLeading`), even when the leading is negative.
    ///
    /// Lines holding runs of other families or sizes, or shifted, stack the runs' inline
    /// boxes (`inlineLineBox`). Markup keeps Pango's own line boxes.
    func lineGeometry(of layout: OpaquePointer, paragraph: TextParagraph, slot: PangoSlot) -> [LineGeometry] {
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
}
