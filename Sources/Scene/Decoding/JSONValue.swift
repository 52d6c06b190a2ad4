/// A parsed JSON value that remembers where it was written, so errors can name a line and column.
///
/// This is the "document" stage of the pipeline: exact JSON, nothing interpreted yet.
public struct JSONValue: Sendable, Equatable, Hashable {
    /// The value itself.
    public enum Kind: Sendable, Equatable, Hashable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in document order; keys are unique.
        case object([JSONMember])
    }

    public var kind: Kind
    /// Where the value starts, when it came from text.
    public var location: SourceLocation?

    /// Creates a value.
    public init(_ kind: Kind, location: SourceLocation? = nil) {
        self.kind = kind
        self.location = location
    }

    /// How the value is described in "received …" messages: strings quoted, numbers as written.
    public var summary: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return formatNumber(value)
        case .string(let value):
            let clipped = value.count > 40 ? String(value.prefix(40)) + "…" : value
            return clipped.jsonQuoted
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable, Equatable, Hashable {
    public var key: String
    public var keyLocation: SourceLocation?
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation? = nil, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A number as a person would write it: `12`, `1.5`, `-0.25`, `1e+300`.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
