/// `hstack` and `vstack`: the CSS Flexbox Level 1 layout algorithm (§9), step by step.
///
/// Where the specification leaves room, it does what Chromium does, because scenes are
/// designed in browsers and the conformance suite records Chromium's frames.
extension BoxTree {
    func flexLayout(_ index: Int, _ request: LayoutRequest) -> Fragment {
        var flex = FlexContainer(tree: self, index: index, request: request)
        return flex.run()
    }

    /// The min-content and max-content content widths of a stack.
    ///
    /// A row adds up its items' contributions, except that an item that cannot grow
    /// contributes no more than its flex base size and one that cannot shrink no less: the
    /// rule Chromium ships for how `basis` and `grow` count in a stack sized to content.
    /// A column takes its widest item.
    ///
    /// When `heightIsDefinite` is false, `innerHeight` is a height the row was flexed to in a
    /// column that makes it definite only through its own height: the items it stretches
    /// are measured at that height, but it gives them no automatic minimum through their
    /// ratios (Chromium counts a stretched ratio item of basis 0 at no width there).
    func flexIntrinsicWidth(_ index: Int, innerHeight: Double?, breakLimit: Double? = nil, heightIsDefinite: Bool = true) -> (min: Double, max: Double) {
        let box = boxes[index]
        // Sums and maxima are taken as the items come, in order, with no arrays between:
        // this runs for most stacks of a tree.
        var count = 0
        guard box.style.direction.isRow else {
            var narrowest = -Double.infinity, widest = -Double.infinity
            for child in box.children where !boxes[child].isOutOfFlow {
                let contribution = widthContributions(child, containingHeight: innerHeight)
                // As `Sequence.max()` keeps the first of equal values.
                if narrowest < contribution.min { narrowest = contribution.min }
                if widest < contribution.max { widest = contribution.max }
                count += 1
            }
            guard count > 0 else { return (0, 0) }
            if box.style.wrap != .none {
                // With no height to break at, it is one line, still sized as a wrapping
                // column's line is (by its baselines too), as Chromium sizes it.
                let limit = innerHeight ?? breakLimit ?? columnLimit(index) ?? .infinity
                let items = box.children.filter { !boxes[$0].isOutOfFlow }
                return (narrowest, columnWrapWidth(index, items: items, limit: limit, innerHeight: innerHeight))
            }
            return (narrowest, widest)
        }
        var minimumSum = 0.0, maximumSum = 0.0
        var widest = 0.0
        for child in box.children where !boxes[child].isOutOfFlow {
            count += 1
            let stretched = stretchedHeight(child, in: box, innerHeight: innerHeight)
            var (smallest, largest) = widthContributions(child, containingHeight: innerHeight, height: stretched)
            widest = max(widest, smallest)
            if boxes[child].style.grow == 0 || boxes[child].style.shrink == 0 {
                let base = intrinsicFlexBase(child, containingHeight: innerHeight, height: stretched, heightIsDefinite: heightIsDefinite)
                if boxes[child].style.grow == 0 { (smallest, largest) = (min(smallest, base), min(largest, base)) }
                if boxes[child].style.shrink == 0 {
                    // A base that is only the content's max-content width does not floor the
                    // min-content contribution, as in Chromium.
                    let contentBased = boxes[child].style.basis?.resolve(against: nil) == nil && boxes[child].style.width?.resolve(against: nil) == nil
                    (smallest, largest) = (contentBased ? smallest : max(smallest, base), max(largest, base))
                }
            }
            minimumSum += smallest
            maximumSum += largest
        }
        guard count > 0 else { return (0, 0) }
        let gaps = box.style.columnGap * Double(count - 1)
        // A wrapping row's min-content width is its widest item's own, before any basis
        // caps it, and its max-content width is never less (as in Chromium).
        let minContent = box.style.wrap == .none ? minimumSum + gaps : widest
        return (minContent, max(minContent, maximumSum + gaps))
    }

    /// The content height at which a wrapping column with no definite height breaks its
    /// lines: its own maximum height (or a larger minimum); `nil` when that is not known and
    /// it stays on one line. A maximum its ratio carries over from `maxWidth` does not
    /// break it, as in Chromium.
    private func columnLimit(_ index: Int) -> Double? {
        let sizes = resolvedSizes(index, containingWidth: nil, containingHeight: nil)
        let own = sizes.ownMaximum.height
        return own.isFinite ? max(0, max(own, sizes.ownMinimum.height) - sizes.chrome.height) : nil
    }

