extension SceneValidator {
    /// The keys of a `label` beyond those every node accepts.
    static let labelKeys = ["text", "markup", "font", "color", "align", "lineHeight", "letterSpacing", "maxLines", "truncation", "wrap", "direction",
                            "minimumScaleFactor", "textShadow", "textTransform"]

    /// The longest text a label may hold, in Unicode scalars.
    static let maximumTextLength = 100_000

    func label(_ object: ObjectReader) throws(SceneError) -> LabelContent {
        if let (markupValue, markupPath) = object.member("markup") {
            if let (textValue, textPath) = object.member("text") {
                throw SceneError(location: textValue.location, path: textPath, message: "a label has either \"text\" or \"markup\", not both")
            }
            let markup = try string(markupValue, markupPath)
            guard markup.unicodeScalars.count <= Self.maximumTextLength else {
                throw SceneError(location: markupValue.location, path: markupPath, message: "the markup is longer than \(Self.maximumTextLength) characters")
            }
            var label = LabelContent(text: markup)
            label.isMarkup = true
            return try style(of: label, object)
        }
        let (textValue, textPath) = try object.required("text", expected: "the label's text, a string or an array of runs (or \"markup\")")
        var runs: [TextRun] = []
        let text: String
        if case .array(let elements) = textValue.kind {
            guard elements.count <= 1000 else { throw failure(textValue, textPath, expected: "at most 1000 runs") }
            for (index, element) in elements.enumerated() {
                runs.append(try run(element, textPath.appending(index: index)))
            }
            text = runs.map(\.text).joined()
        } else {
            guard case .string(let plain) = textValue.kind else {
                throw failure(textValue, textPath, expected: "a string, or an array of runs such as [{\"text\": \"Bold\", \"weight\": \"bold\"}]")
            }
            text = plain
        }
        guard text.unicodeScalars.count <= Self.maximumTextLength else {
            throw SceneError(location: textValue.location, path: textPath, message: "the text is longer than \(Self.maximumTextLength) characters")
        }
        var label = LabelContent(text: text)
        label.runs = runs
        return try style(of: label, object)
    }

    /// Reads the keys that style a label's text, whichever way the text is given.
    private func style(of content: LabelContent, _ object: ObjectReader) throws(SceneError) -> LabelContent {
        var label = content
        if let (value, path) = object.member("font") { label.font = try font(value, path) }
        if let (value, path) = object.member("color") { (label.color, label.fill) = try textPaint(value, path, default: label.color) }
        label.align = try textKeyword(in: object, "align", default: label.align)
        if let (value, path) = object.member("lineHeight") { label.lineHeight = try lineHeight(value, path) }
        label.letterSpacing = try points(in: object, "letterSpacing", .between(-1000, 1000), default: 0)
        if let (value, path) = object.member("maxLines") {
            let lines = try number(value, path, .between(0, 100_000))
            guard lines == lines.rounded() else { throw failure(value, path, expected: "a whole number of lines ≥ 0 (0 for no limit)") }
            label.maxLines = Int(lines)
        }
        label.truncation = try textKeyword(in: object, "truncation", default: label.truncation)
        label.wrap = try textKeyword(in: object, "wrap", default: label.wrap)
        label.direction = try textKeyword(in: object, "direction", default: label.direction)
        label.minimumScaleFactor = try number(in: object, "minimumScaleFactor", .between(0.01, 1), default: 1)
        if let (value, path) = object.member("textShadow") { label.textShadows = try textShadows(value, path) }
        label.textTransform = try textKeyword(in: object, "textTransform", default: label.textTransform)
        return label
    }

    /// A text colour, or a gradient that paints the glyphs (CSS `background-clip: text`):
    /// the colour, and the gradient when there is one.
    private func textPaint(_ value: JSONValue, _ path: JSONPath, default fallback: Color) throws(SceneError) -> (Color, Fill?) {
        guard case .object = value.kind else { return (try color(value, path), nil) }
        let paint = try fill(value, path)
        if case .color(let color) = paint { return (color, nil) }
        return (fallback, paint)
    }

