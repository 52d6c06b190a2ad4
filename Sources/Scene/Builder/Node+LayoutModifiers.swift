/// Layout modifiers for the builder API. Each returns a changed copy, mirroring one layout
/// key; `nil` stands for the key's keyword (`auto`, or `none` for maxima).
extension Node {
    // MARK: Size

    /// Sets `width`.
    public func width(_ width: Length?) -> Node {
        changingLayout { $0.width = width }
    }

    /// Sets `height`.
    public func height(_ height: Length?) -> Node {
        changingLayout { $0.height = height }
    }

    /// Sets `width` and `height` together; a side left out stays as it was.
    public func size(width: Length? = nil, height: Length? = nil) -> Node {
        changingLayout {
            if let width { $0.width = width }
            if let height { $0.height = height }
        }
    }

    /// Sizes the node where it stands, as SwiftUI's `frame(width:height:)` does: sets `width`
    /// and `height`, so the node keeps its place in its stack. A side left out stays as it
    /// was. `.place(x:y:width:height:)` is the absolute, UIKit-style frame.
    public func frame(width: Length? = nil, height: Length? = nil) -> Node {
        size(width: width, height: height)
    }

    /// Sets `minWidth`.
    public func minWidth(_ minWidth: Length?) -> Node {
        changingLayout { $0.minWidth = minWidth }
    }

    /// Sets `minHeight`.
    public func minHeight(_ minHeight: Length?) -> Node {
        changingLayout { $0.minHeight = minHeight }
    }

    /// Sets `maxWidth`; `nil` is `none`.
    public func maxWidth(_ maxWidth: Length?) -> Node {
        changingLayout { $0.maxWidth = maxWidth }
    }

    /// Sets `maxHeight`; `nil` is `none`.
    public func maxHeight(_ maxHeight: Length?) -> Node {
        changingLayout { $0.maxHeight = maxHeight }
    }

    /// Sets `aspectRatio`, width divided by height.
    public func aspectRatio(_ ratio: Double?) -> Node {
        changingLayout { $0.aspectRatio = ratio }
    }

    // MARK: Spacing

    /// Pads every side by 16 points, SwiftUI's default padding.
    ///
    /// A function of its own, so that `.padding()` means this rather than one of the
    /// per-side or per-axis forms with every argument left out, which would pad by 0.
    public func padding() -> Node {
        padding(16)
    }

    /// Sets `padding` on every side.
    public func padding(_ all: Length) -> Node {
        changingLayout { $0.padding = Edges(all) }
    }

    /// Sets `padding` per side; sides left out are 0, as in the JSON object form.
    public func padding(top: Length = .zero, right: Length = .zero, bottom: Length = .zero, left: Length = .zero) -> Node {
        changingLayout { $0.padding = Edges(top: top, right: right, bottom: bottom, left: left) }
    }

    /// Sets `padding` per axis, like the JSON object's `horizontal` and `vertical`.
    public func padding(horizontal: Length = .zero, vertical: Length = .zero) -> Node {
        padding(top: vertical, right: horizontal, bottom: vertical, left: horizontal)
    }

    /// Sets `margin` on every side; `nil` is `auto`, which takes up free space.
    public func margin(_ all: Length?) -> Node {
        changingLayout { $0.margin = Edges(all) }
    }

    /// Sets `margin` per side; sides left out are 0, as in the JSON object form.
    public func margin(top: Length? = .zero, right: Length? = .zero, bottom: Length? = .zero, left: Length? = .zero) -> Node {
        changingLayout { $0.margin = Edges(top: top, right: right, bottom: bottom, left: left) }
    }

    /// Sets `margin` per axis, like the JSON object's `horizontal` and `vertical`.
    public func margin(horizontal: Length? = .zero, vertical: Length? = .zero) -> Node {
        margin(top: vertical, right: horizontal, bottom: vertical, left: horizontal)
    }

    // MARK: Positioning

