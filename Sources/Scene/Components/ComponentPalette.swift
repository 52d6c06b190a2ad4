/// The colours and sizes the components share, after the iOS system palette.
enum ComponentPalette {
    static let white = Color(red8: 255, green8: 255, blue8: 255)
    /// Primary text on light surfaces.
    static let ink = Color(red8: 28, green8: 28, blue8: 30)
    /// Secondary text on light surfaces.
    static let secondaryInk = Color(red8: 99, green8: 99, blue8: 102)
    /// Placeholder text and hairlines.
    static let placeholder = Color(red8: 160, green8: 160, blue8: 166)
    static let hairline = Color(red8: 199, green8: 199, blue8: 204)
    /// The grey of a cancel button.
    static let neutral = Color(red8: 142, green8: 142, blue8: 147)
    /// The colour of the soft shadow under floating surfaces: black at 18 %.
    static let shadow = Color(red8: 0, green8: 0, blue8: 0, alpha8: 46)

    /// A node that covers its parent's padding box, whatever kind the parent is, and takes
    /// no part in its flow.
    static func cover(_ node: Node) -> Node {
        node.absolute(left: .zero, top: .zero, right: .zero, bottom: .zero)
    }

    /// A glyph in a filled circle, as alerts and error states show.
    static func badge(_ symbol: Symbol, color: Color, diameter: Double) -> Node {
        ZStack {
            Icon(symbol, color: white).width(.points(diameter * 0.5))
        }
        .size(width: .points(diameter), height: .points(diameter))
        .cornerRadius(diameter / 2)
        .background(color)
    }
}

extension Color {
    /// The colour with its alpha multiplied by `factor`.
    func withAlpha(_ factor: Double) -> Color {
        Color(red8: red8, green8: green8, blue8: blue8, alpha8: UInt8((Double(alpha8) * factor).rounded()))
    }
}
