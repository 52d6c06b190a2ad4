/// What a parent asks of a child's layout: its border-box width (always known, as in CSS the
/// inline size is settled before layout), its height when the parent fixes it, and the
/// containing block that the child's own percentages refer to.
struct LayoutRequest: Equatable {
    var width: Double
    /// A fixed border-box height, or `nil` to size the box from its content.
    var height: Double?
    /// Whether a fixed `height` counts as definite for the children's percentages. A height
    /// that merely repeats the content height does not, as in CSS.
    var heightIsDefinite: Bool
    var containingWidth: Double?
    var containingHeight: Double?
    /// Asks for the content height of a box with an aspect ratio, leaving the ratio aside.
    var ignoresAspectRatio = false
    /// Asks for the content height before the box's own `minHeight` and `maxHeight` apply:
    /// a column item's flex base size is its content size, and its limits act only later,
    /// on the hypothetical main size (CSS Flexbox §9.2.3 E).
    var ignoresHeightLimits = false
    /// For a box sized through its aspect ratio, the height the ratio gives: it is definite,
    /// and the children's percentages refer to it, both while the content is measured to
    /// floor it and after the content has made the box taller.
    var probedHeight: Double?
}

/// The result of laying out one box: its size, its first baseline, and where its children go.
struct Fragment {
    var size: Size
    /// From the box's top border edge.
    var baseline: Double?
    /// Where the children's placements are kept in the run's `PlacementStore`.
    var placements: PlacementRange
    /// A wrapping column's border-box height as its lines need it, however tall it is
    /// made: its longest line. LayoutNG's intrinsic block size, which is the content size
    /// suggestion for the column's own automatic minimum height.
    var wrappedContentHeight: Double?
}

/// One child's position in its parent's border-box coordinates, and the request that sized it.
struct Placement {
    var index: Int
    var origin: Point
    var request: LayoutRequest
}
