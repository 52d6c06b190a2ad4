import FoundationEssentials

/// A font to register: the bytes of a TTF, OTF, TTC, WOFF or WOFF2 file, and optionally
/// the family, weight and slant its faces are registered under instead of those the file
/// names, so that text can ask for a brand font by the name a design system gives it.
public struct FontResource: Sendable, Hashable {
    public var data: Data
    /// Replaces the family name of every face in the file.
    public var family: String?
    /// Replaces the faces' weight, 1 to 1000 as CSS counts (400 regular, 700 bold).
    public var weight: Int?
    /// Replaces the faces' slant: italic, or upright.
    public var italic: Bool?

    /// Creates a font to register.
    public init(data: Data, family: String? = nil, weight: Int? = nil, italic: Bool? = nil) {
        self.data = data
        self.family = family
        self.weight = weight
        self.italic = italic
    }
}
