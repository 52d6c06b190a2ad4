/// Every node type a scene can name.
///
/// `view`, the stacks and `spacer` are containers or boxes drawn from their `ViewStyle`;
/// a `label` sets text, an `image` shows a picture, an `icon` a built-in glyph and a
/// `progress` a spinner or a bar. `button`, `toast` and `alert` are components: before
/// layout, `Scene.at(time:)` expands them into the kinds above. A button's children are its
/// custom label, as SwiftUI's and ButtonKit's buttons take a label view.
public enum NodeKind: String, Sendable, Equatable, Hashable, CaseIterable {
    case view
    case hstack
    case vstack
    case zstack
    case label
    case image
    case icon
    case progress
    case spacer
    case button
    case toast
    case alert

    /// Whether nodes of this kind hold `children`.
    public var allowsChildren: Bool {
        switch self {
        case .view, .hstack, .vstack, .zstack, .button: true
        case .label, .image, .icon, .progress, .spacer, .toast, .alert: false
        }
    }

    /// The name with its indefinite article, for messages: "a view", "an hstack".
    public var withArticle: String {
        ([.hstack, .image, .icon, .alert].contains(self) ? "an " : "a ") + rawValue
    }
}
