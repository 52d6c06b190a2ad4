extension SceneValidator {
    /// How a distance in CSS pixels is written, for messages.
    static let pixelsExample = "pixels such as \"12px\""

    /// A distance in points: a number, or CSS pixels such as `"12px"`.
    ///
    /// A CSS px is a scene point (the canvas is laid out in points, as a browser lays a page
    /// out in px), so `"12px"` is 12 with its unit spelt out, as CSS pasted into a scene has it.
    /// - Parameter expected: what a value that is neither is refused with; by default the
    ///   rule's words and the pixel spelling.
    func points(_ value: JSONValue, _ path: JSONPath, _ rule: NumberRule, expected: String? = nil) throws(SceneError) -> Double {
        switch value.kind {
        case .number:
            return try number(value, path, rule)
        case .string(let text):
            guard let pixels = Self.pixels(in: text) else { break }
            guard rule.accepts(pixels) else { throw failure(value, path, expected: rule.expectation) }
            return pixels
        default:
            break
        }
        let expectation = expected ?? rule.expectation + ", or " + Self.pixelsExample
        throw SceneError(location: value.location, path: path, message: "expected \(expectation), received \(value.summary)" + Self.unitHint(for: value))
    }

    /// Reads an optional distance member, or returns `fallback`.
    func points(in object: ObjectReader, _ key: String, _ rule: NumberRule, default fallback: Double) throws(SceneError) -> Double {
        guard let (value, path) = object.member(key) else { return fallback }
        return try points(value, path, rule)
    }

    /// The number of `"12px"`, written as CSS writes numbers (no exponent, no `+`), or `nil`.
    static func pixels(in text: String) -> Double? {
        guard text.hasSuffix("px"), isDecimal(text.dropLast(2)) else { return nil }
        return Double(text.dropLast(2))
    }

    /// `; did you mean 12 or "12px"?` for a number written as a string without a unit, which
    /// JSON-from-CSS converters often produce; empty for any other value.
    static func unitHint(for value: JSONValue) -> String {
        guard case .string(let text) = value.kind, isDecimal(text[...]), let number = Double(text), number.isFinite else { return "" }
        let written = formatNumber(number)
        return "; did you mean \(written) or \((written + "px").jsonQuoted)?"
    }
}
