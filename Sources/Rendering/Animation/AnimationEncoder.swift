import CCodecs
import FoundationEssentials

/// Turns frames, handed over in order, into one animated file.
///
/// Encoding is split in two so that animations use every core: `prepare` does the work a
/// frame needs on its own (quantising, compressing) and may run on many threads at once;
/// `append` takes the prepared frames one at a time, in order.
public protocol AnimationEncoder: AnyObject {
    /// A frame after `prepare`.
    associatedtype Prepared: Sendable

    /// The work on one frame that needs no other frame; safe to call on many threads at once.
    var prepare: @Sendable (Bitmap) throws -> Prepared { get }
    /// Adds the next frame; frame `i` is shown from `i / fps` seconds for `1 / fps` seconds.
    func append(_ frame: Prepared) throws
    /// The file's bytes, once every frame has been appended.
    func finish() throws -> Data
}

extension AnimationEncoder {
    /// Prepares and appends one frame.
    public func append(_ bitmap: Bitmap) throws {
        try append(try prepare(bitmap))
    }
}

/// Calls into the C codecs: a status and a message buffer in, a Swift error out.
enum CodecCall {
    /// Runs `body` with a message buffer and throws `RenderError.encoding` with `name` and
    /// the message when it returns non-zero.
    static func check(_ name: String, _ body: (UnsafeMutablePointer<CChar>) -> Int32) throws(RenderError) {
        var message = [CChar](repeating: 0, count: Int(CCODECS_ERROR_SIZE))
        let status = message.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
        guard status == 0 else {
            let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw RenderError.encoding("\(name) encoding failed: \(text)")
        }
    }

    /// Like `check`, for a call that fills a `ccodecs_buffer`; returns its bytes.
    static func data(_ name: String, _ body: (UnsafeMutablePointer<ccodecs_buffer>, UnsafeMutablePointer<CChar>) -> Int32) throws(RenderError) -> Data {
        var buffer = ccodecs_buffer()
        defer { ccodecs_buffer_free(&buffer) }
        try check(name) { error in body(&buffer, error) }
        return Data(bytes: buffer.data, count: buffer.length)
    }

    /// Checks that a frame fits the animation's canvas.
    static func checkSize(_ bitmap: Bitmap, width: Int, height: Int, format: String) throws(RenderError) {
        guard bitmap.width == width, bitmap.height == height else {
            throw RenderError.unsupported("a \(bitmap.width)×\(bitmap.height) frame cannot join a \(width)×\(height) \(format) animation")
        }
    }
}

extension Bitmap {
    /// Runs `body` with the pixels as Cairo lays them out (rows of native-endian words,
    /// `width × 4` bytes apart), for the C encoders.
    func withPixelBytes<T>(_ body: (UnsafePointer<UInt8>, _ stride: Int32) throws -> T) rethrows -> T {
        try premultipliedARGB.withUnsafeBytes { bytes in
            try body(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(width * 4))
        }
    }
}
