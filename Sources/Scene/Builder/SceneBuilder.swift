/// Collects the nodes of a scene's root, written as `NodeBuilder` takes them, and makes
/// them one root.
///
/// One node is the root itself. Several become the children of a `zstack` filling the
/// canvas, in order (later ones on top): each takes its content's size or its own `frame`
/// and is centred, as in SwiftUI's `ZStack`. A `zstack` rather than a `view`, in which a
/// child without a `place` or insets would cover the whole canvas. No node at all is an
/// empty `zstack`.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression(_ node: Node) -> [Node] { [node] }
    /// Nodes made beforehand, such as a list built in a loop, in order.
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    public static func buildEither(first part: [Node]) -> [Node] { part }
    public static func buildEither(second part: [Node]) -> [Node] { part }
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }

    /// The root: the only node, or a `zstack` of them all.
    public static func buildFinalResult(_ nodes: [Node]) -> Node {
        if nodes.count == 1 { return nodes[0] }
        return ZStack { nodes }
    }
}
