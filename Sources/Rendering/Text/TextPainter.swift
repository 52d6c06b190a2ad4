import CCairo
import Scene
import TextLayout

/// Draws a label's text: shrunk to fit when the label allows it, its shadows first (the
/// last one lowest), then the glyphs in their colours, then those a gradient paints.
struct TextPainter {
    let engine: TextEngine
    /// Masks for blurred text shadows stay below this many pixels, as box shadows' do.
    static let maximumMaskPixels = 16_000_000.0

    func paint(_ item: TextItem, on context: OpaquePointer) throws(RenderError) {
        let label = item.label
        var paragraph = TextParagraph(label)
        let scale = engine.scaleToFit(paragraph, width: item.frame.width, height: item.frame.height, minimumScale: label.minimumScaleFactor)
        paragraph = paragraph.scaled(by: scale)
        if item.redacted { return paintPlaceholder(paragraph, color: label.color, in: item.frame, on: context) }
        for shadow in label.textShadows.reversed() where shadow.color.alpha8 > 0 {
            try paintShadow(shadow, of: paragraph, in: item.frame, on: context)
        }
        let gradients = GradientText(label, length: paragraph.text.utf8.count)
        let color = label.color
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        engine.draw(paragraph, width: item.frame.width, x: item.frame.x, y: item.frame.y, on: context, hiding: gradients.ranges)
        if let fill = gradients.labelFill {
            paintGradient(fill, over: item.paddingBox, of: paragraph, showing: gradients.labelRanges, in: item.frame, on: context)
        }
        if !gradients.runs.isEmpty { paintRunGradients(gradients.runs, of: paragraph, in: item.frame, on: context) }
    }

