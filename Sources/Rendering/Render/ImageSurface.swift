import CCairo

/// Makes Cairo image surfaces in one place: Cairo hands back an error surface rather than
/// `nil` when it cannot allocate one, so each is checked at once, and destroyed again if
/// it failed, turning the failure into a `RenderError` without a leak.
enum ImageSurface {
    /// A new transparent surface, which the caller owns and destroys.
    static func make(_ format: cairo_format_t, width: Int, height: Int) throws(RenderError) -> OpaquePointer {
        let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
        do {
            try CairoStatus.check(surface: surface)
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        return surface
    }
}
