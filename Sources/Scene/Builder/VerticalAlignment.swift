/// Where an `HStack` puts its children across the row, named as SwiftUI names them.
///
/// Each is a value of the stack's `align`: the row runs left to right, so its cross axis is
/// vertical and `top` is its start. The scene format has no last-baseline alignment, so there
/// is no `lastTextBaseline`.
public enum VerticalAlignment: Sendable, Hashable, CaseIterable {
    case top
    case center
    case bottom
    /// Lines the children up by the baseline of their first line of text.
    case firstTextBaseline

    /// The stack's `align` for this alignment.
    public var crossAlignment: CrossAlignment {
        switch self {
        case .top: .start
        case .center: .center
        case .bottom: .end
        case .firstTextBaseline: .baseline
        }
    }
}