    /// Where the text can paint: its lines, wider where a line overflows the frame, with
    /// an em around them for glyphs that reach past their lines (italics, tall accents),
    /// and each shadow's copy with its blur's reach; a filtered layer must hold all of it.
    func inkBounds(_ item: TextItem) -> Rect {
        var paragraph = TextParagraph(item.label)
        paragraph = paragraph.scaled(by: engine.scaleToFit(paragraph, width: item.frame.width, height: item.frame.height,
                                                           minimumScale: item.label.minimumScaleFactor))
        let metrics = engine.measure(paragraph, width: .definite(item.frame.width))
        let overflow = max(0, metrics.width - item.frame.width)
        let lines = Rect(x: item.frame.x - overflow, y: item.frame.y, width: item.frame.width + 2 * overflow,
                         height: max(item.frame.height, metrics.height)).outset(by: paragraph.size)
        return item.label.textShadows.reduce(lines) { bounds, shadow in
            bounds.union(lines.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y).outset(by: 1.5 * max(0, shadow.blur)))
        }
    }

    /// The glyphs in `showing` drawn into an alpha layer, through which `fill`, laid over
    /// `box`, is painted.
    private func paintGradient(_ fill: Fill, over box: Rect, of paragraph: TextParagraph, showing: [Range<Int>], in frame: Rect, on context: OpaquePointer) {
        let glyphs = layer(of: paragraph, showing: showing, in: frame, on: context)
        defer { cairo_pattern_destroy(glyphs) }
        setSource(fill, in: box, on: context)
        cairo_mask(context, glyphs)
    }

    /// The glyphs in `showing`, in one colour, as an alpha layer the caller destroys.
    private func layer(of paragraph: TextParagraph, showing: [Range<Int>], in frame: Rect, on context: OpaquePointer) -> OpaquePointer {
        cairo_push_group_with_content(context, CAIRO_CONTENT_ALPHA)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        engine.draw(paragraph, width: frame.width, x: frame.x, y: frame.y, on: context,
                    hiding: GradientText.complement(of: showing, length: paragraph.text.utf8.count), monochrome: true)
        return cairo_pop_group(context)!
    }

    /// Runs' gradients, each laid over its run's pieces set end to end, as CSS lays the
    /// background of an inline box broken across lines (`box-decoration-break: slice`):
    /// each line's piece shows its own stretch of one long gradient.
    ///
    /// The glyphs of all such runs go into one layer, drawn once, and each piece paints
    /// through its share of it: its line's band (the lines' boxes stack; the top line's
    /// reaches up and the bottom one's down without end) and, across, up to half way to the
    /// next piece on its line. Every glyph is painted once, overhangs included, and a
    /// thousand runs cost one layout, not a thousand.
    private func paintRunGradients(_ runs: [(range: Range<Int>, fill: Fill)], of paragraph: TextParagraph, in frame: Rect, on context: OpaquePointer) {
        let pieces = engine.fragments(of: runs.map(\.range), in: paragraph, width: frame.width)
        let shares = Self.shares(of: pieces.flatMap { $0 }, in: frame)
        guard !shares.isEmpty else { return }
        let glyphs = layer(of: paragraph, showing: runs.map(\.range), in: frame, on: context)
        defer { cairo_pattern_destroy(glyphs) }
        for (run, fragments) in zip(runs, pieces) {
            let length = fragments.reduce(0) { $0 + $1.width }
            guard let height = fragments.map(\.height).max() else { continue }
            var offset = 0.0
            for fragment in fragments {
                guard let share = shares[FragmentKey(fragment)] else { continue }
                cairo_save(context)
                cairo_rectangle(context, share.x, share.y, share.width, share.height)
                cairo_clip(context)
                setSource(run.fill, in: Rect(x: frame.x + fragment.x - offset, y: frame.y + fragment.y, width: length, height: height), on: context)
                cairo_mask(context, glyphs)
                cairo_restore(context)
                offset += fragment.width
            }
        }
    }

    /// A fragment by its line and where its characters start, which no two share.
    private struct FragmentKey: Hashable {
        let line: Int
        let start: Int

        init(_ fragment: TextFragment) {
            line = fragment.line
            start = fragment.range.lowerBound
        }
    }

    /// Shares the plane out among the fragments: across, at the midpoints between
    /// neighbours on a line; down, at the tops of the lines' boxes.
    private static func shares(of fragments: [TextFragment], in frame: Rect) -> [FragmentKey: Rect] {
        let far = 1e5
        let lines = Dictionary(grouping: fragments, by: \.line).sorted { $0.key < $1.key }
        var shares: [FragmentKey: Rect] = [:]
        for (index, (_, pieces)) in lines.enumerated() {
            let top = index == 0 ? frame.y - far : frame.y + pieces[0].lineTop
            let bottom = index == lines.count - 1 ? frame.y + far : frame.y + lines[index + 1].value[0].lineTop
            let sorted = pieces.sorted { $0.x < $1.x }
            for (position, piece) in sorted.enumerated() {
                let left = position == 0 ? frame.x - far : frame.x + (sorted[position - 1].x + sorted[position - 1].width + piece.x) / 2
                let right = position == sorted.count - 1 ? frame.x + far
                    : frame.x + (piece.x + piece.width + sorted[position + 1].x) / 2
                shares[FragmentKey(piece)] = Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
            }
        }
        return shares
    }

    /// A skeleton: a rounded bar over each line, as long as the line's text and two thirds of
    /// its height, in the text's colour at a fifth of its strength.
    private func paintPlaceholder(_ paragraph: TextParagraph, color: Color, in frame: Rect, on context: OpaquePointer) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha * 0.2)
        for line in engine.lineBoxes(paragraph, width: .definite(frame.width)) where line.width > 0 {
            let height = line.height * 2 / 3
            let bar = Rect(x: frame.x + line.x, y: frame.y + line.y + (line.height - height) / 2, width: line.width, height: height)
            addPath(RoundedRect(rect: bar, radii: CornerRadii(min(4, height / 2))), to: context)
        }
        cairo_fill(context)
    }

    /// The glyphs drawn into an A8 mask, blurred with the box shadows' Gaussian (σ is half
    /// the blur, as in CSS), and painted in the shadow's colour.
    private func paintShadow(_ shadow: Shadow, of paragraph: TextParagraph, in frame: Rect, on context: OpaquePointer) throws(RenderError) {
        let color = shadow.color
        let sigma = shadow.blur / 2
        let x = frame.x + shadow.offset.x, y = frame.y + shadow.offset.y
        var unitX = 1.0, unitY = 0.0
        cairo_user_to_device_distance(context, &unitX, &unitY)
        var resolution = max((unitX * unitX + unitY * unitY).squareRoot(), 1e-3)
        guard sigma * resolution >= 0.5 else {
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
            engine.draw(paragraph, width: frame.width, x: x, y: y, on: context, monochrome: true)
            return
        }
        let height = engine.measure(paragraph, width: .definite(frame.width)).height
        // Glyphs may reach past the layout box (italics, tall accents): leave an em around it.
        let bounds = Rect(x: x, y: y, width: frame.width, height: height).outset(by: 3 * sigma + paragraph.size)
        let area = bounds.width * bounds.height * resolution * resolution
        if area > Self.maximumMaskPixels { resolution *= (Self.maximumMaskPixels / area).squareRoot() }
        let maskWidth = Int((bounds.width * resolution).rounded(.up)), maskHeight = Int((bounds.height * resolution).rounded(.up))
        guard maskWidth > 0, maskHeight > 0 else { return }
        let mask = try ImageSurface.make(CAIRO_FORMAT_A8, width: maskWidth, height: maskHeight)
        defer { cairo_surface_destroy(mask) }
        let maskContext = cairo_create(mask)!
        cairo_scale(maskContext, resolution, resolution)
        cairo_translate(maskContext, -bounds.x, -bounds.y)
        cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
        engine.draw(paragraph, width: frame.width, x: x, y: y, on: maskContext, monochrome: true)
        let status = cairo_status(maskContext)
        cairo_destroy(maskContext)
        try CairoStatus.check(status)
        cairo_surface_flush(mask)
        GaussianBlur.blur(cairo_image_surface_get_data(mask)!, width: maskWidth, height: maskHeight,
                          stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma * resolution)
        cairo_surface_mark_dirty(mask)
        cairo_surface_set_device_scale(mask, resolution, resolution)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(context, mask, bounds.x, bounds.y)
    }
}
