/// Places children by their insets against the parent's padding box, as CSS does for
/// `position: absolute`.
///
/// A `view` places every child this way, and a child that gives no inset on an axis fills
/// that axis (the UIKit habit of a subview covering its superview). Stacks place only
/// children with `position: absolute` or a `frame`; a stack child without insets on an axis
/// sits where it would as the stack's only item (its static position).
extension BoxTree {
    /// Adds the placements to the layout under way (see `PlacementStore`).
    /// `staticPosition` gives a child's static position (its margin box's corner, in the
    /// parent's border-box coordinates); without it, that is the padding box's corner.
    func placeAbsoluteChildren(of index: Int, size: Size, request: LayoutRequest, staticPosition: ((Int, Size) -> Point)? = nil) {
        let box = boxes[index]
        let fillsByDefault = !box.kind.isStack
        let border = box.border
        let containing = Size(width: max(0, size.width - border.left - border.right), height: max(0, size.height - border.top - border.bottom))
        // The padding box's corner, where the containing block starts.
        let corner = Point(x: border.left, y: border.top)
        for child in box.children where fillsByDefault || boxes[child].isOutOfFlow {
            // A clipping column-reverse stack scrolls from its bottom, and so does a
            // wrap-reverse row, whose lines start at the bottom (as in Chromium), so an
            // overflowing child can run past its top instead of its bottom.
            let scrollsFromBottom = box.kind.isStack
                && (box.style.direction == .columnReverse || (box.style.direction.isRow && box.style.wrap == .wrapReverse))
            let scroll: ScrollOrigin = !box.clips ? .none : scrollsFromBottom ? .end : .start
            placements.append(placeAbsolute(child, corner: corner, containing: containing, scroll: scroll, fillsByDefault: fillsByDefault,
                                            staticPosition: staticPosition ?? { _, _ in corner }))
        }
    }

