import CCairo

/// A decoded picture: a Cairo ARGB32 surface that is never drawn into again, so any number
/// of renders may paint from it at once. `@unchecked Sendable` for that reason alone: after
/// decoding, nothing writes to the surface.
public final class DecodedImage: @unchecked Sendable {
    let surface: OpaquePointer
    /// Decoded pixels, which shrink-on-load can make smaller than the file's.
    public let width: Int
    public let height: Int
    /// The picture's size in the file, in pixels: its natural size in points.
    public let naturalWidth: Int
    public let naturalHeight: Int

    init(surface: OpaquePointer, naturalWidth: Int, naturalHeight: Int) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        self.naturalWidth = naturalWidth
        self.naturalHeight = naturalHeight
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Memory the pixels take, for the cache's budget.
    public var byteCount: Int { Int(cairo_image_surface_get_stride(surface)) * height }
}
