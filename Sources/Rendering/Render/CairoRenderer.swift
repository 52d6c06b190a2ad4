import CCairo
import Scene
import TextLayout

/// Draws a display list onto a Cairo context: one `switch` over the item kinds.
///
/// The list's geometry is final, so nothing here looks up scene values or computes layout;
/// raster output only moves box edges onto whole pixels (`PixelSnapping`).
struct CairoRenderer {
    /// Sets labels' text.
    let text: TextEngine
    /// Draws images' pictures.
    let images: ImagePainter
    /// Passed on to shadow masks: pixels per point where the surface has no pixels of its own.
    var minimumShadowResolution: Double = 1
    /// Gradients and shadow masks kept between renders; `nil` draws everything afresh.
    var paints: PaintCache?

    /// Draws `list` in points; the caller has already scaled `base` to its pixel density.
    /// - Returns: warnings about effects left out, such as a filter whose layer would
    ///   take too much memory.
    func draw(_ list: DisplayList, on base: OpaquePointer) throws(RenderError) -> [SceneWarning] {
        let shadows = ShadowPainter(minimumResolution: minimumShadowResolution, paints: paints)
        var compositor = Compositor(base: base, vectorResolution: minimumShadowResolution, images: images)
        let painted = PaintedBounds(list.items, text: TextPainter(engine: text))
        if let background = list.background {
            let context = base
            let canvas = Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)
            if !paintBackgroundFromCache(background, canvas: canvas, on: context) {
                setSource(background, in: canvas, on: context)
                cairo_paint(context)
            }
        }
        for (index, item) in list.items.enumerated() {
            let context = compositor.current
            switch item {
            case .beginTransform(let transform):
                cairo_save(context)
                var matrix = cairoMatrix(transform)
                cairo_transform(context, &matrix)
            case .endTransform, .endClip:
                cairo_restore(context)
            case .beginGroup(let composite):
                try compositor.begin(composite, content: painted.content[index])
            case .endGroup:
                try compositor.end()
            case .beginClip(let shape):
                cairo_save(context)
                addPath(PixelSnapping(context)?.snapped(shape) ?? shape, to: context)
                cairo_clip(context)
            case .shadow(var shadow):
                if let snapping = PixelSnapping(context) {
                    shadow.shape = snapping.snapped(shadow.shape)
                    shadow.box = snapping.snapped(shadow.box)
                }
                try shadows.paint(shadow, on: context)
            case .fill(var shape, let fill):
                if let snapping = PixelSnapping(context) { shape = snapping.snapped(shape) }
                guard !fillFromCache(shape, with: fill, on: context) else { break }
                addPath(shape, to: context)
                setSource(fill, in: shape.rect, on: context)
                cairo_fill(context)
            case .border(let border):
                BorderPainter.paint(PixelSnapping(context)?.snapped(border) ?? border, on: context)
            case .debugOutline(let rect):
                drawOutline(rect, on: context)
            case .text(let item):
                try TextPainter(engine: text).paint(item, on: context)
            case .image(let item):
                try images.paint(item, on: context)
            case .icon(let box, let icon):
                if let codePoint = icon.symbol.materialCodePoint {
                    try IconFont.material.get().paint(codePoint, color: icon.color, in: box, on: context)
                } else {
                    GlyphPainter.paint(icon, in: box, on: context)
                }
            case .progress(let box, let progress):
                GlyphPainter.paint(progress, in: box, on: context)
            }
            try CairoStatus.check(context: compositor.current)
        }
        return compositor.warnings
    }

    /// Draws `list` into a new image surface at `scale` pixels per point.
    /// - Returns: the image, and the warnings `draw` gave.
    func image(of list: DisplayList, scale: Double) throws(RenderError) -> (image: CairoImage, warnings: [SceneWarning]) {
        let size = SceneLimits.pixelSize(width: list.size.width, height: list.size.height, scale: scale)
        let image = try CairoImage(width: size.width, height: size.height)
        let context = cairo_create(image.surface)!
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        let warnings = try draw(list, on: context)
        try CairoStatus.check(context: context)
        return (image, warnings)
    }

    private func paintBackgroundFromCache(_ fill: Fill, canvas: Rect, on context: OpaquePointer) -> Bool {
        guard let paints else { return false }
        return GradientPainter(paints: paints).paintBackground(fill, canvas: canvas, on: context)
    }

    private func fillFromCache(_ shape: RoundedRect, with fill: Fill, on context: OpaquePointer) -> Bool {
        guard let paints else { return false }
        return GradientPainter(paints: paints).fill(shape, with: fill, on: context)
    }

    /// A one-device-pixel magenta outline just inside the frame.
    private func drawOutline(_ rect: Rect, on context: OpaquePointer) {
        cairo_save(context)
        var width = 1.0
        var unused = 0.0
        cairo_device_to_user_distance(context, &width, &unused)
        let line = max(abs(width), 1e-3)
        cairo_set_line_width(context, line)
        cairo_set_source_rgba(context, 1, 0, 1, 0.85)
        cairo_rectangle(context, rect.x + line / 2, rect.y + line / 2, max(0, rect.width - line), max(0, rect.height - line))
        cairo_stroke(context)
        cairo_restore(context)
    }
}
