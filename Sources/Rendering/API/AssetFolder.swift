import FoundationEssentials
import Scene

/// The folder a scene's relative paths (fonts now, images later) are resolved in, and the
/// only place they may lead.
///
/// A path is refused when it is absolute, when `..` or a symbolic link takes it outside the
/// folder, when it is not a regular file, or when the file is larger than `maximumBytes`.
public struct AssetFolder: Sendable, Equatable {
    /// The folder, with symbolic links resolved.
    public let root: URL
    public var maximumBytes: Int

    /// Uses `path` as the asset folder.
    public init(path: String, maximumBytes: Int = 50_000_000) {
        root = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        self.maximumBytes = maximumBytes
    }

    /// The file `relative` names, or why it may not be used.
    public func resolve(_ relative: String) -> Result<URL, AssetError> {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.contains("\0") else {
            return .failure(AssetError("\(relative.jsonQuoted) must be a path relative to the asset folder"))
        }
        let file = root.appendingPathComponent(relative).standardizedFileURL.resolvingSymlinksInPath()
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard file.path.hasPrefix(rootPath) else {
            return .failure(AssetError("\(relative.jsonQuoted) leads outside the asset folder"))
        }
        guard let status = FileStatus(path: file.path) else {
            return .failure(AssetError("\(relative.jsonQuoted) does not exist in the asset folder"))
        }
        guard status.isRegular else {
            return .failure(AssetError("\(relative.jsonQuoted) is not a regular file"))
        }
        guard status.size <= maximumBytes else {
            return .failure(AssetError("\(relative.jsonQuoted) is \(status.size) bytes; assets may be at most \(maximumBytes) bytes"))
        }
        return .success(file)
    }
}

/// Why an asset path was refused.
public struct AssetError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