    /// The max-content width of a wrapping column: its items broken into lines at `limit`
    /// by their hypothetical heights, as layout breaks them, and the lines' widths added
    /// up. Chromium sizes a column-wrap container this way; its min-content width stays
    /// the widest item's.
    private func columnWrapWidth(_ index: Int, items: [Int], limit: Double, innerHeight: Double?) -> Double {
        let gap = boxes[index].style.rowGap
        var lineWidths: [Double] = []
        var used = 0.0, count = 0
        var line = ColumnLineWidth()
        for child in items {
            let box = boxes[child]
            let sizes = resolvedSizes(child, containingWidth: nil, containingHeight: innerHeight)
            let margins = box.margins(containingWidth: nil).resolvedAutoAsZero
            let outerWidth = widthContribution(child, maxContent: true, containingHeight: innerHeight)
            let width = outerWidth - margins.left - margins.right
            var height: Double
            if let basis = box.style.basis?.resolve(against: innerHeight) {
                height = max(basis, sizes.chrome.height)
                if sizes.minHeightIsAuto, !box.clips {
                    // The automatic minimum keeps the item as tall as its content (or its
                    // specified height, if smaller); with a ratio, as its width gives.
                    let content = sizes.height(fromWidth: width)
                        ?? layout(child, LayoutRequest(width: width, height: nil, heightIsDefinite: false, containingWidth: nil, containingHeight: innerHeight)).size.height
                    height = max(height, min(content, sizes.specifiedHeight ?? .infinity))
                }
            } else if box.style.basis == nil, let specified = sizes.specifiedHeight {
                height = specified
            } else if let ratioHeight = sizes.height(fromWidth: width) {
                height = ratioHeight
                if sizes.minHeightIsAuto, !box.clips, !box.kind.isReplaced {
                    // Its content can make it taller than its ratio height, as in layout;
                    // here its children's percentages refer to nothing (as in Chromium).
                    var probe = LayoutRequest(width: width, height: nil, heightIsDefinite: false, containingWidth: nil, containingHeight: innerHeight)
                    probe.ignoresAspectRatio = true
                    height = max(ratioHeight, layout(child, probe).size.height)
                }
            } else {
                height = layout(child, LayoutRequest(width: width, height: nil, heightIsDefinite: false, containingWidth: nil, containingHeight: innerHeight)).size.height
            }
            let outerHeight = sizes.clampHeight(height) + margins.top + margins.bottom
            if count > 0, used + gap + outerHeight > limit + 1e-9 {
                lineWidths.append(line.width)
                (used, count, line) = (outerHeight, 1, ColumnLineWidth())
            } else {
                used += (count > 0 ? gap : 0) + outerHeight
                count += 1
            }
            line.add(child, in: boxes[index], tree: self, width: outerWidth)
        }
        lineWidths.append(line.width)
        return lineWidths.reduce(0, +) + boxes[index].style.columnGap * Double(lineWidths.count - 1)
    }

    /// The border-box height of a row item that will be stretched across the row's known
    /// height: definite before the row is laid out (CSS Flexbox §9.8), so its children's
    /// heights, and through an aspect ratio its own width, follow from it.
    private func stretchedHeight(_ child: Int, in row: LayoutBox, innerHeight: Double?) -> Double? {
        guard let innerHeight, row.style.wrap == .none, boxes[child].style.height == nil,
              (boxes[child].style.alignSelf ?? row.style.align) == .stretch, let top = boxes[child].style.margin.top, let bottom = boxes[child].style.margin.bottom else { return nil }
        let sizes = resolvedSizes(child, containingWidth: nil, containingHeight: innerHeight)
        let margins = (top.resolve(against: nil) ?? 0) + (bottom.resolve(against: nil) ?? 0)
        return sizes.clampImposed(innerHeight - margins, .vertical)
    }

    /// The outer hypothetical main size of a row item when the row's width is unknown.
    /// `heightIsDefinite` says whether a stretched height counts for the automatic minimum.
    private func intrinsicFlexBase(_ index: Int, containingHeight: Double?, height stretched: Double?, heightIsDefinite: Bool) -> Double {
        let box = boxes[index]
        let sizes = resolvedSizes(index, containingWidth: nil, containingHeight: containingHeight)
        let margins = box.margins(containingWidth: nil).resolvedAutoAsZero
        let intrinsic = intrinsicWidth(index, sizes, height: stretched)
        var base: Double
        // A percentage of the unknown row width acts as `auto` here, as in Chromium: the
        // item's width, else its content.
        if let basis = box.style.basis?.resolve(against: nil) {
            base = basis
        } else if let width = sizes.specifiedWidth {
            base = width
        } else if let height = stretched ?? sizes.height, let ratio = sizes.aspectRatio {
            base = height * ratio
        } else {
            base = stretched == nil ? sizes.widthWithinTransferredLimits(intrinsic.max) : intrinsic.max
        }
        // A clipping box's minimum is only its own: nothing comes across its ratio. Nor does
        // anything come across to an explicit minimum, as in layout (`minimumMainSize`).
        var minimum = box.clips || !sizes.minWidthIsAuto ? sizes.ownMinimum.width : sizes.minWidth
        if sizes.minWidthIsAuto, !box.clips {
            // With a ratio and a definite height, the content size suggestion is the width
            // the ratio gives (or the content's, if wider), as in Chromium.
            var content = intrinsic.min
            let definiteHeight = (heightIsDefinite ? stretched : nil) ?? sizes.height
            if let ratio = sizes.aspectRatio {
                if let height = definiteHeight {
                    content = max(content, height * ratio)
                } else if !box.kind.isReplaced {
                    // Without one, a box is at least as tall as its padding and border, or
                    // its minimum height, and the ratio gives the width from that, whatever
                    // its children (as in Chromium; CSS Flexbox §4.5 clamps the content size
                    // suggestion by the limits carried across the ratio).
                    content = max(content, max(sizes.chrome.height, sizes.ownMinimum.height) * ratio)
                }
            }
            // With a definite height (stretched or its own) the limits carried across the
            // ratio do not cap it (as `minimumMainSize` explains).
            minimum = min(content, (stretched ?? sizes.height) != nil && sizes.aspectRatio != nil ? sizes.ownMaximum.width : sizes.maxWidth)
            if let width = sizes.width { minimum = min(minimum, width) }
        }
        base = max(sizes.chrome.width, max(minimum, min(sizes.maxWidth, base)))
        return base + margins.left + margins.right
    }
}

/// The width of one line of a wrapping column sized by its content: its widest item, or,
/// when items line up by their baselines (in a column, their left border edges, §9.4
/// step 8), the widest part left of that edge plus the widest part right of it. (Chromium
/// sizes a single-line column by its widest item either way.)
private struct ColumnLineWidth {
    private var widest = 0.0, left = 0.0, right = 0.0

    var width: Double { max(widest, left + right) }

    /// Adds an item whose outer width is `width`.
    mutating func add(_ child: Int, in column: LayoutBox, tree: BoxTree, width: Double) {
        if (tree.boxes[child].style.alignSelf ?? column.style.align) == .baseline, let start = tree.boxes[child].style.margin.left, tree.boxes[child].style.margin.right != nil {
            let margin = start.resolve(against: nil) ?? 0
            left = max(left, margin)
            right = max(right, width - margin)
        } else {
            widest = max(widest, width)
        }
    }
}

