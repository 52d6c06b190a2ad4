import CCodecs
import FoundationEssentials

/// Animated PNG, looping forever: each frame is compressed by libpng as a PNG of its own,
/// and its image data moved into the animation's chunks.
///
/// The file is the first frame's `IHDR`, an `acTL` (frame count, loop forever), then for each
/// frame an `fcTL` (size, delay in exact `1/fps` steps, no disposal, the frame replaces the canvas
/// with its alpha) followed by the frame's data: `IDAT` for the first frame, which viewers
/// without APNG support show, and `fdAT` for the others. `fcTL` and `fdAT` chunks share one
/// sequence of numbers from 0. Every frame is RGBA, because they all share one `IHDR`.
/// A frame identical to the one before is merged into it, its time added, as libwebp does.
public final class APNGEncoder: AnimationEncoder {
    /// PNG stores sizes in 31 bits, but the frames are held until `finish`; this keeps a
    /// frame's size sane.
    public static let maximumSide = 65535

    public let width: Int
    public let height: Int
    public let fps: Int
    public let compression: PNGCompression
    private var header: Data?
    /// The chunks after `acTL`, as frames are written.
    private var frames = Data()
    /// Frames appended so far.
    private var count = 0
    /// Frames in the file so far.
    private var written = 0
    /// The next `fcTL` or `fdAT` sequence number.
    private var sequence: UInt32 = 0
    /// The last distinct frame and the index it started at, written once the next distinct
    /// frame (or the end) says how long it lasts.
    private var pending: (frame: PNGFrame, start: Int)?

    /// Creates an encoder.
    /// - Throws: `RenderError.unsupported` for a rate the `fcTL` delay cannot hold or an
    ///   empty or oversized canvas.
    public init(width: Int, height: Int, fps: Int, compression: PNGCompression = .default) throws(RenderError) {
        guard (1...Int(UInt16.max)).contains(fps) else {
            throw RenderError.unsupported("an APNG runs at 1 to \(UInt16.max) frames a second, not \(fps)")
        }
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw RenderError.unsupported("APNG images here can be at most \(Self.maximumSide) pixels wide and high; this one is \(width)×\(height)")
        }
        self.width = width
        self.height = height
        self.fps = fps
        self.compression = compression
    }

    /// Compresses the frame as a PNG and keeps its `IHDR` and `IDAT` chunks.
    public var prepare: @Sendable (Bitmap) throws -> PNGFrame {
        { [width, height, compression] bitmap in
            try CodecCall.checkSize(bitmap, width: width, height: height, format: "APNG")
            let settings = compression.settings
            let png = try bitmap.withPixelBytes { pixels, stride in
                try CodecCall.data("APNG") { buffer, error in
                    ccodecs_png_encode_rgba(pixels, Int32(width), Int32(height), stride, settings.level, settings.filters, settings.strategy, buffer, error)
                }
            }
            return try PNGFrame(png: png)
        }
    }

    public func append(_ frame: PNGFrame) throws {
        if let header {
            guard frame.header == header else { throw RenderError.encoding("APNG encoding failed: a frame's PNG header differs from the first frame's") }
        } else {
            guard frame.header.count == 13, frame.header.prefix(8) == PNGChunks.bigEndian(UInt32(width)) + PNGChunks.bigEndian(UInt32(height)) else {
                throw RenderError.encoding("APNG encoding failed: the first frame's PNG header does not describe a \(width)×\(height) image")
            }
            header = frame.header
        }
        defer { count += 1 }
        if let pending, pending.frame == frame { return }
        writePending()
        pending = (frame, count)
    }

    public func finish() throws -> Data {
        guard let header, count > 0 else { throw RenderError.encoding("APNG encoding failed: an animation needs at least one frame") }
        writePending()
        var file = PNGChunks.signature
        file += PNGChunks.chunk("IHDR", header)
        file += PNGChunks.chunk("acTL", PNGChunks.bigEndian(UInt32(written)) + PNGChunks.bigEndian(UInt32(0)))
        file += frames
        file += PNGChunks.chunk("IEND", Data())
        return file
    }

    /// Writes the frame waiting for its delay, which lasts until frame `count` starts:
    /// a whole number of `1/fps` seconds, exactly. A delay longer than `fcTL`'s 16 bits
    /// hold is split over copies of the frame.
    private func writePending() {
        guard let pending else { return }
        self.pending = nil
        var delay = count - pending.start
        repeat {
            let part = UInt16(min(delay, Int(UInt16.max)))
            var control = PNGChunks.bigEndian(sequence) + PNGChunks.bigEndian(UInt32(width)) + PNGChunks.bigEndian(UInt32(height))
            control += PNGChunks.bigEndian(UInt32(0)) + PNGChunks.bigEndian(UInt32(0))
            control += PNGChunks.bigEndian(part) + PNGChunks.bigEndian(UInt16(fps))
            // dispose_op NONE: the next frame replaces every pixel anyway; blend_op SOURCE:
            // it replaces them with its alpha, so nothing of this frame shows through.
            control += Data([0, 0])
            frames += PNGChunks.chunk("fcTL", control)
            sequence += 1
            for data in pending.frame.imageData {
                if written == 0 {
                    frames += PNGChunks.chunk("IDAT", data)
                } else {
                    frames += PNGChunks.chunk("fdAT", PNGChunks.bigEndian(sequence) + data)
                    sequence += 1
                }
            }
            written += 1
            delay -= Int(part)
        } while delay > 0
    }
}

