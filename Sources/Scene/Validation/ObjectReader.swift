/// Reads the members of one JSON object for the validator, and refuses keys nobody read.
///
/// Each `read…` call marks its key as known. `finish()` then reports the first member whose
/// key is not in `allowedKeys`, suggesting the allowed key a CSS property name stands for, or
/// the nearest allowed key.
struct ObjectReader {
    let value: JSONValue
    let path: JSONPath
    /// What the object is, for messages: "a view node", "a border".
    let role: String
    let allowedKeys: [String]
    private let members: [JSONMember]

    /// Fails unless `value` is an object.
    init(_ value: JSONValue, path: JSONPath, role: String, allowedKeys: [String]) throws(SceneError) {
        guard case .object(let members) = value.kind else {
            throw SceneError(location: value.location, path: path, message: "expected \(role) (a JSON object), received \(value.summary)")
        }
        self.value = value
        self.path = path
        self.role = role
        self.allowedKeys = allowedKeys
        self.members = members
    }

    /// Which of `keys` the object has, in the order they are written.
    func presentKeys(among keys: [String]) -> [String] {
        members.map(\.key).filter(keys.contains)
    }

    /// Which of `keys` the object has, in the order they are written.
    func presentKeys(in keys: Set<String>) -> [String] {
        members.map(\.key).filter(keys.contains)
    }

    /// The member named `key`, with its path, when present.
    func member(_ key: String) -> (value: JSONValue, path: JSONPath)? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        return (member.value, path.appending(key))
    }

    /// Where the key `key` is written, when present.
    func keyLocation(_ key: String) -> SourceLocation? {
        members.first(where: { $0.key == key })?.keyLocation
    }

    /// The member named `key`, or an error saying it is missing and what it should be.
    func required(_ key: String, expected: String) throws(SceneError) -> (value: JSONValue, path: JSONPath) {
        guard let found = member(key) else {
            throw SceneError(location: value.location, path: path, message: "missing required key \(key.jsonQuoted) (\(expected))")
        }
        return found
    }

    /// Refuses the first key that is not allowed here.
    func finish() throws(SceneError) {
        for member in members where !allowedKeys.contains(member.key) {
            var message = "unknown key \(member.key.jsonQuoted) in \(role)"
            if let hint = CSSPropertyNames.hint(for: member.key, allowedKeys: allowedKeys) {
                message += "; " + hint
            } else if let suggestion = NearestKey.suggestion(for: member.key, among: allowedKeys) {
                message += "; did you mean \(suggestion.jsonQuoted)?"
            } else {
                message += "; allowed keys: " + allowedKeys.joined(separator: ", ")
            }
            throw SceneError(location: member.keyLocation, path: path.appending(member.key), message: message)
        }
    }
}