/// The state of one run of the flex algorithm over one stack.
private struct FlexContainer {
    let tree: BoxTree
    let index: Int
    let request: LayoutRequest
    let box: LayoutBox
    /// Read through the box rather than copied: the style is a few hundred bytes.
    var style: LayoutStyle { box.style }
    let sizes: BoxSizes
    let mainAxis: Axis
    let crossAxis: Axis
    let contentOrigin: Point
    let innerWidth: Double
    /// The content height when the request fixes it.
    var innerHeight: Double?
    /// The content height that children's percentages may refer to.
    let percentHeight: Double?
    let mainGap: Double
    let crossGap: Double
    var items: [FlexItem] = []
    var lines = InlineFirstList<Range<Int>>()

    init(tree: BoxTree, index: Int, request: LayoutRequest) {
        self.tree = tree
        self.index = index
        self.request = request
        box = tree.boxes[index]
        sizes = tree.resolvedSizes(index, containingWidth: request.containingWidth, containingHeight: request.containingHeight)
        mainAxis = box.style.direction.isRow ? .horizontal : .vertical
        crossAxis = mainAxis.other
        let padding = box.padding(containingWidth: request.containingWidth)
        contentOrigin = Point(x: box.border.left + padding.left, y: box.border.top + padding.top)
        innerWidth = max(0, request.width - sizes.chrome.width)
        let chromeHeight = sizes.chrome.height
        let fixedHeight = request.height.map { max(0, $0 - chromeHeight) }
        innerHeight = fixedHeight
        percentHeight = request.probedHeight.map { max(0, $0 - chromeHeight) } ?? (request.heightIsDefinite ? fixedHeight : nil)
        mainGap = mainAxis == .horizontal ? box.style.columnGap : box.style.rowGap
        crossGap = mainAxis == .horizontal ? box.style.rowGap : box.style.columnGap
    }

    /// The content box size along an axis, when known.
    private func inner(_ axis: Axis) -> Double? { axis == .horizontal ? innerWidth : innerHeight }

    private var isSingleLine: Bool { style.wrap == .none }

    mutating func run() -> Fragment {
        items.reserveCapacity(box.children.count)
        for child in box.children where !tree.boxes[child].isOutOfFlow {
            items.append(makeItem(child))
        }
        collectLines()
        let innerMain = resolveMainSize()
        for line in lines { resolveFlexibleLengths(line, available: innerMain) }
        determineHypotheticalCrossSizes()
        let lineCross = determineLineCrossSizes()
        let innerCross = resolveCrossSize(lines: lineCross)
        let (lineOffsets, stretchedLines) = alignContent(lineCross, innerCross: innerCross)
        for (number, line) in lines.enumerated() {
            if mainAxis == .vertical, !isSingleLine { fitItemsToLine(line, lineCross: stretchedLines[number]) }
            stretchItems(line, lineCross: stretchedLines[number])
            alignMainAxis(line, innerMain: innerMain)
            alignCrossAxis(line, offset: lineOffsets[number], lineCross: stretchedLines[number])
        }
        // The baseline comes from the line on top: in `wrap-reverse`, the last one.
        let top = style.wrap == .wrapReverse ? lines.count - 1 : 0
        return fragment(innerMain: innerMain, innerCross: innerCross,
                        topLine: lineOffsets.indices.contains(top) ? (lineOffsets[top], stretchedLines[top], top) : nil)
    }

    // MARK: - §9.2 Flex base size and hypothetical main size

    private func makeItem(_ child: Int) -> FlexItem {
        let childBox = tree.boxes[child]
        let itemSizes = tree.resolvedSizes(child, containingWidth: innerWidth, containingHeight: percentHeight)
        var item = FlexItem(index: child, box: childBox, sizes: itemSizes, margins: childBox.margins(containingWidth: innerWidth),
                            mainAxis: mainAxis, direction: style.direction, wrap: style.wrap, align: style.align)
        var definiteCross: Double?
        if mainAxis == .vertical {
            item.cross = columnItemWidth(item, within: innerWidth)
            item.crossIsDefinite = true
            // An item whose width follows its ratio still starts from its fit-content width,
            // as Chromium sizes it, and takes the width its flexed height gives afterwards.
            // A width that came from the item's own height through the ratio is no basis.
            item.crossFollowsRatio = item.sizes.aspectRatio != nil && item.sizes.width == nil && !(isSingleLine && item.stretches)
            definiteCross = item.crossFollowsRatio && item.sizes.height != nil ? nil : item.cross
        } else {
            definiteCross = definiteRowItemHeight(item)
        }
        // Measured through a constant, by functions inlined here: a flex item is a few
        // hundred bytes, and each call that was handed it took a copy of it.
        let measured = item
        item.base = flexBaseSize(measured, definiteCross: definiteCross)
        item.minMain = minimumMainSize(measured, definiteCross: definiteCross)
        item.maxMain = itemSizes.ownMaximum.along(mainAxis)
        item.hypothetical = max(item.minMain, min(item.maxMain, item.base))
        item.target = item.hypothetical
        return item
    }

