import Files
import FoundationEssentials
import Glibc
import Rendering

/// Reads the images `diff` compares, PNG, JPEG or WebP, with a reason a person can act on
/// when that fails.
enum ImageFile {
    /// Larger files are refused before reading, as for references (`PNGFile`).
    static let maximumBytes = PNGFile.maximumBytes

    /// The file's pixels, decoded by the renderer's own decoders; the format comes from the
    /// bytes, whatever the name says.
    /// - Throws: `InputError` saying whether the file is missing, not a file, in another
    ///   format, damaged or too large.
    static func read(_ path: String) throws(InputError) -> Bitmap {
        let data: Data
        do {
            data = try RegularFile.read(path, maximumBytes: maximumBytes, kind: "images to compare")
        } catch {
            throw InputError(error.reason)
        }
        do {
            return try Bitmap(imageData: data)
        } catch {
            switch error {
            case .unsupported(let format?): throw InputError("it is in \(format) format; diff compares PNG, JPEG and WebP images")
            case .unsupported(nil): throw InputError("it is not a PNG, JPEG or WebP image")
            case .damaged(let format, _): throw InputError("it is a damaged or unsupported \(format) image")
            case .tooLarge(let message): throw InputError(message)
            }
        }
    }
}
