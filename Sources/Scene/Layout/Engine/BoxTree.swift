/// The state of one layout run: the flattened tree, the caches, and the final frames.
///
/// Every layout is a pure function of the box and its `LayoutRequest`, so results are cached
/// by that pair. Parents ask each child for a handful of distinct requests (its content
/// size, then its final size), and the requests a child makes of its own children repeat,
/// so the whole tree is laid out in time linear in its size rather than exponential in its
/// depth. A class, because the caches are shared by the recursive algorithms; one run
/// belongs to one call and never crosses threads.
final class BoxTree {
    /// A constant once flattened, so reading it needs no exclusivity check.
    let boxes: [LayoutBox]
    /// Caches by `LayoutBox.cacheSlot`, for the boxes other than plain leaves.
    private let layouts: PerBox<SmallCache<LayoutRequest, Fragment>>
    private let moreLayouts = CacheOverflow<LayoutRequest, Fragment>()
    private let intrinsicWidths: PerBox<SmallCache<IntrinsicKey, (min: Double, max: Double)>>
    private let moreIntrinsicWidths = CacheOverflow<IntrinsicKey, (min: Double, max: Double)>()
    /// By `LayoutBox.measureSlot`, for the measured leaves.
    private let leafSizes: PerBox<[AvailableWidth: LeafSize]>
    let measurer: (any LeafMeasurer)?
    /// The scene's nodes in the order of `boxes`, without their children, for the leaf
    /// measurer and then for the placing pass, with what placing each needs to know.
    private var nodes: [Node?]
    let placingFacts: [PlacingFacts]
    let placements: PlacementStore
    /// Whether every box of a box's subtree is height-blind itself
    /// (`LayoutBox.isHeightBlindItself`), so that the box's frames at a fixed height equal
    /// to its content height are those it got from its content (see `layoutAtContentHeight`).
    private let heightBlind: [Bool]

    /// Flattens `root`; children follow their parent in document order. With
    /// `onlyIfResolved`, returns `nil` at the first node that `Scene.at(time:)` has still to
    /// resolve (a component, a state overlay or transitions), found on the way rather than
    /// by a walk of its own over every node first.
    init?(root: Node, measurer: (any LeafMeasurer)?, onlyIfResolved: Bool) {
        self.measurer = measurer
        var flat = Flattening(checksResolution: onlyIfResolved)
        _ = flat.add(root, parentKind: .view, parentIsRow: false, inherited: Visibility())
        if flat.foundUnresolved { return nil }
        boxes = flat.boxes
        nodes = flat.nodes
        placingFacts = flat.facts
        heightBlind = flat.heightBlind
        placements = PlacementStore()
        layouts = PerBox(count: flat.slots.layouts) { SmallCache() }
        intrinsicWidths = PerBox(count: flat.slots.layouts) { SmallCache() }
        leafSizes = PerBox(count: flat.slots.measures) { [:] }
    }

    /// Hands the scene's nodes over to the placing pass, which gives each to its laid-out
    /// node: the tree no longer holds them, so nothing touches their storage again. The
    /// layout must be done by then, since the leaf measurer reads them.
    func takeNodes() -> [Node?] {
        defer { nodes = [] }
        return nodes
    }

