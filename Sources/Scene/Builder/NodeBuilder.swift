/// Collects child nodes written one per line, with `if`, `switch` and `for` allowed.
@resultBuilder
public enum NodeBuilder {
    public static func buildExpression(_ node: Node) -> [Node] { [node] }
    /// Nodes made beforehand, such as a list built in a loop, in order.
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    public static func buildEither(first part: [Node]) -> [Node] { part }
    public static func buildEither(second part: [Node]) -> [Node] { part }
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}

extension Scene {
    /// Builds a scene in Swift; equal to the scene its JSON form decodes to.
    ///
    ///     let card = Scene(width: 1200, height: 630, background: .color(.white)) {
    ///         View { View().frame(x: 40, y: 40, width: 200, height: 80).background(.color(.black)) }
    ///     }
    public init(width: Double, height: Double, scale: Double = 1, background: Fill? = nil, fonts: [FontFile] = [], root: () -> Node) {
        self.init(width: width, height: height, scale: scale, background: background, fonts: fonts, root: root())
    }
}

/// A plain box, the `view` node.
public func View(id: String? = nil, @NodeBuilder children: () -> [Node] = { [] }) -> Node {
    Node(kind: .view, id: id, children: children())
}

/// A row, the `hstack` node; `spacing` is its `gap`.
public func HStack(id: String? = nil, spacing: Double = 0, @NodeBuilder children: () -> [Node] = { [] }) -> Node {
    Node(kind: .hstack, id: id, children: children()).gap(spacing)
}

/// A column, the `vstack` node; `spacing` is its `gap`.
public func VStack(id: String? = nil, spacing: Double = 0, @NodeBuilder children: () -> [Node] = { [] }) -> Node {
    Node(kind: .vstack, id: id, children: children()).gap(spacing)
}

/// Children drawn over each other, the `zstack` node, each placed by `alignment`.
public func ZStack(id: String? = nil, alignment: StackAlignment = .center, @NodeBuilder children: () -> [Node] = { [] }) -> Node {
    Node(kind: .zstack, id: id, children: children()).alignment(alignment)
}

/// Text, the `label` node: 16-point regular sans-serif in black until its modifiers
/// (`.font`, `.textColor`, `.maxLines`, …) say otherwise. It sizes itself from its text.
public func Label(_ text: String, id: String? = nil) -> Node {
    Node(kind: .label, id: id, label: LabelContent(text: text))
}

/// Rich text, a `label` whose `text` is an array of runs: each run styles its own piece and
/// takes the label's font, colour and spacing for whatever it leaves `nil`.
public func Label(_ runs: [TextRun], id: String? = nil) -> Node {
    var content = LabelContent(text: runs.map(\.text).joined())
    content.runs = runs
    return Node(kind: .label, id: id, label: content)
}

/// Text written as Pango markup, a `label` with `markup` instead of `text`:
/// `Label(markup: "<b>Bold</b> and <i>italic</i>")`. The renderer refuses markup Pango
/// cannot read.
public func Label(markup: String, id: String? = nil) -> Node {
    var content = LabelContent(text: markup)
    content.isMarkup = true
    return Node(kind: .label, id: id, label: content)
}

/// Flexible empty space, the `spacer` node, never shorter than `minLength` along its
/// stack's main axis.
public func Spacer(id: String? = nil, minLength: Double = 0) -> Node {
    Node(kind: .spacer, id: id).minLength(minLength)
}
