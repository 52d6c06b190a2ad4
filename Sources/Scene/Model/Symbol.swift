/// A built-in glyph, drawn by the renderer as vector paths rather than taken from a font,
/// so that it looks the same on every machine.
public enum Symbol: String, Sendable, Hashable, CaseIterable {
    case checkmark, xmark, exclamationmark, info, pencil
}

/// What an `icon` node draws: a built-in glyph in one colour, fitted to its content box.
public struct IconContent: Sendable, Hashable {
    public var symbol: Symbol
    public var color: Color

    /// Creates icon content; glyphs are black unless coloured.
    public init(symbol: Symbol, color: Color = Color(red8: 0, green8: 0, blue8: 0)) {
        self.symbol = symbol
        self.color = color
    }
}
