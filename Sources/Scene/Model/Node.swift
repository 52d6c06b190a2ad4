/// One node of a scene tree: its kind, its box and how it is painted, and its children.
public struct Node: Sendable, Equatable, Hashable {
    public var kind: NodeKind
    /// An optional name, shown in layout dumps and messages.
    public var id: String?
    /// Position and size relative to the parent; `nil` fills the parent.
    public var frame: FrameSpec?
    public var style: ViewStyle
    /// Children, drawn in order (later ones on top). Empty for leaf kinds.
    public var children: [Node]

    /// Creates a node.
    public init(kind: NodeKind, id: String? = nil, frame: FrameSpec? = nil, style: ViewStyle = ViewStyle(), children: [Node] = []) {
        self.kind = kind
        self.id = id
        self.frame = frame
        self.style = style
        self.children = children
    }
}
