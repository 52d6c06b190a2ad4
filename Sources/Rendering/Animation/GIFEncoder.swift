import CCodecs
import FoundationEssentials

/// GIF through giflib, looping forever, with a palette per frame made by the project's own
/// quantiser (`gif_quantize.c`: variance-minimising cuts in Oklab refined by k-means, and
/// Floyd–Steinberg dithering that never crosses transparent pixels).
///
/// GIF has 1-bit alpha: pixels with alpha below 128 are transparent, the rest opaque.
/// Each frame covers the canvas and is disposed to the background, so a transparent pixel
/// shows nothing of the frame before it. Delays are whole hundredths of a second, each
/// rounded from the exact frame time so that the animation's total length stays right.
/// A frame identical to the one before is merged into it, its time added, as libwebp does.
public final class GIFEncoder: AnimationEncoder {
    /// Browsers stretch delays under 2/100 s to 1/10 s, so a GIF runs at 50 frames a
    /// second at most.
    public static let maximumFPS = 50
    /// GIF stores sizes in 16 bits.
    public static let maximumSide = 65535

    public let width: Int
    public let height: Int
    public let fps: Int
    /// How much error diffusion hides the palette's steps, 0–1.
    public let dithering: Float
    private let writer: OpaquePointer
    /// Frames appended so far.
    private var count = 0
    /// The last distinct frame and the index it started at, written once the next distinct
    /// frame (or the end) says how long it lasts.
    private var pending: (frame: IndexedFrame, start: Int)?
    /// giflib closes the file when finishing it, so nothing may follow.
    private var finished = false

    /// Creates an encoder.
    /// - Throws: `RenderError.unsupported` for a rate above `maximumFPS` or a canvas above
    ///   `maximumSide`, `RenderError.encoding` when giflib refuses.
    public init(width: Int, height: Int, fps: Int, dithering: Float = 1) throws(RenderError) {
        guard (1...Self.maximumFPS).contains(fps) else {
            throw RenderError.unsupported("a GIF runs at 1 to \(Self.maximumFPS) frames a second (its delays are whole hundredths of a second), not \(fps)")
        }
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw RenderError.unsupported("GIF images can be at most \(Self.maximumSide) pixels wide and high; this one is \(width)×\(height)")
        }
        var created: OpaquePointer?
        try CodecCall.check("GIF") { error in
            created = ccodecs_gif_writer_create(Int32(width), Int32(height), error)
            return created == nil ? 1 : 0
        }
        self.width = width
        self.height = height
        self.fps = fps
        self.dithering = min(max(dithering, 0), 1)
        writer = created!
    }

    deinit {
        ccodecs_gif_writer_free(writer)
    }

    /// Quantises the frame: the slow part, done on the render threads.
    public var prepare: @Sendable (Bitmap) throws -> IndexedFrame {
        { [width, height, dithering] bitmap in
            try CodecCall.checkSize(bitmap, width: width, height: height, format: "GIF")
            var frame = ccodecs_indexed_frame()
            defer { ccodecs_indexed_frame_free(&frame) }
            try bitmap.withPixelBytes { pixels, stride in
                try CodecCall.check("GIF") { error in
                    ccodecs_gif_quantize(pixels, Int32(width), Int32(height), stride, dithering, &frame, error)
                }
            }
            let palette = withUnsafeBytes(of: frame.palette) { Array($0.prefix(Int(frame.colors) * 3)) }
            return IndexedFrame(
                indices: Array(UnsafeBufferPointer(start: frame.indices, count: width * height)),
                palette: palette,
                transparentIndex: frame.transparent < 0 ? nil : Int(frame.transparent)
            )
        }
    }

    public func append(_ frame: IndexedFrame) throws {
        guard frame.indices.count == width * height else {
            throw RenderError.unsupported("a frame of \(frame.indices.count) pixels cannot join a \(width)×\(height) GIF animation")
        }
        guard !finished else { throw RenderError.encoding("GIF encoding failed: a frame was added after the file was finished") }
        defer { count += 1 }
        if let pending, pending.frame == frame { return }
        try writePending()
        pending = (frame, count)
    }

    public func finish() throws -> Data {
        guard count > 0 else { throw RenderError.encoding("GIF encoding failed: an animation needs at least one frame") }
        guard !finished else { throw RenderError.encoding("GIF encoding failed: the file was already finished") }
        try writePending()
        finished = true
        return try CodecCall.data("GIF") { buffer, error in ccodecs_gif_writer_finish(writer, buffer, error) }
    }

    /// Writes the frame waiting for its delay, which lasts until frame `count` starts:
    /// frames identical to it were merged into it. A delay longer than GIF's 16 bits hold
    /// is split over copies of the frame.
    private func writePending() throws {
        guard let pending else { return }
        self.pending = nil
        var delay = FrameTiming.start(ofFrame: count, fps: fps, unitsPerSecond: 100) - FrameTiming.start(ofFrame: pending.start, fps: fps, unitsPerSecond: 100)
        let frame = pending.frame
        var indices = frame.indices
        try indices.withUnsafeMutableBufferPointer { pixels in
            var indexed = ccodecs_indexed_frame()
            indexed.indices = pixels.baseAddress
            indexed.width = Int32(width)
            indexed.height = Int32(height)
            indexed.colors = Int32(frame.palette.count / 3)
            indexed.transparent = Int32(frame.transparentIndex ?? -1)
            withUnsafeMutableBytes(of: &indexed.palette) { $0.copyBytes(from: frame.palette) }
            repeat {
                let part = Int32(min(delay, Int(UInt16.max)))
                try CodecCall.check("GIF") { error in ccodecs_gif_writer_add(writer, &indexed, part, error) }
                delay -= Int(part)
            } while delay > 0
        }
    }
}

/// A frame reduced to a palette: what `GIFEncoder` writes.
public struct IndexedFrame: Sendable, Equatable {
    /// One palette index per pixel, row by row.
    public let indices: [UInt8]
    /// Red, green, blue for each entry; at most 256 entries.
    public let palette: [UInt8]
    /// The entry drawn as transparent, if any pixel is.
    public let transparentIndex: Int?
}
