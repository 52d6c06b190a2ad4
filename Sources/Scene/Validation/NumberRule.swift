/// What a number must satisfy, with the words used to say so in messages.
struct NumberRule {
    let accepts: (Double) -> Bool
    let expectation: String

    /// Any finite number with magnitude up to `limit`.
    static func coordinate(_ limit: Double) -> NumberRule {
        NumberRule(accepts: { abs($0) <= limit }, expectation: "a number between \(formatNumber(-limit)) and \(formatNumber(limit))")
    }

    /// A number from zero up to `limit`.
    static func nonNegative(upTo limit: Double) -> NumberRule {
        NumberRule(accepts: { $0 >= 0 && $0 <= limit }, expectation: "a number ≥ 0 and ≤ \(formatNumber(limit))")
    }

    /// A number above zero, up to `limit`.
    static func positive(upTo limit: Double) -> NumberRule {
        NumberRule(accepts: { $0 > 0 && $0 <= limit }, expectation: "a number > 0 and ≤ \(formatNumber(limit))")
    }

    /// A number in a closed range.
    static func between(_ low: Double, _ high: Double) -> NumberRule {
        NumberRule(accepts: { $0 >= low && $0 <= high }, expectation: "a number between \(formatNumber(low)) and \(formatNumber(high))")
    }
}

extension SceneValidator {
    func number(_ value: JSONValue, _ path: JSONPath, _ rule: NumberRule) throws(SceneError) -> Double {
        guard case .number(let number) = value.kind, rule.accepts(number) else {
            throw failure(value, path, expected: rule.expectation)
        }
        return number
    }

    func bool(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> Bool {
        guard case .bool(let flag) = value.kind else { throw failure(value, path, expected: "true or false") }
        return flag
    }

    func string(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> String {
        guard case .string(let text) = value.kind else { throw failure(value, path, expected: "a string") }
        return text
    }

    func array(_ value: JSONValue, _ path: JSONPath, of what: String) throws(SceneError) -> [JSONValue] {
        guard case .array(let elements) = value.kind else { throw failure(value, path, expected: "an array of \(what)") }
        return elements
    }

    /// "expected …, received …" at the value's position.
    func failure(_ value: JSONValue, _ path: JSONPath, expected: String) -> SceneError {
        SceneError(location: value.location, path: path, message: "expected \(expected), received \(value.summary)")
    }

    /// Reads an optional number member, or returns `fallback`.
    func number(in object: ObjectReader, _ key: String, _ rule: NumberRule, default fallback: Double) throws(SceneError) -> Double {
        guard let (value, path) = object.member(key) else { return fallback }
        return try number(value, path, rule)
    }

    /// Reads an optional boolean member, or returns `fallback`.
    func bool(in object: ObjectReader, _ key: String, default fallback: Bool) throws(SceneError) -> Bool {
        guard let (value, path) = object.member(key) else { return fallback }
        return try bool(value, path)
    }
}
