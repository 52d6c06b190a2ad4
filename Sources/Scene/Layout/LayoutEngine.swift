/// Places every node on the canvas.
///
/// Stacks lay out their children with the CSS Flexbox algorithm (`hstack`, `vstack`) or
/// overlay them (`zstack`); a `view` places each child by its `frame` or insets, and a child
/// with neither fills it. The root is placed on the canvas as a view's child would be.
/// Frames are absolute: canvas coordinates of each node's border box.
///
/// It also warns about mistakes a person would want to hear of: an `id` used twice, and a
/// node with something to paint that lies wholly outside the canvas.
public struct LayoutEngine: Sendable {
    /// Sizes labels, images and other leaves with content; without one they are empty.
    public var measurer: (any LeafMeasurer)?

    /// Creates an engine.
    public init(measurer: (any LeafMeasurer)? = nil) {
        self.measurer = measurer
    }

    /// Lays out a scene already resolved with `at(time:)`, or any other scene as it is at
    /// time 0: components are expanded first, so the engine sees only the kinds it places.
    public func layout(_ original: Scene) -> LayoutTree {
        // Most scenes come resolved, so the tree is flattened at once and the scene resolved
        // only if a node turns out to need it.
        var scene = original
        var flattened = BoxTree(root: canvas(for: scene), measurer: measurer, onlyIfResolved: true)
        if flattened == nil {
            scene = original.at(time: 0)
            flattened = BoxTree(root: canvas(for: scene), measurer: measurer, onlyIfResolved: false)
        }
        guard let tree = flattened else { preconditionFailure("a tree flattened whatever its nodes is never nil") }
        let request = LayoutRequest(width: scene.width, height: scene.height, heightIsDefinite: true, containingWidth: scene.width, containingHeight: scene.height)
        let frames = tree.frames(root: 0, request: request, origin: .zero)
        var pass = LayoutPass(canvas: Rect(x: 0, y: 0, width: scene.width, height: scene.height), frames: frames, facts: tree.placingFacts,
                              nodes: tree.takeNodes())
        var next = 1
        var placed: [LayoutNode] = []
        pass.place(index: &next, path: JSONPath([.key("root")]), into: &placed)
        return LayoutTree(size: scene.size, background: scene.background, root: placed[0], warnings: pass.warnings)
    }

    /// The root placed on the canvas as a view's child would be.
    private func canvas(for scene: Scene) -> Node {
        var canvasLayout = LayoutStyle()
        canvasLayout.width = .points(scene.width)
        canvasLayout.height = .points(scene.height)
        return Node(kind: .view, layout: canvasLayout, children: [scene.root])
    }
}

/// Turns the engine's frames into `LayoutNode`s and collects warnings on the way.
private struct LayoutPass {
    let canvas: Rect
    let frames: [(frame: Rect, content: Rect)]
    let facts: [PlacingFacts]
    /// Each is taken when its laid-out node is made, so the node's storage changes hands
    /// without being touched.
    var nodes: [Node?]
    /// The start and end of the off-canvas warning, as bytes, written once: a tree laid out
    /// mostly off the canvas warns for most of its nodes.
    let offCanvasStart: [UInt8]
    let offCanvasEnd = Array(") and will not be seen".utf8)
    var firstUseOfID: [String: JSONPath] = [:]
    var warnings: [SceneWarning] = []

    init(canvas: Rect, frames: [(frame: Rect, content: Rect)], facts: [PlacingFacts], nodes: [Node?]) {
        self.canvas = canvas
        self.frames = frames
        self.facts = facts
        self.nodes = nodes
        offCanvasStart = Array("lies wholly outside the \(LayoutTree.format(canvas.width))×\(LayoutTree.format(canvas.height)) canvas at (".utf8)
    }

    /// `index` walks the flattened tree in the order `BoxTree` numbered it, children right
    /// after their parent. The node is built straight into its parent's `children` rather
    /// than returned, and takes over the scene's node: passed on as a copy, its storage was
    /// retained here and released again at the end, both on memory gone cold since.
    mutating func place(index: inout Int, path: JSONPath, into siblings: inout [LayoutNode]) {
        let own = index
        let (frame, content) = frames[own]
        index += 1
        check(own, at: path, frame: frame)
        let childCount = facts[own].childCount
        let childrenPath = childCount == 0 ? path : path.appending("children")
        var children: [LayoutNode] = []
        children.reserveCapacity(childCount)
        var written = 0
        for _ in 0..<childCount {
            // A node a component was expanded into is named by the component's own path; the
            // scene's own children are counted among themselves, as a button's follow its title.
            var childPath = path
            if !facts[index].isGenerated {
                childPath = childrenPath.appending(index: written)
                written += 1
            }
            place(index: &index, path: childPath, into: &children)
        }
        guard let node = nodes[own].take() else { preconditionFailure("node \(own) placed twice") }
        siblings.append(LayoutNode(path: path, node: consume node, frame: frame, contentFrame: content, children: consume children))
    }

    private mutating func check(_ index: Int, at path: JSONPath, frame: Rect) {
        if let id = facts[index].id {
            if let first = firstUseOfID[id] {
                warnings.append(SceneWarning(path: path, message: "the id \(id.jsonQuoted) is already used by \(first)"))
            } else {
                firstUseOfID[id] = path
            }
        }
        guard facts[index].warnsOffCanvas else { return }
        var reach = frame
        if facts[index].hasShadow, let node = nodes[index] {
            for shadow in node.style.shadows where shadow.color.alpha8 > 0 {
                // The blur reaches three standard deviations, 1.5 × the CSS blur radius.
                let extent = frame.outset(by: shadow.spread + 1.5 * shadow.blur).offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
                reach = reach.union(extent)
            }
        }
        if reach.maxX <= canvas.minX || reach.minX >= canvas.maxX || reach.maxY <= canvas.minY || reach.minY >= canvas.maxY {
            // Written as bytes into one buffer from parts made once: a tree laid out mostly
            // off the canvas warns for most of its nodes, and appending to a string cost
            // more than laying one out.
            var message: [UInt8] = []
            message.reserveCapacity(offCanvasStart.count + offCanvasEnd.count + 64)
            message.append(contentsOf: offCanvasStart)
            LayoutTree.appendFormatted(frame.x, to: &message)
            for value in [frame.y, frame.width, frame.height] {
                message.append(UInt8(ascii: ","))
                message.append(UInt8(ascii: " "))
                LayoutTree.appendFormatted(value, to: &message)
            }
            message.append(contentsOf: offCanvasEnd)
            warnings.append(SceneWarning(path: path, message: String(decoding: message, as: UTF8.self)))
        }
    }
}
