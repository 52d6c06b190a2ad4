/// One node as the engine sees it: the properties that affect layout, and its children as
/// indices into the flattened tree.
///
/// A class, not a struct: flex containers and items keep a box at hand while they work, and
/// a box holds its style, hundreds of bytes that a struct would copy every time. As a
/// reference the 10,000-node dashboard lays out about a quarter faster.
///
/// What every layout of a box asks first (whether it has a ratio, whether it is in flow)
/// is stored as a flag at the front rather than worked out from the style each time.
final class LayoutBox {
    let kind: NodeKind
    /// The parent's kind; the canvas (a view) for the root.
    let parentKind: NodeKind
    /// Clips its content (CSS `overflow: hidden`), which makes a box a scroll container:
    /// its automatic minimum sizes are zero, as a flex item's and through an aspect ratio.
    let clips: Bool
    /// Whether any of the percentages that the containing block decides appear on the box
    /// itself; when none do, cached layouts are shared across containing blocks.
    let usesContainingWidth: Bool
    let usesContainingHeight: Bool
    /// Placed by insets (it has a frame, or `position: absolute`) instead of by its parent's
    /// layout.
    let isOutOfFlow: Bool
    /// Sets `aspectRatio`, which every layout of the box asks first.
    let hasAspectRatio: Bool
    /// A leaf with nothing to measure, no children and no ratio, as most boxes of a tree
    /// are: laid out on the spot each time it is asked, which costs less than looking the
    /// answer up, so it has no caches (see `BoxTree.layout`).
    let isPlainLeaf: Bool
    /// Where the box's layouts and intrinsic widths are cached; -1 for a plain leaf.
    let cacheSlot: Int
    /// Where a measured leaf's sizes are cached; -1 for other boxes.
    let measureSlot: Int
    var children: [Int]
    /// The size properties when none is a percentage, as in most boxes: they are then the
    /// same against every containing block, and the flex algorithm asks for them several
    /// times for each item of each run.
    let fixedSizes: BoxSizes?
    /// The padding in points when no side is a percentage, as it nearly always is: the flex
    /// algorithm asks for a box's padding many times a run.
    private let fixedPadding: Edges<Double>?
    /// The margins in points when no side is a percentage, as they nearly always are: every
    /// flex run asks for each item's.
    private let fixedMargins: Edges<Double?>?
    /// Each side's border width.
    let border: Edges<Double>
    /// The content size of a glyph or progress indicator (`Node.builtInSize`), worked out
    /// once rather than each time a leaf is measured.
    let builtInSize: Size?
    let frame: FrameSpec?
    let style: LayoutStyle

    /// A stack that breaks its items into lines.
    var isWrappingStack: Bool { kind.isStack && style.wrap != .none }

    /// Whether the box's own layout, apart from its children's, gives the same frames at a
    /// fixed height equal to the one its content gave it, definite or not: no ratio, no
    /// height limits, no percentage that a height resolves, not placed by insets, and not a
    /// wrapping column (it breaks its lines at its height). A `zstack` is left out only as a
    /// precaution. Without the test of the limits or of a percentage height, frames of the
    /// conformance trees change; the others stand where the layout reads the height, though
    /// no tree there has yet shown a difference.
    var isHeightBlindItself: Bool {
        guard kind != .zstack, !hasAspectRatio, !isOutOfFlow, style.minHeight == nil, style.maxHeight == nil,
              !style.height.isPercentage, !style.basis.isPercentage,
              !(style.insets.top.isPercentage || style.insets.bottom.isPercentage) else { return false }
        return !(kind.isStack && !style.direction.isRow && style.wrap != .none)
    }

