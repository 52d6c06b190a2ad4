/// A point in the scene's coordinate space, in points.
public struct Point: Sendable, Equatable, Hashable {
    public var x: Double
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

/// A width and height, in points.
public struct Size: Sendable, Equatable, Hashable {
    public var width: Double
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle, in points.
public struct Rect: Sendable, Equatable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// Creates a rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }

    /// The rectangle grown by `amount` on every side (shrunk when negative, never below zero size).
    public func outset(by amount: Double) -> Rect {
        let width = max(0, self.width + 2 * amount)
        let height = max(0, self.height + 2 * amount)
        return Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let minX = min(self.minX, other.minX), minY = min(self.minY, other.minY)
        return Rect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }

    /// The rectangle moved by an offset.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The part both cover, or `nil` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let minX = max(self.minX, other.minX), minY = max(self.minY, other.minY)
        let maxX = min(self.maxX, other.maxX), maxY = min(self.maxY, other.maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A point expressed as fractions of a box: (0, 0) is the top-left corner, (1, 1) the bottom-right.
public struct UnitPoint: Sendable, Equatable, Hashable {
    public var x: Double
    public var y: Double

    /// Creates a unit point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The middle of the box, the default anchor for transforms and radial gradients.
    public static let center = UnitPoint(x: 0.5, y: 0.5)

    /// The absolute point this unit point designates inside `rect`.
    public func resolve(in rect: Rect) -> Point {
        Point(x: rect.x + x * rect.width, y: rect.y + y * rect.height)
    }
}
