/// A problem that does not stop a render, reported with the node's path. `--strict` makes
/// warnings fatal.
public struct SceneWarning: Sendable, Equatable, CustomStringConvertible {
    public var path: JSONPath
    public var message: String
    /// The template parameters whose values caused the warning, as in `SceneError.binding`.
    public var binding: String?

    /// Creates a warning.
    public init(path: JSONPath, message: String, binding: String? = nil) {
        self.path = path
        self.message = message
        self.binding = binding
    }

    public var description: String {
        (binding.map { $0.clipped(to: SceneError.longestMessage) + ": " } ?? "")
            + "\(path.description.clipped(to: SceneError.longestPath)): \(message.clipped(to: SceneError.longestMessage))"
    }
}