    /// Sets `position`.
    public func position(_ position: Positioning) -> Node {
        changingLayout { $0.position = position }
    }

    /// Sets `left`, `top`, `right` and `bottom`; with `position: relative` they shift the
    /// node from where its stack put it.
    public func insets(left: Length? = nil, top: Length? = nil, right: Length? = nil, bottom: Length? = nil) -> Node {
        changingLayout { $0.insets = Edges(top: top, right: right, bottom: bottom, left: left) }
    }

    /// Takes the node out of its stack's flow and places it by its insets against the
    /// parent's padding box: `position: absolute` plus `left`, `top`, `right`, `bottom`.
    public func absolute(left: Length? = nil, top: Length? = nil, right: Length? = nil, bottom: Length? = nil) -> Node {
        position(.absolute).insets(left: left, top: top, right: right, bottom: bottom)
    }

    // MARK: Flex item

    /// Sets `grow`, the item's share of free space along the main axis.
    public func grow(_ grow: Double = 1) -> Node {
        changingLayout { $0.grow = grow }
    }

    /// Sets `shrink`, the item's share of a shortfall; 0 keeps it from shrinking.
    public func shrink(_ shrink: Double) -> Node {
        changingLayout { $0.shrink = shrink }
    }

    /// Sets `basis`, the main-axis size before growing or shrinking; `nil` is `auto`.
    public func basis(_ basis: Length?) -> Node {
        changingLayout { $0.basis = basis }
    }

    /// Sets `alignSelf`; `nil` is `auto`, the parent's `align`.
    public func alignSelf(_ alignment: CrossAlignment?) -> Node {
        changingLayout { $0.alignSelf = alignment }
    }

    // MARK: Stacks

    /// Sets `direction` of an `hstack` or `vstack`.
    public func direction(_ direction: FlexDirection) -> Node {
        changingLayout { $0.direction = direction }
    }

    /// Sets `justify` of an `hstack` or `vstack`.
    public func justify(_ justify: MainAlignment) -> Node {
        changingLayout { $0.justify = justify }
    }

    /// Sets `align` of an `hstack` or `vstack`.
    public func align(_ align: CrossAlignment) -> Node {
        changingLayout { $0.align = align }
    }

    /// Sets `wrap` of an `hstack` or `vstack`.
    public func wrap(_ wrap: FlexWrap = .wrap) -> Node {
        changingLayout { $0.wrap = wrap }
    }

    /// Sets `alignContent` of an `hstack` or `vstack`.
    public func alignContent(_ alignContent: ContentAlignment) -> Node {
        changingLayout { $0.alignContent = alignContent }
    }

    /// Sets `gap` between items and between lines alike.
    public func gap(_ gap: Double) -> Node {
        self.gap(row: gap, column: gap)
    }

    /// Sets `gap` per CSS direction: `row` separates rows (the lines of an hstack, the items
    /// of a vstack) and `column` separates columns.
    public func gap(row: Double = 0, column: Double = 0) -> Node {
        changingLayout {
            $0.rowGap = row
            $0.columnGap = column
        }
    }

    /// Sets `alignment` of a `zstack`.
    public func alignment(_ alignment: StackAlignment) -> Node {
        changingLayout { $0.alignment = alignment }
    }

    /// Sets `minLength` of a `spacer`.
    public func minLength(_ minLength: Double) -> Node {
        changingLayout { $0.minLength = minLength }
    }

    private func changingLayout(_ change: (inout LayoutStyle) -> Void) -> Node {
        var copy = self
        change(&copy.layout)
        return copy
    }
}

/// Lets points be written as plain numbers: `.width(120)`, `.padding(8.5)`.
extension Length: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) {
        self = .points(Double(value))
    }

    public init(floatLiteral value: Double) {
        self = .points(value)
    }
}

extension Optional where Wrapped == Length {
    /// `auto`, for modifiers that take an optional length: `.margin(left: .auto)`.
    public static var auto: Length? { nil }
}
