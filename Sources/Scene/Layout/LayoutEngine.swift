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
        let scene = original.isResolved ? original : original.at(time: 0)
        var canvasLayout = LayoutStyle()
        canvasLayout.width = .points(scene.width)
        canvasLayout.height = .points(scene.height)
        let canvas = Node(kind: .view, layout: canvasLayout, children: [scene.root])
        let tree = BoxTree(root: canvas, measurer: measurer)
        let request = LayoutRequest(width: scene.width, height: scene.height, heightIsDefinite: true, containingWidth: scene.width, containingHeight: scene.height)
        let frames = tree.frames(root: 0, request: request, origin: .zero)
        var pass = LayoutPass(canvas: Rect(x: 0, y: 0, width: scene.width, height: scene.height), frames: frames)
        var next = 1
        var placed: [LayoutNode] = []
        pass.place(scene.root, index: &next, path: JSONPath([.key("root")]), inherited: Visibility(), into: &placed)
        return LayoutTree(size: scene.size, background: scene.background, root: placed[0], warnings: pass.warnings)
    }
}

/// Turns the engine's frames into `LayoutNode`s and collects warnings on the way.
private struct LayoutPass {
    let canvas: Rect
    let frames: [(frame: Rect, content: Rect)]
    /// How warnings name the canvas, written once: a tree laid out mostly off the canvas
    /// warns for most of its nodes.
    let canvasName: String
    var firstUseOfID: [String: JSONPath] = [:]
    var warnings: [SceneWarning] = []

    init(canvas: Rect, frames: [(frame: Rect, content: Rect)]) {
        self.canvas = canvas
        self.frames = frames
        canvasName = "the \(LayoutTree.format(canvas.width))×\(LayoutTree.format(canvas.height)) canvas"
    }

    /// `index` walks the flattened tree in the order `BoxTree` numbered it. The node is built
    /// straight into its parent's `children`: a laid-out node is most of a kilobyte, and
    /// returning it copied it several times on the way.
    mutating func place(_ node: Node, index: inout Int, path: JSONPath, inherited: Visibility, into siblings: inout [LayoutNode]) {
        let (frame, content) = frames[index]
        index += 1
        var visibility = inherited
        visibility.transformed = visibility.transformed || node.style.transform != .identity
        visibility.invisible = visibility.invisible || node.style.hidden || node.style.opacity == 0
        check(node, at: path, frame: frame, visibility: visibility)
        let childrenPath = node.children.isEmpty ? path : path.appending("children")
        var children: [LayoutNode] = []
        children.reserveCapacity(node.children.count)
        var written = 0
        for child in node.children {
            // A node a component was expanded into is named by the component's own path; the
            // scene's own children are counted among themselves, as a button's follow its title.
            var childPath = path
            if !child.isGenerated {
                childPath = childrenPath.appending(index: written)
                written += 1
            }
            place(child, index: &index, path: childPath, inherited: visibility, into: &children)
        }
        siblings.append(LayoutNode(path: path, node: node, frame: frame, contentFrame: content, children: children))
    }

    private mutating func check(_ node: Node, at path: JSONPath, frame: Rect, visibility: Visibility) {
        if let id = node.id {
            if let first = firstUseOfID[id] {
                warnings.append(SceneWarning(path: path, message: "the id \(id.jsonQuoted) is already used by \(first)"))
            } else {
                firstUseOfID[id] = path
            }
        }
        guard !visibility.transformed, !visibility.invisible else { return }
        // Read in place: comparing an optional with `nil` copied its payload first.
        let paints = node.style.background.isSet || node.style.border.isSet || node.style.shadows.contains { $0.color.alpha8 > 0 }
            || !(node.label?.text.isEmpty ?? true) || node.image.isSet || node.icon.isSet || node.progress.isSet
        guard paints else { return }
        var reach = frame
        for shadow in node.style.shadows where shadow.color.alpha8 > 0 {
            // The blur reaches three standard deviations, 1.5 × the CSS blur radius.
            let extent = frame.outset(by: shadow.spread + 1.5 * shadow.blur).offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
            reach = reach.union(extent)
        }
        if reach.maxX <= canvas.minX || reach.minX >= canvas.maxX || reach.maxY <= canvas.minY || reach.minY >= canvas.maxY {
            // Written as bytes into one buffer: a tree laid out mostly off the canvas warns
            // for most of its nodes, and appending to a string cost more than laying one out.
            var message: [UInt8] = []
            message.reserveCapacity(canvasName.utf8.count + 96)
            message += "lies wholly outside ".utf8
            message += canvasName.utf8
            for (position, value) in [frame.x, frame.y, frame.width, frame.height].enumerated() {
                message += (position == 0 ? " at (" : ", ").utf8
                LayoutTree.appendFormatted(value, to: &message)
            }
            message += ") and will not be seen".utf8
            warnings.append(SceneWarning(path: path, message: String(decoding: message, as: UTF8.self)))
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
