extension SceneValidator {
    /// The keys of a `label` beyond those every node accepts.
    static let labelKeys = ["text", "font", "color", "align", "lineHeight", "letterSpacing", "maxLines", "truncation", "wrap", "direction"]

    /// The longest text a label may hold, in Unicode scalars.
    static let maximumTextLength = 100_000

    func label(_ object: ObjectReader) throws(SceneError) -> LabelContent {
        let (textValue, textPath) = try object.required("text", expected: "the label's text, a string")
        let text = try string(textValue, textPath)
        guard text.unicodeScalars.count <= Self.maximumTextLength else {
            throw SceneError(location: textValue.location, path: textPath, message: "the text is longer than \(Self.maximumTextLength) characters")
        }
        var label = LabelContent(text: text)
        if let (value, path) = object.member("font") { label.font = try font(value, path) }
        if let (value, path) = object.member("color") { label.color = try color(value, path) }
        label.align = try textKeyword(in: object, "align", default: label.align)
        if let (value, path) = object.member("lineHeight") { label.lineHeight = try lineHeight(value, path) }
        label.letterSpacing = try number(in: object, "letterSpacing", .between(-1000, 1000), default: 0)
        if let (value, path) = object.member("maxLines") {
            let lines = try number(value, path, .between(0, 100_000))
            guard lines == lines.rounded() else { throw failure(value, path, expected: "a whole number of lines ≥ 0 (0 for no limit)") }
            label.maxLines = Int(lines)
        }
        label.truncation = try textKeyword(in: object, "truncation", default: label.truncation)
        label.wrap = try textKeyword(in: object, "wrap", default: label.wrap)
        label.direction = try textKeyword(in: object, "direction", default: label.direction)
        return label
    }

    private func font(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> FontSpec {
        let object = try ObjectReader(value, path: path, role: "a font", allowedKeys: ["family", "size", "weight", "style"])
        try object.finish()
        var font = FontSpec()
        if let (familyValue, familyPath) = object.member("family") {
            let family = try string(familyValue, familyPath)
            guard !family.isEmpty, family.count <= 200, !family.contains(",") else {
                throw failure(familyValue, familyPath, expected: "one font family name such as \"DejaVu Sans\" or \"sans-serif\"")
            }
            font.family = family
        }
        font.size = try number(in: object, "size", .positive(upTo: 2000), default: font.size)
        if let (weightValue, weightPath) = object.member("weight") { font.weight = try weight(weightValue, weightPath) }
        if let (styleValue, stylePath) = object.member("style") {
            switch try string(styleValue, stylePath) {
            case "normal": font.italic = false
            case "italic", "oblique": font.italic = true
            default: throw failure(styleValue, stylePath, expected: "\"normal\", \"italic\" or \"oblique\"")
            }
        }
        return font
    }

    private func weight(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> Int {
        let names = FontSpec.weightNames.map(\.name)
        let expected = "a weight from 100 to 900 in steps of 100, or one of " + names.joined(separator: ", ")
        switch value.kind {
        case .number(let number):
            guard (100...900).contains(number), number.truncatingRemainder(dividingBy: 100) == 0 else { throw failure(value, path, expected: expected) }
            return Int(number)
        case .string(let name):
            if let match = FontSpec.weightNames.first(where: { $0.name == name }) { return match.weight }
            var message = "expected \(expected), received \(value.summary)"
            if let suggestion = NearestKey.suggestion(for: name, among: names) { message += "; did you mean \(suggestion.jsonQuoted)?" }
            throw SceneError(location: value.location, path: path, message: message)
        default:
            throw failure(value, path, expected: expected)
        }
    }

    /// A number is a multiple of the font size; `"24pt"` is a distance in points.
    private func lineHeight(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> LineHeight {
        let expected = "a multiple of the font size such as 1.4, or points such as \"24pt\""
        switch value.kind {
        case .number(let number):
            guard number > 0, number <= 100 else { throw failure(value, path, expected: expected) }
            return .multiple(number)
        case .string(let text):
            guard text.hasSuffix("pt"), Self.isDecimal(text.dropLast(2)), let points = Double(text.dropLast(2)), points > 0, points <= limits.maximumCoordinate else {
                throw failure(value, path, expected: expected)
            }
            return .points(points)
        default:
            throw failure(value, path, expected: expected)
        }
    }

    private func textKeyword<Value: RawRepresentable & CaseIterable>(in object: ObjectReader, _ key: String, default fallback: Value) throws(SceneError) -> Value where Value.RawValue == String {
        guard let (value, path) = object.member(key) else { return fallback }
        let names = Value.allCases.map(\.rawValue)
        guard case .string(let text) = value.kind, let keyword = Value(rawValue: text) else {
            var message = "expected one of " + names.map(\.jsonQuoted).joined(separator: ", ") + ", received \(value.summary)"
            if case .string(let text) = value.kind, let suggestion = NearestKey.suggestion(for: text, among: names) {
                message += "; did you mean \(suggestion.jsonQuoted)?"
            }
            throw SceneError(location: value.location, path: path, message: message)
        }
        return keyword
    }
}
