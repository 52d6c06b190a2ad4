import CCairo
import FoundationEssentials
import Scene

/// A layer of pixels that a filtered group is drawn into, so that its filters can work on
/// them: what the group paints, spread by its filters and cut to what can be seen with the
/// content that can reach it, at the parent's pixels (raster output) or at `resolution`
/// pixels per point (PDF and SVG, where the filtered group is then embedded as a picture).
/// A small node's layer is small, however large its parent.
///
/// Unlike a Cairo group, the layer does not keep the parent's clip: CSS applies an
/// ancestor's clip after the filter, and Cairo applies it when the layer is put back.
final class EffectLayer {
    let surface: OpaquePointer
    /// The context the group's items are drawn on.
    let context: OpaquePointer
    /// Where the layer lies and how many pixels it has.
    let plan: Plan

    /// The most pixels one layer may have; a larger one is made at a lower resolution.
    static let maximumPixels = 64_000_000.0

    /// Where a layer lies, worked out before any of its pixels are allocated.
    struct Plan {
        /// Where the layer's first pixel is, in the parent's device space.
        let originX: Double, originY: Double
        /// Layer pixels per parent device unit.
        let resolution: Double
        let width: Int, height: Int

        var pixels: Int { width * height }

        /// The layer for a group on `parent` whose items paint within `content` (its user
        /// space), or nothing when `content` is `nil`.
        /// - Parameter vectorResolution: pixels per point where the parent has no pixels.
        init(over parent: OpaquePointer, content: Rect?, filters: [Filter], vectorResolution: Double) {
            var ctm = cairo_matrix_t()
            cairo_get_matrix(parent, &ctm)
            var resolution = DeviceBounds.drawsUnscaledPixels(parent) ? 1 : max(vectorResolution, 0.01)
            // The spread is worked out in layer pixels, where `LayerFilters` caps the blurs.
            var toPixels = ctm, scaling = cairo_matrix_t()
            cairo_matrix_init_scale(&scaling, resolution, resolution)
            cairo_matrix_multiply(&toPixels, &ctm, &scaling)
            let clip = DeviceBounds.clipExtents(of: parent)
            let visible = Rect(x: clip.x * resolution, y: clip.y * resolution, width: clip.width * resolution, height: clip.height * resolution)
            var area: Rect?
            if let content {
                var linear = toPixels
                linear.x0 = 0
                linear.y0 = 0
                let spread = FilterSpread(of: DeviceBounds.of(content, under: toPixels), through: filters, linear: linear, capped: true, visible: visible)
                // A pixel more on each side for the anti-aliased edges of what is drawn.
                area = spread.extent.outset(by: 1).intersection(spread.window(around: visible))
            }
            let shown = area ?? Rect(x: visible.x, y: visible.y, width: 1, height: 1)
            let minX = (shown.minX / resolution).rounded(.down), minY = (shown.minY / resolution).rounded(.down)
            let spanX = max(1, (shown.maxX / resolution).rounded(.up) - minX), spanY = max(1, (shown.maxY / resolution).rounded(.up) - minY)
            let side = Double(SceneLimits.maximumSide)
            resolution = min(resolution, (EffectLayer.maximumPixels / (spanX * spanY)).squareRoot(), side / spanX, side / spanY)
            width = max(1, Int((spanX * resolution).rounded(.up)))
            height = max(1, Int((spanY * resolution).rounded(.up)))
            originX = minX
            originY = minY
            self.resolution = resolution
        }
    }

    /// Allocates the layer `plan` places on `parent`.
    init(_ plan: Plan, over parent: OpaquePointer) throws(RenderError) {
        self.plan = plan
        surface = try ImageSurface.make(CAIRO_FORMAT_ARGB32, width: plan.width, height: plan.height)
        context = cairo_create(surface)!
        do {
            try CairoStatus.check(context: context)
        } catch {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            throw error
        }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(parent, &ctm)
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
        cairo_matrix_init(&matrix, plan.resolution, 0, 0, plan.resolution, -plan.originX * plan.resolution, -plan.originY * plan.resolution)
        return matrix
    }

    /// Runs `filters` on the layer's pixels.
    func filter(_ filters: [Filter]) {
        cairo_surface_flush(surface)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        LayerFilters(data: cairo_image_surface_get_data(surface)!, width: plan.width, height: plan.height,
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
