import CCairo
import FoundationEssentials
import Scene

/// A layer of pixels that a filtered group is drawn into, so that its filters can work on
/// them: the parent's visible area, grown by the filters' reach, at the parent's pixels
/// (raster output) or at `resolution` pixels per point (PDF and SVG, where the filtered
/// group is then embedded as a picture).
///
/// Unlike a Cairo group, the layer does not keep the parent's clip: CSS applies an
/// ancestor's clip after the filter, and Cairo applies it when the layer is put back.
final class EffectLayer {
    let surface: OpaquePointer
    /// The context the group's items are drawn on.
    let context: OpaquePointer
    /// Where the layer's first pixel is, in the parent's device space.
    let originX: Double, originY: Double
    /// Layer pixels per parent device unit.
    let resolution: Double
    let width: Int, height: Int

    /// The most pixels one layer may have; a larger one is made at a lower resolution.
    static let maximumPixels = 64_000_000.0

    /// A layer over what `parent` can show, with `reach` points beyond it on each side.
    /// - Parameter vectorResolution: pixels per point where the parent has no pixels.
    init(over parent: OpaquePointer, reach: Double, vectorResolution: Double) throws(RenderError) {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(parent, &ctm)
        let scale = abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx).squareRoot()
        var resolution = DeviceBounds.drawsUnscaledPixels(parent) ? 1 : max(vectorResolution, 0.01)
        let margin = min(reach.isFinite ? max(reach, 0) * scale : 0, LayerFilters.maximumReachPixels / resolution)
        let clip = DeviceBounds.clipExtents(of: parent)
        let minX = (clip.minX - margin).rounded(.down), minY = (clip.minY - margin).rounded(.down)
        let spanX = max(1, (clip.maxX + margin).rounded(.up) - minX), spanY = max(1, (clip.maxY + margin).rounded(.up) - minY)
        let side = Double(SceneLimits.maximumSide)
        resolution = min(resolution, (Self.maximumPixels / (spanX * spanY)).squareRoot(), side / spanX, side / spanY)
        width = max(1, Int((spanX * resolution).rounded(.up)))
        height = max(1, Int((spanY * resolution).rounded(.up)))
        originX = minX
        originY = minY
        self.resolution = resolution
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        context = cairo_create(surface)!
        do {
            try CairoStatus.check(surface: surface)
            try CairoStatus.check(context: context)
        } catch {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            throw error
        }
        var matrix = ctm
        var toLayer = parentToLayer
        cairo_matrix_multiply(&matrix, &ctm, &toLayer)
        cairo_set_matrix(context, &matrix)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The parent's device space to the layer's pixels.
    var parentToLayer: cairo_matrix_t {
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, resolution, 0, 0, resolution, -originX * resolution, -originY * resolution)
        return matrix
    }

    /// Runs `filters` on the layer's pixels.
    func filter(_ filters: [Filter]) {
        cairo_surface_flush(surface)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        LayerFilters(data: cairo_image_surface_get_data(surface)!, width: width, height: height,
                     stride: Int(cairo_image_surface_get_stride(surface)), linear: matrix).apply(filters)
        cairo_surface_mark_dirty(surface)
    }

    /// The layer as a pattern in the user space `parent` has now.
    func pattern(for parent: OpaquePointer) -> OpaquePointer {
        let pattern = cairo_pattern_create_for_surface(surface)!
        var ctm = cairo_matrix_t()
        cairo_get_matrix(parent, &ctm)
        var matrix = cairo_matrix_t()
        var toLayer = parentToLayer
        cairo_matrix_multiply(&matrix, &ctm, &toLayer)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }
}
