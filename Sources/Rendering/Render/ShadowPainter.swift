import CCairo
import Foundation
import Scene

/// Paints a blurred shadow: the shape is drawn into an 8-bit mask at device resolution,
/// blurred, and used as a mask for the shadow colour, clipped to outside the casting box.
///
/// The mask covers only the part of the shadow that can reach the visible area, and its
/// resolution is capped, so a huge shape or an extreme transform cannot allocate a huge mask.
struct ShadowPainter {
    /// Pixels per point for masks on surfaces with no pixels of their own (PDF, SVG).
    var minimumResolution: Double
    /// The most pixels one shadow mask may have.
    var maximumMaskPixels = 16_000_000
    /// The widest blur, in mask pixels, computed at full resolution.
    var maximumSigmaPixels = 8.0

    func paint(_ shadow: ShadowItem, on context: OpaquePointer) throws(RenderError) {
        cairo_save(context)
        defer { cairo_restore(context) }
        clipOutside(shadow.box, around: shadow.shape.rect.outset(by: 3 * shadow.sigma + 2), on: context)
        cairo_set_source_rgba(context, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)

        let resolution = max(deviceScale(of: context), minimumResolution)
        // A wide blur has no detail to lose: past `maximumSigmaPixels` the mask is made at a
        // lower resolution and Cairo's bilinear filter scales it up, which looks the same
        // and costs a fraction of the pixels.
        let maskResolution = min(resolution, maximumSigmaPixels / max(shadow.sigma, 1e-9))
        guard shadow.sigma * resolution >= 0.5 else {
            addPath(shadow.shape, to: context)
            cairo_fill(context)
            return
        }
        guard var bounds = visibleBounds(of: shadow, on: context) else { return }
        var pixelScale = maskResolution
        let area = bounds.width * bounds.height * pixelScale * pixelScale
        if area > Double(maximumMaskPixels) {
            pixelScale *= (Double(maximumMaskPixels) / area).squareRoot()
        }
        let maskWidth = Int((bounds.width * pixelScale).rounded(.up))
        let maskHeight = Int((bounds.height * pixelScale).rounded(.up))
        guard maskWidth > 0, maskHeight > 0 else { return }
        bounds.width = Double(maskWidth) / pixelScale
        bounds.height = Double(maskHeight) / pixelScale

        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(maskWidth), Int32(maskHeight))!
        defer { cairo_surface_destroy(mask) }
        try CairoStatus.check(surface: mask)
        let maskContext = cairo_create(mask)!
        cairo_scale(maskContext, pixelScale, pixelScale)
        cairo_translate(maskContext, -bounds.x, -bounds.y)
        addPath(shadow.shape, to: maskContext)
        cairo_fill(maskContext)
        let status = cairo_status(maskContext)
        cairo_destroy(maskContext)
        try CairoStatus.check(status)

        cairo_surface_flush(mask)
        GaussianBlur.blur(cairo_image_surface_get_data(mask)!, width: maskWidth, height: maskHeight, stride: Int(cairo_image_surface_get_stride(mask)), sigma: shadow.sigma * pixelScale)
        cairo_surface_mark_dirty(mask)
        cairo_surface_set_device_scale(mask, pixelScale, pixelScale)
        cairo_mask_surface(context, mask, bounds.x, bounds.y)
    }

    /// Restricts drawing to outside `box` (CSS paints outer shadows only there).
    private func clipOutside(_ box: RoundedRect, around area: Rect, on context: OpaquePointer) {
        let outer = Rect(
            x: min(area.minX, box.rect.minX) - 1, y: min(area.minY, box.rect.minY) - 1,
            width: max(area.maxX, box.rect.maxX) - min(area.minX, box.rect.minX) + 2,
            height: max(area.maxY, box.rect.maxY) - min(area.minY, box.rect.minY) + 2
        )
        cairo_rectangle(context, outer.x, outer.y, outer.width, outer.height)
        addPath(box, to: context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    }

    /// The blurred shadow's extent, cut to the visible area grown by the blur's reach (so
    /// that the blur near the edge still sees what lies just outside it); `nil` if none shows.
    private func visibleBounds(of shadow: ShadowItem, on context: OpaquePointer) -> Rect? {
        let reach = 3 * shadow.sigma
        let full = shadow.shape.rect.outset(by: reach)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        let minX = max(full.minX, x1 - reach), minY = max(full.minY, y1 - reach)
        let maxX = min(full.maxX, x2 + reach), maxY = min(full.maxY, y2 + reach)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX.rounded(.down), y: minY.rounded(.down), width: (maxX - minX.rounded(.down)).rounded(.up), height: (maxY - minY.rounded(.down)).rounded(.up))
    }

    /// How many device pixels one user-space unit spans, along the longer axis.
    private func deviceScale(of context: OpaquePointer) -> Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        return max(hypot(matrix.xx, matrix.yx), hypot(matrix.xy, matrix.yy))
    }
}
