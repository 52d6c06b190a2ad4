/// One drawing instruction. Items are flat: `begin…` and `end…` items nest like brackets.
///
/// Geometry is final, in canvas points: the renderer computes nothing from the scene.
public enum DisplayItem: Sendable, Equatable {
    /// Multiplies the current transform until the matching `endTransform`.
    case beginTransform(AffineTransform)
    case endTransform
    /// Draws the items until the matching `endGroup` into a separate layer, which is put
    /// back as the composite says (opacity, filters, backdrop, blend mode, mask).
    case beginGroup(Composite)
    /// Composites the layer begun by the matching `beginGroup`.
    case endGroup
    /// Clips the items until `endClip` to a rounded shape.
    case beginClip(RoundedRect)
    case endClip
    /// A blurred shadow, painted only outside `box`, or for an inset one only inside it.
    case shadow(ShadowItem)
    /// Paints a shape.
    case fill(RoundedRect, Fill)
    /// Paints a border between the box's edge and `width` inside it.
    case border(BorderItem)
    /// A hairline outline of a node's frame, for `--debug-bounds`.
    case debugOutline(Rect)
    /// A label's text, set in the label's content box.
    case text(TextItem)
    /// An image's picture, fitted to its content box and cut to its shape.
    case image(ImageItem)
    /// A built-in glyph, fitted to its box.
    case icon(Rect, IconContent)
    /// A spinner or a bar, drawn in its box.
    case progress(Rect, ProgressContent)
}

/// A shadow ready to draw.
public struct ShadowItem: Sendable, Equatable {
    /// The shadow's shape before blurring: the box, spread and offset. For an inset shadow,
    /// the hole: the shadow is everything around it.
    public var shape: RoundedRect
    /// The box casting the shadow; an outer shadow is not painted inside it. For an inset
    /// shadow, the padding box, which it is painted only inside.
    public var box: RoundedRect
    public var color: Color
    /// Standard deviation of the Gaussian blur in points (half the CSS blur radius).
    public var sigma: Double
    /// Whether the shadow is painted inside `box` around `shape`, rather than outside `box`.
    public var inset: Bool

    /// Creates a shadow item.
    public init(shape: RoundedRect, box: RoundedRect, color: Color, sigma: Double, inset: Bool = false) {
        self.shape = shape
        self.box = box
        self.color = color
        self.sigma = sigma
        self.inset = inset
    }
}

/// A border ready to draw.
public struct BorderItem: Sendable, Equatable {
    /// The box's outer edge.
    public var outer: RoundedRect
    /// The border's inner edge: `outer` inset by the widths, radii reduced to match (with
    /// sides of different widths, the edge children are clipped to).
    public var inner: RoundedRect
    /// Each side's width and colour.
    public var sides: Edges<BorderSide>
    /// Dash and gap lengths; empty for solid. Only a border the same on every side has any.
    public var dash: [Double]

    /// Creates a border item the same on every side.
    public init(outer: RoundedRect, inner: RoundedRect, width: Double, color: Color, dash: [Double]) {
        self.init(outer: outer, inner: inner, sides: Edges(BorderSide(width: width, color: color)), dash: dash)
    }

    /// Creates a border item.
    public init(outer: RoundedRect, inner: RoundedRect, sides: Edges<BorderSide>, dash: [Double] = []) {
        self.outer = outer
        self.inner = inner
        self.sides = sides
        self.dash = dash
    }

    /// The side every side is the same as, or `nil` when they differ.
    public var uniform: BorderSide? { Border(sides: sides).uniform }
}

/// The fourth stage's output: everything to draw, in order.
public struct DisplayList: Sendable, Equatable {
    /// The canvas size in points.
    public var size: Size
    /// Painted under all items; `nil` leaves the canvas transparent.
    public var background: Fill?
    public var items: [DisplayItem]

    /// Creates a display list.
    public init(size: Size, background: Fill?, items: [DisplayItem]) {
        self.size = size
        self.background = background
        self.items = items
    }
}

/// A label's text and the box it is set in: the content box, inside border and padding.
public struct TextItem: Sendable, Equatable {
    public var frame: Rect
    public var label: LabelContent
    /// Draws a rounded bar over each line instead of the glyphs: a skeleton placeholder.
    public var redacted: Bool
    /// The label's padding box, which a gradient fill of the text is laid over, as CSS
    /// positions a background.
    public var paddingBox: Rect

    /// Creates a text item; without a padding box, the gradient is laid over the frame.
    public init(frame: Rect, label: LabelContent, redacted: Bool = false, paddingBox: Rect? = nil) {
        self.frame = frame
        self.label = label
        self.redacted = redacted
        self.paddingBox = paddingBox ?? frame
    }
}

/// An image node's picture: fitted into `frame` (the content box) by its content mode, and
/// cut to `shape` (the box inside the border, rounded, or a circle).
public struct ImageItem: Sendable, Equatable {
    public var frame: Rect
    public var shape: RoundedRect
    public var image: ImageContent
    /// Where the node is, for messages about its picture.
    public var path: JSONPath

    /// Creates an image item.
    public init(frame: Rect, shape: RoundedRect, image: ImageContent, path: JSONPath) {
        self.frame = frame
        self.shape = shape
        self.image = image
        self.path = path
    }
}
