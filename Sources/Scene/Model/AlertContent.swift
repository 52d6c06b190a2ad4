/// A modal alert over a dimmed backdrop, after SwiftyAlert's success, error, warning, info
/// and edit alerts: a coloured badge with its glyph, a title, a subtitle, text fields for
/// `edit`, and buttons.
public struct AlertContent: Sendable, Hashable {
    public var style: AlertStyle
    public var title: String
    public var subtitle: String?
    public var buttons: [AlertButton]
    /// Text fields, shown only by `edit` alerts.
    public var fields: [AlertField]
    /// Painted over the whole parent behind the alert.
    public var backdrop: Color
    /// `glass` makes the card translucent white over a blurred backdrop.
    public var material: ComponentMaterial

    /// Creates an alert.
    public init(style: AlertStyle = .info, title: String, subtitle: String? = nil, buttons: [AlertButton] = [AlertButton(title: "Done")],
                fields: [AlertField] = [], backdrop: Color = AlertContent.defaultBackdrop, material: ComponentMaterial = .solid) {
        self.style = style
        self.title = title
        self.subtitle = subtitle
        self.buttons = buttons
        self.fields = fields
        self.backdrop = backdrop
        self.material = material
    }

    /// Black at 40 %.
    public static let defaultBackdrop = Color(red8: 0, green8: 0, blue8: 0, alpha8: 102)
}

/// An alert's purpose, which sets its colour and glyph.
public enum AlertStyle: String, Sendable, Hashable, CaseIterable {
    case success, error, warning, info, edit

    /// The badge's and the main button's colour (the iOS system colours).
    public var color: Color {
        switch self {
        case .success: Color(red8: 52, green8: 199, blue8: 89)
        case .error: Color(red8: 255, green8: 59, blue8: 48)
        case .warning: Color(red8: 255, green8: 149, blue8: 0)
        case .info: Color(red8: 0, green8: 122, blue8: 255)
        case .edit: Color(red8: 88, green8: 86, blue8: 214)
        }
    }

    /// The glyph on the badge.
    public var symbol: Symbol {
        switch self {
        case .success: .checkmark
        case .error: .xmark
        case .warning: .exclamationmark
        case .info: .info
        case .edit: .pencil
        }
    }
}

/// One of an alert's buttons.
public struct AlertButton: Sendable, Hashable {
    public var title: String
    public var role: AlertButtonRole

    /// Creates an alert button.
    public init(title: String, role: AlertButtonRole = .default) {
        self.title = title
        self.role = role
    }
}

/// How an alert button looks: filled in the alert's colour, or bordered in grey to cancel.
public enum AlertButtonRole: String, Sendable, Hashable, CaseIterable {
    case `default`, cancel
}

/// A text field of an `edit` alert: its placeholder, shown in grey while it has no text.
public struct AlertField: Sendable, Hashable {
    public var placeholder: String
    public var text: String

    /// Creates a field.
    public init(placeholder: String, text: String = "") {
        self.placeholder = placeholder
        self.text = text
    }
}
