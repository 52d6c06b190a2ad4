/// One node of a scene tree: its kind, its box and how it is painted, and its children.
///
/// A value with copy-on-write storage: the painted and laid-out properties (over a kilobyte)
/// live in one shared box, so handing a node to a function, storing it or walking a tree of
/// them copies a pointer, and only a node that is changed while shared copies its fields.
public struct Node: Sendable, Equatable, Hashable {
    public var kind: NodeKind
    /// Made by `Scene.at(time:)` for a component or a state overlay rather than written in
    /// the scene: layout names it by the path of the node it was made for.
    public var isGenerated = false
    /// Children, drawn in order (later ones on top). Empty for leaf kinds.
    public var children: [Node]
    private var storage: Storage

    /// An optional name, shown in layout dumps and messages.
    public var id: String? {
        _read { yield storage.fields.id }
        _modify { makeUnique(); yield &storage.fields.id }
    }
    /// UIKit-style placement relative to the parent's padding box; a node with a frame is
    /// placed absolutely, whatever its parent is. The builder sets it with `.place`, not
    /// `.frame`, which sizes a node in place as SwiftUI's does.
    public var frame: FrameSpec? {
        _read { yield storage.fields.frame }
        _modify { makeUnique(); yield &storage.fields.frame }
    }
    public var style: ViewStyle {
        _read { yield storage.fields.style }
        _modify { makeUnique(); yield &storage.fields.style }
    }
    /// Size, spacing and flexbox properties.
    public var layout: LayoutStyle {
        _read { yield storage.fields.layout }
        _modify { makeUnique(); yield &storage.fields.layout }
    }
    /// The text of a `label`; `nil` for other kinds.
    public var label: LabelContent? {
        _read { yield storage.fields.label }
        _modify { makeUnique(); yield &storage.fields.label }
    }
    /// The picture of an `image`; `nil` for other kinds.
    public var image: ImageContent? {
        _read { yield storage.fields.image }
        _modify { makeUnique(); yield &storage.fields.image }
    }
    /// The glyph of an `icon`; `nil` for other kinds.
    public var icon: IconContent? {
        _read { yield storage.fields.icon }
        _modify { makeUnique(); yield &storage.fields.icon }
    }
    /// The spinner or bar of a `progress`; `nil` for other kinds.
    public var progress: ProgressContent? {
        _read { yield storage.fields.progress }
        _modify { makeUnique(); yield &storage.fields.progress }
    }
    /// A `button`, `toast` or `alert`, until `Scene.at(time:)` expands it.
    public var component: Component? {
        _read { yield storage.fields.component }
        _modify { makeUnique(); yield &storage.fields.component }
    }
    /// A loading, blocking or error state shown over the node, until `Scene.at(time:)`
    /// turns it into an overlay.
    public var screenState: ScreenState? {
        _read { yield storage.fields.screenState }
        _modify { makeUnique(); yield &storage.fields.screenState }
    }
    /// How the node arrives over time, until `Scene.at(time:)` applies them.
    public var transitions: [Transition] {
        _read { yield storage.fields.transitions }
        _modify { makeUnique(); yield &storage.fields.transitions }
    }

    /// Creates a node; `layout` defaults to the kind's defaults.
    public init(kind: NodeKind, id: String? = nil, frame: FrameSpec? = nil, style: ViewStyle = ViewStyle(), layout: LayoutStyle? = nil,
                label: LabelContent? = nil, image: ImageContent? = nil, icon: IconContent? = nil, progress: ProgressContent? = nil,
                component: Component? = nil, screenState: ScreenState? = nil, transitions: [Transition] = [], children: [Node] = []) {
        self.kind = kind
        self.children = children
        storage = Storage(Fields(id: id, frame: frame, style: style, layout: layout ?? LayoutStyle(for: kind), label: label, image: image, icon: icon,
                                 progress: progress, component: component, screenState: screenState, transitions: transitions))
    }

    /// The node without its children, sharing its storage: what layout keeps of each node
    /// for the laid-out tree, whose children are the laid-out ones.
    var withoutChildren: Node {
        Node(kind: kind, isGenerated: isGenerated, storage: storage)
    }

    private init(kind: NodeKind, isGenerated: Bool, storage: Storage) {
        self.kind = kind
        self.isGenerated = isGenerated
        children = []
        self.storage = storage
    }

    public static func == (lhs: Node, rhs: Node) -> Bool {
        lhs.kind == rhs.kind && lhs.isGenerated == rhs.isGenerated && (lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields)
            && lhs.children == rhs.children
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(isGenerated)
        hasher.combine(storage.fields)
        hasher.combine(children)
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    /// The properties kept behind the pointer.
    private struct Fields: Hashable {
        var id: String?
        var frame: FrameSpec?
        var style: ViewStyle
        var layout: LayoutStyle
        var label: LabelContent?
        var image: ImageContent?
        var icon: IconContent?
        var progress: ProgressContent?
        var component: Component?
        var screenState: ScreenState?
        var transitions: [Transition]
    }

    /// Shared between copies of a node and changed only through `makeUnique`, when no other
    /// copy holds it, so no two threads ever see it change: hence `@unchecked Sendable`.
    private final class Storage: @unchecked Sendable {
        /// Not checked at run time: every access goes through a property of `Node`, whose
        /// own accesses Swift checks, and every write first makes the storage unique.
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }
}

/// Prints and dumps the properties, not the storage that holds them, as a plain struct would.
extension Node: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: [
            "kind": kind, "id": id as Any, "frame": frame as Any, "style": style, "layout": layout, "label": label as Any, "image": image as Any,
            "icon": icon as Any, "progress": progress as Any, "component": component as Any, "screenState": screenState as Any,
            "transitions": transitions, "isGenerated": isGenerated, "children": children,
        ], displayStyle: .struct)
    }
}
