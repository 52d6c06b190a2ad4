/// Where a `VStack` puts its children across the column, named as SwiftUI names them.
///
/// Each is a value of the stack's `align`: the column's cross axis is horizontal, and
/// scenes run left to right, so `leading` is its start.
public enum HorizontalAlignment: Sendable, Hashable, CaseIterable {
    case leading
    case center
    case trailing

    /// The stack's `align` for this alignment.
    public var crossAlignment: CrossAlignment {
        switch self {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        }
    }
}
