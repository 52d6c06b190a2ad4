/// Sizes leaves whose size comes from their content, such as a label's text or an image's
/// pixels. The layout engine asks; the text and image stages answer.
///
/// The engine caches every answer for the duration of one layout, keyed by node and
/// constraint, so a leaf is measured at most once per distinct width however deep it sits.
public protocol LeafMeasurer: Sendable {
    /// The content size of `node` (excluding its padding and border) for `width`, and the
    /// distance from its top to its first baseline when it has one. The node comes without
    /// children, which a measured leaf never has.
    func measure(_ node: Node, width: AvailableWidth) -> LeafSize
}

/// The width a leaf is measured against.
public enum AvailableWidth: Sendable, Hashable {
    /// As narrow as the content allows: a label broken at every opportunity.
    case minContent
    /// As wide as the content wants: a label on one line.
    case maxContent
    /// Exactly this content width, in points.
    case definite(Double)
}

/// A measured leaf.
public struct LeafSize: Sendable, Equatable {
    public var width: Double
    public var height: Double
    /// From the content's top edge; `nil` when the leaf has no baseline.
    public var baseline: Double?

    /// Creates a size.
    public init(width: Double, height: Double, baseline: Double? = nil) {
        self.width = width
        self.height = height
        self.baseline = baseline
    }
}
