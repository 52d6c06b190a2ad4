/// `zstack`: children drawn over each other in one cell, each placed by the stack's
/// `alignment`, as a CSS grid with a single `minmax(0, 1fr)` row and column.
///
/// Children take their fit-content width and their content height unless they give a
/// size; percentages refer to the cell, so `width: "100%"` fills it. A stack sized to
/// content is as wide and as tall as its largest child.
extension BoxTree {
    func zStackLayout(_ index: Int, _ request: LayoutRequest) -> Fragment {
        let box = boxes[index]
        let sizes = resolvedSizes(index, containingWidth: request.containingWidth, containingHeight: request.containingHeight)
        let padding = box.padding(containingWidth: request.containingWidth)
        let origin = Point(x: box.border.left + padding.left, y: box.border.top + padding.top)
        let cellWidth = max(0, request.width - sizes.chrome.width)
        let children = box.children.filter { !boxes[$0].isOutOfFlow }

        var widths: [Double] = []
        var cellHeight = request.height.map { max(0, $0 - sizes.chrome.height) }
        let percentHeight = cellHeight ?? request.probedHeight.map { max(0, $0 - sizes.chrome.height) }
        var tallest = 0.0
        for child in children {
            let childBox = boxes[child]
            let childSizes = resolvedSizes(child, containingWidth: cellWidth, containingHeight: percentHeight)
            let margins = childBox.margins(containingWidth: cellWidth).resolvedAutoAsZero
            let width = fitContentWidth(child, sizes: childSizes, available: cellWidth - margins.left - margins.right)
            widths.append(width)
            if cellHeight == nil {
                let contentSizes = resolvedSizes(child, containingWidth: cellWidth, containingHeight: nil)
                let height = contentSizes.height
                    ?? layout(child, LayoutRequest(width: width, height: nil, heightIsDefinite: false, containingWidth: cellWidth, containingHeight: nil)).size.height
                tallest = max(tallest, height + margins.top + margins.bottom)
            }
        }
        let height = request.height ?? autoHeight(sizes, request, content: tallest + sizes.chrome.height)
        let cell = Size(width: cellWidth, height: cellHeight ?? max(0, height - sizes.chrome.height))
        cellHeight = cell.height

        let start = placements.begin()
        var baseline: Double?
        for (position, child) in children.enumerated() {
            let childBox = boxes[child]
            let childSizes = resolvedSizes(child, containingWidth: cell.width, containingHeight: cell.height)
            let margins = childBox.margins(containingWidth: cell.width)
            var width = widths[position]
            if percentHeight == nil, Self.hasPercentHeight(childBox) {
                // As CSS Grid sizes the column again once the row is known, a percentage
                // height now resolves, and a width through the ratio follows it.
                let fixed = margins.resolvedAutoAsZero
                width = fitContentWidth(child, sizes: childSizes, available: cell.width - fixed.left - fixed.right)
            }
            let childRequest = LayoutRequest(width: width, height: childSizes.height, heightIsDefinite: childSizes.height != nil,
                                             containingWidth: cell.width, containingHeight: cell.height)
            let fragment = layout(child, childRequest)
            let x = Self.align(width, in: cell.width, start: margins.left, end: margins.right, fraction: box.style.alignment.horizontal)
            let y = Self.align(fragment.size.height, in: cell.height, start: margins.top, end: margins.bottom, fraction: box.style.alignment.vertical)
            let shift = relativeOffset(child, containingWidth: cell.width, containingHeight: cell.height)
            placements.append(Placement(index: child, origin: Point(x: origin.x + x + shift.x, y: origin.y + y + shift.y), request: childRequest))
            if baseline == nil { baseline = origin.y + y + (fragment.baseline ?? fragment.size.height) }
        }
        let size = Size(width: request.width, height: height)
        // An absolutely placed child without insets sits at the padding box's corner, where
        // CSS Grid puts the static position of an absolutely positioned grid child.
        placeAbsoluteChildren(of: index, size: size, request: request)
        return Fragment(size: size, baseline: baseline, placements: placements.finish(from: start))
    }

    /// The min-content width of a `minmax(0, 1fr)` column is zero; its max-content width is
    /// the widest child's.
    ///
    /// With no height given, a child's percentage height refers to the row the children's
    /// content makes, and the column is sized again with it, as CSS Grid does (§12.1 step 3).
    func zStackIntrinsicWidth(_ index: Int, innerHeight: Double?) -> (min: Double, max: Double) {
        let children = boxes[index].children.filter { !boxes[$0].isOutOfFlow }
        let contributions = children.map { widthContribution($0, maxContent: true, containingHeight: innerHeight) }
        var widest = contributions.max() ?? 0
        if innerHeight == nil, children.contains(where: { Self.hasPercentHeight(boxes[$0]) }) {
            var row = 0.0
            for (child, contribution) in zip(children, contributions) {
                let margins = boxes[child].margins(containingWidth: nil).resolvedAutoAsZero
                let sizes = resolvedSizes(child, containingWidth: nil, containingHeight: nil)
                let width = max(0, contribution - margins.left - margins.right)
                let height = sizes.height
                    ?? layout(child, LayoutRequest(width: width, height: nil, heightIsDefinite: false, containingWidth: nil, containingHeight: nil)).size.height
                row = max(row, height + margins.top + margins.bottom)
            }
            widest = children.map { widthContribution($0, maxContent: true, containingHeight: row) }.max() ?? 0
        }
        return (0, widest)
    }

    /// Whether the box's height or its limits are percentages of the cell.
    private static func hasPercentHeight(_ box: LayoutBox) -> Bool {
        [box.style.height, box.style.minHeight, box.style.maxHeight].contains(where: \.isPercentage)
    }

    /// The start of a box of `size` inside `space`: auto margins share the free space,
    /// otherwise `fraction` of it goes before the box.
    private static func align(_ size: Double, in space: Double, start: Double?, end: Double?, fraction: Double) -> Double {
        let free = space - size - (start ?? 0) - (end ?? 0)
        switch (start, end) {
        case (nil, nil): return max(0, free) / 2
        case (nil, _): return max(0, free)
        case (let start?, nil): return start
        case (let start?, _?): return start + free * fraction
        }
    }

    /// The shift of a box with `position: relative` and insets: `left` (or minus `right`)
    /// and `top` (or minus `bottom`).
    func relativeOffset(_ index: Int, containingWidth: Double?, containingHeight: Double?) -> Point {
        let insets = boxes[index].style.insets
        let dx = insets.left?.resolve(against: containingWidth) ?? insets.right?.resolve(against: containingWidth).map { -$0 } ?? 0
        let dy = insets.top?.resolve(against: containingHeight) ?? insets.bottom?.resolve(against: containingHeight).map { -$0 } ?? 0
        return Point(x: dx, y: dy)
    }
}
