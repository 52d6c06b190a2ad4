/// A rectangle with rounded corners whose radii already fit the rectangle (CSS clamping).
///
/// Each corner is a quarter ellipse, `radii` across and `verticalRadii` down. A box's own
/// corners are circles; the inside of a border whose sides differ has elliptical ones, as
/// CSS shrinks each axis of a corner by the width of the side across it, so clips and
/// inset shadows there follow the same curve as the border's inner edge.
public struct RoundedRect: Sendable, Equatable, Hashable {
    public var rect: Rect
    /// Each corner's horizontal radius.
    public var radii: CornerRadii
    /// Each corner's vertical radius.
    public var verticalRadii: CornerRadii

    /// Creates a shape with circular corners, scaling the radii down if adjacent corners
    /// would overlap.
    public init(rect: Rect, radii: CornerRadii = .zero) {
        self.init(rect: rect, radii: radii, verticalRadii: radii)
    }

    /// Creates a shape with elliptical corners, scaling every radius down by one factor if
    /// adjacent corners would overlap, as CSS does.
    public init(rect: Rect, radii: CornerRadii, verticalRadii: CornerRadii) {
        self.rect = rect
        let factor = CornerRadii.fittingFactor(horizontal: radii, vertical: verticalRadii, in: Size(width: rect.width, height: rect.height))
        self.radii = radii.scaled(by: factor)
        self.verticalRadii = verticalRadii.scaled(by: factor)
    }

    /// The shape grown by `amount` on every side; corner radii grow with it, as CSS spread does.
    public func outset(by amount: Double) -> RoundedRect {
        RoundedRect(rect: rect.outset(by: amount), radii: radii.adjusted(by: amount), verticalRadii: verticalRadii.adjusted(by: amount))
    }

    /// The shape with each side moved in by its own amount, as a border's widths move its
    /// inner edge: each corner's horizontal radius shrinks by its left or right amount and
    /// its vertical radius by its top or bottom amount, never below 0, CSS's elliptical
    /// inner corner.
    public func inset(by amounts: Edges<Double>) -> RoundedRect {
        let inner = Rect(x: rect.x + amounts.left, y: rect.y + amounts.top,
                         width: max(0, rect.width - amounts.left - amounts.right), height: max(0, rect.height - amounts.top - amounts.bottom))
        let horizontal = CornerRadii(topLeft: max(0, radii.topLeft - amounts.left), topRight: max(0, radii.topRight - amounts.right),
                                     bottomRight: max(0, radii.bottomRight - amounts.right), bottomLeft: max(0, radii.bottomLeft - amounts.left))
        let vertical = CornerRadii(topLeft: max(0, verticalRadii.topLeft - amounts.top), topRight: max(0, verticalRadii.topRight - amounts.top),
                                   bottomRight: max(0, verticalRadii.bottomRight - amounts.bottom), bottomLeft: max(0, verticalRadii.bottomLeft - amounts.bottom))
        return RoundedRect(rect: inner, radii: horizontal, verticalRadii: vertical)
    }

    /// The shape moved by an offset.
    public func offsetBy(dx: Double, dy: Double) -> RoundedRect {
        RoundedRect(rect: rect.offsetBy(dx: dx, dy: dy), radii: radii, verticalRadii: verticalRadii)
    }

    /// The same corners on another rectangle, refitted to it.
    public func with(rect: Rect) -> RoundedRect {
        RoundedRect(rect: rect, radii: radii, verticalRadii: verticalRadii)
    }

    /// The largest circle that fits in `rect`, centred: an image's `circle`.
    public static func circle(in rect: Rect) -> RoundedRect {
        let side = min(rect.width, rect.height)
        let square = Rect(x: rect.center.x - side / 2, y: rect.center.y - side / 2, width: side, height: side)
        return RoundedRect(rect: square, radii: CornerRadii(side / 2))
    }

    /// True when the shape has no area.
    public var isEmpty: Bool { rect.width <= 0 || rect.height <= 0 }
}
