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
        let root = pass.place(scene.root, path: JSONPath([.key("root")]), in: pass.canvas, inherited: Visibility())
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

    mutating func place(_ node: Node, path: JSONPath, in parent: Rect, inherited: Visibility) -> LayoutNode {
        let frame = resolve(node.frame, in: parent)
        var visibility = inherited
        visibility.transformed = visibility.transformed || node.style.transform != .identity
        visibility.invisible = visibility.invisible || node.style.hidden || node.style.opacity == 0
        check(node, at: path, frame: frame, visibility: visibility)
        let childrenPath = path.appending("children")
        var children: [LayoutNode] = []
        for (index, child) in node.children.enumerated() {
            children.append(place(child, path: childrenPath.appending(index: index), in: frame, inherited: visibility))
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

    private mutating func check(_ node: Node, at path: JSONPath, frame: Rect, visibility: Visibility) {
        if let id = node.id {
            if let first = firstUseOfID[id] {
                warnings.append(SceneWarning(path: path, message: "the id \(id.jsonQuoted) is already used by \(first)"))
            } else {
                firstUseOfID[id] = path
            }
        }
        let style = node.style
        let shadows = style.shadows.filter { $0.color.alpha8 > 0 }
        let paints = style.background != nil || style.border != nil || !shadows.isEmpty
        guard paints, !visibility.transformed, !visibility.invisible else { return }
        var reach = frame
        for shadow in shadows {
            // The blur reaches three standard deviations, 1.5 × the CSS blur radius.
            let extent = frame.outset(by: shadow.spread + 1.5 * shadow.blur).offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
            reach = reach.union(extent)
        }
        if reach.maxX <= canvas.minX || reach.minX >= canvas.maxX || reach.maxY <= canvas.minY || reach.minY >= canvas.maxY {
            let shown = [frame.x, frame.y, frame.width, frame.height].map(LayoutTree.format).joined(separator: ", ")
            warnings.append(SceneWarning(path: path, message: "lies wholly outside the \(LayoutTree.format(canvas.width))×\(LayoutTree.format(canvas.height)) canvas at (\(shown)) and will not be seen"))
        }
    }
}

/// What a node inherits from its ancestors that decides whether it can be seen where laid out.
private struct Visibility {
    /// A transform moves the node away from its frame, so its frame says nothing.
    var transformed = false
    /// Hidden or fully transparent: nothing is drawn at all.
    var invisible = false
}