    private func placeAbsolute(_ index: Int, corner: Point, containing: Size, scroll: ScrollOrigin, fillsByDefault: Bool, staticPosition: (Int, Size) -> Point) -> Placement {
        let box = boxes[index]
        var sizes = resolvedSizes(index, containingWidth: containing.width, containingHeight: containing.height)
        let insets = effectiveInsets(box, fillsByDefault: fillsByDefault)
        if let frame = box.frame {
            sizes.width = frame.width.map(sizes.clampWidth)
            sizes.height = frame.height.map(sizes.clampHeight)
        }
        let left = insets.left?.resolve(against: containing.width)
        let right = insets.right?.resolve(against: containing.width)
        let top = insets.top?.resolve(against: containing.height)
        let bottom = insets.bottom?.resolve(against: containing.height)
        let margins = box.margins(containingWidth: containing.width)
        let fixed = margins.resolvedAutoAsZero
        // The space between two insets is never less than zero, even before the margins
        // come off (CSS Position 3).
        let insetWidth = left.flatMap { left in right.map { max(0, containing.width - left - $0) - fixed.left - fixed.right } }
        let insetHeight = top.flatMap { top in bottom.map { max(0, containing.height - top - $0) - fixed.top - fixed.bottom } }
        // Between two vertical insets the height is definite, so, as with a specified
        // height, a box with an aspect ratio is no narrower than its min-content width
        // while `minWidth` is `auto` (as in Chromium, even when its width is specified, but
        // not when two horizontal insets give the width; with an explicit `stretch` they do
        // not, the ratio does). The content is measured at the height the insets give, so a
        // child with a ratio stretched to it counts.
        if sizes.height == nil, top != nil, bottom != nil, left == nil || right == nil || box.style.alignSelf == .stretch,
           sizes.aspectRatio != nil, sizes.minWidthIsAuto,
           box.style.alignSelf == nil || box.style.alignSelf == .stretch,
           !box.kind.isReplaced, !box.clips {
            sizes.raiseMinimumWidth(to: ratioMinimumWidth(index, sizes, height: insetHeight.map(sizes.clampHeight)))
        }

        // CSS Position 3: an `alignSelf` aligns the box vertically (its block axis, whatever
        // the parent's direction) inside the space between its insets; other than `stretch`,
        // at its content height. `auto` does not: it means `normal` for a positioned box.
        // A box with an aspect ratio stretches only when asked to: `normal` keeps its ratio
        // height, an explicit `stretch` overrides it (as in Chromium).
        let alignSelf = box.style.alignSelf
        let stretches = sizes.height == nil && (alignSelf == .stretch || (alignSelf == nil && sizes.aspectRatio == nil))
        let stretchedHeight = stretches ? insetHeight.map { sizes.clampImposed($0, .vertical) } : nil

        // The width first: specified, through the aspect ratio from a specified height,
        // stretched between the insets, through the ratio from a stretched height, or
        // fit-content, where a height the insets give is definite for the content.
        let width: Double
        if let specified = sizes.width {
            width = specified
        } else if let height = sizes.height, let transferred = sizes.width(fromHeight: height) {
            width = transferred
        } else if sizes.aspectRatio != nil, alignSelf == .stretch, let insetHeight,
                  let transferred = sizes.width(fromHeight: sizes.clampImposed(insetHeight, .vertical)) {
            // Stretched on purpose, the height decides; the width follows through the ratio
            // (the horizontal default for a box with a ratio is to start, not to stretch).
            width = transferred
        } else if let insetWidth {
            width = sizes.clampWidth(insetWidth)
        } else if sizes.aspectRatio != nil, alignSelf == nil, let insetHeight, let transferred = sizes.width(fromHeight: sizes.clampHeight(insetHeight)) {
            // Only at the default alignment: aligned any other way, the box keeps its content
            // height, and nothing comes through the ratio from the insets (as in Chromium).
            width = transferred
        } else {
            // As between two insets, the room is never less than zero before the margins
            // come off.
            let room = left == nil && right == nil
                ? staticAvailableWidth(index, containing: containing.width, start: corner.x, staticPosition: staticPosition)
                : max(0, containing.width - (left ?? 0) - (right ?? 0))
            let available = room - fixed.left - fixed.right
            width = fitContentWidth(index, sizes: sizes, available: available, height: stretchedHeight)
        }

        var request = LayoutRequest(width: width, height: nil, heightIsDefinite: false, containingWidth: containing.width, containingHeight: containing.height)
        if let specified = sizes.height {
            request.height = specified
            request.heightIsDefinite = true
        } else if let stretchedHeight {
            request.height = stretchedHeight
            request.heightIsDefinite = true
        }
        let height = request.height ?? layout(index, request).size.height
        let outer = Size(width: width + fixed.left + fixed.right, height: height + fixed.top + fixed.bottom)
        let staticPoint = (left == nil && right == nil) || (top == nil && bottom == nil) ? staticPosition(index, outer) : Point.zero
        let x = Self.solve(start: left, end: right, size: width, marginStart: margins.left, marginEnd: margins.right,
                           available: containing.width, staticStart: staticPoint.x - corner.x, centersWhenOverflowing: false)
        let y = Self.solve(start: top, end: bottom, size: height, marginStart: margins.top, marginEnd: margins.bottom,
                           available: containing.height, staticStart: staticPoint.y - corner.y, centersWhenOverflowing: true,
                           alignment: alignSelf?.insetAlignment, scroll: scroll)
        return Placement(index: index, origin: Point(x: corner.x + x, y: corner.y + y), request: request)
    }

    /// The width a box placed at its static position horizontally may take (CSS Position 3):
    /// from that position to the far edge of the containing block when it starts there, to
    /// the near edge when it ends there, and twice the shorter distance when it is centred
    /// there. Where the parent puts a box of a given width tells which: a box one point
    /// wider moves left by the fraction of its width that the alignment puts before it.
    private func staticAvailableWidth(_ index: Int, containing width: Double, start: Double, staticPosition: (Int, Size) -> Point) -> Double {
        let anchor = staticPosition(index, Size(width: 0, height: 0)).x - start
        let fraction = anchor - (staticPosition(index, Size(width: 1, height: 0)).x - start)
        if fraction < 0.25 { return max(0, width - anchor) }
        if fraction > 0.75 { return max(0, anchor) }
        return max(0, 2 * min(anchor, width - anchor))
    }

