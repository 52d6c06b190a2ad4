import CWebFonts
import FoundationEssentials

/// Turns the bytes of any font container the renderer accepts into the plain sfnt data
/// (TrueType, OpenType or a collection) that FreeType and HarfBuzz read.
///
/// HarfBuzz, which Pango shapes with, reads sfnt data only, so WOFF and WOFF2 are unwrapped
/// before Fontconfig ever sees them; handing it a web font would set the text in the
/// fallback face without a word.
public enum FontDecoder {
    /// The largest font accepted, in bytes once decoded: far above any real font (a large
    /// CJK face is about 20 MB), and checked before anything is allocated for the output.
    public static let maximumBytes = 64 << 20

    /// The sfnt data `data` holds.
    /// - Throws: `FontDecodingError` saying why the bytes are not a font the renderer reads.
    public static func sfnt(from data: Data) throws(FontDecodingError) -> Data {
        guard !data.isEmpty else { throw FontDecodingError("the file is empty") }
        guard let format = FontFormat(sniffing: data) else {
            throw FontDecodingError("its first bytes are not those of a TTF, OTF, TTC, WOFF or WOFF2 file")
        }
        switch format {
        case .trueType, .openType, .collection:
            guard data.count <= maximumBytes else { throw tooLarge }
            return data
        case .woff: return try unwrap(data, format: format, with: webfont_woff_to_sfnt)
        case .woff2: return try unwrap(data, format: format, with: webfont_woff2_to_sfnt)
        }
    }

    private typealias Unwrap = (UnsafePointer<UInt8>?, Int, Int, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, UnsafeMutablePointer<Int>?) -> webfont_status

    private static let tooLarge = FontDecodingError("it decodes to more than \(maximumBytes) bytes, the most a font may have")

    private static func unwrap(_ data: Data, format: FontFormat, with function: Unwrap) throws(FontDecodingError) -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = data.withUnsafeBytes { raw in
            function(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, maximumBytes, &output, &length)
        }
        guard status == WEBFONT_OK, let output else { throw problem(status, format: format) }
        return Data(bytesNoCopy: output, count: length, deallocator: .free)
    }

    /// What went wrong, in the words of the format's own structure.
    private static func problem(_ status: webfont_status, format: FontFormat) -> FontDecodingError {
        let name = format.rawValue
        switch status {
        case WEBFONT_TRUNCATED: return FontDecodingError("the \(name) file is truncated: its header or table directory runs past its end")
        case WEBFONT_BAD_HEADER: return FontDecodingError("its \(name) header is invalid (signature, length, flavour or reserved field)")
        case WEBFONT_BAD_TABLE_COUNT: return FontDecodingError("its \(name) table directory lists no tables, or more than \(WEBFONT_MAXIMUM_TABLES)")
        case WEBFONT_TABLE_OUT_OF_RANGE: return FontDecodingError("a \(name) table lies outside the file")
        case WEBFONT_TABLES_OVERLAP: return FontDecodingError("two \(name) tables overlap")
        case WEBFONT_DUPLICATE_TABLE: return FontDecodingError("two \(name) tables have the same tag")
        case WEBFONT_BAD_TABLE_LENGTH: return FontDecodingError("a \(name) table is longer compressed than uncompressed")
        case WEBFONT_INFLATE_FAILED: return FontDecodingError("a \(name) table does not inflate to the length its directory gives")
        case WEBFONT_TOO_LARGE: return tooLarge
        case WEBFONT_NO_MEMORY: return FontDecodingError("there is not enough memory to decode it")
        case WEBFONT_LIBRARY_MISSING:
            let problem = String(cString: webfont_woff2_library_problem())
            return FontDecodingError("libwoff2dec, which decodes WOFF2, cannot be loaded (Debian's libwoff1 package): \(problem)")
        default: return FontDecodingError("its \(name) data does not decode (it is truncated or corrupt)")
        }
    }
}

/// Why bytes are not a font the renderer reads.
public struct FontDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reason, such as `a WOFF table lies outside the file`.
    public let reason: String

    init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
