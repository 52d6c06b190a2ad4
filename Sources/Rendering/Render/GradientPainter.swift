import CCairo
import Scene

/// Fills shapes with gradients on pixel surfaces through the `PaintCache`: the gradient,
/// already cut to the shape with its anti-aliased edge, is drawn once on the device-pixel
/// grid and composited from then on.
///
/// The stored pixels cover the shape's device-space box within the current clip's extents,
/// and the key holds the fill, the shape, the transform and that box, so a render whose
/// gradient or geometry differs in any way draws its own.
struct GradientPainter {
    let paints: PaintCache

    /// Fills `shape`; `false` when the fill is not a gradient or the surface has no pixels,
    /// and the caller fills directly.
    func fill(_ shape: RoundedRect, with fill: Fill, on context: OpaquePointer) -> Bool {
        if case .color = fill { return false }
        let target = cairo_get_group_target(context)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        var clipX1 = 0.0, clipY1 = 0.0, clipX2 = 0.0, clipY2 = 0.0
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_clip_extents(context, &clipX1, &clipY1, &clipX2, &clipY2)
        cairo_restore(context)
        let bounds = DeviceBounds.of(shape.rect, under: matrix)
        let minX = max(bounds.minX, clipX1).rounded(.down), minY = max(bounds.minY, clipY1).rounded(.down)
        let maxX = min(bounds.maxX, clipX2).rounded(.up), maxY = min(bounds.maxY, clipY2).rounded(.up)
        guard maxX > minX, maxY > minY else { return true }
        let width = Int(maxX - minX), height = Int(maxY - minY)
        let identity = "fill \(fill) \(shape) \(DeviceBounds.describe(matrix)) \(minX),\(minY),\(width),\(height)"
        guard let stored = paints.surface(identity, make: {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            let drawing = cairo_create(surface)!
            defer { cairo_destroy(drawing) }
            cairo_translate(drawing, -minX, -minY)
            var placed = matrix
            cairo_transform(drawing, &placed)
            addPath(shape, to: drawing)
            setSource(fill, in: shape.rect, on: drawing)
            cairo_fill(drawing)
            cairo_surface_flush(surface)
            return surface
        }) else { return false }
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, stored.surface, minX, minY)
        cairo_rectangle(context, minX, minY, Double(width), Double(height))
        cairo_fill(context)
        cairo_restore(context)
        return true
    }
}
