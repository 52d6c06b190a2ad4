/// A picture's natural size in pixels and, for an SVG, the document drawn (rewritten by the
/// sandbox when there is one): SVGs are drawn from their vectors, not decoded pixels.
struct KnownPicture: Sendable {
    var width: Int
    var height: Int
    var vector: [UInt8]?
    /// Whether the picture can decode smaller than it is: a JPEG, scaled in the DCT. Every
    /// other format decodes whole, whatever it is drawn at.
    var shrinksOnDecode = false

    /// The scale, in eighths, the picture decodes at for `target` pixels.
    func eighths(for target: (width: Int, height: Int)?) -> Int {
        shrinksOnDecode ? ImageDecoder.jpegEighths(natural: (width, height), target: target) : 8
    }

    /// The pixels the picture decodes to for `target`, known before decoding it.
    func decodedPixels(for target: (width: Int, height: Int)?) -> Int {
        let eighths = eighths(for: target)
        return ((width * eighths + 7) / 8) * ((height * eighths + 7) / 8)
    }
}

/// Pictures read so far, by identity, forgotten all at once past a count or, since SVG
/// documents can be large, past a total of document bytes.
struct KnownPictures: Sendable {
    static let maximumCount = 10_000
    static let maximumVectorBytes = 64 << 20

    private(set) var pictures: [String: KnownPicture] = [:]
    private var vectorBytes = 0

    mutating func insert(_ picture: KnownPicture, for identity: String) {
        let bytes = picture.vector?.count ?? 0
        if pictures.count >= Self.maximumCount || vectorBytes + bytes > Self.maximumVectorBytes {
            pictures.removeAll()
            vectorBytes = 0
        }
        if let replaced = pictures.updateValue(picture, forKey: identity) { vectorBytes -= replaced.vector?.count ?? 0 }
        vectorBytes += bytes
    }
}
