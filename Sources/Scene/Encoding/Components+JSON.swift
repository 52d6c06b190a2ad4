extension IconContent {
    /// The icon members a node carries, in the validator's key order; black is left out.
    var jsonPairs: [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [("symbol", .string(symbol.rawValue))]
        if color != IconContent(symbol: symbol).color { pairs.append(("color", .string(color.hexString))) }
        return pairs
    }
}

extension ProgressContent {
    /// The progress members a node carries, in the validator's key order, with defaults left
    /// out. The tint's default depends on `value` (grey for a spinner, blue for a bar), so it
    /// is compared with the default for this value. `phase` is not written: `Scene.at(time:)`
    /// sets it from the scene's time, and the format has no key for it.
    var jsonPairs: [(String, JSONValue)] {
        let defaults = ProgressContent(value: value)
        var pairs: [(String, JSONValue)] = []
        if let value { pairs.append(("value", .number(value))) }
        if tint != defaults.tint { pairs.append(("tint", .string(tint.hexString))) }
        if track != defaults.track { pairs.append(("track", .string(track.hexString))) }
        return pairs
    }
}

extension Component {
    /// The members of a button, toast or alert.
    var jsonPairs: [(String, JSONValue)] {
        switch self {
        case .button(let button): button.jsonPairs
        case .toast(let toast): toast.jsonPairs
        case .alert(let alert): alert.jsonPairs
        }
    }
}

extension ButtonContent {
    /// The button members a node carries, in the validator's key order, with defaults left
    /// out (see `SceneValidator.button`). An empty title is left out too, as the validator
    /// reads a missing one; a button with neither title nor icon is then refused when read
    /// back, as it should be.
    var jsonPairs: [(String, JSONValue)] {
        let defaults = ButtonContent(title: title)
        var pairs: [(String, JSONValue)] = []
        if !title.isEmpty { pairs.append(("title", .string(title))) }
        if let icon { pairs.append(("icon", icon.jsonValue)) }
        if iconPosition != defaults.iconPosition { pairs.append(("iconPosition", .string(iconPosition.rawValue))) }
        if let backgroundImage { pairs.append(("backgroundImage", .string(backgroundImage.jsonString))) }
        if variant != defaults.variant { pairs.append(("variant", .string(variant.rawValue))) }
        if tint != defaults.tint { pairs.append(("tint", .string(tint.hexString))) }
        if let titleColor { pairs.append(("titleColor", .string(titleColor.hexString))) }
        if font != defaults.font { pairs.append(("font", font.jsonValue(defaults: defaults.font))) }
        // A button with progress is loading unless it says otherwise.
        let defaultState: ButtonState = progress == nil ? .idle : .loading
        if state != defaultState { pairs.append(("state", .string(state.rawValue))) }
        if loadingStyle != defaults.loadingStyle { pairs.append(("loadingStyle", .string(loadingStyle.rawValue))) }
        if let progress { pairs.append(("progress", .number(progress))) }
        if progressStyle != defaults.progressStyle { pairs.append(("progressStyle", .string(progressStyle.rawValue))) }
        if errorStyle != defaults.errorStyle { pairs.append(("errorStyle", .string(errorStyle.rawValue))) }
        return pairs
    }
}

extension ButtonIcon {
    /// A picture as its `src` string, a glyph as `{"symbol": …}`.
    var jsonValue: JSONValue {
        switch self {
        case .image(let source): .string(source.jsonString)
        case .symbol(let symbol): .object([("symbol", .string(symbol.rawValue))])
        }
    }
}

extension ToastContent {
    /// The toast members a node carries, in the validator's key order, with defaults left out.
    var jsonPairs: [(String, JSONValue)] {
        let defaults = ToastContent(text: text)
        var pairs: [(String, JSONValue)] = [("text", .string(text))]
        if position != defaults.position { pairs.append(("position", .string(position.rawValue))) }
        if style != defaults.style { pairs.append(("style", .string(style.rawValue))) }
        if duration != defaults.duration { pairs.append(("duration", .number(duration))) }
        if delay != defaults.delay { pairs.append(("delay", .number(delay))) }
        if material != defaults.material { pairs.append(("material", .string(material.rawValue))) }
        return pairs
    }
}

extension AlertContent {
    /// The alert members a node carries, in the validator's key order, with defaults left
    /// out. An empty `buttons` array is written, because a missing one reads as the single
    /// "Done" button. Fields are written whatever the style, so that fields on an alert that
    /// is not `edit` (only the Swift API can make one) are refused when read back rather
    /// than dropped.
    var jsonPairs: [(String, JSONValue)] {
        let defaults = AlertContent(title: title)
        var pairs: [(String, JSONValue)] = []
        if style != defaults.style { pairs.append(("style", .string(style.rawValue))) }
        pairs.append(("title", .string(title)))
        if let subtitle { pairs.append(("subtitle", .string(subtitle))) }
        if buttons != defaults.buttons { pairs.append(("buttons", .array(buttons.map(\.jsonValue)))) }
        if !fields.isEmpty { pairs.append(("fields", .array(fields.map(\.jsonValue)))) }
        if backdrop != defaults.backdrop { pairs.append(("backdrop", .string(backdrop.hexString))) }
        if material != defaults.material { pairs.append(("material", .string(material.rawValue))) }
        return pairs
    }
}

extension AlertButton {
    /// The title alone for a default button, else an object with its role.
    var jsonValue: JSONValue {
        role == .default ? .string(title) : .object([("title", .string(title)), ("role", .string(role.rawValue))])
    }
}

extension AlertField {
    /// The placeholder alone for an empty field, else an object that leaves out an empty
    /// placeholder.
    var jsonValue: JSONValue {
        if text.isEmpty { return .string(placeholder) }
        var pairs: [(String, JSONValue)] = []
        if !placeholder.isEmpty { pairs.append(("placeholder", .string(placeholder))) }
        pairs.append(("text", .string(text)))
        return .object(pairs)
    }
}

extension ScreenState {
    /// The one member that shows the state: `loading`, `blockLoading` (true, or its
    /// subtitle) or `error` (its message, or an object with the message and the action).
    var jsonPair: (String, JSONValue) {
        switch self {
        case .loading: ("loading", .bool(true))
        case .blockLoading(let subtitle): ("blockLoading", subtitle.map(JSONValue.string) ?? .bool(true))
        case .error(let message, nil): ("error", .string(message))
        case .error(let message, let action?): ("error", .object([("message", .string(message)), ("action", .string(action))]))
        }
    }
}
