import Scene

extension JSONValue {
    /// The value on one line with no spaces, for comparing with hand-written JSON text.
    var compactText: String {
        switch kind {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .string(let text): return "\"" + text + "\""
        case .array(let elements): return "[" + elements.map(\.compactText).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { "\"\($0.key)\":" + $0.value.compactText }.joined(separator: ",") + "}"
        }
    }
}
