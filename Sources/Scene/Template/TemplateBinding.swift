/// A template bound to one set of values: the document to validate, and which parameters
/// put a value where, so that any problem found later names the parameter behind it.
public struct TemplateBinding: Sendable {
    /// The scene document, every parameter replaced by its value.
    public let document: JSONValue
    /// The parameters that made each bound value, by the value's path.
    let uses: [JSONPath: [ParameterUse]]

    /// One parameter's part in a bound value.
    struct ParameterUse: Sendable, Equatable {
        var name: String
        var source: ParameterSource

        var description: String { "params.\(name) (\(source))" }
    }

    /// The parameters behind the value at `path` or around it, as `SceneError.binding` words them.
    public func binding(at path: JSONPath) -> String? {
        guard !uses.isEmpty else { return nil }
        for count in stride(from: path.components.count, through: 0, by: -1) {
            if let found = uses[JSONPath(Array(path.components.prefix(count)))] {
                return found.map(\.description).joined(separator: ", ")
            }
        }
        return nil
    }

    /// The error, naming the parameters behind the value it is about.
    public func attribute(_ error: SceneError) -> SceneError {
        guard error.binding == nil, let binding = binding(at: error.path) else { return error }
        var attributed = error
        attributed.binding = binding
        return attributed
    }

    /// The warning, naming the parameters behind the value it is about.
    public func attribute(_ warning: SceneWarning) -> SceneWarning {
        guard warning.binding == nil, let binding = binding(at: warning.path) else { return warning }
        var attributed = warning
        attributed.binding = binding
        return attributed
    }
}
