import CCairo
import Scene

/// An 8-bit alpha surface that a shadow or glow is built in: shapes are filled into it or
/// cut out of it with Cairo, and its bytes are blurred and scaled in place.
final class A8Mask {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    init(width: Int, height: Int) throws(RenderError) {
        surface = try ImageSurface.make(CAIRO_FORMAT_A8, width: width, height: height)
        self.width = width
        self.height = height
    }

    deinit { cairo_surface_destroy(surface) }

    /// The first byte of the first row; Cairo's pending drawing is finished first.
    var data: UnsafeMutablePointer<UInt8> {
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface)!
    }

    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Fills `shape` opaque, in the coordinates `place` sets up on a fresh context.
    func fill(_ shape: RoundedRect, placed place: (OpaquePointer) -> Void) throws(RenderError) {
        try draw(shape, operator: CAIRO_OPERATOR_OVER, placed: place)
    }

    /// Clears the mask inside `shape`, anti-aliased at its edge, as a clip to the outside of
    /// the shape would.
    func cutOut(_ shape: RoundedRect, placed place: (OpaquePointer) -> Void) throws(RenderError) {
        try draw(shape, operator: CAIRO_OPERATOR_DEST_OUT, placed: place)
    }

    private func draw(_ shape: RoundedRect, operator op: cairo_operator_t, placed place: (OpaquePointer) -> Void) throws(RenderError) {
        cairo_surface_mark_dirty(surface)
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        place(context)
        cairo_set_operator(context, op)
        addPath(shape, to: context)
        cairo_fill(context)
        try CairoStatus.check(context: context)
        cairo_surface_flush(surface)
    }
}
