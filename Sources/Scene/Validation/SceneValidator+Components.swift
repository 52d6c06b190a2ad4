extension SceneValidator {
    /// The keys of an `icon` beyond those every node accepts.
    static let iconKeys = ["symbol", "color"]
    /// The keys of a `progress`.
    static let progressKeys = ["value", "tint", "track"]
    /// The keys of a `button`.
    static let buttonKeys = ["title", "icon", "iconPosition", "backgroundImage", "variant", "tint", "titleColor", "font", "state",
                             "loadingStyle", "progress", "progressStyle", "errorStyle"]
    /// Why a button with nothing to show is refused.
    static let emptyButtonMessage = "a button needs a \"title\", an \"icon\" or \"children\" to show"
    /// The keys of a `toast`.
    static let toastKeys = ["text", "position", "style", "duration", "delay", "material"]
    /// The keys of an `alert`.
    static let alertKeys = ["style", "title", "subtitle", "buttons", "fields", "backdrop", "material"]

    func icon(_ object: ObjectReader) throws(SceneError) -> IconContent {
        let (value, path) = try object.required("symbol", expected: Self.symbolExpectation)
        var icon = IconContent(symbol: try symbol(value, path))
        if let (colorValue, colorPath) = object.member("color") { icon.color = try color(colorValue, colorPath) }
        return icon
    }

    func progress(_ object: ObjectReader) throws(SceneError) -> ProgressContent {
        var value: Double?
        if let (numberValue, numberPath) = object.member("value") { value = try number(numberValue, numberPath, .between(0, 1)) }
        var tint: Color?
        if let (tintValue, tintPath) = object.member("tint") { tint = try color(tintValue, tintPath) }
        var progress = ProgressContent(value: value, tint: tint)
        if let (trackValue, trackPath) = object.member("track") { progress.track = try color(trackValue, trackPath) }
        return progress
    }

    /// A button's content, and the built-in corner radius and padding wherever the scene
    /// gives none of its own.
    func button(_ object: ObjectReader, into node: inout Node) throws(SceneError) {
        let title = try shortText(in: object, "title") ?? ""
        var button = ButtonContent(title: title)
        if let (value, path) = object.member("icon") { button.icon = try buttonIcon(value, path) }
        button.iconPosition = try textKeyword(in: object, "iconPosition", default: button.iconPosition)
        if let (value, path) = object.member("backgroundImage") { button.backgroundImage = try imageSource(value, path) }
        button.variant = try textKeyword(in: object, "variant", default: button.variant)
        if let (value, path) = object.member("tint") { button.tint = try color(value, path) }
        if let (value, path) = object.member("titleColor") { button.titleColor = try color(value, path) }
        if let (value, path) = object.member("font") { button.font = try font(value, path, defaults: ButtonContent.defaultFont) }
        button.loadingStyle = try textKeyword(in: object, "loadingStyle", default: button.loadingStyle)
        if let (value, path) = object.member("progress") { button.progress = try number(value, path, .between(0, 1)) }
        button.progressStyle = try textKeyword(in: object, "progressStyle", default: button.progressStyle)
        button.errorStyle = try textKeyword(in: object, "errorStyle", default: button.errorStyle)
        // Progress is what a loading button shows, so a button with progress is loading
        // unless the scene says otherwise.
        button.state = try textKeyword(in: object, "state", default: button.progress == nil ? .idle : .loading)
        // Children are a custom label, so with them the button needs no title or icon.
        let labelled = if case .array(let children)? = object.member("children")?.value.kind { !children.isEmpty } else { false }
        if title.isEmpty, button.icon == nil, !labelled {
            throw SceneError(location: object.value.location, path: object.path, message: Self.emptyButtonMessage)
        }
        node.component = .button(button)
        if object.member("cornerRadius") == nil { node.style.cornerRadius = CornerRadii(ButtonContent.defaultCornerRadius) }
        if object.member("padding") == nil { node.layout.padding = ButtonContent.defaultPadding }
    }

    /// An image path or `data:` URI, or `{"symbol": "checkmark"}` for a glyph.
    private func buttonIcon(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> ButtonIcon {
        guard case .object = value.kind else { return .image(try imageSource(value, path)) }
        let object = try ObjectReader(value, path: path, role: "a button icon", allowedKeys: ["symbol"])
        try object.finish()
        let (symbolValue, symbolPath) = try object.required("symbol", expected: Self.symbolExpectation)
        return .symbol(try symbol(symbolValue, symbolPath))
    }

    /// What an icon name may be: too many names to list, so the message names the page that does.
    static let symbolExpectation = "an icon name: " + Symbol.builtIn.map(\.rawValue.jsonQuoted).joined(separator: ", ")
        + " or a Material Icons name such as \"search\" (docs/icons.md lists them)"

    /// An icon's name, with the nearest name suggested for a near miss.
    private func symbol(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> Symbol {
        guard case .string(let text) = value.kind, let symbol = Symbol(rawValue: text) else {
            var message = "expected \(Self.symbolExpectation), received \(value.summary)"
            if case .string(let text) = value.kind, let suggestion = NearestKey.suggestion(for: text, among: Symbol.allCases.map(\.rawValue)) {
                message += "; did you mean \(suggestion.jsonQuoted)?"
            }
            throw SceneError(location: value.location, path: path, message: message)
        }
        return symbol
    }

    func toast(_ object: ObjectReader) throws(SceneError) -> ToastContent {
        let (value, path) = try object.required("text", expected: "the message to show")
        var toast = ToastContent(text: try shortText(value, path, try string(value, path)))
        toast.position = try textKeyword(in: object, "position", default: toast.position)
        toast.style = try textKeyword(in: object, "style", default: toast.style)
        let seconds = NumberRule.nonNegative(upTo: Self.maximumTransitionSeconds)
        toast.duration = try number(in: object, "duration", seconds, default: toast.duration)
        toast.delay = try number(in: object, "delay", seconds, default: toast.delay)
        toast.material = try textKeyword(in: object, "material", default: toast.material)
        return toast
    }

    func alert(_ object: ObjectReader) throws(SceneError) -> AlertContent {
        let (value, path) = try object.required("title", expected: "the alert's title")
        guard case .string(let title) = value.kind, !title.isEmpty else { throw failure(value, path, expected: "the alert's title, a string that is not empty") }
        var alert = AlertContent(title: try shortText(value, path, title))
        alert.style = try textKeyword(in: object, "style", default: alert.style)
        alert.subtitle = try shortText(in: object, "subtitle")
        if let (buttonsValue, buttonsPath) = object.member("buttons") {
            let elements = try array(buttonsValue, buttonsPath, of: "buttons")
            guard elements.count <= 8 else { throw failure(buttonsValue, buttonsPath, expected: "at most 8 buttons") }
            alert.buttons = []
            for (index, element) in elements.enumerated() {
                alert.buttons.append(try alertButton(element, buttonsPath.appending(index: index)))
            }
        }
        if let (fieldsValue, fieldsPath) = object.member("fields") {
            guard alert.style == .edit else {
                throw SceneError(location: fieldsValue.location, path: fieldsPath, message: "only \"edit\" alerts have text fields; this alert's style is \(alert.style.rawValue.jsonQuoted)")
            }
            let elements = try array(fieldsValue, fieldsPath, of: "text fields")
            guard elements.count <= 8 else { throw failure(fieldsValue, fieldsPath, expected: "at most 8 text fields") }
            for (index, element) in elements.enumerated() {
                alert.fields.append(try alertField(element, fieldsPath.appending(index: index)))
            }
        }
        if let (backdropValue, backdropPath) = object.member("backdrop") { alert.backdrop = try color(backdropValue, backdropPath) }
        alert.material = try textKeyword(in: object, "material", default: alert.material)
        return alert
    }

    /// A title, or `{"title": "Cancel", "role": "cancel"}`.
    private func alertButton(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> AlertButton {
        if case .string(let title) = value.kind { return AlertButton(title: try shortText(value, path, title)) }
        let object = try ObjectReader(value, path: path, role: "an alert button", allowedKeys: ["title", "role"])
        try object.finish()
        let (titleValue, titlePath) = try object.required("title", expected: "the button's title")
        var button = AlertButton(title: try shortText(titleValue, titlePath, try string(titleValue, titlePath)))
        button.role = try textKeyword(in: object, "role", default: button.role)
        return button
    }

    /// A placeholder, or `{"placeholder": "Name", "text": "Ada"}`.
    private func alertField(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> AlertField {
        if case .string(let placeholder) = value.kind { return AlertField(placeholder: try shortText(value, path, placeholder)) }
        let object = try ObjectReader(value, path: path, role: "a text field", allowedKeys: ["placeholder", "text"])
        try object.finish()
        let field = AlertField(placeholder: try shortText(in: object, "placeholder") ?? "", text: try shortText(in: object, "text") ?? "")
        guard !field.placeholder.isEmpty || !field.text.isEmpty else {
            throw failure(value, path, expected: "a field with a \"placeholder\", a \"text\" or both")
        }
        return field
    }
}
