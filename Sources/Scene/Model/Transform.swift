/// A transform applied to a node and its children, like CSS `transform` with `transform-origin`.
///
/// The parts apply in this order about the origin (the anchor, moved by `anchorOffset`):
/// skew along y, skew along x, scale, rotate, then translate, as CSS's `transform:
/// translate() rotate() scale() skewX() skewY()` applies its functions, the last first.
/// Layout ignores transforms, as CSS layout does: they change only how the node is drawn.
public struct Transform: Sendable, Equatable, Hashable {
    public var translate: Point
    /// A further translation in fractions of the node's own width and height, as CSS's
    /// `translate(100%)`; a slide that comes in by the node's own size uses it.
    public var relativeTranslate: Point
    public var scale: Size
    /// Clockwise rotation in degrees.
    public var rotate: Double
    /// The fixed point of scaling and rotation, as a fraction of the node's frame.
    public var anchor: UnitPoint
    /// Slants vertical lines by this many degrees, clockwise from upright (CSS `skewX`).
    public var skewX: Double
    /// Slants horizontal lines by this many degrees, downwards to the right (CSS `skewY`).
    public var skewY: Double
    /// Moves the fixed point from the anchor by this many points, for a CSS
    /// `transform-origin` given in points (`12px`), or in both (`calc(50% + 12px)`).
    public var anchorOffset: Point

    /// Creates a transform; the defaults change nothing.
    public init(translate: Point = .zero, relativeTranslate: Point = .zero, scale: Size = Size(width: 1, height: 1), rotate: Double = 0, anchor: UnitPoint = .center,
                skewX: Double = 0, skewY: Double = 0, anchorOffset: Point = .zero) {
        self.translate = translate
        self.relativeTranslate = relativeTranslate
        self.scale = scale
        self.rotate = rotate
        self.anchor = anchor
        self.skewX = skewX
        self.skewY = skewY
        self.anchorOffset = anchorOffset
    }

    /// The fixed point as a CSS position: the anchor and its offset.
    public var origin: BoxPosition {
        get { BoxPosition(fraction: anchor, offset: anchorOffset) }
        set { (anchor, anchorOffset) = (newValue.fraction, newValue.offset) }
    }

    /// The transform that changes nothing.
    public static let identity = Transform()

    /// The matrix of this transform for a node whose absolute frame is `frame`.
    public func matrix(in frame: Rect) -> AffineTransform {
        let pivot = origin.resolve(in: frame)
        return AffineTransform.translation(x: -pivot.x, y: -pivot.y)
            .then(.skew(xDegrees: 0, yDegrees: skewY))
            .then(.skew(xDegrees: skewX, yDegrees: 0))
            .then(.scale(x: scale.width, y: scale.height))
            .then(.rotation(degrees: rotate))
            .then(.translation(x: pivot.x + translate.x + relativeTranslate.x * frame.width, y: pivot.y + translate.y + relativeTranslate.y * frame.height))
    }
}
