/// Why a scene was refused: where (file, line and column, JSON path) and what was wrong.
///
/// The description is the interface users read, and tests assert it exactly:
///
///     card.json:12:7: root.children[2].cornerRadius: expected a number ≥ 0, received "big"
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file name shown first, when the scene came from a file (or `<stdin>`).
    public var file: String?
    public var location: SourceLocation?
    public var path: JSONPath
    /// What was expected and what was received.
    public var message: String

    /// Creates an error.
    public init(file: String? = nil, location: SourceLocation? = nil, path: JSONPath, message: String) {
        self.file = file
        self.location = location
        self.path = path
        self.message = message
    }

    public var description: String {
        var prefix: [String] = []
        if let file { prefix.append(file) }
        if let location { prefix.append(location.description) }
        let pathText = path.description
        if !pathText.isEmpty { prefix.append(" " + pathText) }
        guard !prefix.isEmpty else { return message }
        var head = prefix.joined(separator: ":")
        if head.hasPrefix(" ") { head.removeFirst() }
        return head + ": " + message
    }
}
