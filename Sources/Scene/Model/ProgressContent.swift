/// A `progress` node: a spinner, or a bar filled to `value` when it has one.
public struct ProgressContent: Sendable, Hashable {
    /// Completion in 0…1; `nil` for an indeterminate spinner.
    public var value: Double?
    /// The spinner's or the bar's fill colour.
    public var tint: Color
    /// The unfilled part of a bar.
    public var track: Color
    /// How far round a spinner has turned, in turns (0…1); set from the scene's time by
    /// `Scene.at(time:)`, one turn a second.
    public var phase: Double = 0

    /// Creates progress content.
    public init(value: Double? = nil, tint: Color? = nil, track: Color = ProgressContent.defaultTrack) {
        self.value = value
        self.tint = tint ?? (value == nil ? ProgressContent.defaultSpinnerTint : ButtonContent.defaultTint)
        self.track = track
    }

    /// UIKit's activity-indicator grey.
    public static let defaultSpinnerTint = Color(red8: 142, green8: 142, blue8: 147)
    /// A light grey track.
    public static let defaultTrack = Color(red8: 229, green8: 229, blue8: 234)
    /// A spinner's side and a bar's width and height when the scene gives no size, in points.
    public static let spinnerSize = 20.0
    public static let barSize = Size(width: 160, height: 4)
}

/// A state shown over any node, after ScreenStateKit's view modifiers.
public enum ScreenState: Sendable, Hashable {
    /// A centred spinner over the content.
    case loading
    /// A dim over the whole node with a spinner, and a subtitle such as "Saving…".
    case blockLoading(subtitle: String?)
    /// A message with an error glyph in place of the content, and under it, when `action`
    /// is given, a button with that title, such as "Try again".
    case error(message: String, action: String? = nil)
}

/// The components a scene can name, expanded into views, stacks, labels, images and icons
/// by `Scene.at(time:)` before layout.
///
/// Indirect, so a node holds one pointer for it: components are expanded before layout,
/// and every node the engine copies would otherwise carry their bytes.
public indirect enum Component: Sendable, Hashable {
    case button(ButtonContent)
    case toast(ToastContent)
    case alert(AlertContent)
}