    /// A column item's width is settled before flexing: specified, stretched across a single
    /// line, or fit-content within `room` (its margins included).
    @inline(__always)
    private func columnItemWidth(_ item: FlexItem, within room: Double) -> Double {
        let margins = item.crossMargins
        if isSingleLine, item.stretches {
            return item.sizes.clampImposed(room - margins, .horizontal)
        }
        var sizes = item.sizes
        if sizes.aspectRatio != nil, sizes.width == nil, !tree.boxes[item.index].style.height.isPercentage {
            // Chromium sizes the width before a percentage minHeight or maxHeight resolves,
            // so none of it comes across the ratio into the fit-content width.
            sizes = tree.resolvedSizes(item.index, containingWidth: innerWidth, containingHeight: nil)
        }
        // A definite basis decides the height of an item with a height of its own (and no
        // ratio), so its content is measured at the basis, not at that height: Chromium
        // gives a row of `height: 43` and `basis: 13` whose child is square a width of 13.
        var height: Double?
        if sizes.height != nil, sizes.aspectRatio == nil, let basis = tree.boxes[item.index].style.basis?.resolve(against: percentHeight) {
            height = max(basis, sizes.chrome.height)
        }
        return tree.fitContentWidth(item.index, sizes: sizes, available: room - margins, height: height)
    }

    /// A row item's height when it is known before layout: specified, or stretched across a
    /// single line of definite height.
    @inline(__always)
    private func definiteRowItemHeight(_ item: FlexItem) -> Double? {
        if let height = item.sizes.height { return height }
        if isSingleLine, let innerHeight = percentHeight, item.stretches {
            return item.sizes.clampImposed(innerHeight - item.crossMargins, .vertical)
        }
        return nil
    }

    /// §9.2.3: the basis when definite, else the size through the aspect ratio, else the
    /// content size.
    @inline(__always)
    private func flexBaseSize(_ item: FlexItem, definiteCross: Double?) -> Double {
        let childBox = tree.boxes[item.index]
        if let basis = childBox.style.basis {
            // A column's percentages refer to its definite height, which for a box sized
            // through its ratio is the ratio height even while its content is measured.
            if let resolved = basis.resolve(against: mainAxis == .vertical ? percentHeight : innerWidth) {
                return max(resolved, item.sizes.chrome(mainAxis))
            }
        } else if let specified = item.sizes.specified(mainAxis) {
            return max(specified, item.sizes.chrome(mainAxis))
        }
        if let cross = definiteCross, let ratio = item.sizes.aspectRatio {
            // Never less than the padding and border, which the border box must hold.
            return max(mainAxis == .horizontal ? cross * ratio : cross / ratio, item.sizes.chrome(mainAxis))
        }
        if mainAxis == .vertical, childBox.isWrappingStack, childBox.style.basis != nil, let height = item.sizes.height {
            // A wrapping column whose basis is its content still breaks its lines at its
            // own height, and its content is its longest line (as in Chromium).
            let request = LayoutRequest(width: item.cross, height: height, heightIsDefinite: false, containingWidth: innerWidth, containingHeight: percentHeight)
            if let wrapped = tree.layout(item.index, request).wrappedContentHeight { return wrapped }
        }
        return contentMainSize(item, maxContent: true, definiteCross: definiteCross)
    }

    /// The item's content size along the main axis: its intrinsic width in a row, its laid
    /// out height at its width in a column. A row item's definite height (specified or
    /// stretched) is what its children's heights, and through their ratios their widths,
    /// refer to.
    @inline(__always)
    private func contentMainSize(_ item: FlexItem, maxContent: Bool, definiteCross: Double?) -> Double {
        if mainAxis == .horizontal {
            let intrinsic = tree.intrinsicWidth(item.index, item.sizes, height: definiteCross)
            let width = maxContent ? intrinsic.max : intrinsic.min
            return definiteCross == nil ? item.sizes.widthWithinTransferredLimits(width) : width
        }
        var measure = LayoutRequest(width: item.cross, height: nil, heightIsDefinite: false, containingWidth: innerWidth, containingHeight: percentHeight)
        // The min-content height is the content's, not the ratio's: a row the item is
        // counts the children it stretches at their content height, as Chromium measures
        // it. A percentage height with nothing to refer to keeps the ratio's height.
        let contentOverRatio = !maxContent && definiteCross != nil && item.sizes.aspectRatio != nil && !tree.heightIsUnresolved(item.index, item.sizes)
        measure.ignoresAspectRatio = item.crossFollowsRatio || contentOverRatio
        measure.ignoresHeightLimits = true
        return tree.layout(item.index, measure).size.height
    }

    /// §4.5: the automatic minimum size is the smaller of the specified size and the
    /// min-content size. With an aspect ratio and a definite cross size, the min-content
    /// size is the size through the ratio, but never less than the content needs; and the
    /// cross axis's own limits, carried across the ratio, bound the min-content size.
    /// Those carried limits bound nothing else: an explicit minimum is the item's own
    /// (Chromium gives `basis: 61` with `minWidth: 5`, `minHeight: 82` and a ratio of 2.6
    /// its 61).
    @inline(__always)
    private func minimumMainSize(_ item: FlexItem, definiteCross: Double?) -> Double {
        let chrome = item.sizes.chrome(mainAxis)
        let ownMinimum = item.sizes.ownMinimum.along(mainAxis)
        guard item.sizes.minimumIsAuto(mainAxis), !tree.boxes[item.index].clips else { return max(chrome, ownMinimum) }
        var content = contentMainSize(item, maxContent: false, definiteCross: definiteCross)
        // A wrapping column with a height of its own needs only its longest line there. A
        // percentage height does not break its content size into lines (Chromium).
        if mainAxis == .vertical, tree.boxes[item.index].isWrappingStack, !tree.boxes[item.index].style.height.isPercentage,
           let height = item.sizes.height {
            // Its children's percentages refer to nothing yet, as in a min-content measure.
            let request = LayoutRequest(width: item.cross, height: height, heightIsDefinite: false, containingWidth: innerWidth, containingHeight: percentHeight)
            if let wrapped = tree.layout(item.index, request).wrappedContentHeight { content = wrapped }
        }
        if let cross = definiteCross, let ratio = item.sizes.aspectRatio {
            let transferred = mainAxis == .horizontal ? cross * ratio : cross / ratio
            // A replaced box (an image, a glyph) takes the smaller: its size through the ratio
            // is its transferred size suggestion. Other boxes must still fit their content.
            content = tree.boxes[item.index].kind.isReplaced ? min(content, transferred) : max(content, transferred)
        } else if mainAxis == .vertical, item.crossFollowsRatio, let ratio = item.sizes.aspectRatio, ratio > 0, !tree.boxes[item.index].kind.isReplaced {
            // A column item whose width follows its height through the ratio is at least as
            // tall as its fit-content width within the column gives through the ratio, as in
            // Chromium (a zstack's min-content width is 0, but its max-content width counts).
            let intrinsic = tree.intrinsicWidth(item.index, item.sizes)
            content = max(content, min(intrinsic.max, max(intrinsic.min, innerWidth - item.crossMargins)) / ratio)
        }
        // The other axis's limits carried across the ratio cap it, except in a row whose
        // height is definite: Chromium then keeps the content's width (CSS Flexbox §4.5
        // would cap it).
        if mainAxis == .vertical || definiteCross == nil || item.sizes.aspectRatio == nil {
            content = item.sizes.withinTransferredLimits(content, along: mainAxis)
        }
        content = min(content, item.sizes.ownMaximum.along(mainAxis))
        if let specified = item.sizes.size(mainAxis) { content = min(content, specified) }
        return max(chrome, ownMinimum, content)
    }