/// One frame compressed as a PNG, taken apart: what `APNGEncoder` assembles.
public struct PNGFrame: Sendable, Equatable {
    /// The `IHDR` chunk's 13 bytes.
    public let header: Data
    /// The `IDAT` chunks' contents, in order: together, the frame's zlib stream.
    public let imageData: [Data]

    /// Takes the header and image data out of a PNG file.
    /// - Throws: `RenderError.encoding` when the bytes are not a PNG with both.
    public init(png: Data) throws(RenderError) {
        var header: Data?
        var imageData: [Data] = []
        for chunk in try PNGChunks.chunks(in: png) {
            switch chunk.type {
            case "IHDR": header = chunk.data
            case "IDAT": imageData.append(chunk.data)
            default: break
            }
        }
        guard let header, !imageData.isEmpty else { throw RenderError.encoding("APNG encoding failed: libpng wrote no IHDR or IDAT chunk") }
        self.header = header
        self.imageData = imageData
    }
}

/// Reading and writing PNG chunks: length, type, data, and a CRC-32 of type and data.
public enum PNGChunks {
    /// The eight bytes every PNG file starts with.
    public static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// One chunk as it was read.
    public struct Chunk: Sendable, Equatable {
        public let type: String
        public let data: Data
        /// Whether the stored CRC matches the type and data.
        public let crcMatches: Bool
    }

    /// A chunk's bytes, CRC included.
    public static func chunk(_ type: String, _ data: Data) -> Data {
        let typeBytes = Data(type.utf8)
        var chunk = bigEndian(UInt32(data.count)) + typeBytes + data
        chunk += bigEndian(crc(typeBytes + data))
        return chunk
    }

    /// Every chunk of a PNG file, in order, up to and including `IEND`.
    /// - Throws: `RenderError.encoding` when the signature is missing or a chunk is cut short.
    public static func chunks(in png: Data) throws(RenderError) -> [Chunk] {
        let bytes = [UInt8](png)
        guard bytes.starts(with: signature) else { throw RenderError.encoding("not a PNG file: the signature is missing") }
        var chunks: [Chunk] = []
        var offset = signature.count
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw RenderError.encoding("a PNG chunk at byte \(offset) is cut short") }
            let length = Int(bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) })
            guard length <= bytes.count - offset - 12 else { throw RenderError.encoding("a PNG chunk at byte \(offset) is cut short") }
            let body = Data(bytes[offset + 4..<offset + 8 + length])
            let stored = bytes[offset + 8 + length..<offset + 12 + length].reduce(0) { $0 << 8 | UInt32($1) }
            let type = String(decoding: body.prefix(4), as: UTF8.self)
            chunks.append(Chunk(type: type, data: Data(body.dropFirst(4)), crcMatches: crc(body) == stored))
            offset += 12 + length
            if type == "IEND" { break }
        }
        return chunks
    }

    /// zlib's CRC-32.
    public static func crc(_ data: Data) -> UInt32 {
        data.withUnsafeBytes { bytes in
            ccodecs_crc32(0, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count)
        }
    }

    static func bigEndian<Integer: FixedWidthInteger>(_ value: Integer) -> Data {
        withUnsafeBytes(of: value.bigEndian) { Data($0) }
    }
}
