/// A stroke drawn inside a box's edge, as CSS draws a border with `box-sizing: border-box`:
/// the same on every side, or each side its own width and colour.
public struct Border: Sendable, Equatable, Hashable {
    /// Each side's width and colour.
    public var sides: Edges<BorderSide>
    /// Alternating dash and gap lengths in points; empty for a solid line. Only a border
    /// that is the same on every side is dashed.
    public var dash: [Double]

    /// Creates a border the same on every side.
    public init(width: Double, color: Color, dash: [Double] = []) {
        sides = Edges(BorderSide(width: width, color: color))
        self.dash = dash
    }

    /// Creates a border whose sides differ, solid.
    public init(sides: Edges<BorderSide>) {
        self.sides = sides
        dash = []
    }

    /// The side every side is the same as, or `nil` when they differ.
    public var uniform: BorderSide? {
        let top = sides.top
        return sides.right == top && sides.bottom == top && sides.left == top ? top : nil
    }

    /// Whether any side draws something: some width in a colour that is not transparent.
    public var isVisible: Bool {
        [sides.top, sides.right, sides.bottom, sides.left].contains { $0.width > 0 && $0.color.alpha8 > 0 }
    }

    /// Each side's width.
    public var widths: Edges<Double> {
        Edges(top: sides.top.width, right: sides.right.width, bottom: sides.bottom.width, left: sides.left.width)
    }
}

/// One side of a border.
public struct BorderSide: Sendable, Equatable, Hashable {
    /// Thickness in points; zero draws nothing on that side.
    public var width: Double
    public var color: Color

    /// Creates a side.
    public init(width: Double, color: Color) {
        self.width = width
        self.color = color
    }
}
