extension LabelContent {
    /// The label members a node carries, in the validator's key order, with defaults left out
    /// (see `SceneValidator.label`).
    ///
    /// `forcing` names keys to write even at their default. `Node.jsonValue` uses it for
    /// `align`, `wrap` and `direction`, which a stack reads as flex keys: when a label's
    /// layout carries a non-default flex value under one of those names, the label's own
    /// value is written beside it, so that the document is refused for its duplicate key
    /// instead of reading the flex value back as the text's.
    func jsonPairs(forcing forced: Set<String> = []) -> [(String, JSONValue)] {
        let defaults = LabelContent(text: text)
        // Markup stands in for `text`; runs carry the text themselves (`text` is then their
        // texts joined).
        var pairs: [(String, JSONValue)]
        if isMarkup {
            pairs = [("markup", .string(text))]
        } else {
            pairs = [("text", runs.isEmpty ? .string(text) : .array(runs.map(\.jsonValue)))]
        }
        func add(_ key: String, _ isDefault: Bool, _ value: @autoclosure () -> JSONValue) {
            if !isDefault || forced.contains(key) { pairs.append((key, value())) }
        }
        add("font", font == defaults.font, font.jsonValue)
        // A gradient stands in for the colour, which then only colours a skeleton's bars.
        if let fill {
            pairs.append(("color", fill.jsonValue))
        } else {
            add("color", color == defaults.color, .string(color.hexString))
        }
        add("align", align == defaults.align, .string(align.rawValue))
        if let lineHeight { pairs.append(("lineHeight", lineHeight.jsonValue)) }
        add("letterSpacing", letterSpacing == defaults.letterSpacing, .number(letterSpacing))
        add("maxLines", maxLines == defaults.maxLines, .number(Double(maxLines)))
        add("truncation", truncation == defaults.truncation, .string(truncation.rawValue))
        add("wrap", wrap == defaults.wrap, .string(wrap.rawValue))
        add("direction", direction == defaults.direction, .string(direction.rawValue))
        add("minimumScaleFactor", minimumScaleFactor == defaults.minimumScaleFactor, .number(minimumScaleFactor))
        // One shadow is written as an object, as most scenes give it; several as a list.
        if textShadows.count == 1 {
            pairs.append(("textShadow", textShadows[0].textShadowJSON))
        } else if !textShadows.isEmpty {
            pairs.append(("textShadow", .array(textShadows.map(\.textShadowJSON))))
        }
        add("textTransform", textTransform == defaults.textTransform, .string(textTransform.rawValue))
        return pairs
    }
}

extension Shadow {
    /// A text shadow's object. A text shadow has no spread; one set anyway is written so
    /// that it is refused.
    var textShadowJSON: JSONValue {
        var pairs: [(String, JSONValue)] = [("color", .string(color.hexString)), ("blur", .number(blur)), ("x", .number(offset.x)), ("y", .number(offset.y))]
        if spread != 0 { pairs.append(("spread", .number(spread))) }
        return .object(pairs)
    }
}

extension FontSpec {
    /// The `font` object: members at their defaults are left out, the weight is a number and
    /// a slanted font is `"style": "italic"` (`"oblique"` reads back as the same request).
    var jsonValue: JSONValue { jsonValue(defaults: FontSpec()) }

    /// The `font` object against the defaults its owner reads missing members as: a
    /// button's font starts from 17 pt semibold, not from a label's 16 pt regular.
    func jsonValue(defaults: FontSpec) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        if family != defaults.family { pairs.append(("family", .string(family))) }
        if size != defaults.size { pairs.append(("size", .number(size))) }
        if weight != defaults.weight { pairs.append(("weight", .number(Double(weight)))) }
        if italic != defaults.italic { pairs.append(("style", .string(italic ? "italic" : "normal"))) }
        return .object(pairs)
    }
}

extension TextRun {
    /// One element of a label's `text` array, in the validator's key order. A property left
    /// `nil` takes the label's value, so it is left out; a set one is written even when it
    /// equals the label's (`"style": "normal"` undoes the label's italic).
    var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("text", .string(text))]
        if let family { pairs.append(("family", .string(family))) }
        if let size { pairs.append(("size", .number(size))) }
        if let weight { pairs.append(("weight", .number(Double(weight)))) }
        if let italic { pairs.append(("style", .string(italic ? "italic" : "normal"))) }
        if let fill {
            pairs.append(("color", fill.jsonValue))
        } else if let color {
            pairs.append(("color", .string(color.hexString)))
        }
        if underline { pairs.append(("underline", .bool(true))) }
        if strikethrough { pairs.append(("strikethrough", .bool(true))) }
        if let background { pairs.append(("background", .string(background.hexString))) }
        if let letterSpacing { pairs.append(("letterSpacing", .number(letterSpacing))) }
        if baselineShift != 0 { pairs.append(("baselineShift", .number(baselineShift))) }
        return .object(pairs)
    }
}

extension LineHeight {
    /// A multiple as a number; points as a string such as `"24pt"`, written without an
    /// exponent because the validator refuses one there (as it does in percentages).
    var jsonValue: JSONValue {
        switch self {
        case .multiple(let factor): .number(factor)
        case .points(let points): .string(Length.plainDecimal(points) + "pt")
        }
    }
}