    // MARK: - §9.3 Lines

    private mutating func collectLines() {
        guard !isSingleLine else {
            lines = InlineFirstList(0..<items.count)
            return
        }
        // A column breaks at its height: fixed, else the one its aspect ratio gives while its
        // content is measured (as Chromium breaks it), else its maximum.
        let ratioHeight = request.ignoresAspectRatio ? sizes.height(fromWidth: request.width).map { max(0, $0 - sizes.chrome.height) } : nil
        // A column that its content made taller than its ratio height still breaks at the
        // ratio height, as in Chromium.
        let fromRatio = mainAxis == .vertical && request.probedHeight != nil ? percentHeight : nil
        let limit = fromRatio ?? inner(mainAxis) ?? (mainAxis == .vertical ? percentHeight ?? ratioHeight : nil)
            ?? max(0, sizes.lineBreakingHeight - sizes.chrome.height)
        var start = 0, used = 0.0
        for (position, item) in items.enumerated() {
            let extent = item.outerHypothetical + (position > start ? mainGap : 0)
            if position > start, used + extent > limit + 1e-9 {
                lines.append(start..<position)
                start = position
                used = item.outerHypothetical
            } else {
                used += extent
            }
        }
        lines.append(start..<items.count)
    }

    /// Each line's length along the main axis at the items' hypothetical sizes.
    private func lineExtents() -> InlineFirstList<Double> {
        var extents = InlineFirstList<Double>()
        for line in lines {
            extents.append(items[line].reduce(0) { $0 + $1.outerHypothetical } + mainGap * Double(max(0, line.count - 1)))
        }
        return extents
    }

    /// The inner main size: fixed by the request, or (a column sized to content) the
    /// longest line, clamped.
    private mutating func resolveMainSize() -> Double {
        if let inner = inner(mainAxis) { return inner }
        let content = lineExtents().max() ?? 0
        let height = tree.autoHeight(sizes, request, content: content + sizes.chrome.height)
        innerHeight = max(0, height - sizes.chrome.height)
        return innerHeight ?? 0
    }

    // MARK: - §9.7 Resolving flexible lengths

    private mutating func resolveFlexibleLengths(_ line: Range<Int>, available: Double) {
        let gaps = mainGap * Double(max(0, line.count - 1))
        let used = items[line].reduce(0) { $0 + $1.outerHypothetical } + gaps
        let growing = used < available
        for position in line {
            let item = items[position]
            let factor = growing ? item.grow : item.shrink
            if factor == 0 || (growing && item.base > item.hypothetical) || (!growing && item.base < item.hypothetical) {
                items[position].frozen = true
                items[position].target = item.hypothetical
            }
        }
        func remainingSpace() -> Double {
            items[line].reduce(available - gaps) { space, item in
                space - (item.frozen ? item.outerTarget : item.base + item.mainMargins)
            }
        }
        let initialFree = remainingSpace()
        // The unfrozen items are walked in place rather than listed: a list and the clamped
        // sizes cost two arrays a pass, and every stack flexes its lines.
        while items[line].contains(where: { !$0.frozen }) {
            var free = remainingSpace()
            var factors = 0.0
            for position in line where !items[position].frozen {
                factors += growing ? items[position].grow : items[position].shrink
            }
            if factors < 1, abs(initialFree * factors) < abs(free) { free = initialFree * factors }
            if free != 0 {
                if growing {
                    for position in line where !items[position].frozen {
                        items[position].target = items[position].base + free * items[position].grow / factors
                    }
                } else {
                    var scaled = 0.0
                    for position in line where !items[position].frozen {
                        scaled += items[position].shrink * innerBase(items[position])
                    }
                    for position in line where !items[position].frozen {
                        let share = scaled > 0 ? items[position].shrink * innerBase(items[position]) / scaled : 0
                        items[position].target = items[position].base + free * share
                    }
                }
            } else {
                for position in line where !items[position].frozen { items[position].target = items[position].base }
            }
            var violation = 0.0
            for position in line where !items[position].frozen {
                let item = items[position]
                violation += clampedTarget(item) - item.target
            }
            for position in line where !items[position].frozen {
                let value = clampedTarget(items[position])
                let difference = value - items[position].target
                items[position].target = value
                if violation == 0 || (violation > 0 && difference > 0) || (violation < 0 && difference < 0) {
                    items[position].frozen = true
                }
            }
        }
    }

    /// The item's target main size within its limits (min wins).
    private func clampedTarget(_ item: FlexItem) -> Double {
        max(item.minMain, min(item.maxMain, item.target))
    }

