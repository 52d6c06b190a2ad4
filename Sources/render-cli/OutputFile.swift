import Files
import FoundationEssentials
import Glibc

/// Writes output so that a failure leaves nothing behind, through `AtomicFile`: the bytes go
/// to an unnamed (or unguessably named) file beside the destination, which takes the
/// destination's name only once complete. A device or FIFO is written in place.
enum OutputFile {
    static func write(_ data: Data, to path: String) throws {
        if path == "-" {
            if let reason = StandardStream.write(data, to: STDOUT_FILENO) { throw OutputError(path: "-", reason: reason) }
            return
        }
        do {
            if DeviceFile.isDevice(path) {
                try DeviceFile.write(data, to: path)
                return
            }
            try checkFolder(of: path)
            try AtomicFile.write(data, to: path, replacing: true)
        } catch let error as AtomicFileError {
            throw OutputError(path: path, reason: error.reason)
        }
    }

    /// The folder a file will be written in, checked to exist: an animation checks it before
    /// rendering its frames, so that a mistyped path fails at once.
    @discardableResult
    static func checkFolder(of path: String) throws -> URL {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var isFolder = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder else {
            throw OutputError(path: path, reason: "the folder '\(folder.path)' does not exist")
        }
        return folder
    }
}

/// The output could not be written.
struct OutputError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { path == "-" ? "cannot write to standard output: \(reason)" : "cannot write '\(path)': \(reason)" }
}
