/// A place in a box as CSS `<position>` gives one (`transform-origin`, `object-position`):
/// on each axis a fraction of a length plus a distance in points, so that `25%`, `12px`
/// and `calc(50% + 12px)` are each one value.
public struct BoxPosition: Sendable, Equatable, Hashable {
    /// The percentage part, as a fraction: 0 is the left or top edge, 1 the right or bottom.
    public var fraction: UnitPoint
    /// The part in points, added to the fraction's.
    public var offset: Point

    /// Creates a position.
    public init(fraction: UnitPoint = .center, offset: Point = .zero) {
        self.fraction = fraction
        self.offset = offset
    }

    /// The middle of the box.
    public static let center = BoxPosition()

    /// The point this position names in `rect`, percentages being of its size, as
    /// `transform-origin` reads them.
    public func resolve(in rect: Rect) -> Point {
        Point(x: rect.x + fraction.x * rect.width + offset.x, y: rect.y + fraction.y * rect.height + offset.y)
    }

    /// Where content of `size` goes in `box`, percentages being of the room left over, as
    /// `object-position` and `background-position` read them: at 100% the content's right
    /// edge meets the box's.
    public func place(_ size: Size, in box: Rect) -> Rect {
        Rect(x: box.x + (box.width - size.width) * fraction.x + offset.x, y: box.y + (box.height - size.height) * fraction.y + offset.y,
             width: size.width, height: size.height)
    }
}
