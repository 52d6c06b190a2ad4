/// Why a scene was refused: where (file, line and column, JSON path) and what was wrong.
///
/// The description is the interface users read, and tests assert it exactly:
///
///     card.json:12:7: root.children[2].cornerRadius: expected a number ≥ 0, received "big"
///
/// A problem caused by a template's parameter names the parameter and where its value came
/// from between the position and the path:
///
///     card.json:14:18: params.title (set by --set title=Hi): root.children[1].text: …
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file name shown first, when the scene came from a file (or `<stdin>`).
    public var file: String?
    public var location: SourceLocation?
    /// The parameters whose values caused the problem, with their sources, when a template's
    /// values did: `params.title (set by --set title=Hi)`.
    public var binding: String?
    public var path: JSONPath
    /// What was expected and what was received.
    public var message: String

    /// Creates an error.
    public init(file: String? = nil, location: SourceLocation? = nil, binding: String? = nil, path: JSONPath, message: String) {
        self.file = file
        self.location = location
        self.binding = binding
        self.path = path
        self.message = message
    }

    /// The longest path and message a description shows: a hostile document's 10 MB key is
    /// not echoed back whole.
    static let longestPath = 4000, longestMessage = 2000

    public var description: String {
        let head = [file, location?.description].compactMap { $0 }.joined(separator: ":")
        var parts = head.isEmpty ? [] : [head]
        if let binding { parts.append(binding.clipped(to: Self.longestMessage)) }
        let pathText = path.description
        if !pathText.isEmpty { parts.append(pathText.clipped(to: Self.longestPath)) }
        parts.append(message.clipped(to: Self.longestMessage))
        return parts.joined(separator: ": ")
    }
}