    /// A column item's flexed height is definite when the column's is (unless `ownOnly`),
    /// when it has a height of its own or an aspect ratio, or, as in Chromium, when its
    /// basis is definite.
    private func flexedHeightIsDefinite(_ item: FlexItem, ownOnly: Bool = false) -> Bool {
        let basis = tree.boxes[item.index].style.basis
        // A basis other than `auto` decides the height instead of the item's own, so that
        // one makes it definite only through a definite basis (a percentage of an
        // indefinite column acts as the content size, as in Chromium).
        return (!ownOnly && percentHeight != nil) || (item.sizes.height != nil && basis == nil) || item.sizes.aspectRatio != nil
            || basis?.resolve(against: percentHeight) != nil
    }

    /// The flex base size of the content box, which weighs shrinking.
    private func innerBase(_ item: FlexItem) -> Double {
        max(0, item.base - item.sizes.chrome(mainAxis))
    }

    // MARK: - §9.4 Cross sizes

    private mutating func determineHypotheticalCrossSizes() {
        guard mainAxis == .horizontal else {
            for position in items.indices where items[position].crossFollowsRatio || isMeasuredAtFlexedHeight(items[position]) {
                items[position].cross = flexedColumnItemWidth(items[position], within: innerWidth)
            }
            return
        }
        for position in items.indices {
            let item = items[position]
            let measure = LayoutRequest(width: item.target, height: nil, heightIsDefinite: false, containingWidth: innerWidth, containingHeight: percentHeight)
            if let height = item.sizes.height {
                items[position].cross = height
                items[position].crossIsDefinite = true
            } else if isSingleLine, item.stretches, innerHeight == nil, let definite = percentHeight {
                // The row's height is definite but not yet fixed (its aspect ratio gives it,
                // and its content may still floor it): as in Chromium, an item it stretches
                // counts at the stretched height, whatever its content, so it holds nothing open.
                items[position].cross = item.sizes.clampImposed(max(0, definite - item.crossMargins), .vertical)
                items[position].crossIsDefinite = true
            } else if item.sizes.aspectRatio != nil {
                items[position].cross = tree.layout(item.index, measure).size.height
                items[position].crossIsDefinite = true
                items[position].ratioHeight = item.sizes.height(fromWidth: item.target)
            } else {
                items[position].cross = tree.layout(item.index, measure).size.height
            }
            // Only an item that lines up by its baseline needs it (see `ascent`), and laying
            // out every item at its hypothetical height cost a whole extra layout of each
            // one that is then stretched.
            guard participatesInBaseline(item) else { continue }
            var fixed = measure
            fixed.height = items[position].cross
            fixed.heightIsDefinite = items[position].crossIsDefinite
            fixed.probedHeight = items[position].ratioHeight
            items[position].baseline = tree.layout(item.index, fixed).baseline
        }
    }

    /// Whether a column item's fit-content width is measured at its flexed height: a
    /// wrapping column's depends on where its lines break, and a row's on how tall its
    /// stretched items are, as Chromium measures it (for a row, when that height is
    /// definite). An item to be stretched to its line is measured there too, and its line
    /// is at least that wide; but when only the column's height makes its flexed height
    /// definite, its items' ratios give them no automatic minimum from it
    /// (`flexIntrinsicWidth`), as in Chromium.
    private func isMeasuredAtFlexedHeight(_ item: FlexItem) -> Bool {
        item.sizes.width == nil && !(isSingleLine && item.stretches)
            && (tree.boxes[item.index].isWrappingStack || flexedHeightIsDefinite(item))
    }

    /// A column item's width once its height is flexed, fit within `room` (its margins
    /// included): through its ratio, measured at that height, or as before flexing.
    private func flexedColumnItemWidth(_ item: FlexItem, within room: Double) -> Double {
        if item.crossFollowsRatio {
            // A column item whose width comes from its ratio follows its flexed height.
            return item.sizes.width(fromHeight: item.target) ?? item.cross
        }
        guard isMeasuredAtFlexedHeight(item) else { return columnItemWidth(item, within: room) }
        // A wrapping column's lines break at a flexed height that is not definite, but its
        // children's percentages do not refer to it (as in Chromium).
        let box = tree.boxes[item.index]
        let breaksOnly = box.isWrappingStack && !box.style.direction.isRow && !flexedHeightIsDefinite(item)
        return tree.fitContentWidth(item.index, sizes: item.sizes, available: room - item.crossMargins,
                                    height: breaksOnly ? nil : item.target, breakingAt: breaksOnly ? item.target : nil,
                                    heightIsDefinite: !item.stretches || flexedHeightIsDefinite(item, ownOnly: true))
    }

    /// Chromium fits an item of a multi-line column that is not stretched and has no width
    /// of its own into its line rather than into the column: once the lines' cross sizes
    /// are known, such an item takes its fit-content width within its line's, which can be
    /// wider than the column (CSS Flexbox §9.4 keeps the hypothetical cross size, sized
    /// within the column).
    private mutating func fitItemsToLine(_ line: Range<Int>, lineCross: Double) {
        for position in line {
            let item = items[position]
            guard !item.stretches, item.sizes.width == nil, !item.crossFollowsRatio else { continue }
            items[position].cross = max(item.cross, flexedColumnItemWidth(item, within: lineCross))
            if participatesInBaseline(item), items[position].cross > item.cross { items[position].baselineCross = item.cross }
        }
    }

    /// Whether an item lines up by its baseline (never with auto cross margins). In a
    /// column the baseline is the item's start edge, so the items' border boxes line up.
    private func participatesInBaseline(_ item: FlexItem) -> Bool {
        item.alignSelf == .baseline && !item.hasAutoCrossMargin
    }

    private func ascent(_ item: FlexItem) -> Double {
        item.ascent(crossAxis: crossAxis, reversed: style.wrap == .wrapReverse)
    }

