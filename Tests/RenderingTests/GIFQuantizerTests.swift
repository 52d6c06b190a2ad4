import Foundation
@testable import Rendering
import Synchronization
import Testing

/// The GIF encoder's colour quantiser, through `GIFEncoder.prepare` (palette and indices as
/// the encoder writes them) and, for whole files, giflib's reader. Frames are built from
/// formulas, so the expected colours are known without the quantiser.
struct GIFQuantizerTests {
    static func premultiplied(_ pixel: RGBA) -> UInt32 {
        AnimationEncoderTests.premultiplied(UInt32(pixel.red), UInt32(pixel.green), UInt32(pixel.blue), UInt32(pixel.alpha))
    }

    static func bitmap(width: Int, height: Int, _ colour: (Int, Int) -> RGBA) -> Bitmap {
        var words: [UInt32] = []
        words.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { words.append(premultiplied(colour(x, y))) }
        }
        return Bitmap(width: width, height: height, premultipliedARGB: words)
    }

    static func opaque(_ red: Int, _ green: Int, _ blue: Int) -> RGBA {
        RGBA(red: UInt8(red), green: UInt8(green), blue: UInt8(blue), alpha: 255)
    }

    static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// Red across, green down, blue fixed: 256 × 64 = 16384 colours, far more than a palette.
    static let gradient = bitmap(width: 256, height: 64) { x, y in opaque(x, y * 4, 128) }

    static func quantise(_ frame: Bitmap, dithering: Float = 1) throws -> IndexedFrame {
        try GIFEncoder(width: frame.width, height: frame.height, fps: 10, dithering: dithering).prepare(frame)
    }

    /// The colour each pixel shows: its palette entry, or clear for the transparent one.
    static func shown(_ frame: IndexedFrame) -> [RGBA] {
        frame.indices.map { index in
            let entry = Int(index)
            if entry == frame.transparentIndex { return clear }
            return opaque(Int(frame.palette[entry * 3]), Int(frame.palette[entry * 3 + 1]), Int(frame.palette[entry * 3 + 2]))
        }
    }

    static func pixels(_ frame: Bitmap) -> [RGBA] {
        (0..<frame.height).flatMap { y in (0..<frame.width).map { x in frame.pixel(x: x, y: y) } }
    }

    /// Mean absolute difference per colour channel.
    static func meanError(_ a: [RGBA], _ b: [RGBA]) -> Double {
        let total = zip(a, b).reduce(0) { sum, pair in
            sum + abs(Int(pair.0.red) - Int(pair.1.red)) + abs(Int(pair.0.green) - Int(pair.1.green)) + abs(Int(pair.0.blue) - Int(pair.1.blue))
        }
        return Double(total) / Double(a.count * 3)
    }

    /// The mean colour of each 4×4 block: about what the eye sees from a little way off.
    static func blockMeans(_ colours: [RGBA], width: Int, height: Int) -> [[Double]] {
        stride(from: 0, to: height, by: 4).flatMap { top in
            stride(from: 0, to: width, by: 4).map { left in
                var sum = [0.0, 0.0, 0.0]
                for y in top..<top + 4 {
                    for x in left..<left + 4 {
                        let pixel = colours[y * width + x]
                        sum[0] += Double(pixel.red)
                        sum[1] += Double(pixel.green)
                        sum[2] += Double(pixel.blue)
                    }
                }
                return sum.map { $0 / 16 }
            }
        }
    }

    static func meanBlockError(_ a: [[Double]], _ b: [[Double]]) -> Double {
        zip(a, b).reduce(0) { sum, pair in sum + zip(pair.0, pair.1).reduce(0) { $0 + abs($1.0 - $1.1) } } / Double(a.count * 3)
    }

    // MARK: - Exact palettes

    /// 255 distinct colours plus transparency fill all 256 entries, each colour exactly, and
    /// the file decodes to the same pixels.
    @Test func aFrameWithAFullPaletteOfColoursRoundTripsExactly() throws {
        let frame = Self.bitmap(width: 32, height: 16) { x, y in
            let n = (y * 32 + x) % 256
            return n == 255 ? Self.clear : Self.opaque(n, 255 - n, n * 7 % 256)
        }
        let indexed = try Self.quantise(frame)
        #expect(indexed.palette.count == 256 * 3)
        #expect(Self.shown(indexed) == Self.pixels(frame))
        let decoded = try DecodedAnimation(gifData: try AnimationEncoderTests.encode(try GIFEncoder(width: 32, height: 16, fps: 10), [frame]))
        #expect(decoded.frames == [frame])
    }

    @Test func aSingleColourFrameHasOneEntry() throws {
        let frame = Self.bitmap(width: 300, height: 200) { _, _ in Self.opaque(12, 200, 99) }
        let indexed = try Self.quantise(frame)
        #expect(indexed.palette == [12, 200, 99])
        #expect(indexed.transparentIndex == nil)
        #expect(Set(indexed.indices) == [0])
    }

    @Test func onePixelFrames() throws {
        let opaque = Self.bitmap(width: 1, height: 1) { _, _ in Self.opaque(1, 2, 3) }
        #expect(Self.shown(try Self.quantise(opaque)) == [Self.opaque(1, 2, 3)])
        let clear = Self.bitmap(width: 1, height: 1) { _, _ in Self.clear }
        let indexed = try Self.quantise(clear)
        #expect(indexed.transparentIndex == 0)
        #expect(indexed.indices == [0])
        let decoded = try DecodedAnimation(gifData: try AnimationEncoderTests.encode(try GIFEncoder(width: 1, height: 1, fps: 10), [opaque, clear]))
        #expect(decoded.frames == [opaque, clear])
    }

    @Test func anAllTransparentFrameIsOneTransparentEntry() throws {
        let frame = Self.bitmap(width: 40, height: 30) { x, _ in RGBA(red: 255, green: 0, blue: 0, alpha: UInt8(x % 128)) }
        let indexed = try Self.quantise(frame)
        #expect(indexed.palette.count == 3)
        #expect(indexed.transparentIndex == 0)
        #expect(Set(indexed.indices) == [0])
        let decoded = try DecodedAnimation(gifData: try AnimationEncoderTests.encode(try GIFEncoder(width: 40, height: 30, fps: 10), [frame]))
        #expect(decoded.frames[0].premultipliedARGB.allSatisfy { $0 == 0 })
    }

    // MARK: - Reduced palettes

    /// 256 entries spread evenly over the gradient's 256 × 256-level sheet would give each
    /// about a 16 × 16 square of levels, whose pixels are on average 4 levels off in each of
    /// the two varying channels and 0 in blue: 2.7 a channel. The palette is spread evenly in
    /// Oklab, not in sRGB, which makes some squares larger, so undithered pixels may be 4
    /// off; a palette with half its entries wasted (squares of twice the area, 3.8 a channel
    /// even when spread evenly) comes close to that. Dithering picks a neighbouring entry for
    /// some pixels, which may take each a little further off, 5 at most, but brings the
    /// average of every 4 × 4 block clearly closer than without.
    @Test func aGradientStaysCloseAndDitheringHelpsFromAfar() throws {
        let expected = Self.pixels(Self.gradient)
        let dithered = try Self.quantise(Self.gradient)
        let plain = try Self.quantise(Self.gradient, dithering: 0)
        #expect(dithered.palette.count == 256 * 3)
        let ditheredError = Self.meanError(Self.shown(dithered), expected)
        let plainError = Self.meanError(Self.shown(plain), expected)
        #expect(plainError < 4, "\(plainError)")
        #expect(ditheredError < 5, "\(ditheredError)")
        // Error diffusion moves each pixel's error to its neighbours, so 4 × 4 averages come
        // closer than without it.
        let truth = Self.blockMeans(expected, width: 256, height: 64)
        let ditheredBlocks = Self.meanBlockError(Self.blockMeans(Self.shown(dithered), width: 256, height: 64), truth)
        let plainBlocks = Self.meanBlockError(Self.blockMeans(Self.shown(plain), width: 256, height: 64), truth)
        #expect(ditheredBlocks < plainBlocks * 0.75, "\(ditheredBlocks) vs \(plainBlocks)")
    }

    /// A large flat area keeps its exact colour, with no dithering noise, even where a soft
    /// shadow fades into it, while the shadow and a strip of many colours need the rest of
    /// the palette.
    @Test func aFlatBackgroundStaysExactBesideAFadingShadow() throws {
        let background = Self.opaque(242, 242, 247)
        func isShadow(_ x: Int, _ y: Int) -> Bool { x >= 16 && x < 144 && y >= 8 && y < 56 }
        func isStrip(_ x: Int, _ y: Int) -> Bool { y >= 68 }
        let frame = Self.bitmap(width: 160, height: 80) { x, y in
            if isStrip(x, y) { return Self.opaque(x, x * 5 % 256, (y - 68) * 20) }
            guard isShadow(x, y) else { return background }
            // Darkest in the middle, 0 at the region's edge, where it meets the background.
            let depth = min(min(x - 16, 143 - x), min(y - 8, 55 - y)) * 2
            return Self.opaque(242 - depth, 242 - depth, 247 - depth / 2)
        }
        let indexed = try Self.quantise(frame)
        #expect(Set(frame.premultipliedARGB).count > 256)
        let shown = Self.shown(indexed)
        for y in 0..<80 {
            for x in 0..<160 where !isShadow(x, y) && !isStrip(x, y) {
                #expect(shown[y * 160 + x] == background, "pixel \(x),\(y)")
            }
        }
    }

    /// Alpha below 128 takes the transparent entry and nothing else does, with dithering on.
    @Test func transparencyIsOneBitThroughDithering() throws {
        let frame = Self.bitmap(width: 256, height: 64) { x, y in
            RGBA(red: UInt8(x), green: UInt8(y * 4), blue: 60, alpha: UInt8((x * 7 + y * 13) % 256))
        }
        let indexed = try Self.quantise(frame)
        let transparent = try #require(indexed.transparentIndex)
        #expect(indexed.palette.count <= 256 * 3)
        for (index, pixel) in Self.pixels(frame).enumerated() {
            #expect((Int(indexed.indices[index]) == transparent) == (pixel.alpha < 128), "pixel \(index)")
        }
    }

    /// Error does not travel through transparent pixels: with a transparent column between
    /// two gradients, flipping the left one upside down (same colours, so the same palette)
    /// leaves the right one's pixels alone, though along each row error diffusion runs right
    /// across. One column is enough to stop it, and the narrowest gap to pass error on.
    @Test func ditheringDoesNotCrossTransparentPixels() throws {
        func frame(flipped: Bool) -> Bitmap {
            Self.bitmap(width: 129, height: 48) { x, row in
                if x < 64 { return Self.opaque(x * 4, (flipped ? 47 - row : row) * 5, 90) }
                if x == 64 { return Self.clear }
                return Self.opaque(255 - (x - 65) * 3, row * 5, 200)
            }
        }
        let a = try Self.quantise(frame(flipped: false)), b = try Self.quantise(frame(flipped: true))
        try #require(a.palette == b.palette, "the two frames should share a palette for this test to say anything")
        #expect(a.indices != b.indices, "the left gradients differ")
        for y in 0..<48 {
            #expect(a.indices[y * 129 + 65..<y * 129 + 129] == b.indices[y * 129 + 65..<y * 129 + 129], "row \(y)")
        }
    }

    // MARK: - Determinism

    /// Two encoders give the same bytes, and quantising on several threads at once gives the
    /// same frame as on one: nothing depends on timing or shared state.
    @Test func encodingIsDeterministic() throws {
        let frames = [Self.gradient, Self.bitmap(width: 256, height: 64) { x, y in Self.opaque(255 - x, y, x ^ y) }]
        let first = try AnimationEncoderTests.encode(try GIFEncoder(width: 256, height: 64, fps: 10), frames)
        let second = try AnimationEncoderTests.encode(try GIFEncoder(width: 256, height: 64, fps: 10), frames)
        #expect(first == second)

        let prepare = try GIFEncoder(width: 256, height: 64, fps: 10).prepare
        let alone = try prepare(Self.gradient)
        let together = Mutex<[IndexedFrame]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            if let frame = try? prepare(Self.gradient) { together.withLock { $0.append(frame) } }
        }
        #expect(together.withLock { $0 } == Array(repeating: alone, count: 4))
    }
}
