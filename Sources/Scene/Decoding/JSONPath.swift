/// Where a value sits in a scene document, printed as `root.children[2].cornerRadius`.
///
/// A path is its last step and a shared reference to the path before it, so extending a
/// path allocates one step and copies nothing: the layout gives every node of a tree its
/// path, and the decoder every value, and copying a whole array of steps at each level
/// cost more than the rest of placing a node.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step: an object key or an array index.
    public enum Component: Sendable, Equatable, Hashable {
        case key(String)
        case index(Int)
    }

    /// `nil` for the empty path, the whole document.
    private var last: Step?

    /// Creates a path from its steps; the empty path is the whole document.
    public init(_ components: [Component] = []) {
        last = components.reduce(nil) { Step(parent: $0, component: $1) }
    }

    private init(last: Step) {
        self.last = last
    }

    /// The steps from the document's top.
    public var components: [Component] {
        get {
            var steps: [Component] = []
            steps.reserveCapacity(count)
            var step = last
            while let current = step {
                steps.append(current.component)
                step = current.parent
            }
            return steps.reversed()
        }
        set { self = JSONPath(newValue) }
    }

    /// The number of steps.
    public var count: Int { last?.depth ?? 0 }

    /// The path one key deeper.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(last: Step(parent: last, component: .key(key)))
    }

    /// The path one array element deeper.
    public func appending(index: Int) -> JSONPath {
        JSONPath(last: Step(parent: last, component: .index(index)))
    }

    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var left = lhs.last, right = rhs.last
        while let l = left, let r = right {
            // Paths extended from one parent share it, and so everything before it.
            if l === r { return true }
            if l.component != r.component { return false }
            (left, right) = (l.parent, r.parent)
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var step = last
        while let current = step {
            hasher.combine(current.component)
            step = current.parent
        }
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

    /// One step and the path before it, shared by every path that extends that path.
    private final class Step: Sendable {
        let parent: Step?
        let component: Component
        let depth: Int

        init(parent: Step?, component: Component) {
            self.parent = parent
            self.component = component
            depth = (parent?.depth ?? 0) + 1
        }
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
