import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Output to a destination that is not a regular file: a device such as `/dev/null` or
/// `/dev/stdout`, a FIFO, a socket. Such a node is written in place, never replaced by a
/// renamed file, and a FIFO nobody reads fails at once instead of blocking forever.
public enum DeviceFile {
    /// Whether `path` names an existing node that is neither a regular file, a folder nor a
    /// symbolic link (which `AtomicFile` replaces itself).
    public static func isDevice(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        let kind = status.st_mode & S_IFMT
        return kind != S_IFREG && kind != S_IFDIR && kind != S_IFLNK
    }

    /// Writes `data` to the node at `path`.
    /// - Throws: `AtomicFileError` with the reason, "no process is reading the FIFO" for a
    ///   FIFO without a reader.
    public static func write(_ data: Data, to path: String) throws(AtomicFileError) {
        let file = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard file >= 0 else {
            if errno == ENXIO { throw AtomicFileError(path: path, reason: "no process is reading the FIFO") }
            throw AtomicFileError(path: path, errno: errno)
        }
        defer { close(file) }
        // Blocking again, so that a slow reader is waited for rather than failed.
        _ = fcntl(file, F_SETFL, fcntl(file, F_GETFL) & ~O_NONBLOCK)
        if let reason = StandardStream.write(data, to: file) { throw AtomicFileError(path: path, reason: reason) }
    }
}
