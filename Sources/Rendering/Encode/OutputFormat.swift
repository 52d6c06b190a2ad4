import CCodecs
import Scene

/// What a render produces.
public enum OutputFormat: Sendable, Equatable {
    /// Lossless raster with alpha; opaque images are written as RGB.
    case png(PNGCompression = .default)
    /// Lossy raster without alpha: transparent areas are flattened onto `background`.
    case jpeg(quality: Int = 90, background: Color = .white)
    /// Lossy (`quality` 0–100) or lossless raster with alpha.
    case webp(quality: Int = 90, lossless: Bool = false)
    /// Vector document, one page, sized in points.
    case pdf
    /// Vector drawing, sized in points.
    case svg

    /// PNG at the default compression, so that `format: .png` needs no parentheses. A
    /// pattern `case .png:` still matches every PNG, whatever its compression.
    public static let png = OutputFormat.png()
    /// JPEG at quality 90 over white.
    public static let jpeg = OutputFormat.jpeg()
    /// Lossy WebP at quality 90.
    public static let webp = OutputFormat.webp()

    /// The format a file name's extension asks for, if any.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "png": self = .png()
        case "jpg", "jpeg": self = .jpeg()
        case "webp": self = .webp()
        case "pdf": self = .pdf
        case "svg": self = .svg
        default: return nil
        }
    }

    /// The format's usual name, as `--format` takes it.
    public var name: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpeg"
        case .webp: "webp"
        case .pdf: "pdf"
        case .svg: "svg"
        }
    }

    /// The media type an HTTP response gives the format.
    public var mimeType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .webp: "image/webp"
        case .pdf: "application/pdf"
        case .svg: "image/svg+xml"
        }
    }

    /// Vector formats ignore `scale`: they stay in points.
    public var isVector: Bool {
        switch self {
        case .pdf, .svg: true
        case .png, .jpeg, .webp: false
        }
    }
}

/// PNG's speed-for-size trade-off, compressed by libdeflate. `make bench` sets the modes
/// beside libpng with its adaptive filters and zlib's default strategy, on the example card
/// (1200×630, medians of 15 encodes taken in turn): `fast` 11.8 ms and 251 KB, `default`
/// 31.7 ms and 200 KB, `small` about 1 s and 158 KB, against libpng's 37.2 ms and 283 KB at
/// level 1 and 91.1 ms and 202 KB at level 6. So `default` is both faster than libpng at
/// level 1 (0.85× its time; 0.83× on the reference card) and smaller than libpng at level 6
/// (0.99× its bytes on both cards). The time is the narrower margin: over three runs it was
/// 0.82× to 0.96× on the example card, where libdeflate's level 5 with its earlier row
/// filters took 0.76× to 1.04× and was 2% larger.
public enum PNGCompression: String, Sendable, CaseIterable {
    /// libdeflate level 1 and the Up filter on every row: the fastest, largest files. Up
    /// rather than Sub: as fast, and smaller on cards and interfaces (the card 251 KB
    /// against 276 KB; the opaque goldens 4.6% smaller in all).
    case fast
    /// libdeflate level 6, the rows in bands of 48, each all None, Up or Paeth, whichever
    /// compresses smallest in a trial on four of its rows, None unless a filter is at least
    /// 15% smaller. Unfiltered bands suit gradients that run diagonally, whose rows deflate
    /// matches as the row above shifted by a pixel, and compress fastest; Up suits text on a
    /// flat colour, Paeth photographs. The default.
    case `default`
    /// libdeflate level 12 with each row's filter chosen by the smallest entropy of its
    /// filtered bytes: the smallest files, the slowest.
    case small

    /// libdeflate level, and the row filters: a PNG filter type (0-4) for every row, or one
    /// of the choices in ccodecs.h.
    var deflateSettings: (level: Int32, filter: Int32) {
        switch self {
        case .fast: (1, 2)
        case .default: (6, Int32(CCODECS_PNG_FILTER_BANDS))
        case .small: (12, Int32(CCODECS_PNG_FILTER_ENTROPY))
        }
    }

    /// zlib level, libpng filter mask (0 = libpng's adaptive choice), zlib strategy, for the
    /// frames of an APNG, which libpng writes: level 1 with run-length matching and the Sub
    /// filter, level 6 with run-length matching and adaptive filters, level 9 with full
    /// matching and adaptive filters.
    var settings: (level: Int32, filters: Int32, strategy: Int32) {
        switch self {
        case .fast: (1, 0x10, 3)
        case .default: (6, 0, 3)
        case .small: (9, 0, 0)
        }
    }
}
