import CCodecs
import FoundationEssentials

/// Animated WebP through libwebp's `WebPAnimEncoder`, looping forever.
///
/// libwebp stores only the rectangle that changed between frames, and merges a frame
/// identical to the one before into it (the first frame then lasts longer), so a scene that
/// stands still costs one frame.
public final class AnimatedWebPEncoder: AnimationEncoder {
    /// The widest or tallest canvas libwebp can write.
    public static let maximumSide = 16383

    public let width: Int
    public let height: Int
    public let fps: Int
    private let encoder: OpaquePointer
    private var count = 0

    /// Creates an encoder.
    /// - Parameters:
    ///   - quality: 0–100: the lossy quality, or, when `lossless`, how hard to work on size.
    /// - Throws: `RenderError.unsupported` for a canvas above `maximumSide`,
    ///   `RenderError.encoding` when libwebp refuses.
    public init(width: Int, height: Int, fps: Int, quality: Int = 75, lossless: Bool = true) throws(RenderError) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw RenderError.unsupported("WebP images can be at most \(Self.maximumSide) pixels wide and high; this one is \(width)×\(height)")
        }
        guard fps > 0 else { throw RenderError.unsupported("an animation needs a frame rate above 0") }
        var created: OpaquePointer?
        try CodecCall.check("WebP") { error in
            created = ccodecs_webp_animation_create(Int32(width), Int32(height), lossless ? 1 : 0, Float(min(max(quality, 0), 100)), error)
            return created == nil ? 1 : 0
        }
        self.width = width
        self.height = height
        self.fps = fps
        encoder = created!
    }

    deinit {
        ccodecs_webp_animation_free(encoder)
    }

    /// libwebp compresses each frame against the one before, so nothing is done ahead.
    public var prepare: @Sendable (Bitmap) throws -> Bitmap {
        { [width, height] bitmap in
            try CodecCall.checkSize(bitmap, width: width, height: height, format: "WebP")
            return bitmap
        }
    }

    public func append(_ frame: Bitmap) throws {
        try CodecCall.checkSize(frame, width: width, height: height, format: "WebP")
        let timestamp = Int32(clamping: FrameTiming.start(ofFrame: count, fps: fps, unitsPerSecond: 1000))
        try frame.withPixelBytes { pixels, stride in
            try CodecCall.check("WebP") { error in ccodecs_webp_animation_add(encoder, pixels, stride, timestamp, error) }
        }
        count += 1
    }

    public func finish() throws -> Data {
        guard count > 0 else { throw RenderError.encoding("WebP encoding failed: an animation needs at least one frame") }
        let end = Int32(clamping: FrameTiming.start(ofFrame: count, fps: fps, unitsPerSecond: 1000))
        return try CodecCall.data("WebP") { buffer, error in ccodecs_webp_animation_finish(encoder, end, buffer, error) }
    }
}