    /// Lays out box `index` for `request`, or returns the cached result. A plain leaf is
    /// laid out each time: it has no baseline to keep within a clipping box, and its
    /// layout is a few sums.
    func layout(_ index: Int, _ request: LayoutRequest) -> Fragment {
        let box = boxes[index]
        if box.isPlainLeaf { return leafLayout(index, request) }
        let slot = box.cacheSlot
        var key = request
        if !box.usesContainingWidth { key.containingWidth = nil }
        if !box.usesContainingHeight { key.containingHeight = nil }
        if key.height == nil { key.heightIsDefinite = false }
        if let cached = layouts[slot].value(for: key, slot: slot, overflow: moreLayouts) { return cached }
        if let height = request.height, heightBlind[index], let fragment = layoutAtContentHeight(slot, key, height: height) {
            layouts[slot].insert(fragment, for: key, slot: slot, overflow: moreLayouts)
            return fragment
        }
        if request.height == nil, !request.ignoresAspectRatio, box.hasAspectRatio {
            let fragment = layoutThroughAspectRatio(index, request)
            layouts[slot].insert(fragment, for: key, slot: slot, overflow: moreLayouts)
            return fragment
        }
        var fragment = computeLayout(index, request)
        // A clipping box is a scroll container in CSS (`overflow: hidden`), and Chromium
        // keeps a scroll container's baseline within its border box.
        if box.clips, let baseline = fragment.baseline {
            fragment.baseline = min(max(baseline, 0), fragment.size.height)
        }
        layouts[slot].insert(fragment, for: key, slot: slot, overflow: moreLayouts)
        return fragment
    }

    /// The layout of a height-blind box sized from its content, if it was laid out so and
    /// `height` is the height it came to. A parent nearly always measures a stack's content
    /// height first and then fixes the stack at that height, often definite: in a
    /// height-blind subtree the second layout would place every frame where the first did,
    /// and this returns the first instead of running the flex algorithm over the subtree
    /// again. The children's requests it keeps are the first layout's, which differ only in
    /// what height-blind boxes ignore (the containing height, and whether a height is
    /// definite). Either way of asking for the content height (with or without the height
    /// limits, which a height-blind box does not have) serves.
    private func layoutAtContentHeight(_ slot: Int, _ key: LayoutRequest, height: Double) -> Fragment? {
        guard key.probedHeight == nil else { return nil }
        var measure = key
        measure.height = nil
        measure.heightIsDefinite = false
        for ignoresLimits in [false, true] {
            measure.ignoresHeightLimits = ignoresLimits
            if let fragment = layouts[slot].value(for: measure, slot: slot, overflow: moreLayouts), fragment.size.height == height {
                return fragment
            }
        }
        return nil
    }

    /// A box with an aspect ratio and no fixed height: the height follows from the width,
    /// and is definite, but while `minHeight` is `auto` never cuts the content short. As in
    /// Chromium, it does cut the content of a clipping box, of a box whose percentage
    /// height has nothing to refer to (that height is not `auto`), and of a `zstack`
    /// itself. A glyph is drawn to fit its box, and its 24-point natural size does not
    /// follow the width as a picture's measured size does, so it holds nothing open.
    private func layoutThroughAspectRatio(_ index: Int, _ request: LayoutRequest) -> Fragment {
        let sizes = resolvedSizes(index, containingWidth: request.containingWidth, containingHeight: request.containingHeight)
        let ratioHeight = sizes.height(fromWidth: request.width) ?? 0
        var height = ratioHeight
        let kind = boxes[index].kind
        if sizes.minHeightIsAuto, !boxes[index].clips, !heightIsUnresolved(index, sizes), kind != .icon, kind != .zstack {
            var probe = request
            probe.ignoresAspectRatio = true
            probe.probedHeight = ratioHeight
            height = max(height, layout(index, probe).size.height)
        }
        // Children's percentages keep referring to the ratio height even when the content
        // makes the box taller, as in Chromium.
        var fixed = request
        fixed.height = height
        fixed.heightIsDefinite = true
        fixed.probedHeight = ratioHeight
        return layout(index, fixed)
    }

    /// Whether the box's height is a percentage with nothing to refer to: not `auto`, so
    /// its content does not floor the height its aspect ratio gives.
    func heightIsUnresolved(_ index: Int, _ sizes: BoxSizes) -> Bool {
        boxes[index].style.height != nil && sizes.specifiedHeight == nil
    }

    /// The automatic minimum width of a box with an aspect ratio and a definite height
    /// (`height`, else its own): its min-content width, within its own maximum.
    func ratioMinimumWidth(_ index: Int, _ sizes: BoxSizes, height: Double? = nil) -> Double {
        min(intrinsicWidth(index, sizes, height: height).min, sizes.ownMaximum.width)
    }

