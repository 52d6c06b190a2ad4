/// How a node is sized and placed: the CSS box and flexbox properties a scene can set.
///
/// Every node has one. Item properties (`grow`, `alignSelf`, …) matter when the parent is a
/// stack; container properties (`direction`, `justify`, …) matter on `hstack` and `vstack`,
/// `alignment` on `zstack` and `minLength` on `spacer`. The validator only accepts each key
/// on the kinds it applies to.
public struct LayoutStyle: Sendable, Equatable, Hashable {
    /// Border-box sizes; `nil` is `auto`.
    public var width: Length?
    public var height: Length?
    /// `nil` is `auto`: for stack children, the CSS automatic minimum size.
    public var minWidth: Length?
    public var minHeight: Length?
    /// `nil` is `none`.
    public var maxWidth: Length?
    public var maxHeight: Length?
    /// Width divided by height, used when only one of them is known.
    public var aspectRatio: Double?
    /// `nil` on a side is `auto`, which takes up free space as in CSS.
    public var margin: Edges<Length?>
    public var padding: Edges<Length>
    public var position: Positioning
    /// `left`, `top`, `right` and `bottom`; `nil` is `auto`.
    public var insets: Edges<Length?>

    /// Flex item: how much of the free space the item takes, and gives up.
    public var grow: Double
    public var shrink: Double
    /// `nil` is `auto`: the item's main-axis size, or its content's.
    public var basis: Length?
    /// `nil` is `auto`: the parent's `align`.
    public var alignSelf: CrossAlignment?

    /// Flex container; `direction` is `row` for an `hstack` and `column` for a `vstack`.
    public var direction: FlexDirection
    public var justify: MainAlignment
    public var align: CrossAlignment
    public var wrap: FlexWrap
    public var alignContent: ContentAlignment
    /// CSS `row-gap` and `column-gap`: space between rows and between columns, so in an
    /// `hstack` `columnGap` separates items and `rowGap` wrapped lines, and the other way
    /// round in a `vstack`.
    public var rowGap: Double
    public var columnGap: Double

    /// Where a `zstack` puts each child.
    public var alignment: StackAlignment
    /// The least main-axis length of a `spacer`.
    public var minLength: Double

    /// The defaults for a node kind: a column for `vstack`, a row otherwise; `grow` 1 for a
    /// `spacer`, 0 otherwise; `shrink` 0 for a `button`, 1 otherwise.
    public init(for kind: NodeKind = .view) {
        width = nil
        height = nil
        minWidth = nil
        minHeight = nil
        maxWidth = nil
        maxHeight = nil
        // A glyph is square unless the scene says otherwise, so a width alone sizes it.
        aspectRatio = kind == .icon ? 1 : nil
        margin = Edges(.zero)
        padding = Edges(.zero)
        position = .relative
        insets = Edges(nil)
        grow = kind == .spacer ? 1 : 0
        // A button keeps its title whole, as a UIKit or SwiftUI button does, rather than
        // cutting it to make room in a row that is a few points short.
        shrink = kind == .button ? 0 : 1
        basis = nil
        alignSelf = nil
        direction = kind == .vstack ? .column : .row
        justify = .start
        align = .stretch
        wrap = .none
        alignContent = .stretch
        rowGap = 0
        columnGap = 0
        alignment = .center
        minLength = 0
    }
}

/// Whether a node takes part in its parent's layout or is placed by its insets.
public enum Positioning: String, Sendable, Hashable, CaseIterable {
    case relative
    case absolute
}

/// The main axis of a stack and the order items run along it.
public enum FlexDirection: String, Sendable, Hashable, CaseIterable {
    case row
    case rowReverse = "row-reverse"
    case column
    case columnReverse = "column-reverse"

    public var isRow: Bool { self == .row || self == .rowReverse }
    public var isReversed: Bool { self == .rowReverse || self == .columnReverse }
}

/// `justify`: how free space is shared along the main axis.
public enum MainAlignment: String, Sendable, Hashable, CaseIterable {
    case start
    case end
    case center
    case spaceBetween = "space-between"
    case spaceAround = "space-around"
    case spaceEvenly = "space-evenly"
}

/// `align` and `alignSelf`: where an item sits across its line.
public enum CrossAlignment: String, Sendable, Hashable, CaseIterable {
    case start
    case end
    case center
    case stretch
    case baseline
}

/// `wrap`: whether items that do not fit start a new line.
public enum FlexWrap: String, Sendable, Hashable, CaseIterable {
    case none
    case wrap
    case wrapReverse = "wrap-reverse"
}

/// `alignContent`: how lines share the cross axis when a stack wraps.
public enum ContentAlignment: String, Sendable, Hashable, CaseIterable {
    case start
    case end
    case center
    case stretch
    case spaceBetween = "space-between"
    case spaceAround = "space-around"
    case spaceEvenly = "space-evenly"
}

/// `alignment` of a `zstack`, named as SwiftUI names them.
public enum StackAlignment: String, Sendable, Hashable, CaseIterable {
    case topLeading, top, topTrailing
    case leading, center, trailing
    case bottomLeading, bottom, bottomTrailing

    /// Horizontal position as a fraction: 0 leading, 0.5 centre, 1 trailing.
    public var horizontal: Double {
        switch self {
        case .topLeading, .leading, .bottomLeading: 0
        case .top, .center, .bottom: 0.5
        case .topTrailing, .trailing, .bottomTrailing: 1
        }
    }

    /// Vertical position as a fraction: 0 top, 0.5 centre, 1 bottom.
    public var vertical: Double {
        switch self {
        case .topLeading, .top, .topTrailing: 0
        case .leading, .center, .trailing: 0.5
        case .bottomLeading, .bottom, .bottomTrailing: 1
        }
    }
}
