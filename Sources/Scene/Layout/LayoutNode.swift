/// A node placed on the canvas: its absolute frame and what is needed to draw it.
public struct LayoutNode: Sendable, Equatable {
    /// Where the node was written, such as `root.children[1]`.
    public var path: JSONPath
    public var kind: NodeKind
    public var id: String?
    /// The node's box in canvas coordinates, before its transform is applied.
    public var frame: Rect
    /// The box inside the border and padding, where a label sets its text.
    public var contentFrame: Rect
    public var style: ViewStyle
    /// A label's text.
    public var label: LabelContent?
    /// An image's picture.
    public var image: ImageContent?
    /// An icon's glyph.
    public var icon: IconContent?
    /// A progress node's spinner or bar.
    public var progress: ProgressContent?
    /// Made for a component or state overlay; `path` is then that component's.
    public var isGenerated = false
    public var children: [LayoutNode]

    /// Creates a laid-out node; the content frame defaults to the frame.
    public init(path: JSONPath, kind: NodeKind, id: String?, frame: Rect, contentFrame: Rect? = nil, style: ViewStyle,
                label: LabelContent? = nil, image: ImageContent? = nil, icon: IconContent? = nil, progress: ProgressContent? = nil,
                children: [LayoutNode]) {
        self.path = path
        self.kind = kind
        self.id = id
        self.frame = frame
        self.contentFrame = contentFrame ?? frame
        self.style = style
        self.label = label
        self.image = image
        self.icon = icon
        self.progress = progress
        self.children = children
    }
}

/// The whole laid-out scene: the third stage's output.
public struct LayoutTree: Sendable, Equatable {
    /// The canvas size in points.
    public var size: Size
    public var background: Fill?
    public var root: LayoutNode
    /// Problems found while placing nodes, in document order.
    public var warnings: [SceneWarning]

    /// Creates a tree.
    public init(size: Size, background: Fill?, root: LayoutNode, warnings: [SceneWarning] = []) {
        self.size = size
        self.background = background
        self.root = root
        self.warnings = warnings
    }
}
