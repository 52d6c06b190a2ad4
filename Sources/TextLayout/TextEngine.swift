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
    let pool: SlotPool
    private let cache = Locked<[CacheKey: TextMetrics]>([:])
    let cuts = Locked<[CacheKey: TextParagraph]>([:])
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
            return Self.metrics(of: layout, lines: lineGeometry(of: layout, paragraph: paragraph, slot: slot), paragraph: paragraph)
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
    /// - Parameters:
    ///   - hiding: UTF-8 ranges of the text whose glyphs are left out (their backgrounds
    ///     still drawn), for glyphs another pass paints; the text keeps its layout.
    ///   - monochrome: every glyph in the source colour, without the spans' or the markup's
    ///     colours and backgrounds: the shape of the text, for a shadow or a mask.
    public func draw(_ paragraph: TextParagraph, width: Double, x: Double, y: Double, on context: OpaquePointer,
                     hiding: [Range<Int>] = [], monochrome: Bool = false) {
        pool.with { slot in
            let layout = makeLayout(truncated(paragraph, width: .definite(width), slot: slot), width: .definite(width), slot: slot)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            if monochrome || !hiding.isEmpty { Self.repaint(layout, hiding: hiding, monochrome: monochrome) }
            cairo_save(context)
            defer { cairo_restore(context) }
            let lines = lineGeometry(of: layout, paragraph: paragraph, slot: slot)
            if paragraph.maxLines > 0, paragraph.ellipsis == .none {
                let metrics = Self.metrics(of: layout, lines: lines, paragraph: paragraph)
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

    func makeLayout(_ paragraph: TextParagraph, width: TextWidth, slot: PangoSlot) -> OpaquePointer {
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
    static func fontDescription(_ paragraph: TextParagraph) -> OpaquePointer {
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

    /// The size of `layout`, whose lines `lineGeometry` placed.
    private static func metrics(of layout: OpaquePointer, lines all: [LineGeometry], paragraph: TextParagraph) -> TextMetrics {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        var lines = all
        if paragraph.maxLines > 0, paragraph.ellipsis == .none, lines.count > paragraph.maxLines {
            // Only the first `maxLines` lines show: the box ends at the last one's bottom.
            lines.removeLast(lines.count - paragraph.maxLines)
        }
        let height = lines.last.map { $0.top + $0.height - (lines.first?.top ?? 0) } ?? 0
        let width = Double(logical.x + logical.width) / scale
        return TextMetrics(width: max(0, width), height: max(0, height), baseline: lines.first?.baseline ?? 0, lineCount: lines.count)
    }

    struct CacheKey: Hashable {
        var paragraph: TextParagraph
        var width: TextWidth
    }
}

/// The fixed Cairo font options every context uses, so text sets the same everywhere:
/// greyscale antialiasing, unhinted outlines and unhinted, fractional metrics, as Chromium
/// sets text on Linux. Line heights are rounded where lines are stacked (`lineGeometry`).
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
