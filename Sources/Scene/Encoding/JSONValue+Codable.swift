/// Lets a scene document travel through any `Encoder` or `Decoder`, such as Foundation's JSON
/// coders. Positions are not known on this path, so errors carry the JSON path alone.
extension JSONValue: Codable {
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self.init(.array(elements))
        } else if let object = try? decoder.container(keyedBy: Key.self) {
            var members: [JSONMember] = []
            for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                members.append(JSONMember(key: key.stringValue, value: try object.decode(JSONValue.self, forKey: key)))
            }
            self.init(.object(members))
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self.init(.null)
            } else if let flag = try? single.decode(Bool.self) {
                self.init(.bool(flag))
            } else if let number = try? single.decode(Double.self) {
                self.init(.number(number))
            } else {
                self.init(.string(try single.decode(String.self)))
            }
        }
    }

    public func encode(to encoder: Encoder) throws {
        switch kind {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .number(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .array(let elements):
            var array = encoder.unkeyedContainer()
            for element in elements { try array.encode(element) }
        case .object(let members):
            var object = encoder.container(keyedBy: Key.self)
            for member in members { try object.encode(member.value, forKey: Key(stringValue: member.key)) }
        }
    }
}
