/// What an animation is written as.
public enum AnimationFormat: Sendable, Equatable {
    /// Animated WebP through libwebp's animation encoder. Lossless by default: scenes are
    /// mostly flat colours and text, which lossless keeps exact and, on a transition of text
    /// and shapes, smaller than lossy at quality 90 (98 KB against 149 KB, in the same
    /// time). Photographs go the other way (235 KB against 112 KB, and six times slower),
    /// so animations of photos are better lossy. `quality` 0–100 is the lossy quality, or,
    /// when lossless, how hard the encoder works on size.
    case webp(quality: Int = 75, lossless: Bool = true)
    /// GIF: one palette of at most 256 colours per frame (the project's quantiser, dithered), and
    /// 1-bit transparency. Frame delays are whole hundredths of a second, so at most
    /// `GIFEncoder.maximumFPS` frames a second.
    case gif
    /// Animated PNG: lossless, with full alpha, read by every current browser; viewers
    /// that only know PNG show the first frame.
    case apng(PNGCompression = .default)

    /// The format a file name's extension asks for: `.webp`, `.gif`, and `.png` or `.apng`
    /// for APNG.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "webp": self = .webp()
        case "gif": self = .gif
        case "png", "apng": self = .apng()
        default: return nil
        }
    }
}
