import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Writes to standard output and standard error with `write(2)`: a full disk, a closed pipe
/// or a closed descriptor is an error to report (or ignore), never a crash, as Foundation's
/// `FileHandle.write` makes it.
public enum StandardStream {
    /// Writes all of `data` to `descriptor`.
    /// - Returns: nil on success, or the system's reason it failed.
    @discardableResult
    public static func write(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            return nil
        }
    }

    /// Writes a message line to standard error, ignoring failure: a message that cannot be
    /// shown must not change how the command ends.
    public static func printError(_ message: String) {
        write(Data((message + "\n").utf8), to: STDERR_FILENO)
    }
}
