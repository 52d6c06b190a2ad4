/// A stroke drawn inside a box's edge, as CSS draws a border with `box-sizing: border-box`.
public struct Border: Sendable, Equatable, Hashable {
    /// Thickness in points, greater than zero.
    public var width: Double
    public var color: Color
    /// Alternating dash and gap lengths in points; empty for a solid line.
    public var dash: [Double]

    /// Creates a border.
    public init(width: Double, color: Color, dash: [Double] = []) {
        self.width = width
        self.color = color
        self.dash = dash
    }
}
