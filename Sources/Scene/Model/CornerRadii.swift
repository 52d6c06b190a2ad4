/// The radius of each corner of a box, in points. Corners are circular arcs.
public struct CornerRadii: Sendable, Equatable, Hashable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    /// Creates radii for each corner.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    public init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Square corners.
    public static let zero = CornerRadii(0)

    /// True when all four corners have the same radius.
    public var isUniform: Bool {
        topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft
    }

    /// True when every corner is square.
    public var isZero: Bool { isUniform && topLeft == 0 }

    /// Every radius changed by `delta`, never below zero; a zero radius stays zero.
    ///
    /// Used to derive the inner edge of a border (negative delta) and a shadow's spread shape.
    public func adjusted(by delta: Double) -> CornerRadii {
        func adjust(_ radius: Double) -> Double { radius > 0 ? max(0, radius + delta) : 0 }
        return CornerRadii(topLeft: adjust(topLeft), topRight: adjust(topRight), bottomRight: adjust(bottomRight), bottomLeft: adjust(bottomLeft))
    }

    /// The radii scaled down, as CSS does, so that adjacent corners never overlap on `size`.
    public func fitted(to size: Size) -> CornerRadii {
        scaled(by: Self.fittingFactor(horizontal: self, vertical: self, in: size))
    }

    /// The one factor, at most 1, that CSS scales every radius by so that the horizontal
    /// radii of adjacent corners fit the width and the vertical ones the height.
    public static func fittingFactor(horizontal: CornerRadii, vertical: CornerRadii, in size: Size) -> Double {
        var factor = 1.0
        func limit(_ side: Double, _ first: Double, _ second: Double) {
            let sum = first + second
            if sum > side { factor = min(factor, sum > 0 ? side / sum : 0) }
        }
        limit(size.width, horizontal.topLeft, horizontal.topRight)
        limit(size.width, horizontal.bottomLeft, horizontal.bottomRight)
        limit(size.height, vertical.topLeft, vertical.bottomLeft)
        limit(size.height, vertical.topRight, vertical.bottomRight)
        return factor
    }

    /// Every radius times `factor`; a factor of 1 or more leaves them as they are.
    public func scaled(by factor: Double) -> CornerRadii {
        guard factor < 1 else { return self }
        return CornerRadii(topLeft: topLeft * factor, topRight: topRight * factor, bottomRight: bottomRight * factor, bottomLeft: bottomLeft * factor)
    }
}
