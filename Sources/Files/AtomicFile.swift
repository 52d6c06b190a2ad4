import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Writes a file whole or not at all, so that a crashed or killed process or a full disk
/// never leaves a partial file, and a file planted at a predictable temporary name is never
/// written through. (It does not `fsync`: after a power loss the file system's own
/// guarantees apply, as for any program that does not flush every file.)
///
/// The bytes go into an unnamed file in the destination's folder (`O_TMPFILE`), which is
/// given its name only when complete: a killed process leaves nothing behind. Where the file
/// system has no unnamed files, a new file with a random hidden name, created exclusively
/// and without following links, takes its place.
public enum AtomicFile {
    /// What a write did.
    public enum Outcome: Sendable, Equatable {
        case written
        /// The name was taken and `replacing` was false: nothing was written.
        case existed
    }

    /// Writes `data` to `path`.
    /// - Parameter replacing: whether an existing file at `path` is replaced; otherwise it is
    ///   left as it is and `.existed` returned, even if it appeared a moment ago.
    /// - Throws: `AtomicFileError` with the system's reason.
    @discardableResult
    public static func write(_ data: Data, to path: String, replacing: Bool) throws(AtomicFileError) -> Outcome {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        let folder = open(url.deletingLastPathComponent().path, O_DIRECTORY | O_RDONLY | O_CLOEXEC)
        guard folder >= 0 else { throw AtomicFileError(path: path, errno: errno) }
        defer { close(folder) }
        if !replacing, faccessat(folder, name, F_OK, AT_SYMLINK_NOFOLLOW) == 0 { return .existed }
        if let outcome = try writeUnnamed(data, name: name, folder: folder, path: path, replacing: replacing) { return outcome }
        return try writeHidden(data, name: name, folder: folder, path: path, replacing: replacing)
    }

    /// `O_TMPFILE` is `__O_TMPFILE | O_DIRECTORY`, a macro Swift does not import; the bit is
    /// the same on every Linux architecture.
    private static let unnamedFileFlag = Int32(0o20000000) | O_DIRECTORY

    /// Writes through an unnamed file, or returns `nil` when the file system cannot make one.
    private static func writeUnnamed(_ data: Data, name: String, folder: Int32, path: String, replacing: Bool) throws(AtomicFileError) -> Outcome? {
        let file = openat(folder, ".", unnamedFileFlag | O_WRONLY | O_CLOEXEC, 0o644)
        guard file >= 0 else {
            if [EOPNOTSUPP, EISDIR, EINVAL].contains(errno) { return nil }
            throw AtomicFileError(path: path, errno: errno)
        }
        defer { close(file) }
        try writeAll(data, to: file, path: path)
        let procPath = "/proc/self/fd/\(file)"
        guard replacing else {
            if linkat(AT_FDCWD, procPath, folder, name, AT_SYMLINK_FOLLOW) == 0 { return .written }
            if errno == EEXIST { return .existed }
            if errno == ENOENT, access("/proc/self/fd", F_OK) != 0 { return nil }
            throw AtomicFileError(path: path, errno: errno)
        }
        // A name of its own first, then renamed over the old file in one step.
        for _ in 0..<8 {
            let hidden = temporaryName(for: name)
            if linkat(AT_FDCWD, procPath, folder, hidden, AT_SYMLINK_FOLLOW) == 0 {
                try rename(hidden, to: name, in: folder, path: path)
                return .written
            }
            if errno == EEXIST { continue }
            if errno == ENOENT, access("/proc/self/fd", F_OK) != 0 { return nil }
            throw AtomicFileError(path: path, errno: errno)
        }
        throw AtomicFileError(path: path, errno: EEXIST)
    }

    /// Writes through a new hidden file with a random name, created exclusively.
    private static func writeHidden(_ data: Data, name: String, folder: Int32, path: String, replacing: Bool) throws(AtomicFileError) -> Outcome {
        var hidden = ""
        var file: Int32 = -1
        for _ in 0..<8 where file < 0 {
            hidden = temporaryName(for: name)
            file = openat(folder, hidden, O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if file < 0, errno != EEXIST { throw AtomicFileError(path: path, errno: errno) }
        }
        guard file >= 0 else { throw AtomicFileError(path: path, errno: EEXIST) }
        do {
            defer { close(file) }
            try writeAll(data, to: file, path: path)
        } catch {
            unlinkat(folder, hidden, 0)
            throw error
        }
        if replacing {
            try rename(hidden, to: name, in: folder, path: path)
            return .written
        }
        defer { unlinkat(folder, hidden, 0) }
        if linkat(folder, hidden, folder, name, 0) == 0 { return .written }
        if errno == EEXIST { return .existed }
        throw AtomicFileError(path: path, errno: errno)
    }

    private static func rename(_ hidden: String, to name: String, in folder: Int32, path: String) throws(AtomicFileError) {
        guard renameat(folder, hidden, folder, name) == 0 else {
            let error = errno
            unlinkat(folder, hidden, 0)
            throw AtomicFileError(path: path, errno: error)
        }
    }

    private static func writeAll(_ data: Data, to file: Int32, path: String) throws(AtomicFileError) {
        let failure: Int32? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(file, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw AtomicFileError(path: path, errno: failure) }
    }

    /// `.name.<random>.partial`: hidden, and unguessable so nothing can be planted there;
    /// the name is cut to 200 bytes (at a character's end) so the whole stays within 255.
    private static func temporaryName(for name: String) -> String {
        var stem = ""
        for character in name {
            guard stem.utf8.count + character.utf8.count <= 200 else { break }
            stem.append(character)
        }
        return ".\(stem).\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).partial"
    }
}

/// A file could not be written; `reason` is the system's word for why.
public struct AtomicFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    init(path: String, errno code: Int32) {
        self.path = path
        reason = String(cString: strerror(code))
    }

    init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write '\(path)': \(reason)" }
}
