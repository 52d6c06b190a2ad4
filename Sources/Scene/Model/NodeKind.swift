/// Every node type a scene can name.
///
/// `view`, the stacks and `spacer` are containers or boxes drawn from their `ViewStyle`;
/// a `label` sets text and an `image` shows a picture. `button` arrives with component
/// support; until then the validator refuses it with a message saying so.
public enum NodeKind: String, Sendable, Equatable, Hashable, CaseIterable {
    case view
    case hstack
    case vstack
    case zstack
    case label
    case image
    case button
    case spacer

    /// Whether nodes of this kind hold `children`.
    public var allowsChildren: Bool {
        switch self {
        case .view, .hstack, .vstack, .zstack, .button: true
        case .label, .image, .spacer: false
        }
    }

    /// Whether this version can lay out and draw nodes of this kind.
    public var isAvailable: Bool {
        switch self {
        case .view, .hstack, .vstack, .zstack, .spacer, .label, .image: true
        case .button: false
        }
    }

    /// The name with its indefinite article, for messages: "a view", "an hstack".
    public var withArticle: String {
        (self == .hstack || self == .image ? "an " : "a ") + rawValue
    }
}
