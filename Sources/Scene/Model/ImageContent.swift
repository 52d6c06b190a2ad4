/// What an `image` shows and how it fits its box. Decoding belongs to the rendering side;
/// the scene only names the picture.
public struct ImageContent: Sendable, Hashable {
    public var source: ImageSource
    public var contentMode: ContentMode
    /// Recolours the image, keeping its alpha: for template icons.
    public var tint: Color?
    /// Cuts the image (and its box) to the largest circle that fits, as `roundedIntoCircle()`.
    public var circle: Bool
    /// A picture drawn with this one while a cross-dissolve or flip is under way, set by
    /// `Scene.at(time:)`: the two are mixed, `previousWeight` of it to the rest of `source`.
    public var previous: ImageSource?
    public var previousWeight: Double = 0
    /// Where the picture sits in its box, as CSS `object-position`, in place of the place
    /// its content mode names (the centre, or an edge or corner); `nil` keeps that. A
    /// stretched picture (`fill`) covers the box wherever it is placed.
    public var position: BoxPosition?

    /// Creates an image's content; it is stretched to its box unless told otherwise.
    public init(source: ImageSource, contentMode: ContentMode = .fill, tint: Color? = nil, circle: Bool = false) {
        self.source = source
        self.contentMode = contentMode
        self.tint = tint
        self.circle = circle
    }
}

/// Where an image's bytes come from.
public enum ImageSource: Sendable, Hashable {
    /// A path relative to the asset folder.
    case file(String)
    /// The bytes themselves: from a `data:` URI, or handed over through the Swift API.
    case bytes([UInt8])
    /// An `http://` or `https://` URL, fetched only when the renderer allows its host.
    case url(String)

    /// Reads a picture reference as scenes write it: a `data:` URI becomes its bytes (`nil`
    /// when it is malformed), an `http://` or `https://` URL stays a URL, anything else is a
    /// path.
    public static func parsing(_ text: String) -> ImageSource? {
        if text.hasPrefix("data:") { return DataURI.bytes(of: text).map(ImageSource.bytes) }
        if RemoteReference.isURL(text) { return .url(text) }
        return .file(text)
    }
}

/// Tells URLs from paths in picture references.
public enum RemoteReference {
    /// The longest URL a scene may name.
    public static let maximumLength = 8192

    /// Whether `text` starts with `http://` or `https://`, in any case.
    public static func isURL(_ text: String) -> Bool {
        let prefix = text.prefix(8).lowercased()
        return prefix.hasPrefix("http://") || prefix.hasPrefix("https://")
    }
}

/// `contentMode`: how an image fits its box, as UIKit's content modes do.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// Stretched to the box (`reSize(to:)`).
    case fill
    /// Scaled to fit inside the box, keeping its proportions (`toFit`).
    case aspectFit
    /// Scaled to cover the box, keeping its proportions, and cropped around its centre
    /// (`toFill`).
    case aspectFill
    /// Not scaled; placed as named.
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}
