/// How an area is painted: a flat colour or a gradient.
public enum Fill: Sendable, Equatable, Hashable {
    case color(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
}

/// A colour at a position along a gradient.
public struct GradientStop: Sendable, Equatable, Hashable {
    public var color: Color
    /// Where the colour sits, from 0 (start) to 1 (end).
    public var position: Double

    /// Creates a stop.
    public init(color: Color, position: Double) {
        self.color = color
        self.position = position
    }
}

/// A linear gradient with CSS `linear-gradient(<angle>, …)` geometry.
///
/// The angle is in degrees clockwise from "towards the top": 180 runs top to bottom, 90 left
/// to right. As in CSS, the gradient line passes through the box's centre and is just long
/// enough for the corners to take the first and last colours.
public struct LinearGradient: Sendable, Equatable, Hashable {
    public var angle: Double
    /// At least two stops, positions non-decreasing in 0...1.
    public var stops: [GradientStop]

    /// Creates a linear gradient.
    public init(angle: Double = 180, stops: [GradientStop]) {
        self.angle = angle
        self.stops = stops
    }
}

/// A circular radial gradient.
public struct RadialGradient: Sendable, Equatable, Hashable {
    /// The centre, as a fraction of the box.
    public var center: UnitPoint
    /// The radius in points; `nil` reaches the farthest corner, as CSS's default does.
    public var radius: Double?
    /// At least two stops, positions non-decreasing in 0...1.
    public var stops: [GradientStop]

    /// Creates a radial gradient.
    public init(center: UnitPoint = .center, radius: Double? = nil, stops: [GradientStop]) {
        self.center = center
        self.radius = radius
        self.stops = stops
    }
}
