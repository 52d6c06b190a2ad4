import CCairo
import FoundationEssentials
import Scene

/// A filtered copy of what lies behind a node: CSS `backdrop-filter`.
///
/// The copy is taken from the layer the node is drawn onto, which holds what its nearest
/// group (its backdrop root, in CSS's words) has drawn so far; it covers the node's box
/// grown by the filters' reach, with the layer's edge pixels repeated past its edges, and
/// is filtered like a layer. Only surfaces with pixels can be read back: on PDF and SVG,
/// `VectorWriter` draws a page with a backdrop as a picture.
final class Backdrop {
    let surface: OpaquePointer
    /// Where the copy's first pixel is, in the device space it was taken from.
    let x: Double, y: Double

    /// Where a copy lies, worked out before any of its pixels are allocated.
    struct Plan {
        /// The copy's first pixel, in the device space it is taken from.
        let x: Double, y: Double
        let width: Int, height: Int

        var pixels: Int { width * height }

        /// The copy behind `shape` on `context`: the shape's visible part grown by the
        /// filters' reach; `nil` when the context has no pixels to read or none of the
        /// shape shows.
        init?(behind shape: RoundedRect, filters: [Filter], on context: OpaquePointer) {
            let target = cairo_get_group_target(context)!
            guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
            var ctm = cairo_matrix_t()
            cairo_get_matrix(context, &ctm)
            let scale = abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx).squareRoot()
            let reachPoints = filters.map(\.reach).reduce(0, +)
            let reach = min(reachPoints.isFinite ? reachPoints * scale : 0, LayerFilters.maximumReachPixels)
            let clip = DeviceBounds.clipExtents(of: context)
            guard let shown = DeviceBounds.of(shape.rect, under: ctm).intersection(clip) else { return nil }
            x = (shown.minX - reach).rounded(.down)
            y = (shown.minY - reach).rounded(.down)
            width = Int((shown.maxX + reach).rounded(.up) - x)
            height = Int((shown.maxY + reach).rounded(.up) - y)
            guard width > 0, height > 0, width <= SceneLimits.maximumSide, height <= SceneLimits.maximumSide else { return nil }
        }
    }

    /// Copies the backdrop `plan` places from `context` and filters it.
    static func capture(_ plan: Plan, filters: [Filter], on context: OpaquePointer) throws(RenderError) -> Backdrop {
        let target = cairo_get_group_target(context)!
        let (x, y, width, height) = (plan.x, plan.y, plan.width, plan.height)
        let backdrop = try Backdrop(width: width, height: height, x: x, y: y)
        let copier = cairo_create(backdrop.surface)!
        defer { cairo_destroy(copier) }
        cairo_set_source_surface(copier, target, -x, -y)
        cairo_pattern_set_extend(cairo_get_source(copier), CAIRO_EXTEND_PAD)
        cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copier)
        try CairoStatus.check(context: copier)
        cairo_surface_flush(backdrop.surface)
        var linear = cairo_matrix_t()
        cairo_get_matrix(context, &linear)
        linear.x0 = 0
        linear.y0 = 0
        LayerFilters(data: cairo_image_surface_get_data(backdrop.surface)!, width: width, height: height,
                     stride: Int(cairo_image_surface_get_stride(backdrop.surface)), linear: linear).apply(filters)
        cairo_surface_mark_dirty(backdrop.surface)
        return backdrop
    }

    private init(width: Int, height: Int, x: Double, y: Double) throws(RenderError) {
        surface = try ImageSurface.make(CAIRO_FORMAT_ARGB32, width: width, height: height)
        self.x = x
        self.y = y
    }

    deinit { cairo_surface_destroy(surface) }

    /// Draws the copy inside `shape` (in `context`'s user space), replacing what is there.
    /// - Parameter toDevice: from the device space the copy was taken in to `context`'s.
    func paint(in shape: RoundedRect, on context: OpaquePointer, toDevice: cairo_matrix_t) {
        cairo_save(context)
        addPath(PixelSnapping(context)?.snapped(shape) ?? shape, to: context)
        cairo_clip(context)
        var matrix = toDevice
        cairo_set_matrix(context, &matrix)
        cairo_set_source_surface(context, surface, x, y)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_restore(context)
    }
}
