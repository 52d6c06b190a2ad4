/// A node placed on the canvas: its absolute frame and what is needed to draw it.
///
/// What is drawn (kind, id, style and content) is read from the scene's own node, kept
/// without its children rather than copied field by field: those fields are most of a
/// kilobyte, and copying them was most of the cost of placing a node. `Node` is
/// copy-on-write, so a change to a laid-out node's style copies them then, and never
/// reaches the scene.
public struct LayoutNode: Sendable, Equatable {
    /// Where the node was written, such as `root.children[1]`.
    public var path: JSONPath
    /// The node's box in canvas coordinates, before its transform is applied.
    public var frame: Rect
    /// The box inside the border and padding, where a label sets its text.
    public var contentFrame: Rect
    /// Made for a component or state overlay; `path` is then that component's.
    public var isGenerated = false
    public var children: [LayoutNode]
    /// The scene's node without its children, which are not the laid-out ones.
    private var source: Node

    public var kind: NodeKind {
        get { source.kind }
        set { source.kind = newValue }
    }

    public var id: String? {
        _read { yield source.id }
        _modify { yield &source.id }
    }

    public var style: ViewStyle {
        _read { yield source.style }
        _modify { yield &source.style }
    }

    /// A label's text.
    public var label: LabelContent? {
        _read { yield source.label }
        _modify { yield &source.label }
    }

    /// An image's picture.
    public var image: ImageContent? {
        _read { yield source.image }
        _modify { yield &source.image }
    }

    /// An icon's glyph.
    public var icon: IconContent? {
        _read { yield source.icon }
        _modify { yield &source.icon }
    }

    /// A progress node's spinner or bar.
    public var progress: ProgressContent? {
        _read { yield source.progress }
        _modify { yield &source.progress }
    }

    /// Creates a laid-out node; the content frame defaults to the frame.
    public init(path: JSONPath, kind: NodeKind, id: String?, frame: Rect, contentFrame: Rect? = nil, style: ViewStyle,
                label: LabelContent? = nil, image: ImageContent? = nil, icon: IconContent? = nil, progress: ProgressContent? = nil,
                children: [LayoutNode]) {
        self.init(path: path, node: Node(kind: kind, id: id, style: style, label: label, image: image, icon: icon, progress: progress),
                  frame: frame, contentFrame: contentFrame ?? frame, children: children)
    }

    /// Places `node` itself, sharing its storage; its generated flag comes with it.
    init(path: JSONPath, node: consuming Node, frame: Rect, contentFrame: Rect, children: consuming [LayoutNode]) {
        self.path = path
        self.frame = frame
        self.contentFrame = contentFrame
        isGenerated = node.isGenerated
        self.children = children
        source = node
    }

    /// Compares what a laid-out node shows, as when each field was stored: not the scene
    /// node's layout properties or children, which it does not show.
    public static func == (lhs: LayoutNode, rhs: LayoutNode) -> Bool {
        lhs.path == rhs.path && lhs.frame == rhs.frame && lhs.contentFrame == rhs.contentFrame && lhs.isGenerated == rhs.isGenerated
            && lhs.kind == rhs.kind && lhs.id == rhs.id && lhs.style == rhs.style && lhs.label == rhs.label && lhs.image == rhs.image
            && lhs.icon == rhs.icon && lhs.progress == rhs.progress && lhs.children == rhs.children
    }
}

/// Prints the fields a laid-out node shows, as a plain struct of them would.
extension LayoutNode: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: [
            "path": path, "kind": kind, "id": id as Any, "frame": frame, "contentFrame": contentFrame, "style": style, "label": label as Any,
            "image": image as Any, "icon": icon as Any, "progress": progress as Any, "isGenerated": isGenerated, "children": children,
        ], displayStyle: .struct)
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
