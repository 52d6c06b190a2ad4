/// A short message in a bubble over its parent, after SwiftyToast. Toasts never overlap:
/// the scene queues them in document order, and each is shown only after the one before it
/// has faded out.
public struct ToastContent: Sendable, Hashable {
    public var text: String
    public var position: ToastPosition
    public var style: ToastStyle
    /// Seconds the toast is fully shown, between fading in and fading out.
    public var duration: Double
    /// The earliest moment the toast may appear; it waits longer if another is showing.
    public var delay: Double
    /// `glass` tints the style's colours over a blurred backdrop instead of filling with them.
    public var material: ComponentMaterial

    /// Creates a toast.
    public init(text: String, position: ToastPosition = .bottom, style: ToastStyle = .dark, duration: Double = 2, delay: Double = 0,
                material: ComponentMaterial = .solid) {
        self.text = text
        self.position = position
        self.style = style
        self.duration = duration
        self.delay = delay
        self.material = material
    }

    /// Seconds a toast takes to fade in, and again to fade out.
    public static let fadeDuration = 0.25
}

/// Where over its parent a toast appears.
public enum ToastPosition: String, Sendable, Hashable, CaseIterable {
    case top, center, bottom
}

/// A toast's colours, and for the semantic styles its glyph.
public enum ToastStyle: String, Sendable, Hashable, CaseIterable {
    case dark, light, success, error, warning, info
}
