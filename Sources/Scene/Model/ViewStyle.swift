/// How a node's own box is painted, and how it treats its children. Every node kind has one.
public struct ViewStyle: Sendable, Equatable, Hashable {
    public var background: Fill?
    public var cornerRadius: CornerRadii
    public var border: Border?
    /// Painted in reverse order, so that the first shadow is on top, as in CSS.
    public var shadows: [Shadow]
    /// Group opacity in 0...1: the node and its children are composited together, then faded.
    public var opacity: Double
    /// Clips children to the node's rounded inner edge (inside the border).
    public var clip: Bool
    public var transform: Transform
    /// A hidden node and its children are laid out but not drawn.
    public var hidden: Bool
    /// Draws the node and its subtree as a skeleton: grey bars where text lines are, blocks
    /// where pictures, glyphs and progress are. Layout is unchanged.
    public var redacted: Bool
    /// Where the node is painted in its stacking context: higher over lower, equal ones in
    /// order (CSS `z-index`; SwiftUI's `zIndex`); 0 is CSS's `auto`. Layout is unchanged.
    public var zIndex: Double
    /// CSS `filter`: applied in order to the node and its subtree drawn as one layer.
    public var filters: [Filter]
    /// CSS `backdrop-filter`: applied to what is drawn behind the node, within its rounded
    /// box, before the node itself is drawn over it; a translucent background tints it.
    public var backdropFilters: [Filter]
    /// CSS `mix-blend-mode`: how the node's layer mixes with what is behind it.
    public var blendMode: BlendMode
    /// CSS `mask-image`: fades the node and its subtree by a gradient's or a picture's alpha.
    public var mask: Mask?

    /// Creates a style; the defaults draw nothing.
    public init(
        background: Fill? = nil,
        cornerRadius: CornerRadii = .zero,
        border: Border? = nil,
        shadows: [Shadow] = [],
        opacity: Double = 1,
        clip: Bool = false,
        transform: Transform = .identity,
        hidden: Bool = false,
        redacted: Bool = false,
        zIndex: Double = 0,
        filters: [Filter] = [],
        backdropFilters: [Filter] = [],
        blendMode: BlendMode = .normal,
        mask: Mask? = nil
    ) {
        self.background = background
        self.cornerRadius = cornerRadius
        self.border = border
        self.shadows = shadows
        self.opacity = opacity
        self.clip = clip
        self.transform = transform
        self.hidden = hidden
        self.redacted = redacted
        self.zIndex = zIndex
        self.filters = filters
        self.backdropFilters = backdropFilters
        self.blendMode = blendMode
        self.mask = mask
    }

    /// Whether the node is drawn as a layer of its own and composited as one, as a CSS
    /// stacking context is: group opacity, filters, a backdrop filter, a blend mode other
    /// than normal, and a mask each make one.
    public var isolatesGroup: Bool {
        opacity < 1 || !filters.isEmpty || !backdropFilters.isEmpty || blendMode != .normal || mask != nil
    }
}
