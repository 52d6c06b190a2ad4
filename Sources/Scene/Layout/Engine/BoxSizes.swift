/// A box's size properties resolved against a containing block, in border-box points.
///
/// Unknown percentages become `auto` (for sizes and maxima) or zero (for minima), as CSS
/// does for cyclic percentages. Sizes are floored at the padding and border, because a
/// border-box can never be smaller than its own chrome.
struct BoxSizes {
    var width: Double?
    var height: Double?
    /// `width` and `height` before clamping, for the flex base size.
    let specifiedWidth: Double?
    let specifiedHeight: Double?
    var minWidth: Double
    var maxWidth: Double
    var minHeight: Double
    var maxHeight: Double
    /// Whether min-width / min-height are `auto` (the flex automatic minimum applies).
    var minWidthIsAuto: Bool
    var minHeightIsAuto: Bool
    let chrome: Size
    let aspectRatio: Double?
    /// The box's own limits, before any carried across its aspect ratio.
    let ownMinimum: Size
    let ownMaximum: Size

    init(_ box: LayoutBox, containingWidth: Double?, containingHeight: Double?) {
        self.init(box.style, chrome: box.chrome(containingWidth: containingWidth), containingWidth: containingWidth, containingHeight: containingHeight)
    }

    /// `chrome` is the padding and border, resolved against the same containing block.
    init(_ style: LayoutStyle, chrome: Size, containingWidth: Double?, containingHeight: Double?) {
        self.chrome = chrome
        aspectRatio = style.aspectRatio
        width = style.width?.resolve(against: containingWidth)
        height = style.height?.resolve(against: containingHeight)
        minWidthIsAuto = style.minWidth == nil
        minHeightIsAuto = style.minHeight == nil
        minWidth = style.minWidth?.resolve(against: containingWidth) ?? 0
        minHeight = style.minHeight?.resolve(against: containingHeight) ?? 0
        maxWidth = style.maxWidth?.resolve(against: containingWidth) ?? .infinity
        maxHeight = style.maxHeight?.resolve(against: containingHeight) ?? .infinity
        specifiedWidth = width
        specifiedHeight = height
        ownMinimum = Size(width: minWidth, height: minHeight)
        ownMaximum = Size(width: maxWidth, height: maxHeight)
        if let ratio = aspectRatio {
            // CSS Sizing 4: through a ratio, an auto axis also obeys the other axis's limits.
            // The padding and border floor each axis, so they carry across too.
            if width == nil {
                minWidth = max(minWidth, min(max(minHeight, chrome.height) * ratio, maxWidth))
                maxWidth = max(minWidth, min(maxWidth, maxHeight * ratio))
            }
            if height == nil {
                minHeight = max(minHeight, min(max(minWidth, chrome.width) / ratio, maxHeight))
                maxHeight = max(minHeight, min(maxHeight, maxWidth / ratio))
            }
        }
        width = width.map(clampWidth)
        height = height.map(clampHeight)
    }

    /// Raises the minimum width (as an automatic minimum does) and re-clamps the width.
    mutating func raiseMinimumWidth(to floor: Double) {
        minWidth = max(minWidth, floor)
        width = width.map(clampWidth)
    }

    /// Applies min and max width (min wins) and the chrome floor.
    func clampWidth(_ value: Double) -> Double {
        max(chrome.width, max(minWidth, min(maxWidth, value)))
    }

    /// Clamps a size the parent imposes (a stretch): only the box's own limits apply,
    /// since the imposed size is definite and the ratio does not decide it.
    func clampImposed(_ value: Double, _ axis: Axis) -> Double {
        max(chrome(axis), max(ownMinimum.along(axis), min(ownMaximum.along(axis), value)))
    }

    /// Applies min and max height (min wins) and the chrome floor.
    func clampHeight(_ value: Double) -> Double {
        max(chrome.height, max(minHeight, min(maxHeight, value)))
    }

    /// A content size along `axis`, kept within the other axis's own limits (its padding
    /// and border among them) carried across the aspect ratio (CSS Sizing 4). Without a
    /// ratio the size is unchanged.
    func withinTransferredLimits(_ value: Double, along axis: Axis) -> Double {
        guard let ratio = aspectRatio else { return value }
        let other = axis.other
        let through = { (size: Double) in axis == .horizontal ? size * ratio : size / ratio }
        return max(through(max(ownMinimum.along(other), chrome(other))), min(through(ownMaximum.along(other)), value))
    }

    /// A content width of a box whose height is not known, within the transferred limits:
    /// its min-content and max-content widths. With a specified width or height, or no
    /// ratio, the width is unchanged.
    func widthWithinTransferredLimits(_ width: Double) -> Double {
        guard specifiedWidth == nil, height == nil else { return width }
        return withinTransferredLimits(width, along: .horizontal)
    }

    /// The width implied by a known height through `aspectRatio`, clamped.
    func width(fromHeight height: Double) -> Double? {
        aspectRatio.map { clampWidth(height * $0) }
    }

    /// The height implied by a known width through `aspectRatio`, clamped.
    func height(fromWidth width: Double) -> Double? {
        aspectRatio.map { clampHeight(width / $0) }
    }

    /// The border-box height at which a column with no height of its own breaks its lines:
    /// its maximum, or its minimum where that is larger, since the minimum wins (CSS 2
    /// §10.7), as Chromium breaks it. Infinite without a maximum.
    var lineBreakingHeight: Double { maxHeight.isFinite ? max(minHeight, maxHeight) : .infinity }

    /// The clamped specified size on an axis.
    func size(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
    func specified(_ axis: Axis) -> Double? { axis == .horizontal ? specifiedWidth : specifiedHeight }
    func minimum(_ axis: Axis) -> Double { axis == .horizontal ? minWidth : minHeight }
    func maximum(_ axis: Axis) -> Double { axis == .horizontal ? maxWidth : maxHeight }
    func minimumIsAuto(_ axis: Axis) -> Bool { axis == .horizontal ? minWidthIsAuto : minHeightIsAuto }
    func chrome(_ axis: Axis) -> Double { axis == .horizontal ? chrome.width : chrome.height }
}

/// A layout axis.
enum Axis {
    case horizontal
    case vertical

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    func along(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    init(_ axis: Axis, main: Double, cross: Double) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

extension Point {
    init(_ axis: Axis, main: Double, cross: Double) {
        self = axis == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }
}


extension Edges where Value == Double? {
    func start(_ axis: Axis) -> Double? { axis == .horizontal ? left : top }
    func end(_ axis: Axis) -> Double? { axis == .horizontal ? right : bottom }
}
