/// A rectangle with circular corners whose radii already fit the rectangle (CSS clamping).
public struct RoundedRect: Sendable, Equatable, Hashable {
    public var rect: Rect
    public var radii: CornerRadii

    /// Creates a shape, scaling the radii down if adjacent corners would overlap.
    public init(rect: Rect, radii: CornerRadii = .zero) {
        self.rect = rect
        self.radii = radii.fitted(to: Size(width: rect.width, height: rect.height))
    }

    /// The shape grown by `amount` on every side; corner radii grow with it, as CSS spread does.
    public func outset(by amount: Double) -> RoundedRect {
        RoundedRect(rect: rect.outset(by: amount), radii: radii.adjusted(by: amount))
    }

    /// The shape moved by an offset.
    public func offsetBy(dx: Double, dy: Double) -> RoundedRect {
        RoundedRect(rect: rect.offsetBy(dx: dx, dy: dy), radii: radii)
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
