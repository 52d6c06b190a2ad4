/// One in-flow child of a stack while the flex algorithm runs, in main/cross terms.
struct FlexItem {
    let index: Int
    let sizes: BoxSizes
    /// Margins in flow order: `mainStart` is the side the main axis starts from, which is
    /// the physical end in a reversed direction. `nil` is `auto`.
    let mainStart: Double?
    let mainEnd: Double?
    let crossStart: Double?
    let crossEnd: Double?
    let grow: Double
    let shrink: Double
    let alignSelf: CrossAlignment
    /// Whether the cross-size property is `auto`. A percentage of an unknown size behaves
    /// as `auto` for sizing but still prevents stretching, as in CSS.
    let crossSizeIsAuto: Bool

    /// Flex base size and hypothetical main size, border-box.
    var base = 0.0
    var hypothetical = 0.0
    var minMain = 0.0
    var maxMain = Double.infinity
    /// The main size being resolved, and whether it is settled.
    var target = 0.0
    var frozen = false

    /// Cross size, first hypothetical and then used, and whether it is definite.
    var cross = 0.0
    var crossIsDefinite = false
    /// A column item with an aspect ratio and an auto width (not stretched) starts from its
    /// fit-content width, and takes its width from its flexed height once that is known.
    var crossFollowsRatio = false
    /// The height a row item's aspect ratio gives it, when its height comes through the
    /// ratio: its children's percentages keep referring to it even when its content makes
    /// it taller, as they do while it is sized (see `LayoutRequest.probedHeight`).
    var ratioHeight: Double?
    /// Distance from the top border edge to the first baseline, when it has one.
    var baseline: Double?
    /// The width a baseline-aligned item of a multi-line column had when its line was sized,
    /// before the line made it wider (see `fitItemsToLine`): Chromium lines the baselines
    /// (the left edges) up with it, and the item then grows from its left edge.
    var baselineCross: Double?

    /// Position of the border box inside the container's content box, in flow terms.
    var mainPosition = 0.0
    var crossPosition = 0.0

    init(index: Int, box: LayoutBox, sizes: BoxSizes, margins: Edges<Double?>, mainAxis: Axis, direction: FlexDirection, wrap: FlexWrap, align: CrossAlignment) {
        self.index = index
        self.sizes = sizes
        let start = margins.start(mainAxis), end = margins.end(mainAxis)
        (mainStart, mainEnd) = direction.isReversed ? (end, start) : (start, end)
        let crossStart = margins.start(mainAxis.other), crossEnd = margins.end(mainAxis.other)
        (self.crossStart, self.crossEnd) = wrap == .wrapReverse ? (crossEnd, crossStart) : (crossStart, crossEnd)
        grow = box.style.grow
        shrink = box.style.shrink
        alignSelf = box.style.alignSelf ?? align
        crossSizeIsAuto = (mainAxis == .horizontal ? box.style.height : box.style.width) == nil
    }

    /// Main-axis margins, `auto` as zero.
    var mainMargins: Double { (mainStart ?? 0) + (mainEnd ?? 0) }
    var crossMargins: Double { (crossStart ?? 0) + (crossEnd ?? 0) }
    var hasAutoCrossMargin: Bool { crossStart == nil || crossEnd == nil }

    var outerHypothetical: Double { hypothetical + mainMargins }
    var outerTarget: Double { target + mainMargins }
    var outerCross: Double { cross + crossMargins }

    /// Whether the item is stretched across its line (`align: stretch` with an auto cross
    /// size and no auto cross margin).
    var stretches: Bool {
        alignSelf == .stretch && crossSizeIsAuto && !hasAutoCrossMargin
    }

    /// Distance from the outer cross-start edge to the baseline; the bottom border edge
    /// stands in when the item has no baseline, as CSS synthesises it. Across a column the
    /// left border edge serves. In `wrap-reverse` the cross-start edge is the bottom (the
    /// right), so the distance is measured back from there: Chromium lines up the
    /// baselines themselves and packs the items toward that side of their line.
    func ascent(crossAxis: Axis, reversed: Bool) -> Double {
        let size = baselineCross ?? cross
        let fromPhysicalStart = crossAxis == .horizontal ? 0 : baseline ?? size
        return (crossStart ?? 0) + (reversed ? size - fromPhysicalStart : fromPhysicalStart)
    }
}
