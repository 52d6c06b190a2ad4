/// One parameter a template declares under `params`: a value the template's data supplies.
public struct TemplateParameter: Sendable, Equatable, Hashable {
    /// The name used in `{"param": "name"}` and in `"{name}"`.
    public var name: String
    public var type: ParameterType
    /// The value used when none is given; a parameter without one is required.
    public var defaultValue: JSONValue?
    /// What the parameter is for, for people filling in values.
    public var description: String?
    /// When present, the only values accepted.
    public var allowedValues: [JSONValue]?
    /// Where the declaration is written, for errors about the parameter itself.
    public var location: SourceLocation?

    /// Creates a parameter.
    public init(name: String, type: ParameterType, defaultValue: JSONValue? = nil, description: String? = nil,
                allowedValues: [JSONValue]? = nil, location: SourceLocation? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.description = description
        self.allowedValues = allowedValues
        self.location = location
    }

    /// Whether a value must be given for every render.
    public var isRequired: Bool { defaultValue == nil }

    /// What a value must be, for messages: the type, narrowed by the allowed values.
    var expectation: String {
        guard let allowedValues else { return type.expectation }
        return "one of " + allowedValues.map(\.summary).joined(separator: ", ")
    }

    /// Whether `value` is a value this parameter accepts.
    func accepts(_ value: JSONValue) -> Bool {
        guard type.accepts(value) else { return false }
        guard let allowedValues else { return true }
        return allowedValues.contains { $0.kind == value.kind }
    }

    /// Whether `name` may name a parameter: a letter or `_`, then letters, digits, `_` or `-`.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_", name.utf8.count <= 64 else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