    private func computeLayout(_ index: Int, _ request: LayoutRequest) -> Fragment {
        switch boxes[index].kind {
        case .hstack, .vstack: flexLayout(index, request)
        case .zstack: zStackLayout(index, request)
        case .view, .spacer, .label, .image, .icon, .progress, .button, .toast, .alert: leafLayout(index, request)
        }
    }

    /// A box whose in-flow content is nothing (a view: its children are all placed by
    /// insets) or a measured leaf.
    private func leafLayout(_ index: Int, _ request: LayoutRequest) -> Fragment {
        let box = boxes[index]
        let sizes = resolvedSizes(index, containingWidth: request.containingWidth, containingHeight: request.containingHeight)
        var contentHeight = 0.0
        var baseline: Double?
        if let leaf = leafSize(index, .definite(max(0, request.width - sizes.chrome.width))) {
            contentHeight = leaf.height
            let padding = box.padding(containingWidth: request.containingWidth)
            baseline = leaf.baseline.map { $0 + box.border.top + padding.top }
        }
        let height = request.height ?? autoHeight(sizes, request, content: contentHeight + sizes.chrome.height)
        let size = Size(width: request.width, height: height)
        if box.children.isEmpty { return Fragment(size: size, baseline: baseline, placements: .empty) }
        let start = placements.begin()
        placeAbsoluteChildren(of: index, size: size, request: request)
        return Fragment(size: size, baseline: baseline, placements: placements.finish(from: start))
    }

    /// The height of a box sized from its content, clamped. (Boxes with an aspect ratio
    /// only get here with `ignoresAspectRatio`, from `layout`, which sizes them through the
    /// ratio; their content is then clamped by their own limits alone.)
    func autoHeight(_ sizes: BoxSizes, _ request: LayoutRequest, content: Double) -> Double {
        if request.ignoresHeightLimits { return max(sizes.chrome.height, content) }
        return request.ignoresAspectRatio ? sizes.clampImposed(content, .vertical) : sizes.clampHeight(content)
    }

    /// A box's size properties against a containing block. A box with an aspect ratio and a
    /// specified height and an automatic width cannot be narrower than its min-content width
    /// while `minWidth` is `auto` (CSS Sizing 4's automatic minimum in the ratio-dependent
    /// axis). With both sizes given neither axis depends on the ratio, and Chromium keeps
    /// the width of an item of any stack (a `zstack`'s too), though not a positioned box's.
    /// Replaced content (images, glyphs) and clipping boxes are exempt.
    func resolvedSizes(_ index: Int, containingWidth: Double?, containingHeight: Double?) -> BoxSizes {
        // Without a ratio nothing below applies, and the sizes are returned as resolved once.
        // Most calls end here, so the rest is kept out of line.
        if !boxes[index].hasAspectRatio, let fixed = boxes[index].fixedSizes { return fixed }
        return resolvedSizesInFull(index, containingWidth: containingWidth, containingHeight: containingHeight)
    }

    /// The sizes of a box with a ratio or a percentage, worked out against the containing
    /// block each time.
    @inline(never)
    private func resolvedSizesInFull(_ index: Int, containingWidth: Double?, containingHeight: Double?) -> BoxSizes {
        let box = boxes[index]
        var sizes = box.fixedSizes ?? BoxSizes(box, containingWidth: containingWidth, containingHeight: containingHeight)
        let isStackItem = box.parentKind.isStack && !box.isOutOfFlow
        if sizes.aspectRatio != nil, sizes.specifiedHeight != nil, sizes.specifiedWidth == nil || !isStackItem, sizes.minWidthIsAuto,
           !box.kind.isReplaced, !box.clips {
            sizes.raiseMinimumWidth(to: ratioMinimumWidth(index, sizes))
        }
        return sizes
    }