    /// A `spacer` in a stack gets `minLength` as its main-axis minimum, unless it sets one.
    /// `slots` counts the caches given out so far, and takes this box's.
    init(node: borrowing Node, parentKind: NodeKind, parentIsRow: Bool, slots: inout CacheSlots) {
        builtInSize = node.builtInSize
        kind = node.kind
        var style = node.layout
        if node.kind == .spacer, parentKind == .hstack || parentKind == .vstack {
            if parentIsRow {
                if style.minWidth == nil { style.minWidth = .points(style.minLength) }
            } else if style.minHeight == nil {
                style.minHeight = .points(style.minLength)
            }
        }
        self.style = style
        hasAspectRatio = style.aspectRatio.isSet
        isPlainLeaf = !node.kind.isStack && !node.kind.hasIntrinsicContent && node.children.isEmpty && !hasAspectRatio
        cacheSlot = isPlainLeaf ? -1 : slots.nextLayoutSlot()
        measureSlot = node.kind.hasIntrinsicContent ? slots.nextMeasureSlot() : -1
        self.parentKind = parentKind
        frame = node.frame
        isOutOfFlow = node.frame.isSet || style.position == .absolute
        border = node.style.border?.widths ?? Edges(0)
        clips = node.style.clip
        children = []
        let padding = style.padding
        let paddingIsRelative = padding.top.isPercentage || padding.right.isPercentage || padding.bottom.isPercentage || padding.left.isPercentage
        usesContainingWidth = style.minWidth.isPercentage || style.maxWidth.isPercentage || paddingIsRelative
        usesContainingHeight = style.minHeight.isPercentage || style.maxHeight.isPercentage
        let fixedPadding = paddingIsRelative ? nil : Self.resolve(padding, against: nil)
        self.fixedPadding = fixedPadding
        let margin = style.margin
        let marginIsRelative = margin.top.isPercentage || margin.right.isPercentage || margin.bottom.isPercentage || margin.left.isPercentage
        fixedMargins = marginIsRelative ? nil : Self.resolve(margin, against: nil)
        let sizeIsRelative = style.width.isPercentage || style.height.isPercentage || style.minWidth.isPercentage || style.maxWidth.isPercentage
            || style.minHeight.isPercentage || style.maxHeight.isPercentage
        if let padding = fixedPadding, !sizeIsRelative {
            fixedSizes = BoxSizes(style, chrome: Self.chrome(padding: padding, border: border), containingWidth: nil, containingHeight: nil)
        } else {
            fixedSizes = nil
        }
    }

    /// Padding resolved against the containing block's width; unknown percentages are zero.
    func padding(containingWidth: Double?) -> Edges<Double> {
        fixedPadding ?? Self.resolve(style.padding, against: containingWidth)
    }

    private static func resolve(_ padding: Edges<Length>, against width: Double?) -> Edges<Double> {
        func resolve(_ length: Length) -> Double { max(0, length.resolve(against: width) ?? 0) }
        return Edges(top: resolve(padding.top), right: resolve(padding.right), bottom: resolve(padding.bottom), left: resolve(padding.left))
    }

    /// Padding plus border on each axis.
    func chrome(containingWidth: Double?) -> Size {
        Self.chrome(padding: padding(containingWidth: containingWidth), border: border)
    }

    private static func chrome(padding p: Edges<Double>, border: Edges<Double>) -> Size {
        Size(width: p.left + p.right + border.left + border.right, height: p.top + p.bottom + border.top + border.bottom)
    }

    /// Margins resolved against the containing block's width; `nil` is `auto`.
    func margins(containingWidth: Double?) -> Edges<Double?> {
        fixedMargins ?? Self.resolve(style.margin, against: containingWidth)
    }

    private static func resolve(_ margin: Edges<Length?>, against width: Double?) -> Edges<Double?> {
        func resolve(_ length: Length?) -> Double? { length.map { $0.resolve(against: width) ?? 0 } }
        return Edges(top: resolve(margin.top), right: resolve(margin.right), bottom: resolve(margin.bottom), left: resolve(margin.left))
    }
}

/// How many boxes of a tree have caches of each kind, counted as the boxes are made.
struct CacheSlots {
    private(set) var layouts = 0
    private(set) var measures = 0

    mutating func nextLayoutSlot() -> Int {
        defer { layouts += 1 }
        return layouts
    }

    mutating func nextMeasureSlot() -> Int {
        defer { measures += 1 }
        return measures
    }
}

extension Edges where Value == Double? {
    /// The sides with `auto` taken as zero.
    var resolvedAutoAsZero: Edges<Double> {
        Edges<Double>(top: top ?? 0, right: right ?? 0, bottom: bottom ?? 0, left: left ?? 0)
    }
}

extension Length {
    /// Whether the length is a percentage, which only a containing block resolves.
    var isPercentage: Bool {
        if case .percent = self { true } else { false }
    }
}

extension Optional where Wrapped == Length {
    /// Whether the length is set and a percentage.
    var isPercentage: Bool {
        self?.isPercentage ?? false
    }
}
