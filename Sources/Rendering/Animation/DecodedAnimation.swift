import CCodecs
import FoundationEssentials

/// An animated WebP or GIF read back frame by frame, as a viewer shows it, to check what
/// the encoders wrote: WebP through libwebp's `WebPAnimDecoder`, GIF through giflib's
/// `DGifSlurp` with the frames composed by their disposal methods here.
struct DecodedAnimation: Sendable, Equatable {
    /// Each frame as it appears on the canvas.
    let frames: [Bitmap]
    /// How long each frame stays, in milliseconds.
    let durations: [Int]
    /// How many times the animation plays; 0 is forever, nil when the file does not say.
    let loopCount: Int?
    /// GIF only: each frame's disposal method (0 unspecified, 1 keep, 2 background, 3 previous).
    let disposals: [Int]

    /// Decodes every frame of a WebP, animated or still.
    /// - Throws: `RenderError.encoding` with libwebp's reason.
    init(webpData data: Data) throws(RenderError) {
        try self.init(data, name: "WebP", millisecondsPerUnit: 1, loopsAreOptional: false, ccodecs_webp_animation_decode)
    }

    /// Decodes every frame of a GIF.
    /// - Throws: `RenderError.encoding` with giflib's reason.
    init(gifData data: Data) throws(RenderError) {
        try self.init(data, name: "GIF", millisecondsPerUnit: 10, loopsAreOptional: true, ccodecs_gif_animation_decode)
    }

    private init(
        _ data: Data, name: String, millisecondsPerUnit: Int, loopsAreOptional: Bool,
        _ decode: (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<ccodecs_decoded_animation>, UnsafeMutablePointer<CChar>) -> Int32
    ) throws(RenderError) {
        var decoded = ccodecs_decoded_animation()
        defer { ccodecs_decoded_animation_free(&decoded) }
        var message = [CChar](repeating: 0, count: Int(CCODECS_ERROR_SIZE))
        let status = data.withUnsafeBytes { bytes in
            message.withUnsafeMutableBufferPointer { decode(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &decoded, $0.baseAddress!) }
        }
        guard status == 0 else {
            throw RenderError.encoding("\(name) decoding failed: " + message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
        let width = Int(decoded.width), height = Int(decoded.height), count = Int(decoded.count)
        let canvas = width * height
        frames = (0..<count).map { index in
            Bitmap(width: width, height: height, premultipliedARGB: Array(UnsafeBufferPointer(start: decoded.pixels + index * canvas, count: canvas)))
        }
        durations = (0..<count).map { Int(decoded.durations[$0]) * millisecondsPerUnit }
        disposals = (0..<count).map { Int(decoded.disposals[$0]) }
        loopCount = loopsAreOptional && decoded.loops < 0 ? nil : Int(decoded.loops)
    }
}