    /// The measured content of a leaf, cached per width; `nil` for boxes that are not
    /// measured leaves.
    func leafSize(_ index: Int, _ width: AvailableWidth) -> LeafSize? {
        if let size = boxes[index].builtInSize { return LeafSize(width: size.width, height: size.height) }
        // The kind first: copying out the optional measurer costs more than the whole test.
        guard boxes[index].kind.hasIntrinsicContent, let measurer else { return nil }
        let slot = boxes[index].measureSlot
        if let cached = leafSizes[slot][width] { return cached }
        let size = measurer.measure(nodes[index]!, width: width)
        leafSizes[slot][width] = size
        return size
    }

    /// The min-content and max-content widths of a box's content, cached. `innerHeight` is
    /// the box's content height when definite: children's percentage heights (and through
    /// an aspect ratio, their widths) refer to it, as in Chromium. `breakLimit` is where a
    /// wrapping column without one breaks its lines: its `maxHeight` (or a larger `minHeight`)
    /// when a percentage, which only its containing block resolves, makes it known.
    /// `heightIsDefinite` is false when `innerHeight` is only the height a column flexed
    /// the box to (see `flexIntrinsicWidth`).
    func intrinsicContentWidth(_ index: Int, innerHeight: Double?, breakLimit: Double? = nil, heightIsDefinite: Bool = true) -> (min: Double, max: Double) {
        let box = boxes[index]
        // A plain leaf's widths cost less to work out than to look up, so it has no cache.
        if box.isPlainLeaf { return leafContentWidths(index) }
        let slot = box.cacheSlot
        let key = IntrinsicKey(innerHeight: innerHeight, breakLimit: breakLimit, heightIsDefinite: heightIsDefinite)
        if let cached = intrinsicWidths[slot].value(for: key, slot: slot, overflow: moreIntrinsicWidths) { return cached }
        var content: (min: Double, max: Double)
        switch boxes[index].kind {
        case .hstack, .vstack: content = flexIntrinsicWidth(index, innerHeight: innerHeight, breakLimit: breakLimit, heightIsDefinite: heightIsDefinite)
        case .zstack: content = zStackIntrinsicWidth(index, innerHeight: innerHeight)
        case .view, .spacer, .label, .image, .icon, .progress, .button, .toast, .alert: content = leafContentWidths(index)
        }
        // Negative margins can pull the items' sum below zero; a content size never is.
        content = (max(0, content.min), max(0, content.max))
        intrinsicWidths[slot].insert(content, for: key, slot: slot, overflow: moreIntrinsicWidths)
        return content
    }

    /// The min-content and max-content widths of a leaf's content: measured, built in, or
    /// none.
    private func leafContentWidths(_ index: Int) -> (min: Double, max: Double) {
        guard let min = leafSize(index, .minContent), let max = leafSize(index, .maxContent) else { return (0, 0) }
        return (min.width, max.width)
    }

    /// The min-content and max-content border-box widths of a box whose sizes are resolved:
    /// its content's, plus its padding and border as resolved against its containing block.
    /// `height` is a border-box height the parent has already made definite (a stretched
    /// item's); without it the box's own specified height serves. `heightIsDefinite` is as
    /// `intrinsicContentWidth` takes it.
    func intrinsicWidth(_ index: Int, _ sizes: BoxSizes, height: Double? = nil, breakingAt lineHeight: Double? = nil,
                        heightIsDefinite: Bool = true) -> (min: Double, max: Double) {
        let innerHeight = (height ?? sizes.height).map { max(0, $0 - sizes.chrome.height) }
        var breakLimit = lineHeight.map { max(0, $0 - sizes.chrome.height) }
        if innerHeight == nil, breakLimit == nil, boxes[index].isWrappingStack, !boxes[index].style.direction.isRow,
           boxes[index].style.maxHeight.isPercentage || boxes[index].style.minHeight.isPercentage, sizes.maxHeight.isFinite {
            breakLimit = max(0, sizes.lineBreakingHeight - sizes.chrome.height)
        }
        let content = intrinsicContentWidth(index, innerHeight: innerHeight, breakLimit: breakLimit,
                                            heightIsDefinite: height == nil || heightIsDefinite)
        return (content.min + sizes.chrome.width, content.max + sizes.chrome.width)
    }

