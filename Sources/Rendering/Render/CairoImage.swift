import CCairo
import Scene

/// An ARGB32 Cairo image surface that this value owns and destroys.
///
/// Pixels are premultiplied, native-endian `0xAARRGGBB` words, the layout every encoder and
/// the golden comparator read.
final class CairoImage {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// Allocates a transparent surface; fails with Cairo's status if it cannot.
    init(width: Int, height: Int) throws(RenderError) {
        surface = try ImageSurface.make(CAIRO_FORMAT_ARGB32, width: width, height: height)
        self.width = width
        self.height = height
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Runs `body` with the pixel bytes, after flushing Cairo's pending drawing.
    func withPixels<T>(_ body: (UnsafePointer<UInt8>, _ stride: Int) throws -> T) rethrows -> T {
        cairo_surface_flush(surface)
        return try body(UnsafePointer(cairo_image_surface_get_data(surface)!), stride)
    }

    /// Runs `body` with pixel bytes an encoder may write over when told the image is not
    /// read again, then tells Cairo they changed.
    func withPixelsToOverwrite<T>(_ body: (UnsafeMutablePointer<UInt8>, _ stride: Int) throws -> T) rethrows -> T {
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        return try body(cairo_image_surface_get_data(surface)!, stride)
    }

    /// Runs `body` with writable pixel bytes, then tells Cairo they changed.
    func withMutablePixels(_ body: (UnsafeMutableRawPointer, _ stride: Int) -> Void) {
        cairo_surface_flush(surface)
        body(UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!), stride)
        cairo_surface_mark_dirty(surface)
    }

    /// A copy of the pixels as a `Bitmap`.
    func bitmap() -> Bitmap {
        withPixels { data, stride in
            var words = [UInt32](repeating: 0, count: width * height)
            words.withUnsafeMutableBytes { destination in
                for row in 0..<height {
                    let target = destination.baseAddress! + row * width * 4
                    target.copyMemory(from: data + row * stride, byteCount: width * 4)
                }
            }
            return Bitmap(width: width, height: height, premultipliedARGB: words)
        }
    }
}