    /// The insets that apply: a `frame` becomes `left`/`top` plus a size or a zero far
    /// inset; in a view, an axis with no inset at all fills the parent.
    private func effectiveInsets(_ box: LayoutBox, fillsByDefault: Bool) -> Edges<Length?> {
        if let frame = box.frame {
            return Edges(top: .points(frame.y), right: frame.width == nil ? .zero : nil, bottom: frame.height == nil ? .zero : nil, left: .points(frame.x))
        }
        var insets = box.style.insets
        if fillsByDefault {
            if insets.left == nil && insets.right == nil { (insets.left, insets.right) = (.zero, .zero) }
            if insets.top == nil && insets.bottom == nil { (insets.top, insets.bottom) = (.zero, .zero) }
        }
        return insets
    }

    /// The border-box start of an absolutely placed box along one axis, inside a containing
    /// block of size `available`, by the CSS 2.1 rules: both insets and auto margins centre
    /// the box; an over-constrained box ignores its end inset; no inset keeps the static
    /// position. Horizontally, a box too big to centre starts at its start inset instead.
    /// With both insets and an `alignment` (the fraction of the free space that goes before
    /// the box), the box is aligned between them instead. If it is bigger than that space
    /// and has no `auto` margin, it is then kept inside the containing block (joined with
    /// that space), its start edge first, as Chromium does; a parent that clips lets it run
    /// past the side away from its `scroll` origin, where it could be scrolled to. Insets that leave less than
    /// no space give the end one up.
    static func solve(start: Double?, end: Double?, size: Double, marginStart: Double?, marginEnd: Double?,
                      available: Double, staticStart: Double, centersWhenOverflowing: Bool,
                      alignment: Double? = nil, scroll: ScrollOrigin = .none) -> Double {
        switch (start, end) {
        case (nil, nil):
            return staticStart + (marginStart ?? 0)
        case (let start?, nil):
            return start + (marginStart ?? 0)
        case (nil, let end?):
            return available - end - (marginEnd ?? 0) - size
        case (let start?, let end?):
            // The space between the insets never counts as negative (CSS Position 3).
            let room = max(0, available - start - end)
            let free = room - size - (marginStart ?? 0) - (marginEnd ?? 0)
            let position: Double
            switch (marginStart, marginEnd) {
            case (nil, nil): position = start + (free >= 0 || centersWhenOverflowing ? free / 2 : 0)
            case (nil, _): position = start + free
            case (let margin?, nil): position = start + margin
            case (let margin?, _?): position = start + margin + (alignment ?? 0) * free
            }
            guard alignment != nil, free < 0, let marginStart, let marginEnd else { return position }
            let low = scroll == .end ? -.infinity : min(0, start) + marginStart
            let high = scroll == .start ? .infinity : max(available, start + room) - marginEnd - size
            return max(low, min(position, high))
        }
    }
}

/// Where a clipping parent's scroll origin is, which decides the side past which an
/// overflowing positioned child may run: `.start` lets it run past the end, `.end` past
/// the start; with `.none` the parent does not scroll and the child is kept inside.
enum ScrollOrigin {
    case none, start, end
}

extension CrossAlignment {
    /// The fraction of the free space before a positioned box aligned by `alignSelf`. A
    /// stretched box fills the space, so it has none to share; a positioned box has no
    /// baseline to share either, so `baseline` aligns as `start`.
    var insetAlignment: Double {
        switch self {
        case .start, .baseline, .stretch: 0
        case .center: 0.5
        case .end: 1
        }
    }
}

extension NodeKind {
    /// Stacks lay their children out; other kinds place every child by its insets.
    var isStack: Bool {
        switch self {
        case .hstack, .vstack, .zstack: true
        case .view, .spacer, .label, .image, .icon, .progress, .button, .toast, .alert: false
        }
    }
}
