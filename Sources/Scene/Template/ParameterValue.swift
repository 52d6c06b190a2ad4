/// A value for one template parameter, with where it came from.
///
/// A value is either JSON (from Swift, a values file or a JSON Lines row), checked against
/// the parameter's type as it is, or text (from `--set` or a CSV cell), read by the type:
/// `"12"` is the number 12 for a number parameter and the string "12" for a string one.
public struct ParameterValue: Sendable, Equatable, Hashable {
    enum Content: Sendable, Equatable, Hashable {
        case json(JSONValue)
        case text(String)
    }

    let content: Content
    public var source: ParameterSource

    /// A JSON value; `null` counts as no value, so the default applies.
    public init(json: JSONValue, source: ParameterSource = .caller) {
        content = .json(json)
        self.source = source
    }

    /// Text to be read by the parameter's type.
    public static func text(_ text: String, source: ParameterSource) -> ParameterValue {
        ParameterValue(content: .text(text), source: source)
    }

    private init(content: Content, source: ParameterSource) {
        self.content = content
        self.source = source
    }

    /// Whether the value stands for "not given": JSON `null`.
    var isAbsent: Bool {
        if case .json(let value) = content, case .null = value.kind { return true }
        return false
    }

    /// The value as `parameter` needs it, or an error naming the parameter and the source.
    func resolved(for parameter: TemplateParameter) throws(SceneError) -> JSONValue {
        let value: JSONValue?
        let received: String
        switch content {
        case .json(let json):
            value = parameter.accepts(json) ? json : nil
            received = json.summary
        case .text(let text):
            value = parameter.type.value(fromText: text).flatMap { parameter.accepts($0) ? $0 : nil }
            received = text.clipped(to: 40).jsonQuoted
        }
        guard let value else {
            throw SceneError(location: parameter.location, binding: "params.\(parameter.name) (\(source))",
                             path: JSONPath(), message: "expected \(parameter.expectation), received \(received)")
        }
        return value
    }
}

extension ParameterValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
    /// A string value.
    public init(stringLiteral value: String) {
        self.init(json: JSONValue(.string(value)))
    }

    /// A number value.
    public init(integerLiteral value: Int) {
        self.init(json: JSONValue(.number(Double(value))))
    }

    /// A number value.
    public init(floatLiteral value: Double) {
        self.init(json: JSONValue(.number(value)))
    }

    /// A boolean value.
    public init(booleanLiteral value: Bool) {
        self.init(json: JSONValue(.bool(value)))
    }
}
