/// One node of a scene tree: its kind, its box and how it is painted, and its children.
public struct Node: Sendable, Equatable, Hashable {
    public var kind: NodeKind
    /// An optional name, shown in layout dumps and messages.
    public var id: String?
    /// UIKit-style placement relative to the parent's padding box; a node with a frame is
    /// placed absolutely, whatever its parent is. The builder sets it with `.place`, not
    /// `.frame`, which sizes a node in place as SwiftUI's does.
    public var frame: FrameSpec?
    public var style: ViewStyle
    /// Size, spacing and flexbox properties.
    public var layout: LayoutStyle
    /// The text of a `label`; `nil` for other kinds.
    public var label: LabelContent?
    /// The picture of an `image`; `nil` for other kinds.
    public var image: ImageContent?
    /// The glyph of an `icon`; `nil` for other kinds.
    public var icon: IconContent?
    /// The spinner or bar of a `progress`; `nil` for other kinds.
    public var progress: ProgressContent?
    /// A `button`, `toast` or `alert`, until `Scene.at(time:)` expands it.
    public var component: Component?
    /// A loading, blocking or error state shown over the node, until `Scene.at(time:)`
    /// turns it into an overlay.
    public var screenState: ScreenState?
    /// How the node arrives over time, until `Scene.at(time:)` applies them.
    public var transitions: [Transition] = []
    /// Made by `Scene.at(time:)` for a component or a state overlay rather than written in
    /// the scene: layout names it by the path of the node it was made for.
    public var isGenerated = false
    /// Children, drawn in order (later ones on top). Empty for leaf kinds.
    public var children: [Node]

    /// Creates a node; `layout` defaults to the kind's defaults.
    public init(kind: NodeKind, id: String? = nil, frame: FrameSpec? = nil, style: ViewStyle = ViewStyle(), layout: LayoutStyle? = nil,
                label: LabelContent? = nil, image: ImageContent? = nil, icon: IconContent? = nil, progress: ProgressContent? = nil,
                component: Component? = nil, screenState: ScreenState? = nil, transitions: [Transition] = [], children: [Node] = []) {
        self.kind = kind
        self.label = label
        self.image = image
        self.icon = icon
        self.progress = progress
        self.component = component
        self.screenState = screenState
        self.transitions = transitions
        self.id = id
        self.frame = frame
        self.style = style
        self.layout = layout ?? LayoutStyle(for: kind)
        self.children = children
    }
}
