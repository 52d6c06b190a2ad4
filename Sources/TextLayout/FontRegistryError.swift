/// Fontconfig refused to build a configuration, or one of the fonts given is not a font
/// the renderer can use.
public struct FontRegistryError: Error, Sendable, CustomStringConvertible {
    /// The position, in the list of fonts given, of the one that cannot be used; `nil` when
    /// the configuration itself failed.
    public let fontIndex: Int?
    /// Why, such as `a WOFF table lies outside the file`.
    public let reason: String
    /// What the list of fonts is called in messages, such as `fontData`.
    public let list: String

    /// Creates an error; with `fontIndex`, about that font of `list`.
    public init(fontIndex: Int? = nil, reason: String, list: String = "fonts") {
        self.fontIndex = fontIndex
        self.reason = reason
        self.list = list
    }

    public var description: String {
        guard let fontIndex else { return reason }
        return "\(list)[\(fontIndex)] is not a font this renderer reads: \(reason)"
    }
}
