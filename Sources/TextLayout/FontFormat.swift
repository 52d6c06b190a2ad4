import FoundationEssentials

/// The container a font's bytes come in, told from its first four bytes: a file's name
/// says nothing about what it holds.
public enum FontFormat: String, Sendable, CaseIterable {
    /// TrueType outlines in an sfnt (`00 01 00 00` or `true`).
    case trueType = "TTF"
    /// CFF outlines in an sfnt (`OTTO`).
    case openType = "OTF"
    /// Several sfnt faces in one file (`ttcf`).
    case collection = "TTC"
    /// WOFF 1.0: sfnt tables, each stored or zlib-compressed (`wOFF`).
    case woff = "WOFF"
    /// WOFF2: sfnt tables transformed and compressed with Brotli (`wOF2`).
    case woff2 = "WOFF2"

    /// The format whose signature `bytes` start with, or `nil` for anything else.
    public init?(sniffing bytes: Data) {
        switch Array(bytes.prefix(4)) {
        case [0, 1, 0, 0], Array("true".utf8): self = .trueType
        case Array("OTTO".utf8): self = .openType
        case Array("ttcf".utf8): self = .collection
        case Array("wOFF".utf8): self = .woff
        case Array("wOF2".utf8): self = .woff2
        default: return nil
        }
    }
}