    /// One shadow, or a list of at most 16 with the first on top, as CSS `text-shadow`.
    private func textShadows(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> [Shadow] {
        guard case .array(let elements) = value.kind else { return [try textShadow(value, path)] }
        guard elements.count <= 16 else { throw failure(value, path, expected: "at most 16 text shadows") }
        var shadows: [Shadow] = []
        for (index, element) in elements.enumerated() {
            shadows.append(try textShadow(element, path.appending(index: index)))
        }
        return shadows
    }

    private func textShadow(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> Shadow {
        let shadow = try shadow(value, path)
        guard shadow.spread == 0 else {
            throw SceneError(location: value.location, path: path.appending("spread"), message: "a text shadow has no spread; use color, blur, x and y")
        }
        return shadow
    }

    /// The keys of one run of a label's text.
    static let runKeys = ["text", "family", "size", "weight", "style", "color", "underline", "strikethrough", "background", "letterSpacing", "baselineShift"]

    private func run(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> TextRun {
        let object = try ObjectReader(value, path: path, role: "a run of text", allowedKeys: Self.runKeys)
        try object.finish()
        let (textValue, textPath) = try object.required("text", expected: "the run's text, a string")
        var run = TextRun(text: try string(textValue, textPath))
        if let (familyValue, familyPath) = object.member("family") { run.family = try family(familyValue, familyPath) }
        if let (sizeValue, sizePath) = object.member("size") { run.size = try points(sizeValue, sizePath, .positive(upTo: 2000)) }
        if let (weightValue, weightPath) = object.member("weight") { run.weight = try weight(weightValue, weightPath) }
        if let (styleValue, stylePath) = object.member("style") { run.italic = try italic(styleValue, stylePath) }
        if let (colorValue, colorPath) = object.member("color") {
            let (color, fill) = try textPaint(colorValue, colorPath, default: Color(red8: 0, green8: 0, blue8: 0))
            if let fill { run.fill = fill } else { run.color = color }
        }
        run.underline = try bool(in: object, "underline", default: false)
        run.strikethrough = try bool(in: object, "strikethrough", default: false)
        if let (backgroundValue, backgroundPath) = object.member("background") { run.background = try color(backgroundValue, backgroundPath) }
        if let (spacingValue, spacingPath) = object.member("letterSpacing") { run.letterSpacing = try points(spacingValue, spacingPath, .between(-1000, 1000)) }
        run.baselineShift = try points(in: object, "baselineShift", .between(-1000, 1000), default: 0)
        return run
    }

    /// One family, or a comma-separated list of them as CSS writes one (`"Inter, Noto
    /// Sans, sans-serif"`): the first one installed sets the text. Kept as written.
    private func family(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> String {
        let family = try string(value, path)
        guard family.count <= 200, !FontSpec.families(in: family).contains(where: \.isEmpty) else {
            throw failure(value, path, expected: "a font family such as \"DejaVu Sans\" or \"sans-serif\", or a list of them separated by commas such as \"Inter, DejaVu Sans, sans-serif\", at most 200 characters")
        }
        return family
    }

    /// A style: `normal`, or `italic` and its synonym `oblique`.
    func italic(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> Bool {
        switch try string(value, path) {
        case "normal": return false
        case "italic", "oblique": return true
        default: throw failure(value, path, expected: "\"normal\", \"italic\" or \"oblique\"")
        }
    }

    /// A font; the keys it leaves out keep the values of `defaults`.
    func font(_ value: JSONValue, _ path: JSONPath, defaults: FontSpec = FontSpec()) throws(SceneError) -> FontSpec {
        let object = try ObjectReader(value, path: path, role: "a font", allowedKeys: ["family", "size", "weight", "style"])
        try object.finish()
        var font = defaults
        if let (familyValue, familyPath) = object.member("family") { font.family = try family(familyValue, familyPath) }
        font.size = try points(in: object, "size", .positive(upTo: 2000), default: font.size)
        if let (weightValue, weightPath) = object.member("weight") { font.weight = try weight(weightValue, weightPath) }
        if let (styleValue, stylePath) = object.member("style") { font.italic = try italic(styleValue, stylePath) }
        return font
    }

    /// A weight as CSS gives one: a whole number from 1 to 1000, or a name.
    func weight(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> Int {
        let names = FontSpec.weightNames.map(\.name)
        let expected = "a weight from 1 to 1000 (a whole number), or one of " + names.joined(separator: ", ")
        switch value.kind {
        case .number(let number):
            guard (1...1000).contains(number), number == number.rounded() else { throw failure(value, path, expected: expected) }
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

    /// A number is a multiple of the font size, as CSS's unitless `line-height`; `"24pt"` and
    /// `"24px"` are a distance in points (a CSS px is a scene point).
    private func lineHeight(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> LineHeight {
        let expected = "a multiple of the font size such as 1.4, or points such as \"24pt\" or \"24px\""
        switch value.kind {
        case .number(let number):
            guard number > 0, number <= 100 else { throw failure(value, path, expected: expected) }
            return .multiple(number)
        case .string(let text):
            let digits = text.hasSuffix("pt") || text.hasSuffix("px") ? text.dropLast(2) : text[...]
            guard digits.count < text.count, Self.isDecimal(digits), let points = Double(digits), points > 0, points <= limits.maximumCoordinate else {
                throw SceneError(location: value.location, path: path, message: "expected \(expected), received \(value.summary)" + Self.lineHeightHint(for: text))
            }
            return .points(points)
        default:
            throw failure(value, path, expected: expected)
        }
    }

    /// `; did you mean "24px", or 1.5 for 1.5 times the font size?` for a line height written
    /// as a string without a unit: a bare number would be a multiple, not points.
    private static func lineHeightHint(for text: String) -> String {
        guard isDecimal(text[...]), let number = Double(text), number.isFinite, number > 0 else { return "" }
        let written = formatNumber(number)
        return "; did you mean \((written + "px").jsonQuoted), or \(written) for \(written) times the font size?"
    }

    func textKeyword<Value: RawRepresentable & CaseIterable>(in object: ObjectReader, _ key: String, default fallback: Value) throws(SceneError) -> Value where Value.RawValue == String {
        guard let (value, path) = object.member(key) else { return fallback }
        return try textKeyword(value, path)
    }

    /// One of a keyword type's names, with a suggestion for a near miss.
    func textKeyword<Value: RawRepresentable & CaseIterable>(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> Value where Value.RawValue == String {
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
