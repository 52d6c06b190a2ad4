/// What a `button` shows and which state it is in, after ButtonKit's async buttons.
public struct ButtonContent: Sendable, Hashable {
    public var title: String
    public var icon: ButtonIcon?
    public var iconPosition: IconPosition
    /// A picture filling the button under its title, cropped to its shape.
    public var backgroundImage: ImageSource?
    public var variant: ButtonVariant
    /// The accent colour: the fill of a filled button, the border and title of the others.
    public var tint: Color
    /// The title's colour when it should not follow the variant (white on filled, tint otherwise).
    public var titleColor: Color?
    public var font: FontSpec
    public var state: ButtonState
    public var loadingStyle: LoadingStyle
    /// Determinate progress in 0…1, shown instead of a spinner while loading.
    public var progress: Double?
    public var progressStyle: ProgressStyle
    public var errorStyle: ErrorStyle

    /// Creates button content with the built-in look.
    public init(title: String, icon: ButtonIcon? = nil, iconPosition: IconPosition = .leading, backgroundImage: ImageSource? = nil,
                variant: ButtonVariant = .filled, tint: Color = ButtonContent.defaultTint, titleColor: Color? = nil,
                font: FontSpec = ButtonContent.defaultFont, state: ButtonState = .idle, loadingStyle: LoadingStyle = .overlay,
                progress: Double? = nil, progressStyle: ProgressStyle = .bar, errorStyle: ErrorStyle = .shake) {
        self.title = title
        self.icon = icon
        self.iconPosition = iconPosition
        self.backgroundImage = backgroundImage
        self.variant = variant
        self.tint = tint
        self.titleColor = titleColor
        self.font = font
        self.state = state
        self.loadingStyle = loadingStyle
        self.progress = progress
        self.progressStyle = progressStyle
        self.errorStyle = errorStyle
    }

    /// UIKit's system blue.
    public static let defaultTint = Color(red8: 0, green8: 122, blue8: 255)
    /// 17 pt semibold, the size of a standard iOS button title.
    public static let defaultFont = FontSpec(size: 17, weight: 600)
    /// The padding a button has unless the scene gives its own: 10 pt above and below, 18 pt at the sides.
    public static let defaultPadding = Edges<Length>(top: .points(10), right: .points(18), bottom: .points(10), left: .points(18))
    /// The corner radius a button has unless the scene gives its own.
    public static let defaultCornerRadius = 10.0

    /// The title's colour: as given, or white on a filled button and the tint on the others.
    public var resolvedTitleColor: Color {
        titleColor ?? (variant == .filled ? Color(red8: 255, green8: 255, blue8: 255) : tint)
    }
}

/// A button's picture beside its title: a file or bytes, or a built-in glyph.
public enum ButtonIcon: Sendable, Hashable {
    case image(ImageSource)
    case symbol(Symbol)
}

/// Which side of the title the icon (or a `leading`/`trailing` spinner) is on.
public enum IconPosition: String, Sendable, Hashable, CaseIterable {
    case leading, trailing
}

/// A button's built-in look.
public enum ButtonVariant: String, Sendable, Hashable, CaseIterable {
    /// Tint fill, white title.
    case filled
    /// Tint border, tint title, no fill.
    case bordered
    /// Tint title alone.
    case plain
}

/// Where a button is in the life of its action.
public enum ButtonState: String, Sendable, Hashable, CaseIterable {
    case idle
    /// Dimmed to 40 %.
    case disabled
    /// Shows its `loadingStyle`, or its progress when it has one.
    case loading
    /// Shows its `errorStyle`.
    case error
}

/// How a loading button shows that it is busy, as ButtonKit's async button styles do.
public enum LoadingStyle: String, Sendable, Hashable, CaseIterable {
    /// A spinner replaces the title; the button keeps its size.
    case overlay
    /// The title and icon fade in and out, once a second.
    case pulse
    /// A spinner before the title.
    case leading
    /// A spinner after the title.
    case trailing
    /// No sign at all.
    case none
}

/// How a button's determinate progress is shown.
public enum ProgressStyle: String, Sendable, Hashable, CaseIterable {
    /// A bar in place of the title.
    case bar
    /// The percentage in place of the title.
    case percent
}

/// How a button in the `error` state reacts.
public enum ErrorStyle: String, Sendable, Hashable, CaseIterable {
    /// A shake over the first half second.
    case shake
    case none
}
