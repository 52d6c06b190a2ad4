import CCairo
import CCodecs
import FoundationEssentials
import Scene

/// SVG pictures through librsvg, drawn as vectors at the size they are shown.
///
/// librsvg 2.54 is not safe on hostile files: huge text sizes abort the process, a
/// self-including XInclude crashes it, and entity expansion exhausts memory. So a file is
/// screened before librsvg sees it, and refused when it has a DOCTYPE or entities,
/// XInclude, or any reference but to its own elements or a `data:` URI. A picture embedded
/// as a `data:` URI meets the same header checks as a picture of the scene (a
/// decompression bomb claims its size in its header), and an SVG inside an SVG is
/// refused. Documents are parsed from memory with no base file, so librsvg can load
/// nothing from disk.
///
/// This process draws only documents without text (the aborting path): a document with
/// text is first rewritten by `svg-sandbox` (`VectorIsolation`), which turns its text into
/// outlines, or refused when there is no sandbox.
enum VectorImage {
    /// The largest SVG document a scene may give, in bytes.
    static let maximumBytes = 5_000_000

    /// Why the document is refused, or `nil` when it may be read: by librsvg in this
    /// process, or, with `text`, by `svg-sandbox`. A rewritten document may be as large as
    /// the sandbox's output.
    static func screen(_ bytes: [UInt8], maximumPixels: Int = SceneLimits().maximumPixels, text allowsText: Bool = false,
                       maximumBytes: Int = maximumBytes) -> String? {
        VectorScreen.problem(in: bytes, allowsText: allowsText, maximumBytes: maximumBytes) { uri in
            embeddedPictureProblem(uri, maximumPixels: maximumPixels)
        }
    }

    /// Why a picture embedded as a `data:` URI may not be drawn, from its header alone.
    private static func embeddedPictureProblem(_ uri: String, maximumPixels: Int) -> String? {
        guard let bytes = DataURI.bytes(of: uri) else { return "an embedded picture's data: URI is not base64" }
        guard let format = ImageDecoder.sniff(bytes) else { return "an embedded picture is not an image this renderer reads" }
        guard format != .svg else { return "SVG documents inside SVG documents are refused" }
        guard let size = try? ImageDecoder.size(of: bytes, format: format) else { return "an embedded \(format.rawValue) picture's header is corrupt" }
        guard size.width > 0, size.height > 0, size.width <= SceneLimits.maximumSide, size.height <= SceneLimits.maximumSide,
              size.width * size.height <= maximumPixels else {
            return "an embedded \(format.rawValue) picture is \(size.width) × \(size.height) pixels; pictures may have at most \(maximumPixels) pixels"
        }
        return nil
    }

    /// A parsed document; `nil` with librsvg's message when it cannot be read. The document
    /// is one the scene gave (screened already at the scene's size limit) or one the
    /// sandbox rewrote, so only the sandbox's larger limit applies here. Free it with
    /// `ccodecs_svg_free`.
    static func parse(_ bytes: [UInt8], maximumPixels: Int = SceneLimits().maximumPixels) -> Result<OpaquePointer, ImageError> {
        if let problem = screen(bytes, maximumPixels: maximumPixels, maximumBytes: VectorIsolation.maximumOutput) { return .failure(.unsupported(problem)) }
        var error = [CChar](repeating: 0, count: Int(CCODECS_SVG_ERROR_SIZE))
        guard let handle = ccodecs_svg_parse(bytes, bytes.count, &error) else { return .failure(.corrupt(message(error))) }
        return .success(handle)
    }

    /// The document's own size in pixels: its width and height, else its viewBox, else
    /// 300 × 150 (what browsers give a picture with no size).
    static func size(of handle: OpaquePointer) -> (width: Int, height: Int) {
        var width = 0.0, height = 0.0
        if ccodecs_svg_size(handle, &width, &height) != 0, width > 0, height > 0 {
            return (Int(width.rounded(.up)), Int(height.rounded(.up)))
        }
        if ccodecs_svg_view_box(handle, &width, &height) != 0, width > 0, height > 0 {
            return (Int(width.rounded(.up)), Int(height.rounded(.up)))
        }
        return (300, 150)
    }

    /// Draws the document into `rect` on `context`, as vectors.
    static func draw(_ handle: OpaquePointer, in rect: Rect, on context: OpaquePointer) throws(ImageError) {
        var error = [CChar](repeating: 0, count: Int(CCODECS_SVG_ERROR_SIZE))
        guard ccodecs_svg_render(handle, context, rect.x, rect.y, rect.width, rect.height, &error) == 0 else { throw .corrupt(message(error)) }
    }

    private static func message(_ error: [CChar]) -> String {
        String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
