import Foundation

/// Reads an input file only when it is a regular file of a sane size: a FIFO would block
/// forever, a device never end, and a huge file exhaust memory.
public enum RegularFile {
    /// The file's bytes.
    /// - Parameters:
    ///   - maximumBytes: larger files are refused before reading.
    ///   - kind: what such files are called in the refusal, such as "scene files".
    /// - Throws: `RegularFileError` saying why, in words that follow "cannot read 'path': ".
    public static func read(_ path: String, maximumBytes: Int, kind: String) throws(RegularFileError) -> Data {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw RegularFileError("no such file")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw RegularFileError("it is not a regular file")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumBytes else {
            throw RegularFileError("it is \(size) bytes; \(kind) may be at most \(maximumBytes) bytes")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw RegularFileError((error as NSError).localizedDescription)
        }
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
