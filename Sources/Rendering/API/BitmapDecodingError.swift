/// Why image bytes could not be read as a `Bitmap` by `Bitmap(imageData:)`.
public enum BitmapDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not a PNG, JPEG or WebP image. `format` names what they are when the
    /// renderer can tell (`GIF`, `SVG`), as a picture in a scene may be either.
    case unsupported(format: String?)
    /// The bytes begin as a `format` image, but its decoder could not read them.
    case damaged(format: String, reason: String)
    /// The image has more pixels than allowed, or than memory holds.
    case tooLarge(String)

    public var description: String {
        switch self {
        case .unsupported(let format?): "the data is in \(format) format, not PNG, JPEG or WebP"
        case .unsupported(nil): "the data is not a PNG, JPEG or WebP image"
        case .damaged(let format, let reason): "the \(format) image is damaged or unsupported: \(reason)"
        case .tooLarge(let message): message
        }
    }
}
