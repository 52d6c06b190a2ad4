import CCairo
import CCodecs
import Scene

/// Turns image bytes into pixels with the field's libraries: Cairo's libpng reader, libjpeg-
/// turbo, libwebp, giflib (first frame) and librsvg (screened first; see `VectorImage`). The format comes from the bytes, never from a file name.
///
/// Every image's size is read from its header first, so a decompression bomb is refused
/// before a pixel is allocated.
enum ImageDecoder {
    enum Format: String {
        case png = "PNG", jpeg = "JPEG", webp = "WebP", gif = "GIF", svg = "SVG"
    }

    /// The format the bytes begin with.
    static func sniff(_ bytes: [UInt8]) -> Format? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        let head = String(decoding: bytes.prefix(512), as: UTF8.self)
        if head.contains("<svg") { return .svg }
        return nil
    }

    /// The picture's size in pixels, read from its header.
    static func size(of bytes: [UInt8], format: Format, maximumPixels: Int = SceneLimits().maximumPixels) throws(ImageError) -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        var error = [CChar](repeating: 0, count: Int(CCODECS_ERROR_SIZE))
        switch format {
        case .png:
            // IHDR is the first chunk: width and height are big-endian at bytes 16 and 20.
            guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { throw .corrupt("the PNG header is missing or corrupt") }
            func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (word(16), word(20))
        case .jpeg:
            guard ccodecs_jpeg_size(bytes, bytes.count, 8, &width, &height, &error) == 0 else { throw .corrupt(text(error)) }
            // The size as shown: a camera's portrait photo is stored on its side.
            if ExifOrientation.swapsAxes(ExifOrientation.value(in: bytes)) { swap(&width, &height) }
        case .webp:
            guard ccodecs_webp_size(bytes, bytes.count, &width, &height, &error) == 0 else { throw .corrupt(text(error)) }
        case .gif:
            guard ccodecs_gif_size(bytes, bytes.count, &width, &height, &error) == 0 else { throw .corrupt(text(error)) }
        case .svg:
            let handle = try VectorImage.parse(bytes, maximumPixels: maximumPixels).get()
            defer { ccodecs_svg_free(handle) }
            return VectorImage.size(of: handle)
        }
        return (Int(width), Int(height))
    }

    /// Decodes the bytes. A JPEG decodes at `eighths` of its size in the DCT, which the
    /// caller works out once with `jpegEighths` (through `KnownPicture.eighths(for:)`, so that
    /// the cache key and the picture budget agree with the decode); other formats decode whole.
    static func decode(_ bytes: [UInt8], maximumPixels: Int, eighths: Int = 8) throws(ImageError) -> DecodedImage {
        guard let format = sniff(bytes) else { throw .corrupt("the data is not an image this renderer reads (PNG, JPEG, WebP, GIF or SVG)") }
        let size = try Self.size(of: bytes, format: format, maximumPixels: maximumPixels)
        guard size.width > 0, size.height > 0 else { throw .corrupt("the \(format.rawValue) image has no pixels") }
        guard size.width <= 32767, size.height <= 32767, size.width * size.height <= maximumPixels else {
            throw .tooLarge("the \(format.rawValue) image is \(size.width) × \(size.height) pixels; images may have at most \(maximumPixels) pixels")
        }
        switch format {
        case .png: return try decodePNG(bytes, size: size)
        case .jpeg: return try decodeJPEG(bytes, size: size, eighths: Int32(eighths))
        case .webp: return try decode(bytes, size: size, with: ccodecs_webp_decode)
        case .gif: return try decode(bytes, size: size, with: ccodecs_gif_decode)
        case .svg: return try rasterizeSVG(bytes, size: size)
        }
    }

    private static func surface(width: Int, height: Int) throws(ImageError) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .tooLarge("there is not enough memory for a \(width) × \(height) image")
        }
        return surface
    }

    private static func decodeJPEG(_ bytes: [UInt8], size: (width: Int, height: Int), eighths: Int32) throws(ImageError) -> DecodedImage {
        var width: Int32 = 0, height: Int32 = 0
        var error = [CChar](repeating: 0, count: Int(CCODECS_ERROR_SIZE))
        guard ccodecs_jpeg_size(bytes, bytes.count, eighths, &width, &height, &error) == 0 else { throw .corrupt(text(error)) }
        var surface = try surface(width: Int(width), height: Int(height))
        cairo_surface_flush(surface)
        let status = ccodecs_jpeg_decode(bytes, bytes.count, eighths, cairo_image_surface_get_data(surface), width, height,
                                         cairo_image_surface_get_stride(surface), &error)
        guard status == 0 else {
            cairo_surface_destroy(surface)
            throw .corrupt(text(error))
        }
        cairo_surface_mark_dirty(surface)
        let orientation = ExifOrientation.value(in: bytes)
        if orientation != 1 {
            guard let upright = ExifOrientation.upright(surface, orientation: orientation) else {
                cairo_surface_destroy(surface)
                throw .tooLarge("there is not enough memory to turn the \(width) × \(height) image upright")
            }
            cairo_surface_destroy(surface)
            surface = upright
        }
        return DecodedImage(surface: surface, naturalWidth: size.width, naturalHeight: size.height)
    }

    /// The DCT scale, in eighths of the natural size (1 to 8), that a JPEG decodes at for
    /// `target`: the smallest that still covers it, as libjpeg-turbo rounds sizes up. A scale
    /// this fine also keeps the drawn image within Cairo's bilinear range (a shrink to no
    /// less than 3/4), where a coarser one (halves only) would leave a 0.64× shrink to its
    /// far slower box-filter convolution.
    static func jpegEighths(natural: (width: Int, height: Int), target: (width: Int, height: Int)?) -> Int {
        guard let target, target.width > 0, target.height > 0 else { return 8 }
        func covers(_ eighths: Int) -> Bool {
            (natural.width * eighths + 7) / 8 >= target.width && (natural.height * eighths + 7) / 8 >= target.height
        }
        return (1...8).first(where: covers) ?? 8
    }

    /// The shape every C decoder shares: fill `pixels` (width × height words, rows
    /// `stride` bytes apart) or write a message into `error` and return non-zero.
    private typealias Decoder = (_ bytes: UnsafePointer<UInt8>, _ length: Int, _ pixels: UnsafeMutablePointer<UInt8>,
                                 _ width: Int32, _ height: Int32, _ stride: Int32, _ error: UnsafeMutablePointer<CChar>) -> Int32

    /// Allocates the surface and runs one of the C decoders into it.
    private static func decode(_ bytes: [UInt8], size: (width: Int, height: Int), with decoder: Decoder) throws(ImageError) -> DecodedImage {
        let surface = try surface(width: size.width, height: size.height)
        var error = [CChar](repeating: 0, count: Int(CCODECS_ERROR_SIZE))
        cairo_surface_flush(surface)
        let status = bytes.withUnsafeBufferPointer { buffer in
            error.withUnsafeMutableBufferPointer { message in
                decoder(buffer.baseAddress!, bytes.count, cairo_image_surface_get_data(surface), Int32(size.width), Int32(size.height),
                        cairo_image_surface_get_stride(surface), message.baseAddress!)
            }
        }
        guard status == 0 else {
            cairo_surface_destroy(surface)
            throw .corrupt(text(error))
        }
        cairo_surface_mark_dirty(surface)
        return DecodedImage(surface: surface, naturalWidth: size.width, naturalHeight: size.height)
    }

    /// An SVG as pixels at its own size, for colour analysis; drawing uses its vectors.
    private static func rasterizeSVG(_ bytes: [UInt8], size: (width: Int, height: Int)) throws(ImageError) -> DecodedImage {
        let handle = try VectorImage.parse(bytes).get()
        defer { ccodecs_svg_free(handle) }
        let surface = try surface(width: size.width, height: size.height)
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        do {
            try VectorImage.draw(handle, in: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)), on: context)
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_flush(surface)
        return DecodedImage(surface: surface, naturalWidth: size.width, naturalHeight: size.height)
    }

    private static func decodePNG(_ bytes: [UInt8], size: (width: Int, height: Int)) throws(ImageError) -> DecodedImage {
        let reader = PNGReader(bytes: bytes)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(readPNG, Unmanaged.passUnretained(reader).toOpaque())!
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw .corrupt("the PNG data is truncated or corrupt (\(message))")
        }
        return DecodedImage(surface: surface, naturalWidth: size.width, naturalHeight: size.height)
    }
}

/// A C message buffer as text.
private func text(_ message: [CChar]) -> String {
    message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
}

/// The bytes Cairo's PNG reader pulls from, and how far it has read.
private final class PNGReader {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}

/// Cairo's read callback: copies the next `length` bytes, or fails at the end of the data.
private func readPNG(_ closure: UnsafeMutableRawPointer?, _ data: UnsafeMutablePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let reader = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
    reader.bytes.withUnsafeBufferPointer { buffer in
        data.update(from: buffer.baseAddress! + reader.offset, count: count)
    }
    reader.offset += count
    return CAIRO_STATUS_SUCCESS
}

/// Why an image could not be used.
enum ImageError: Error, Equatable {
    case corrupt(String)
    case tooLarge(String)
    case unsupported(String)

    var message: String {
        switch self {
        case .corrupt(let text), .tooLarge(let text), .unsupported(let text): text
        }
    }
}
