/// A transform applied to a node and its children, like CSS `transform` with `transform-origin`.
///
/// The parts apply in this order about the anchor: scale, then rotate, then translate.
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

    /// Creates a transform; the defaults change nothing.
    public init(translate: Point = .zero, relativeTranslate: Point = .zero, scale: Size = Size(width: 1, height: 1), rotate: Double = 0, anchor: UnitPoint = .center) {
        self.translate = translate
        self.relativeTranslate = relativeTranslate
        self.scale = scale
        self.rotate = rotate
        self.anchor = anchor
    }

    /// The transform that changes nothing.
    public static let identity = Transform()

    /// The matrix of this transform for a node whose absolute frame is `frame`.
    public func matrix(in frame: Rect) -> AffineTransform {
        let pivot = anchor.resolve(in: frame)
        return AffineTransform.translation(x: -pivot.x, y: -pivot.y)
            .then(.scale(x: scale.width, y: scale.height))
            .then(.rotation(degrees: rotate))
            .then(.translation(x: pivot.x + translate.x + relativeTranslate.x * frame.width, y: pivot.y + translate.y + relativeTranslate.y * frame.height))
    }
}