    /// The largest ascent of the line's items that line up by their baselines, if any do.
    /// A loop, because passing the methods to `filter` and `map` copied the container.
    private func lineAscent(_ line: Range<Int>) -> Double? {
        var largest: Double?
        for position in line where participatesInBaseline(items[position]) {
            let value = ascent(items[position])
            // As `Sequence.max()` keeps the first of equal values.
            if largest.map({ $0 < value }) ?? true { largest = value }
        }
        return largest
    }

    private func determineLineCrossSizes() -> InlineFirstList<Double> {
        if isSingleLine, let inner = inner(crossAxis) { return InlineFirstList(inner) }
        var result = InlineFirstList<Double>()
        for line in lines {
            // The parts above and below the shared baseline may be negative (a negative
            // margin, a baseline below the box), as §9.4 step 8 computes them.
            var largest = 0.0, above = -Double.infinity, below = -Double.infinity
            for item in items[line] {
                if participatesInBaseline(item) {
                    above = max(above, ascent(item))
                    below = max(below, item.outerCross - ascent(item))
                } else {
                    largest = max(largest, item.outerCross)
                }
            }
            result.append(max(largest, above + below, 0))
        }
        // A request for the content height (a column item's flex base size) leaves the
        // limits out here too, or they would reach the base size through the line. One
        // that sets the aspect ratio aside keeps only the box's own limits: a maximum the
        // ratio carries over from `maxWidth` does not cap the content floor (Chromium).
        if isSingleLine, crossAxis == .vertical, !request.ignoresHeightLimits {
            let minimum = request.ignoresAspectRatio ? sizes.ownMinimum.height : sizes.minHeight
            let maximum = request.ignoresAspectRatio ? sizes.ownMaximum.height : sizes.maxHeight
            let low = max(0, minimum - sizes.chrome.height), high = max(0, maximum - sizes.chrome.height)
            result[0] = max(low, min(high, result[0]))
        }
        return result
    }

    /// The inner cross size: fixed, or the lines' total, clamped.
    private mutating func resolveCrossSize(lines lineCross: InlineFirstList<Double>) -> Double {
        if let inner = inner(crossAxis) { return inner }
        let content = lineCross.reduce(0, +) + crossGap * Double(max(0, lineCross.count - 1))
        let height = tree.autoHeight(sizes, request, content: content + sizes.chrome.height)
        innerHeight = max(0, height - sizes.chrome.height)
        return innerHeight ?? 0
    }

    /// §9.6 `alignContent`: each line's offset along the cross axis, and its size after
    /// stretching. A single-line stack fills its cross size.
    private func alignContent(_ lineCross: InlineFirstList<Double>, innerCross: Double) -> (InlineFirstList<Double>, InlineFirstList<Double>) {
        if isSingleLine { return (InlineFirstList(0), InlineFirstList(innerCross)) }
        let count = Double(lineCross.count)
        let free = innerCross - lineCross.reduce(0, +) - crossGap * (count - 1)
        var sizes = lineCross
        var start = 0.0, between = 0.0
        switch style.alignContent {
        case .start: break
        case .end: start = free
        case .center: start = free / 2
        case .stretch:
            if free > 0 {
                for line in sizes.indices { sizes[line] = sizes[line] + free / count }
            }
        case .spaceBetween:
            if free > 0, count > 1 { between = free / (count - 1) }
        case .spaceAround:
            if free > 0 { between = free / count; start = between / 2 } else { start = safeStart(free, reversed: style.wrap == .wrapReverse) }
        case .spaceEvenly:
            if free > 0 { between = free / (count + 1); start = between } else { start = safeStart(free, reversed: style.wrap == .wrapReverse) }
        }
        var offsets = InlineFirstList<Double>()
        var position = start
        for size in sizes {
            offsets.append(position)
            position += size + crossGap + between
        }
        return (offsets, sizes)
    }

    /// §9.4 step 11: stretched items take the line's cross size, which is then definite.
    private mutating func stretchItems(_ line: Range<Int>, lineCross: Double) {
        for position in line where items[position].stretches {
            let item = items[position]
            items[position].cross = item.sizes.clampImposed(lineCross - item.crossMargins, crossAxis)
            items[position].crossIsDefinite = true
            // An item of a row that stretching leaves at its own height keeps the layout it
            // had, whose percentages referred to its ratio height; one that stretching
            // changes is laid out again, against the stretched height (as in Chromium).
            let unchanged = mainAxis == .horizontal && abs(items[position].cross - item.cross) < 1e-9
            if !unchanged { items[position].ratioHeight = nil }
        }
    }

    // MARK: - §9.5 Main-axis alignment

    private mutating func alignMainAxis(_ line: Range<Int>, innerMain: Double) {
        let count = Double(line.count)
        let used = items[line].reduce(0) { $0 + $1.outerTarget } + mainGap * Double(max(0, line.count - 1))
        let free = innerMain - used
        let autoMargins = items[line].reduce(0) { $0 + ($1.mainStart == nil ? 1 : 0) + ($1.mainEnd == nil ? 1 : 0) }
        var position = 0.0, between = 0.0, autoShare = 0.0
        if free > 0, autoMargins > 0 {
            autoShare = free / Double(autoMargins)
        } else {
            switch style.justify {
            case .start: break
            case .end: position = free
            case .center: position = free / 2
            case .spaceBetween:
                if free > 0, count > 1 { between = free / (count - 1) }
            case .spaceAround:
                if free > 0 { between = free / count; position = between / 2 } else { position = safeStart(free, reversed: style.direction.isReversed) }
            case .spaceEvenly:
                if free > 0 { between = free / (count + 1); position = between } else { position = safeStart(free, reversed: style.direction.isReversed) }
            }
        }
        for item in line {
            position += items[item].mainStart ?? autoShare
            items[item].mainPosition = position
            position += items[item].target + (items[item].mainEnd ?? autoShare) + mainGap + between
        }
    }

