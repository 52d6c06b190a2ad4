/// A length as written in a scene: points, or a percentage of the containing block.
///
/// Percentages follow CSS: widths, horizontal insets, margins and padding (on every side)
/// refer to the containing block's width; heights and vertical insets refer to its height.
/// Against a size that is not known yet, a percentage size behaves as `auto`.
public enum Length: Sendable, Equatable, Hashable {
    case points(Double)
    case percent(Double)

    /// Zero points, the default for margins and padding.
    public static let zero = Length.points(0)

    /// The length in points, or `nil` when it is a percentage of an unknown size.
    ///
    /// A percentage is cut to a 64th of a point toward zero, as browsers store it in their
    /// layout unit: 99% of 74.25 is 73.5, so an item of 0.75 more still fits on the line.
    public func resolve(against base: Double?) -> Double? {
        switch self {
        case .points(let value): value
        case .percent(let value): base.map { ($0 * value / 100 * 64).rounded(.towardZero) / 64 }
        }
    }
}

/// Four values, one per side of a box.
public struct Edges<Value: Sendable & Hashable>: Sendable, Hashable {
    public var top: Value
    public var right: Value
    public var bottom: Value
    public var left: Value

    /// Creates edges side by side.
    public init(top: Value, right: Value, bottom: Value, left: Value) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// The same value on every side.
    public init(_ all: Value) {
        self.init(top: all, right: all, bottom: all, left: all)
    }
}
