/// The values one render of a template is given, by parameter name.
///
/// Later values replace earlier ones, so a batch can layer a values file, `--set` and each
/// row: `values.merging(row)`.
public struct ParameterValues: Sendable, Equatable, Hashable, ExpressibleByDictionaryLiteral {
    /// The values in the order they were first given, for messages that are the same every run.
    public private(set) var entries: [(name: String, value: ParameterValue)] = []

    /// No values: every parameter takes its default.
    public init() {}

    /// Values from Swift: `["title": "Hello", "lines": 2, "dark": true]`.
    public init(dictionaryLiteral elements: (String, ParameterValue)...) {
        for (name, value) in elements { self[name] = value }
    }

    /// The value given for `name`.
    public subscript(name: String) -> ParameterValue? {
        get { entries.first { $0.name == name }?.value }
        set {
            if let index = entries.firstIndex(where: { $0.name == name }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((name, newValue))
            }
        }
    }

    /// These values with `other`'s added, `other` winning where both name a parameter.
    public func merging(_ other: ParameterValues) -> ParameterValues {
        var merged = self
        for (name, value) in other.entries { merged[name] = value }
        return merged
    }

    /// The members of a JSON object, such as a values file or a JSON Lines row, each
    /// attributed to its position in `file`.
    /// - Throws: `SceneError` when `object` is not a JSON object.
    public init(json object: JSONValue, file: String) throws(SceneError) {
        guard case .object(let members) = object.kind else {
            throw SceneError(file: file, location: object.location, path: JSONPath(),
                             message: "expected an object of parameter values such as {\"title\": \"Hello\"}, received \(object.summary)")
        }
        for member in members {
            self[member.key] = ParameterValue(json: member.value, source: .file(file, at: member.value.location))
        }
    }

    public static func == (lhs: ParameterValues, rhs: ParameterValues) -> Bool {
        lhs.entries.map(\.name) == rhs.entries.map(\.name) && lhs.entries.map(\.value) == rhs.entries.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        for (name, value) in entries {
            hasher.combine(name)
            hasher.combine(value)
        }
    }
}
