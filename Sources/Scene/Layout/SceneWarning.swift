/// A problem that does not stop a render, reported with the node's path. `--strict` makes
/// warnings fatal.
public struct SceneWarning: Sendable, Equatable, CustomStringConvertible {
    public var path: JSONPath
    public var message: String

    /// Creates a warning.
    public init(path: JSONPath, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
