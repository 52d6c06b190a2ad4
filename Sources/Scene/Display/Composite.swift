/// How a group's layer is made and put back: everything a CSS stacking context does to its
/// content, in CSS's order. The backdrop is filtered and drawn first, inside the layer;
/// the content is drawn over it; then the layer is filtered, masked, faded by `opacity`
/// and blended with what is behind it.
public struct Composite: Sendable, Equatable {
    /// The node's rounded border box: the backdrop's shape and the mask's area.
    public var shape: RoundedRect
    public var opacity: Double
    /// Applied to the layer in order; any makes the layer pixels, also in PDF and SVG.
    public var filters: [Filter]
    /// Applied to a copy of what lies behind `shape`; none leaves the backdrop alone.
    public var backdropFilters: [Filter]
    public var blendMode: BlendMode
    public var mask: Mask?
    /// Where the node is, for messages about its mask's picture.
    public var path: JSONPath

    /// Creates a composite; the defaults put the layer back unchanged.
    public init(shape: RoundedRect, opacity: Double = 1, filters: [Filter] = [], backdropFilters: [Filter] = [],
                blendMode: BlendMode = .normal, mask: Mask? = nil, path: JSONPath = JSONPath()) {
        self.shape = shape
        self.opacity = opacity
        self.filters = filters
        self.backdropFilters = backdropFilters
        self.blendMode = blendMode
        self.mask = mask
        self.path = path
    }
}
