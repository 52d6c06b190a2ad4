import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Reads an input file only when it is a regular file of a sane size: a FIFO would block
/// forever, a device never end, and a huge file exhaust memory. It uses `open`, `fstat` and
/// `read` directly: Foundation's attribute lookup also resolves the owner's name (opening
/// the password database), and its `Data(contentsOf:)` leaks on empty files.
public enum RegularFile {
    /// The file's bytes.
    /// - Parameters:
    ///   - maximumBytes: larger files are refused before reading.
    ///   - kind: what such files are called in the refusal, such as "scene files".
    /// - Throws: `RegularFileError` saying why, in words that follow "cannot read 'path': ".
    public static func read(_ path: String, maximumBytes: Int, kind: String) throws(RegularFileError) -> Data {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw RegularFileError(errno == ENOENT || errno == ENOTDIR ? "no such file" : String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw RegularFileError("it is not a regular file") }
        guard Int(status.st_size) <= maximumBytes else {
            throw RegularFileError("it is \(status.st_size) bytes; \(kind) may be at most \(maximumBytes) bytes")
        }
        // O_NONBLOCK: a FIFO swapped in after the check must not block the open.
        let file = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard file >= 0 else { throw RegularFileError(String(cString: strerror(errno))) }
        defer { close(file) }
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { throw RegularFileError("it is not a regular file") }
        // Checked again on what was opened: the file may have been swapped or grown since.
        guard Int(status.st_size) <= maximumBytes else {
            throw RegularFileError("it is \(status.st_size) bytes; \(kind) may be at most \(maximumBytes) bytes")
        }
        var data = Data(count: Int(status.st_size))
        var total = 0
        let failure: Int32? = data.withUnsafeMutableBytes { buffer in
            while total < buffer.count {
                let count = Glibc.read(file, buffer.baseAddress! + total, buffer.count - total)
                if count < 0, errno == EINTR { continue }
                if count < 0 { return errno }
                if count == 0 { break }
                total += count
            }
            return nil
        }
        if let failure { throw RegularFileError(String(cString: strerror(failure))) }
        data.count = total
        return data
    }
}

/// Why an input file was not read.
public struct RegularFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public let reason: String

    init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
