import CCairo
import FoundationEssentials
import Scene

extension Bitmap {
    /// Decodes a PNG file with Cairo's reader (libpng), for comparing against references.
    /// - Throws: `RenderError.cairo` when the bytes are not a readable PNG.
    public init(pngData: Data) throws {
        let source = PNGSource(data: pngData)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(readFromSource, Unmanaged.passUnretained(source).toOpaque())!
        }
        defer { cairo_surface_destroy(surface) }
        try CairoStatus.check(surface: surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let image = try CairoImage(width: width, height: height)
        let context = cairo_create(image.surface)!
        defer { cairo_destroy(context) }
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_paint(context)
        try CairoStatus.check(context: context)
        self = image.bitmap()
    }

    /// Encodes the pixels in a raster format, as a render would.
    public func encoded(as format: OutputFormat) throws -> Data {
        let image = try CairoImage(width: width, height: height)
        image.withMutablePixels { data, stride in
            premultipliedARGB.withUnsafeBytes { source in
                for row in 0..<height {
                    (data + row * stride).copyMemory(from: source.baseAddress! + row * width * 4, byteCount: width * 4)
                }
            }
        }
        return try RasterEncoder.encode(image, as: format, overwriting: true)
    }
}

/// The bytes Cairo's PNG reader pulls from.
private final class PNGSource {
    let data: Data
    var offset = 0

    init(data: Data) {
        self.data = data
    }
}

private func readFromSource(_ closure: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
    source.data.copyBytes(to: buffer, from: source.offset..<(source.offset + count))
    source.offset += count
    return CAIRO_STATUS_SUCCESS
}
