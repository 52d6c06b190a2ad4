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

/// A plain box, the `view` node.
public func View(id: String? = nil, @NodeBuilder children: () -> [Node] = { [] }) -> Node {
    Node(kind: .view, id: id, children: children())
}

/// A row, the `hstack` node, with SwiftUI's arguments: `alignment` is its `align` and
/// `spacing` its `gap`.
///
/// Two defaults are the scene format's, not SwiftUI's, so that a row built here equals the
/// same row written as JSON: without an `alignment` the children stretch to the row's
/// height (`align` `stretch`; SwiftUI centres them), and `spacing` is 0 (SwiftUI leaves a
/// system spacing).
public func HStack(id: String? = nil, alignment: VerticalAlignment? = nil, spacing: Double = 0, @NodeBuilder children: () -> [Node] = { [] }) -> Node {
    let row = Node(kind: .hstack, id: id, children: children()).gap(spacing)
    return alignment.map { row.align($0.crossAlignment) } ?? row
}

/// A column, the `vstack` node, with SwiftUI's arguments: `alignment` is its `align` and
/// `spacing` its `gap`.
///
/// As with `HStack`, the defaults are the scene format's: without an `alignment` the
/// children stretch to the column's width (SwiftUI centres them), and `spacing` is 0.
public func VStack(id: String? = nil, alignment: HorizontalAlignment? = nil, spacing: Double = 0, @NodeBuilder children: () -> [Node] = { [] }) -> Node {
    let column = Node(kind: .vstack, id: id, children: children()).gap(spacing)
    return alignment.map { column.align($0.crossAlignment) } ?? column
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
