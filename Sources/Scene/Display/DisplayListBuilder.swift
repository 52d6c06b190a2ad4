/// Flattens a laid-out tree into drawing instructions in CSS painting order.
///
/// For each node: its transform, then its group (opacity, filters, backdrop filter, blend
/// mode and mask, which make it a stacking context), its outer shadows (last first, so the
/// first is on top), its background, its inset shadows (likewise), its border, a label's
/// text, its children (text and children clipped to the inside of the border when `clip`
/// is set) and, for `--debug-bounds`, an outline. A node with a `zIndex` is painted by its
/// stacking context instead, as CSS stacks boxes: negative ones before the context's text
/// and children, positive ones after, lowest first.
///
/// Nodes that cannot show anything are left out with their children: hidden ones, fully
/// transparent ones, and ones whose transform squashes them flat.
public struct DisplayListBuilder: Sendable {
    /// Whether to outline every node's frame.
    public var debugBounds: Bool
    /// The grey of skeleton blocks: 20 % of a neutral grey, light on any light surface.
    public static let placeholder = Color(red8: 120, green8: 120, blue8: 128, alpha8: 51)

    /// Creates a builder.
    public init(debugBounds: Bool = false) {
        self.debugBounds = debugBounds
    }

    /// Builds the display list of a laid-out scene.
    public func build(_ tree: LayoutTree) -> DisplayList {
        var items: [DisplayItem] = []
        append(tree.root, context: true, to: &items)
        return DisplayList(size: tree.size, background: tree.background, items: items)
    }

    /// Paints a node and what it holds. One that forms a stacking context also paints the
    /// descendants with a `zIndex` that plain nodes below it hold, negative ones before its
    /// text and children and positive ones after them, as CSS does; a plain node leaves
    /// those out of its own painting.
    private func append(_ node: LayoutNode, context: Bool, to items: inout [DisplayItem]) {
        let style = node.style
        guard !style.hidden, style.opacity > 0 else { return }
        let matrix = style.transform.matrix(in: node.frame)
        guard matrix.determinant != 0 else { return }
        let transformed = matrix != .identity
        if transformed { items.append(.beginTransform(matrix)) }
        let (box, inside) = Self.shapes(of: node)
        let grouped = style.isolatesGroup
        if grouped {
            items.append(.beginGroup(Composite(shape: box, opacity: style.opacity, filters: style.filters, backdropFilters: style.backdropFilters,
                                               blendMode: style.blendMode, mask: style.mask, path: node.path)))
        }
        for shadow in style.shadows.reversed() where shadow.color.alpha8 > 0 && !shadow.inset {
            let shape = box.outset(by: shadow.spread).offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
            guard !shape.isEmpty else { continue }
            items.append(.shadow(ShadowItem(shape: shape, box: box, color: shadow.color, sigma: shadow.blur / 2)))
        }
        if let background = style.background, !box.isEmpty {
            items.append(.fill(box, background))
        }
        // Inset shadows follow the padding box's inner rounded edge; a hole that spread
        // closes leaves the whole padding box in shadow.
        for shadow in style.shadows.reversed() where shadow.color.alpha8 > 0 && shadow.inset && !inside.isEmpty {
            let hole = inside.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y).outset(by: -shadow.spread)
            items.append(.shadow(ShadowItem(shape: hole, box: inside, color: shadow.color, sigma: shadow.blur / 2, inset: true)))
        }
        if let border = style.border, !box.isEmpty {
            items.append(.border(BorderItem(outer: box, inner: inside, sides: border.sides, dash: border.dash)))
        }
        if node.image != nil || node.icon != nil || node.progress != nil, style.redacted {
            // A skeleton shows a block where a picture, glyph or bar would be.
            if !inside.isEmpty { items.append(.fill(inside, .color(Self.placeholder))) }
        } else {
            if let image = node.image, !box.isEmpty {
                items.append(.image(ImageItem(frame: node.contentFrame, shape: inside, image: image, path: node.path)))
            }
            if let icon = node.icon { items.append(.icon(node.contentFrame, icon)) }
            if let progress = node.progress { items.append(.progress(node.contentFrame, progress)) }
        }
        let text = node.label.flatMap { $0.text.isEmpty ? nil : TextItem(frame: node.contentFrame, label: $0, redacted: style.redacted, paddingBox: inside.rect) }
        if !node.children.isEmpty || text != nil {
            if style.clip { items.append(.beginClip(inside)) }
            let raised = context ? Self.raised(in: node) : []
            for entry in raised where entry.node.style.zIndex < 0 { append(entry, to: &items) }
            if let text { items.append(.text(text)) }
            for child in node.children where !Self.isRaised(child) {
                append(child, context: Self.formsStackingContext(child), to: &items)
            }
            for entry in raised where entry.node.style.zIndex > 0 { append(entry, to: &items) }
            if style.clip { items.append(.endClip) }
        }
        if debugBounds { items.append(.debugOutline(node.frame)) }

        if grouped { items.append(.endGroup) }
        if transformed { items.append(.endTransform) }
    }

    /// A descendant painted by its stacking context rather than its parent, and the clips of
    /// the plain nodes between them, outermost first.
    private struct Raised {
        var node: LayoutNode
        var clips: [RoundedRect]
    }

    private func append(_ raised: Raised, to items: inout [DisplayItem]) {
        for clip in raised.clips { items.append(.beginClip(clip)) }
        append(raised.node, context: true, to: &items)
        for _ in raised.clips { items.append(.endClip) }
    }

    /// Whether the node is a CSS stacking context: it has a `zIndex`, or is drawn as a group
    /// (opacity, filters, a backdrop filter, a blend mode, a mask), or is transformed.
    private static func formsStackingContext(_ node: LayoutNode) -> Bool {
        node.style.zIndex != 0 || node.style.isolatesGroup || node.style.transform.matrix(in: node.frame) != .identity
    }

    /// Whether the node is painted by its stacking context, in `zIndex` order.
    private static func isRaised(_ node: LayoutNode) -> Bool {
        node.style.zIndex != 0
    }

    /// The descendants of a stacking context with a `zIndex`, reached through plain nodes
    /// only (a stacking context keeps its own), lowest first, in tree order among equals.
    private static func raised(in context: LayoutNode) -> [Raised] {
        var found: [Raised] = []
        func visit(_ children: [LayoutNode], clips: [RoundedRect]) {
            for child in children where !child.style.hidden {
                if isRaised(child) {
                    found.append(Raised(node: child, clips: clips))
                } else if !formsStackingContext(child) {
                    visit(child.children, clips: child.style.clip ? clips + [insideEdge(of: child)] : clips)
                }
            }
        }
        visit(context.children, clips: [])
        return found.enumerated().sorted { ($0.element.node.style.zIndex, $0.offset) < ($1.element.node.style.zIndex, $1.offset) }.map(\.element)
    }

    /// The node's box and the inside of its border, which `clip` clips to.
    private static func shapes(of node: LayoutNode) -> (box: RoundedRect, inside: RoundedRect) {
        // An image with `circle` is cut to a circle, background, border and shadow included.
        let box = node.image?.circle == true ? RoundedRect.circle(in: node.frame) : RoundedRect(rect: node.frame, radii: node.style.cornerRadius)
        return (box, node.style.border.map { box.inset(by: $0.widths) } ?? box)
    }

    private static func insideEdge(of node: LayoutNode) -> RoundedRect {
        shapes(of: node).inside
    }
}