    /// The width a box asks of its parent when the parent sizes to content: its specified
    /// width or its intrinsic width, clamped, plus margins. Percentages of the unknown
    /// parent count as `auto` (sizes) and zero (minima and margins). `height` is a
    /// border-box height the parent makes definite, as `intrinsicWidth` takes it.
    func widthContribution(_ index: Int, maxContent: Bool, containingHeight: Double?, height stretched: Double? = nil) -> Double {
        let both = widthContributions(index, containingHeight: containingHeight, height: stretched)
        return maxContent ? both.max : both.min
    }

    /// The min-content and max-content contributions together (see `widthContribution`):
    /// a stack sized to content needs both of each item, and they share all but the last step.
    func widthContributions(_ index: Int, containingHeight: Double?, height stretched: Double? = nil) -> (min: Double, max: Double) {
        let box = boxes[index]
        let sizes = resolvedSizes(index, containingWidth: nil, containingHeight: containingHeight)
        let margins = box.margins(containingWidth: nil).resolvedAutoAsZero
        let border: (min: Double, max: Double)
        if let width = sizes.width {
            border = (width, width)
        } else if let height = stretched ?? sizes.height, var width = sizes.width(fromHeight: height) {
            // A stretched height is definite as a specified one is, so the same automatic
            // minimum keeps the box as wide as its min-content width (see `resolvedSizes`).
            if stretched != nil, sizes.specifiedHeight == nil, sizes.minWidthIsAuto, !box.kind.isReplaced, !box.clips {
                width = max(width, ratioMinimumWidth(index, sizes, height: height))
            }
            border = (width, width)
        } else {
            let intrinsic = intrinsicWidth(index, sizes, height: stretched)
            border = (sizes.clampWidth(intrinsic.min), sizes.clampWidth(intrinsic.max))
        }
        return (border.min + margins.left + margins.right, border.max + margins.left + margins.right)
    }

    /// Fit-content width inside `available` (border-box, margins already taken off):
    /// `min(max-content, max(min-content, available))`, clamped. `height` is a definite
    /// border-box height the box will be given, as `intrinsicWidth` takes it.
    /// `lineHeight` is a border-box height at which a wrapping column breaks its lines
    /// without its children's percentages referring to it. `heightIsDefinite` is as
    /// `intrinsicContentWidth` takes it.
    func fitContentWidth(_ index: Int, sizes: BoxSizes, available: Double, height: Double? = nil, breakingAt lineHeight: Double? = nil,
                         heightIsDefinite: Bool = true) -> Double {
        if let width = sizes.width { return width }
        if let height = sizes.height, let width = sizes.width(fromHeight: height) { return width }
        let intrinsic = intrinsicWidth(index, sizes, height: height, breakingAt: lineHeight, heightIsDefinite: heightIsDefinite)
        return sizes.clampWidth(min(intrinsic.max, max(intrinsic.min, available)))
    }


    /// Absolute frames and content frames (inside border and padding), walking the
    /// placements the layouts chose.
    func frames(root: Int, request: LayoutRequest, origin: Point) -> [(frame: Rect, content: Rect)] {
        let empty = Rect(x: 0, y: 0, width: 0, height: 0)
        var frames = Array(repeating: (frame: empty, content: empty), count: boxes.count)
        func visit(_ index: Int, _ request: LayoutRequest, _ origin: Point) {
            let fragment = layout(index, request)
            let frame = Rect(x: origin.x, y: origin.y, width: fragment.size.width, height: fragment.size.height)
            let box = boxes[index]
            let padding = box.padding(containingWidth: request.containingWidth)
            let content = Rect(
                x: frame.x + box.border.left + padding.left, y: frame.y + box.border.top + padding.top,
                width: max(0, frame.width - box.border.left - box.border.right - padding.left - padding.right),
                height: max(0, frame.height - box.border.top - box.border.bottom - padding.top - padding.bottom)
            )
            frames[index] = (frame, content)
            for position in 0..<Int(fragment.placements.count) {
                let placement = placements[fragment.placements, position]
                visit(placement.index, placement.request, Point(x: origin.x + placement.origin.x, y: origin.y + placement.origin.y))
            }
        }
        visit(root, request, origin)
        return frames
    }
}

