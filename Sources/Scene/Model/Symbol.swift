/// A glyph an icon draws, by name: one of the five built-in glyphs, or one of Google's
/// Material Icons (`docs/icons.md` lists the names).
///
/// The built-in glyphs are drawn by the renderer as vector paths, so they look the same on
/// every machine; the components use them. Material icons come from the icon font the
/// set-up installs, and a name shared with a built-in glyph (`info`) means the built-in one.
public struct Symbol: Sendable, Hashable, RawRepresentable, CaseIterable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    /// The symbol of that name, or `nil` when no glyph has it.
    public init?(rawValue: String) {
        guard Self.builtInNames.contains(rawValue) || Self.materialCodePoints[rawValue] != nil else { return nil }
        self.rawValue = rawValue
    }

    private init(builtIn name: String) {
        rawValue = name
    }

    public static let checkmark = Symbol(builtIn: "checkmark")
    public static let xmark = Symbol(builtIn: "xmark")
    public static let exclamationmark = Symbol(builtIn: "exclamationmark")
    public static let info = Symbol(builtIn: "info")
    public static let pencil = Symbol(builtIn: "pencil")

    /// The glyphs the renderer draws itself.
    public static let builtIn: [Symbol] = [.checkmark, .xmark, .exclamationmark, .info, .pencil]

    /// Every symbol: the built-in glyphs, then the Material icons by name.
    public static let allCases: [Symbol] = builtIn + materialCodePoints.keys.sorted().map(Symbol.init(builtIn:))

    /// The icon's code point in the Material Icons font, or `nil` for a built-in glyph.
    public var materialCodePoint: UInt32? {
        Self.materialCodePoints[rawValue]
    }

    public var description: String { rawValue }

    /// A name written in code, as SwiftUI's `Image(systemName:)` takes one: `Icon("search")`.
    ///
    /// A misspelt literal is a programming error, caught the first time the line runs, so it
    /// stops the program with the nearest name rather than drawing nothing.
    public init(stringLiteral name: String) {
        guard let symbol = Symbol(rawValue: name) else {
            let nearest = NearestKey.suggestion(for: name, among: Self.allCases.map(\.rawValue)).map { "; did you mean \"\($0)\"?" } ?? ""
            preconditionFailure("no icon is named \"\(name)\"\(nearest) (docs/icons.md lists the names)")
        }
        self = symbol
    }

    private static let builtInNames: Set<String> = ["checkmark", "xmark", "exclamationmark", "info", "pencil"]

    /// The generated table, read once.
    private static let materialCodePoints: [String: UInt32] = {
        var table: [String: UInt32] = [:]
        for line in materialTable.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let code = UInt32(fields[1], radix: 16) else { continue }
            table[String(fields[0])] = code
        }
        return table
    }()
}

/// What an `icon` node draws: a glyph in one colour, fitted to its content box.
public struct IconContent: Sendable, Hashable {
    public var symbol: Symbol
    public var color: Color

    /// Creates icon content; glyphs are black unless coloured.
    public init(symbol: Symbol, color: Color = Color(red8: 0, green8: 0, blue8: 0)) {
        self.symbol = symbol
        self.color = color
    }
}
