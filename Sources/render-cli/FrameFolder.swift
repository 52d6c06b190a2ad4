import Files
import FoundationEssentials
import Glibc

/// Writes numbered PNG frames (`frame-0000.png`, ...) so that a failure leaves nothing
/// behind: they go into a hidden folder beside the destination, which is renamed into place
/// once every frame is written.
///
/// The destination must not exist or be an empty folder: frames never mix with, or replace,
/// files already there.
final class FrameFolder {
    let destination: String
    private let temporary: URL
    private var count = 0

    /// Checks the destination and creates the hidden folder.
    /// - Throws: `OutputError` when the destination is a file or a folder with files in it,
    ///   or its parent folder does not exist.
    init(path: String) throws {
        destination = path
        let url = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        let parent = url.deletingLastPathComponent()
        var isFolder = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            guard isFolder else { throw OutputError(path: path, reason: "it is a file, not a folder") }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            guard entries.isEmpty else {
                throw OutputError(path: path, reason: "the folder is not empty; frames are written only into a new or empty folder")
            }
        }
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder else {
            throw OutputError(path: path, reason: "the folder '\(parent.path)' does not exist")
        }
        temporary = try Self.makeHiddenFolder(beside: url, in: parent, for: path)
    }

    /// The process's umask, read from `/proc/self/status`: setting and restoring it with
    /// `umask(2)` would change it for every thread meanwhile. 022 where it cannot be read.
    private static func processUmask() -> mode_t {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for line in status.split(separator: "\n") where line.hasPrefix("Umask:") {
            if let value = mode_t(line.dropFirst(6).filter { $0 != " " && $0 != "\t" }, radix: 8) { return value }
        }
        return 0o022
    }

    /// A new folder with an unpredictable name (`mkdtemp`, mode 0700), so that nobody can
    /// plant a file or link where the frames will go, or block the render by taking the name.
    private static func makeHiddenFolder(beside url: URL, in parent: URL, for path: String) throws -> URL {
        // The name keeps within 255 bytes however long the destination's is.
        let stem = String(decoding: Array(url.lastPathComponent.utf8.prefix(200)), as: UTF8.self)
        var template = Array(parent.appendingPathComponent(".\(stem).XXXXXX").path.utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw OutputError(path: path, reason: String(cString: strerror(errno)))
        }
        let made = template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return URL(fileURLWithPath: String(decoding: made, as: UTF8.self), isDirectory: true)
    }

    /// The name of frame `index`: four digits at least, so that names sort in frame order.
    static func name(ofFrame index: Int) -> String {
        cFormat("frame-%04d.png", index)
    }

    /// Writes the next frame.
    func append(_ png: Data) throws {
        do {
            try png.write(to: temporary.appendingPathComponent(Self.name(ofFrame: count)))
        } catch {
            throw OutputError(path: destination, reason: error.systemReason)
        }
        count += 1
    }

    /// Moves the frames into place: an empty destination folder is replaced in one step.
    func finish() throws {
        let target = URL(fileURLWithPath: destination, isDirectory: true).standardizedFileURL
        // The finished folder gets the permissions a new folder would (mkdtemp made it 0700).
        chmod(temporary.path, 0o777 & ~Self.processUmask())
        guard rename(temporary.path, target.path) == 0 else {
            let reason = errno == ENOTEMPTY || errno == EEXIST
                ? "the folder is no longer empty; frames are written only into a new or empty folder"
                : String(cString: strerror(errno))
            throw OutputError(path: destination, reason: reason)
        }
    }

    /// Removes the hidden folder and whatever frames it holds; after `finish` it is gone.
    func discard() {
        try? FileManager.default.removeItem(at: temporary)
    }
}
