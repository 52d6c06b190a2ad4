extension JSONValue {
    /// Builds an object from key-value pairs, keeping their order.
    static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(pairs.map { JSONMember(key: $0.0, value: $0.1) }))
    }

    static func number(_ value: Double) -> JSONValue { JSONValue(.number(value)) }
    static func string(_ value: String) -> JSONValue { JSONValue(.string(value)) }
    static func bool(_ value: Bool) -> JSONValue { JSONValue(.bool(value)) }
    static func array(_ values: [JSONValue]) -> JSONValue { JSONValue(.array(values)) }

    /// The value as JSON text: two-space indentation, members in order, integers without a
    /// fraction. The output parses back to an equal value.
    public func jsonText() -> String {
        var text = ""
        write(to: &text, indent: "")
        return text + "\n"
    }

    private func write(to text: inout String, indent: String) {
        switch kind {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value): text += formatNumber(value)
        case .string(let value): text += value.jsonQuoted
        case .array(let elements):
            guard !elements.isEmpty else { text += "[]"; return }
            let inner = indent + "  "
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                element.write(to: &text, indent: inner)
                text += index + 1 < elements.count ? ",\n" : "\n"
            }
            text += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            let inner = indent + "  "
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + member.key.jsonQuoted + ": "
                member.value.write(to: &text, indent: inner)
                text += index + 1 < members.count ? ",\n" : "\n"
            }
            text += indent + "}"
        }
    }
}
