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
            let layout = makeLayout(truncatedAtWord(paragraph, width: width, slot: slot), width: width, slot: slot)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return Self.metrics(of: layout, paragraph: paragraph)
        }
        if case .definite = width {} else {
            // Pango's extents leave out the spacing after the last letter, but its line
            // breaking counts it: without it a label sized to its text would wrap.
            let spacing = ([paragraph.letterSpacing] + paragraph.spans.compactMap(\.letterSpacing)).max() ?? 0
            metrics.width += max(0, spacing)
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
            let layout = makeLayout(truncatedAtWord(paragraph, width: .definite(width), slot: slot), width: .definite(width), slot: slot)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            cairo_save(context)
            defer { cairo_restore(context) }
            if paragraph.maxLines > 0, paragraph.ellipsis == .none {
                let metrics = Self.metrics(of: layout, paragraph: paragraph)
                cairo_rectangle(context, x - 1e4, y, 2e4 + width, metrics.height)
                cairo_clip(context)
            }
            cairo_move_to(context, x, y)
            pango_cairo_show_layout(context, layout)
        }
    }

    /// The box of each line `draw` would show, relative to the paragraph's top-left: where a
    /// skeleton placeholder draws its bars. Lines past `maxLines` are left out.
    public func lineBoxes(_ paragraph: TextParagraph, width: Double) -> [TextLineBox] {
        pool.with { slot in
            let layout = makeLayout(truncatedAtWord(paragraph, width: .definite(width), slot: slot), width: .definite(width), slot: slot)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let scale = Double(PANGO_SCALE)
            let iterator = pango_layout_get_iter(layout)
            defer { pango_layout_iter_free(iterator) }
            var boxes: [TextLineBox] = []
            repeat {
                var ink = PangoRectangle()
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, &ink, &logical)
                let baseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
                boxes.append(TextLineBox(x: Double(logical.x) / scale, y: Double(logical.y) / scale, width: Double(logical.width) / scale,
                                         height: Double(logical.height) / scale, baseline: baseline))
            } while (paragraph.maxLines == 0 || boxes.count < paragraph.maxLines) && pango_layout_iter_next_line(iterator) != 0
            return boxes
        }
    }

    /// For `maxLines` with an end ellipsis, the paragraph cut at the last line-break
    /// opportunity that leaves room for "…" (a word boundary in English, any character
    /// boundary in Chinese), as browsers cut: the ellipsis then never splits a word. `nil`
    /// when nothing needs cutting or even the first word does not fit, where Pango's own
    /// character-level ellipsis applies.
    private func truncatedAtWord(_ paragraph: TextParagraph, width: TextWidth, slot: PangoSlot) -> TextParagraph {
        guard paragraph.maxLines > 0, paragraph.ellipsis == .end, !paragraph.isMarkup, case .definite = width else { return paragraph }
        let key = CacheKey(paragraph: paragraph, width: width)
        if let cut = cuts.withLock({ $0[key] }) { return cut }
        var whole = paragraph
        whole.maxLines = 0
        let full = makeLayout(whole, width: width, slot: slot)
        defer { g_object_unref(UnsafeMutableRawPointer(full)) }
        var result = paragraph
        if Int(pango_layout_get_line_count(full)) > paragraph.maxLines {
            let breaks = Self.breakOffsets(of: full, text: paragraph.text)
            func candidate(_ end: Int) -> TextParagraph {
                var cut = paragraph.prefix(utf8Count: end)
                cut.text += "…"
                cut.ellipsis = .none
                return cut
            }
            func fits(_ end: Int) -> Bool {
                var probe = candidate(end)
                probe.maxLines = 0
                let layout = makeLayout(probe, width: width, slot: slot)
                defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
                return Int(pango_layout_get_line_count(layout)) <= paragraph.maxLines
            }
            var (low, high) = (0, breaks.count - 1)
            var best: Int?
            while low <= high {
                let middle = (low + high) / 2
                if fits(breaks[middle]) { best = breaks[middle]; low = middle + 1 } else { high = middle - 1 }
            }
            if let best { result = candidate(best) }
        }
        cuts.withLock { cuts in
            if cuts.count >= Self.cacheLimit { cuts.removeAll(keepingCapacity: true) }
            cuts[key] = result
        }
        return result
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
        let font = pango_font_description_new()
        pango_font_description_set_family(font, Self.pangoFamilies(paragraph.family))
        pango_font_description_set_absolute_size(font, paragraph.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(paragraph.weight)))
        pango_font_description_set_style(font, paragraph.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
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
        case .definite(let points): pango_layout_set_width(layout, Int32(Self.units(max(0, points))))
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
            case .end, .endCharacter: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .none: break
            }
        }
        return layout
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
        if let size = span.size { add(pango_attr_size_new_absolute(Int32(units(size)))) }
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

    private static func metrics(of layout: OpaquePointer, paragraph: TextParagraph) -> TextMetrics {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        let lines = Int(pango_layout_get_line_count(layout))
        var height = Double(logical.height) / scale
        var shown = lines
        if paragraph.maxLines > 0, paragraph.ellipsis == .none, lines > paragraph.maxLines {
            // Only the first `maxLines` lines show: the box ends at the last one's bottom.
            var lineRect = PangoRectangle()
            let iterator = pango_layout_get_iter(layout)
            defer { pango_layout_iter_free(iterator) }
            for _ in 1..<paragraph.maxLines { pango_layout_iter_next_line(iterator) }
            pango_layout_iter_get_line_extents(iterator, nil, &lineRect)
            height = Double(lineRect.y + lineRect.height - logical.y) / scale
            shown = paragraph.maxLines
        }
        let width = Double(logical.x + logical.width) / scale
        return TextMetrics(width: max(0, width), height: max(0, height), baseline: Double(pango_layout_get_baseline(layout)) / scale, lineCount: shown)
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
        cairo_font_options_set_hint_metrics(pointer, CAIRO_HINT_METRICS_ON)
    }

    deinit {
        cairo_font_options_destroy(pointer)
    }
}

/// One set line: its logical box and baseline, in points from the paragraph's top-left.
public struct TextLineBox: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var baseline: Double
}
