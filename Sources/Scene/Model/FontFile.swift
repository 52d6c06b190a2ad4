/// One entry of a scene's `fonts`: a font file (TTF, OTF, TTC, WOFF or WOFF2) and,
/// optionally, the family, weight and style that labels ask for it by, whatever names the
/// file gives itself.
public struct FontFile: Sendable, Hashable {
    public var source: Source
    /// The family the font is registered under instead of its own: one name, not generic.
    public var family: String?
    /// The weight its faces are registered with instead of their own, 1 to 1000.
    public var weight: Int?
    /// The slant its faces are registered with instead of their own.
    public var italic: Bool?

    /// Where a font's bytes come from.
    public enum Source: Sendable, Hashable {
        /// A path relative to the asset folder.
        case file(String)
        /// The bytes themselves: from a `data:` URI, or handed over through the Swift API.
        case bytes([UInt8])
        /// An `http://` or `https://` URL, fetched only when the renderer allows its host.
        case url(String)
    }

    /// Creates an entry; without `family`, `weight` and `italic` the font is used by the
    /// names inside it.
    public init(_ source: Source, family: String? = nil, weight: Int? = nil, italic: Bool? = nil) {
        self.source = source
        self.family = family
        self.weight = weight
        self.italic = italic
    }
}

extension FontFile: ExpressibleByStringLiteral {
    /// A font file by its path in the asset folder, as `"fonts": ["fonts/Inter.ttf"]`
    /// writes it.
    public init(stringLiteral path: String) {
        self.init(.file(path))
    }
}
