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

    /// The shape with each side moved in by its own amount, as a border's widths move its
    /// inner edge: each corner's radius shrinks by the larger of its two sides' amounts,
    /// never below 0, which CSS's elliptical inner corner would keep on one axis only.
    public func inset(by amounts: Edges<Double>) -> RoundedRect {
        let inner = Rect(x: rect.x + amounts.left, y: rect.y + amounts.top,
                         width: max(0, rect.width - amounts.left - amounts.right), height: max(0, rect.height - amounts.top - amounts.bottom))
        func shrink(_ radius: Double, _ horizontal: Double, _ vertical: Double) -> Double { max(0, radius - max(horizontal, vertical)) }
        return RoundedRect(rect: inner, radii: CornerRadii(
            topLeft: shrink(radii.topLeft, amounts.left, amounts.top), topRight: shrink(radii.topRight, amounts.right, amounts.top),
            bottomRight: shrink(radii.bottomRight, amounts.right, amounts.bottom), bottomLeft: shrink(radii.bottomLeft, amounts.left, amounts.bottom)))
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
