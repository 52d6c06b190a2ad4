import CCairo
import FoundationEssentials
import Scene

extension Bitmap {
    /// Decodes a PNG, JPEG or WebP file with the decoders a scene's pictures go through, so
    /// that a reference written in any raster format the renderer writes can be compared.
    ///
    /// The format comes from the bytes, never from a name. A JPEG is turned upright by its
    /// EXIF orientation, as it is shown; an animated WebP gives its first frame. GIF is
    /// refused: the renderer writes it only for animations, in 256 colours a frame.
    /// - Parameter maximumPixels: the largest image accepted, checked from its header before
    ///   a pixel is allocated.
    /// - Throws: `BitmapDecodingError` saying whether the bytes are another format, damaged,
    ///   or too large.
    public init(imageData data: Data, maximumPixels: Int = SceneLimits().maximumPixels) throws(BitmapDecodingError) {
        let bytes = [UInt8](data)
        guard let format = ImageDecoder.sniff(bytes) else { throw .unsupported(format: nil) }
        switch format {
        case .png, .jpeg, .webp: break
        case .gif, .svg: throw .unsupported(format: format.rawValue)
        }
        let decoded: DecodedImage
        do {
            decoded = try ImageDecoder.decode(bytes, maximumPixels: maximumPixels)
        } catch {
            switch error {
            case .tooLarge(let message): throw .tooLarge(message)
            case .corrupt(let reason), .unsupported(let reason): throw .damaged(format: format.rawValue, reason: reason)
            }
        }
        // Painted onto a surface of this layout: Cairo reads an opaque PNG as RGB24, whose
        // fourth byte is undefined.
        let image: CairoImage
        do {
            image = try CairoImage(width: decoded.width, height: decoded.height)
        } catch {
            throw .tooLarge("there is not enough memory for a \(decoded.width) × \(decoded.height) image")
        }
        let context = cairo_create(image.surface)!
        defer { cairo_destroy(context) }
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(context, decoded.surface, 0, 0)
        cairo_paint(context)
        do {
            try CairoStatus.check(context: context)
        } catch {
            throw .tooLarge("the \(decoded.width) × \(decoded.height) image could not be copied: \(error)")
        }
        self = image.bitmap()
    }
}
