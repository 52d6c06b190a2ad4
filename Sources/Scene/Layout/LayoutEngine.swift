/// Places every node on the canvas.
///
/// Frames work as UIView frames do: `x` and `y` are relative to the parent's top-left corner.
/// A missing `width` or `height` reaches the parent's far edge, and a node without a `frame`
/// fills its parent; the root's parent is the canvas.
///
/// It also warns about mistakes a person would want to hear of: an `id` used twice, and a
/// node with something to paint that lies wholly outside the canvas.
public struct LayoutEngine: Sendable {
    /// Creates an engine.
    public init() {}

    /// Lays out a scene.
    public func layout(_ scene: Scene) -> LayoutTree {
        var pass = LayoutPass(canvas: Rect(x: 0, y: 0, width: scene.width, height: scene.height))
        let root = pass.place(scene.root, path: JSONPath([.key("root")]), in: pass.canvas, transformed: false)
        return LayoutTree(size: scene.size, background: scene.background, root: root, warnings: pass.warnings)
    }
}

/// The state of one layout: the canvas, the ids seen so far and the warnings.
private struct LayoutPass {
    let canvas: Rect
    var firstUseOfID: [String: JSONPath] = [:]
    var warnings: [SceneWarning] = []

    init(canvas: Rect) {
        self.canvas = canvas
    }

    mutating func place(_ node: Node, path: JSONPath, in parent: Rect, transformed: Bool) -> LayoutNode {
        let frame = resolve(node.frame, in: parent)
        let transformed = transformed || node.style.transform != .identity
        check(node, at: path, frame: frame, transformed: transformed)
        let childrenPath = path.appending("children")
        var children: [LayoutNode] = []
        for (index, child) in node.children.enumerated() {
            children.append(place(child, path: childrenPath.appending(index: index), in: frame, transformed: transformed))
        }
        return LayoutNode(path: path, kind: node.kind, id: node.id, frame: frame, style: node.style, children: children)
    }

    private func resolve(_ spec: FrameSpec?, in parent: Rect) -> Rect {
        guard let spec else { return parent }
        return Rect(
            x: parent.x + spec.x,
            y: parent.y + spec.y,
            width: spec.width ?? max(0, parent.width - spec.x),
            height: spec.height ?? max(0, parent.height - spec.y)
        )
    }

    private mutating func check(_ node: Node, at path: JSONPath, frame: Rect, transformed: Bool) {
        if let id = node.id {
            if let first = firstUseOfID[id] {
                warnings.append(SceneWarning(path: path, message: "the id \(id.jsonQuoted) is already used by \(first)"))
            } else {
                firstUseOfID[id] = path
            }
        }
        let style = node.style
        let paints = style.background != nil || style.border != nil || !style.shadows.isEmpty
        guard paints, !transformed, !style.hidden else { return }
        var reach = frame
        for shadow in style.shadows {
            let extent = frame.outset(by: shadow.spread + shadow.blur).offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
            reach = reach.union(extent)
        }
        if reach.maxX <= canvas.minX || reach.minX >= canvas.maxX || reach.maxY <= canvas.minY || reach.minY >= canvas.maxY {
            let shown = [frame.x, frame.y, frame.width, frame.height].map(LayoutTree.format).joined(separator: ", ")
            warnings.append(SceneWarning(path: path, message: "lies wholly outside the \(LayoutTree.format(canvas.width))×\(LayoutTree.format(canvas.height)) canvas at (\(shown)) and will not be seen"))
        }
    }
}