extension NodeKind {
    /// Whether the node's size comes from content the layout engine cannot see, measured
    /// through a `LeafMeasurer`.
    var hasIntrinsicContent: Bool {
        switch self {
        case .label, .image: true
        case .view, .hstack, .vstack, .zstack, .spacer, .icon, .progress, .button, .toast, .alert: false
        }
    }

    /// Whether the node is replaced content, as CSS calls an `<img>`: a picture or a glyph
    /// drawn to fit whatever box it is given. Its natural size is only a preference, so
    /// through an aspect ratio its content sets no automatic minimum (CSS Sizing 4 exempts
    /// replaced elements).
    var isReplaced: Bool {
        switch self {
        case .image, .icon: true
        case .view, .hstack, .vstack, .zstack, .label, .progress, .spacer, .button, .toast, .alert: false
        }
    }
}

extension Node {
    /// The content size of the leaves the renderer draws itself, which need no measuring: a
    /// glyph is 24 pt square, a spinner 20 pt, and a bar 160 × 4 pt, the defaults of UIKit's
    /// controls.
    var builtInSize: Size? {
        // Tested in place: `!= nil` and `guard let` copy the content out first, and nearly
        // every node has neither.
        if icon.isSet { return Size(width: 24, height: 24) }
        guard progress.isSet, let progress else { return nil }
        return progress.value == nil ? Size(width: ProgressContent.spinnerSize, height: ProgressContent.spinnerSize) : ProgressContent.barSize
    }
}

/// What a box's intrinsic widths depend on besides the box (see `intrinsicContentWidth`).
struct IntrinsicKey: Equatable {
    var innerHeight: Double?
    var breakLimit: Double?
    var heightIsDefinite: Bool
}

/// One walk over the scene, in document order: a box for each node, and the node itself
/// with what placing it needs, read while its storage is at hand.
private struct Flattening {
    let checksResolution: Bool
    var boxes: [LayoutBox] = []
    var nodes: [Node?] = []
    var facts: [PlacingFacts] = []
    var heightBlind: [Bool] = []
    var slots = CacheSlots()
    /// Set at the first node still to be resolved, when `checksResolution`; the walk then
    /// stops adding.
    var foundUnresolved = false

    init(checksResolution: Bool) {
        self.checksResolution = checksResolution
    }

    /// Takes the parent's kind and direction, all that a box needs of its parent. The node
    /// is borrowed, here and by what reads it, so reading it costs no retain of its storage.
    mutating func add(_ node: borrowing Node, parentKind: NodeKind, parentIsRow: Bool, inherited: Visibility) -> Int {
        let index = boxes.count
        if checksResolution, !node.isResolved { foundUnresolved = true }
        if foundUnresolved { return index }
        let visibility = inherited.entering(node)
        let box = LayoutBox(node: node, parentKind: parentKind, parentIsRow: parentIsRow, slots: &slots)
        boxes.append(box)
        nodes.append(node.withoutChildren)
        facts.append(PlacingFacts(node, visibility: visibility))
        heightBlind.append(false)
        var children: [Int] = []
        children.reserveCapacity(node.children.count)
        let isRow = node.layout.direction.isRow
        var blind = box.isHeightBlindItself
        for child in node.children {
            let childIndex = add(child, parentKind: node.kind, parentIsRow: isRow, inherited: visibility)
            if foundUnresolved { return index }
            children.append(childIndex)
            blind = blind && heightBlind[childIndex]
        }
        box.children = children
        heightBlind[index] = blind
        return index
    }
}
