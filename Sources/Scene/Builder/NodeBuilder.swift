/// Collects child nodes written one per line, with `if`, `switch` and `for` allowed.
@resultBuilder
public enum NodeBuilder {
    public static func buildExpression(_ node: Node) -> [Node] { [node] }
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
    public init(width: Double, height: Double, scale: Double = 1, background: Fill? = nil, fonts: [String] = [], root: () -> Node) {
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

/// Flexible empty space, the `spacer` node, never shorter than `minLength` along its
/// stack's main axis.
public func Spacer(id: String? = nil, minLength: Double = 0) -> Node {
    Node(kind: .spacer, id: id).minLength(minLength)
}
