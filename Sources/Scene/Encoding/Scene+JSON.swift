extension Scene {
    /// The scene as a canonical document: every value the validator would read back to an
    /// equal scene, with defaults left out.
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("width", .number(width)), ("height", .number(height))]
        if scale != 1 { pairs.append(("scale", .number(scale))) }
        if let background { pairs.append(("background", background.jsonValue)) }
        if !fonts.isEmpty { pairs.append(("fonts", .array(fonts.map(\.jsonValue)))) }
        pairs.append(("root", root.jsonValue))
        return .object(pairs)
    }
}

/// `Codable` through the scene format itself, so that anything decoded is validated.
extension Scene: Codable {
    public init(from decoder: Decoder) throws {
        self = try SceneValidator().validate(try JSONValue(from: decoder))
    }

    public func encode(to encoder: Encoder) throws {
        try jsonValue.encode(to: encoder)
    }
}

extension Node {
    /// The node as it would be written in a scene document.
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("type", .string(kind.rawValue))]
        if let id { pairs.append(("id", .string(id))) }
        if let frame {
            var framePairs: [(String, JSONValue)] = [("x", .number(frame.x)), ("y", .number(frame.y))]
            if let width = frame.width { framePairs.append(("width", .number(width))) }
            if let height = frame.height { framePairs.append(("height", .number(height))) }
            pairs.append(("frame", .object(framePairs)))
        }
        // A button without its own corner radius or padding is read with the built-in ones,
        // so those are its defaults: they are left out, and zero is written.
        var layoutDefaults = LayoutStyle(for: kind)
        var cornerRadiusDefault = CornerRadii.zero
        if kind == .button {
            layoutDefaults.padding = ButtonContent.defaultPadding
            cornerRadiusDefault = CornerRadii(ButtonContent.defaultCornerRadius)
        }
        let layoutPairs = layout.jsonPairs(for: kind, defaults: layoutDefaults)
        // Written whatever the kind, so that label content on another kind is refused loudly
        // rather than dropped.
        if let label { pairs += label.jsonPairs(forcing: Set(layoutPairs.map(\.0))) }
        // Likewise written whatever the kind, so that a picture, glyph, bar or component on
        // another kind is refused.
        if let image { pairs += image.jsonPairs }
        if let icon { pairs += icon.jsonPairs }
        if let progress { pairs += progress.jsonPairs }
        if let component { pairs += component.jsonPairs }
        pairs += layoutPairs
        pairs += style.jsonPairs(cornerRadiusDefault: cornerRadiusDefault)
        if let transition = transitions.jsonValue { pairs.append(("transition", transition)) }
        if let screenState { pairs.append(screenState.jsonPair) }
        if style.redacted { pairs.append(("redacted", .bool(true))) }
        if !children.isEmpty { pairs.append(("children", .array(children.map(\.jsonValue)))) }
        return .object(pairs)
    }
}

/// `Codable` through the node format, validated with the default limits.
extension Node: Codable {
    public init(from decoder: Decoder) throws {
        var budget = NodeBudget(SceneLimits())
        self = try SceneValidator().node(try JSONValue(from: decoder), JSONPath(), depth: 1, budget: &budget)
    }

    public func encode(to encoder: Encoder) throws {
        try jsonValue.encode(to: encoder)
    }
}

/// `Codable` as a colour string such as `#FF8800` or `#FF880080`.
extension Color: Codable {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = Color(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected a colour (\(Color.allowedSpellings)), received \(text.jsonQuoted)"))
        }
        self = color
    }

    public func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(hexString)
    }
}
