/// What a template parameter holds. The type decides how a value is checked, and how text
/// from the command line or a CSV cell is read into a JSON value.
public enum ParameterType: String, Sendable, CaseIterable {
    case string
    case number
    /// A number without a fraction, such as a count of lines.
    case integer
    case boolean
    /// Any colour spelling the scene format accepts.
    case color
    /// A picture: a path in the asset folder or a `data:` URI.
    case image

    /// The type as "expected …" messages name it.
    public var expectation: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .integer: "a whole number"
        case .boolean: "true or false"
        case .color: "a colour (\(Color.allowedSpellings))"
        case .image: "a picture (a path in the asset folder, or a data: URI)"
        }
    }

    /// The value when `value` is of this type, or `nil`.
    func accepts(_ value: JSONValue) -> Bool {
        switch (self, value.kind) {
        case (.string, .string): true
        case (.number, .number): true
        case (.integer, .number(let number)): number == number.rounded() && abs(number) < 1e15
        case (.boolean, .bool): true
        case (.color, .string(let text)): Color(parsing: text) != nil
        case (.image, .string(let text)): !text.isEmpty && !text.contains("\0")
        default: false
        }
    }

    /// Reads text given on the command line or in a CSV cell as a value of this type, or
    /// returns `nil`. Numbers follow JSON's grammar, so `0x10`, `inf` and `1,5` are refused.
    func value(fromText text: String) -> JSONValue? {
        let value: JSONValue
        switch self {
        case .string, .color, .image:
            value = JSONValue(.string(text))
        case .number, .integer:
            guard let parsed = try? JSONParser(maximumDepth: 1).parse(Array(text.utf8)), case .number = parsed.kind else { return nil }
            value = JSONValue(.number(parsed.number))
        case .boolean:
            switch text.lowercased() {
            case "true": value = JSONValue(.bool(true))
            case "false": value = JSONValue(.bool(false))
            default: return nil
            }
        }
        return accepts(value) ? value : nil
    }
}

private extension JSONValue {
    var number: Double {
        if case .number(let number) = kind { return number }
        return .nan
    }
}
