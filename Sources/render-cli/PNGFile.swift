import Files
import FoundationEssentials
import Glibc
import Rendering

/// Reads PNG files for comparison, with a reason a person can act on when that fails.
enum PNGFile {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Larger files are refused before reading; a PNG the comparison can hold is far smaller.
    static let maximumBytes = 512 << 20

    /// The file's bytes and its pixels.
    /// - Throws: `InputError` saying whether the file is missing, not a file, not a PNG or
    ///   a PNG that cannot be decoded.
    static func read(_ path: String) throws(InputError) -> (data: Data, bitmap: Bitmap) {
        let data: Data
        do {
            data = try RegularFile.read(path, maximumBytes: maximumBytes, kind: "images to compare")
        } catch {
            throw InputError(error.reason)
        }
        guard data.starts(with: signature) else {
            throw InputError("it is not a PNG image")
        }
        do {
            return (data, try Bitmap(pngData: data))
        } catch {
            throw InputError("it is a damaged or unsupported PNG image")
        }
    }
}
