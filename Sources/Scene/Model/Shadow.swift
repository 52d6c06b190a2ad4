/// An outer drop shadow with CSS `box-shadow` semantics.
///
/// The shadow has the box's rounded shape, grown by `spread`, moved by `offset`, and blurred
/// with a Gaussian whose standard deviation is half of `blur`. It is painted only outside the
/// box, so a translucent background does not show the shadow through it.
public struct Shadow: Sendable, Equatable, Hashable {
    public var color: Color
    /// The CSS blur radius in points (0 for a hard edge).
    public var blur: Double
    public var offset: Point
    /// How far the shape grows (positive) or shrinks (negative) before blurring, in points.
    public var spread: Double

    /// Creates a shadow.
    public init(color: Color, blur: Double = 0, offset: Point = .zero, spread: Double = 0) {
        self.color = color
        self.blur = blur
        self.offset = offset
        self.spread = spread
    }
}
