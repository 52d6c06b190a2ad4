import CCairo
import CCodecs
import FoundationEssentials
import Scene

/// The last stage for raster formats: Cairo pixels to file bytes, through libdeflate (PNG),
/// libjpeg-turbo and libwebp.
enum RasterEncoder {
    /// The widest or tallest image libwebp can write.
    static let maximumWebPSide = 16383

    static func encode(_ image: CairoImage, as format: OutputFormat) throws(RenderError) -> Data {
        switch format {
        case .png(let compression):
            let settings = compression.deflateSettings
            return try run("PNG", on: image) { pixels, stride, buffer, error in
                ccodecs_png_deflate_encode(pixels, Int32(image.width), Int32(image.height), Int32(stride), settings.level, settings.filter, buffer, error)
            }
        case .jpeg(let quality, let background):
            let flat = try flatten(image, onto: background)
            return try run("JPEG", on: flat) { pixels, stride, buffer, error in
                ccodecs_jpeg_encode(pixels, Int32(image.width), Int32(image.height), Int32(stride), Int32(min(max(quality, 1), 100)), buffer, error)
            }
        case .webp(let quality, let lossless):
            guard image.width <= maximumWebPSide, image.height <= maximumWebPSide else {
                throw RenderError.unsupported("WebP images can be at most \(maximumWebPSide) pixels wide and high; this one is \(image.width)×\(image.height)")
            }
            return try run("WebP", on: image) { pixels, stride, buffer, error in
                ccodecs_webp_encode(pixels, Int32(image.width), Int32(image.height), Int32(stride), Float(min(max(quality, 0), 100)), lossless ? 1 : 0, buffer, error)
            }
        case .pdf, .svg:
            throw RenderError.unsupported("\(format.name) is a vector format and is not encoded from pixels")
        }
    }

    private static func run(
        _ name: String,
        on image: CairoImage,
        _ encode: (UnsafePointer<UInt8>, Int, UnsafeMutablePointer<ccodecs_buffer>, UnsafeMutablePointer<CChar>) -> Int32
    ) throws(RenderError) -> Data {
        var buffer = ccodecs_buffer()
        var message = [CChar](repeating: 0, count: Int(CCODECS_ERROR_SIZE))
        let status = image.withPixels { pixels, stride in encode(pixels, stride, &buffer, &message) }
        defer { ccodecs_buffer_free(&buffer) }
        guard status == 0 else {
            let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw RenderError.encoding("\(name) encoding failed: \(text)")
        }
        return Data(bytes: buffer.data, count: buffer.length)
    }

    /// The image composited over an opaque colour, for formats without alpha.
    private static func flatten(_ image: CairoImage, onto color: Color) throws(RenderError) -> CairoImage {
        let flat = try CairoImage(width: image.width, height: image.height)
        let context = cairo_create(flat.surface)!
        defer { cairo_destroy(context) }
        cairo_set_source_rgb(context, color.red, color.green, color.blue)
        cairo_paint(context)
        cairo_set_source_surface(context, image.surface, 0, 0)
        cairo_paint(context)
        try CairoStatus.check(context: context)
        return flat
    }
}
