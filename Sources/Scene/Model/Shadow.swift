/// A shadow with CSS `box-shadow` semantics, outer or inset.
///
/// An outer shadow has the box's rounded shape, grown by `spread`, moved by `offset`, and
/// blurred with a Gaussian whose standard deviation is half of `blur`. It is painted only
/// outside the box, so a translucent background does not show the shadow through it.
///
/// An inset shadow is painted inside the padding box (within the border, following its inner
/// rounded edge), over the background and under the border and content: it is what lies
/// outside a hole, the padding box moved by `offset` and shrunk by `spread`, blurred the same
/// way.
public struct Shadow: Sendable, Equatable, Hashable {
    public var color: Color
    /// The CSS blur radius in points (0 for a hard edge).
    public var blur: Double
    public var offset: Point
    /// How far the shape grows (positive) or shrinks (negative) before blurring, in points.
    public var spread: Double
    /// Painted inside the box rather than outside it (CSS `inset`).
    public var inset: Bool

    /// Creates a shadow.
    public init(color: Color, blur: Double = 0, offset: Point = .zero, spread: Double = 0, inset: Bool = false) {
        self.color = color
        self.blur = blur
        self.offset = offset
        self.spread = spread
        self.inset = inset
    }
}