    /// `space-around` and `space-evenly` fall back to `safe center` when the items
    /// overflow, which puts them at the physical start (top or left) even in a reversed
    /// direction: in flow terms, which run from the far side there, that is `free`.
    private func safeStart(_ free: Double, reversed: Bool) -> Double {
        reversed ? free : 0
    }

    // MARK: - §9.6 Cross-axis alignment

    private mutating func alignCrossAxis(_ line: Range<Int>, offset: Double, lineCross: Double) {
        let baseline = lineAscent(line) ?? 0
        for position in line {
            let item = items[position]
            var start: Double
            if item.hasAutoCrossMargin {
                let free = lineCross - item.cross - (item.crossStart ?? 0) - (item.crossEnd ?? 0)
                switch (item.crossStart, item.crossEnd) {
                case (nil, nil): start = max(0, free) / 2
                case (nil, _): start = max(0, free)
                default: start = item.crossStart ?? 0
                }
            } else {
                let free = lineCross - item.outerCross
                switch item.alignSelf {
                case .start, .stretch: start = item.crossStart ?? 0
                case .end: start = (item.crossStart ?? 0) + free
                case .center: start = (item.crossStart ?? 0) + free / 2
                case .baseline:
                    start = participatesInBaseline(item) ? baseline - ascent(item) + (item.crossStart ?? 0) : item.crossStart ?? 0
                }
            }
            items[position].crossPosition = offset + start
        }
    }

    // MARK: - Result

    private func fragment(innerMain: Double, innerCross: Double, topLine: (offset: Double, size: Double, index: Int)?) -> Fragment {
        let innerSize = Size(mainAxis, main: innerMain, cross: innerCross)
        let size = Size(width: request.width, height: request.height ?? innerSize.height + sizes.chrome.height)
        let start = tree.placements.begin()
        var baseline: Double?
        // The stack's baseline comes from the item that comes first on screen (top or
        // left), which in a reversed stack is the last of its line, and in `wrap-reverse`
        // is in the last line, as Chromium takes it.
        let sourceLine = style.wrap == .wrapReverse ? lines.last : lines.first
        let baselineSource = style.direction.isReversed ? sourceLine.flatMap(\.last) : sourceLine?.first
        for (position, item) in items.enumerated() {
            let main = style.direction.isReversed ? innerMain - item.mainPosition - item.target : item.mainPosition
            let cross = style.wrap == .wrapReverse ? innerCross - item.crossPosition - (item.baselineCross ?? item.cross) : item.crossPosition
            let itemSize = Size(mainAxis, main: item.target, cross: item.cross)
            let heightIsDefinite = mainAxis == .horizontal ? item.crossIsDefinite : flexedHeightIsDefinite(item)
            var childRequest = LayoutRequest(width: itemSize.width, height: itemSize.height, heightIsDefinite: heightIsDefinite,
                                             containingWidth: innerWidth, containingHeight: percentHeight)
            childRequest.probedHeight = item.ratioHeight
            let flowOrigin = Point(mainAxis, main: main, cross: cross)
            let shift = tree.relativeOffset(item.index, containingWidth: innerWidth, containingHeight: percentHeight)
            let origin = Point(x: contentOrigin.x + flowOrigin.x + shift.x, y: contentOrigin.y + flowOrigin.y + shift.y)
            tree.placements.append(Placement(index: item.index, origin: origin, request: childRequest))
            if position == baselineSource {
                baseline = contentOrigin.y + flowOrigin.y + (tree.layout(item.index, childRequest).baseline ?? itemSize.height)
            }
        }
        if mainAxis == .horizontal, let topLine,
           let lineAscent = lineAscent(lines[topLine.index]) {
            baseline = contentOrigin.y + (style.wrap == .wrapReverse ? innerCross - topLine.offset - lineAscent : topLine.offset + lineAscent)
        }
        // The items are the in-flow children; only a stack with others has any to place by
        // insets, and the closure would copy the whole container.
        if items.count < box.children.count {
            let staticPosition = { (child: Int, outer: Size) -> Point in self.staticPosition(child, outer: outer, inner: innerSize) }
            tree.placeAbsoluteChildren(of: index, size: size, request: request, staticPosition: staticPosition)
        }
        var result = Fragment(size: size, baseline: baseline, placements: tree.placements.finish(from: start))
        if mainAxis == .vertical, !isSingleLine {
            result.wrappedContentHeight = lineExtents().max().map { $0 + sizes.chrome.height }
        }
        return result
    }

    /// Where an absolutely placed child without insets goes: where it would sit as the
    /// stack's only item (CSS Flexbox §4.1).
    private func staticPosition(_ child: Int, outer: Size, inner: Size) -> Point {
        let freeMain = inner.along(mainAxis) - outer.along(mainAxis)
        let freeCross = inner.along(crossAxis) - outer.along(crossAxis)
        var main: Double
        switch style.justify {
        case .start, .spaceBetween: main = 0
        case .end: main = freeMain
        case .center, .spaceAround, .spaceEvenly: main = freeMain / 2
        }
        if style.direction.isReversed { main = freeMain - main }
        var cross: Double
        let alignment = tree.boxes[child].style.alignSelf ?? style.align
        switch alignment {
        case .start, .stretch, .baseline: cross = 0
        case .end: cross = freeCross
        case .center: cross = freeCross / 2
        }
        // `wrap-reverse` swaps the cross-axis start and end, but a positioned box's
        // `baseline` falls back to `start`, which is the physical start (as in Chromium).
        if style.wrap == .wrapReverse, alignment != .baseline { cross = freeCross - cross }
        let point = Point(mainAxis, main: main, cross: cross)
        return Point(x: contentOrigin.x + point.x, y: contentOrigin.y + point.y)
    }
}
