import CCairo
import Scene

/// Fills shapes with gradients through the `PaintCache`: the gradient, already cut to the
/// shape with its anti-aliased edge, is drawn once and composited from then on. pixman
/// computes a gradient pixel by pixel, and a card's background and glow were a third of
/// its drawing.
struct GradientPainter {
    let paints: PaintCache

    /// Fills `shape`; `false` when the fill is not a gradient or the surface has no pixels,
    /// and the caller fills directly.
    func fill(_ shape: RoundedRect, with fill: Fill, on context: OpaquePointer) -> Bool {
        if case .color = fill { return false }
        return (try? CachedLayer(paints: paints).draw(.fill(fill, shape), covering: shape.rect, on: context) { drawing in
            addPath(shape, to: drawing)
            setSource(fill, in: shape.rect, on: drawing)
            cairo_fill(drawing)
        }) ?? false
    }

    /// Paints a scene's background over the whole surface, as `cairo_paint` does: a canvas
    /// whose pixel size was rounded up has its last, partly covered pixels painted too.
    ///
    /// When layers are not kept, `false`, and the caller paints the canvas directly: the
    /// background is the first thing painted, over transparent pixels, where a composited
    /// layer gives back its own pixels exactly, so a layer would only add a second
    /// canvas-sized surface to the render's peak.
    func paintBackground(_ fill: Fill, canvas: Rect, on context: OpaquePointer) -> Bool {
        if case .color = fill { return false }
        guard paints.keepsLayers else { return false }
        return (try? CachedLayer(paints: paints).draw(.background(fill, canvas), covering: canvas, on: context) { drawing in
            setSource(fill, in: canvas, on: drawing)
            cairo_paint(drawing)
        }) ?? false
    }
}
