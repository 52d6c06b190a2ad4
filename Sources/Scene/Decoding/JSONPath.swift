/// Where a value sits in a scene document, printed as `root.children[2].cornerRadius`.
public struct JSONPath: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// One step: an object key or an array index.
    public enum Component: Sendable, Equatable, Hashable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    /// Creates a path from its steps; the empty path is the whole document.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The path one key deeper.
    public func appending(_ key: String) -> JSONPath {
        var path = self
        path.components.append(.key(key))
        return path
    }

    /// The path one array element deeper.
    public func appending(index: Int) -> JSONPath {
        var path = self
        path.components.append(.index(index))
        return path
    }

    /// Keys that are identifiers print after a dot; others print quoted in brackets.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                if key.isIdentifier {
                    text += text.isEmpty ? key : "." + key
                } else {
                    text += "[" + key.jsonQuoted + "]"
                }
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}

extension String {
    var isIdentifier: Bool {
        guard let first = unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0) }
    }

    /// The string as a JSON string literal, for messages.
    public var jsonQuoted: String {
        var text = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20: text += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
