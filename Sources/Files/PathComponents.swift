/// The path arithmetic the commands need, on plain strings, as `NSString` does it: that type
/// is not in FoundationEssentials, which the programs use instead of Foundation.
extension StringProtocol {
    /// The path without trailing slashes, except a root that is only slashes.
    private var trimmedPath: Substring {
        let text = Substring(self)
        guard let last = text.lastIndex(where: { $0 != "/" }) else { return text.isEmpty ? text : text.prefix(1) }
        return text[...last]
    }

    /// The last component: `"b.png"` of `"a/b.png/"`.
    public var lastPathComponent: String {
        let path = trimmedPath
        guard path != "/", let slash = path.lastIndex(of: "/") else { return String(path) }
        return String(path[path.index(after: slash)...])
    }

    /// The last component's extension without its dot: `"png"` of `"a/b.png"`, `""` of
    /// `"a/b"` and of `".hidden"`.
    public var pathExtension: String {
        let name = lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The path without its last component's extension: `"a/b"` of `"a/b.png"`.
    public var deletingPathExtension: String {
        let path = trimmedPath
        let fileExtension = path.pathExtension
        guard !fileExtension.isEmpty else { return String(path) }
        return String(path.dropLast(fileExtension.count + 1))
    }

    /// The path with `component` after it, one slash between: `"a/b"` of `"a"` and `"b"`.
    public func appendingPathComponent(_ component: some StringProtocol) -> String {
        guard !isEmpty else { return String(component) }
        let base = trimmedPath == "/" ? "" : String(trimmedPath)
        return base + "/" + component.drop(while: { $0 == "/" })
    }
}
