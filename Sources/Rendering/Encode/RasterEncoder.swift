import CCairo
import CCodecs
import FoundationEssentials
import Scene

/// The last stage for raster formats: Cairo pixels to file bytes, through libdeflate (PNG),
/// libjpeg-turbo and libwebp.
enum RasterEncoder {
    /// The widest or tallest image libwebp can write.
    static let maximumWebPSide = 16383

    /// Encodes `image`. With `overwriting`, the caller is done with the image, and the PNG
    /// encoder filters an opaque image's rows over its pixels instead of into a buffer as
    /// large as the image.
    static func encode(_ image: CairoImage, as format: OutputFormat, overwriting: Bool = false) throws(RenderError) -> Data {
        switch format {
        case .png(let compression):
            let settings = compression.deflateSettings
            var buffer = ccodecs_buffer()
            var message = [CChar](repeating: 0, count: Int(CCODECS_ERROR_SIZE))
            let status = image.withPixelsToOverwrite { pixels, stride in
                ccodecs_png_deflate_encode(pixels, Int32(image.width), Int32(image.height), Int32(stride), settings.level, settings.filter,
                                           overwriting ? 1 : 0, &buffer, &message)
            }
            return try result("PNG", status: status, buffer: &buffer, message: message)
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
        return try result(name, status: status, buffer: &buffer, message: message)
    }

    /// The encoded bytes, which the `Data` takes over from the buffer rather than copying,
    /// or the encoder's message as an error.
    private static func result(_ name: String, status: Int32, buffer: inout ccodecs_buffer, message: [CChar]) throws(RenderError) -> Data {
        guard status == 0, let bytes = buffer.data else {
            ccodecs_buffer_free(&buffer)
            let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw RenderError.encoding("\(name) encoding failed: \(text)")
        }
        return Data(bytesNoCopy: bytes, count: buffer.length, deallocator: .free)
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
