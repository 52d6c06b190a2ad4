import Foundation
@testable import Rendering
import Scene
import Synchronization
import Testing

/// Animated WebP, GIF and APNG: each is read back by a decoder that did not write it
/// (libwebp's animation decoder, giflib's reader, and for APNG the chunks checked here and
/// each frame decoded by libpng as a PNG of its own), and compared with frames whose pixels
/// are known by construction.
struct AnimationEncoderTests {
    /// A bitmap of one colour, given as straight alpha and premultiplied here.
    static func solid(_ red: UInt32, _ green: UInt32, _ blue: UInt32, alpha: UInt32 = 255, width: Int = 6, height: Int = 4) -> Bitmap {
        Bitmap(width: width, height: height, premultipliedARGB: Array(repeating: premultiplied(red, green, blue, alpha), count: width * height))
    }

    static func premultiplied(_ red: UInt32, _ green: UInt32, _ blue: UInt32, _ alpha: UInt32) -> UInt32 {
        func times(_ channel: UInt32) -> UInt32 { (channel * alpha + 127) / 255 }
        return alpha << 24 | times(red) << 16 | times(green) << 8 | times(blue)
    }

    static let red = solid(255, 0, 0)
    static let green = solid(0, 255, 0)
    static let blue = solid(0, 0, 255)

    /// Left half transparent, then a column at alpha 100 (below GIF's cut of 128), then one
    /// at alpha 200 (above it); every pixel differs from a solid frame.
    static let translucent: Bitmap = {
        var words: [UInt32] = []
        for _ in 0..<4 {
            words += [0, 0, 0, premultiplied(0, 0, 255, 100), premultiplied(255, 255, 0, 200), premultiplied(0, 128, 255, 255)]
        }
        return Bitmap(width: 6, height: 4, premultipliedARGB: words)
    }()

    /// `true` when every channel of every pixel is within `tolerance` of the other bitmap's.
    static func close(_ a: Bitmap, _ b: Bitmap, tolerance: Int) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return zip(a.premultipliedARGB, b.premultipliedARGB).allSatisfy { x, y in
            [24, 16, 8, 0].allSatisfy { shift in abs(Int(x >> shift & 0xFF) - Int(y >> shift & 0xFF)) <= tolerance }
        }
    }

    static func encode<Encoder: AnimationEncoder>(_ encoder: Encoder, _ frames: [Bitmap]) throws -> Data {
        for frame in frames { try encoder.append(frame) }
        return try encoder.finish()
    }

    // MARK: - Timing

    @Test func frameCountIsDurationTimesRateRoundedAndAtLeastOne() throws {
        #expect(try FrameTiming(fps: 30, duration: 2).frameCount == 60)
        #expect(try FrameTiming(fps: 24, duration: 0.51).frameCount == 12)
        #expect(try FrameTiming(fps: 30, duration: 0.001).frameCount == 1)
        let timing = try FrameTiming(fps: 4, duration: 1)
        #expect((0..<timing.frameCount).map(timing.time(ofFrame:)) == [0, 0.25, 0.5, 0.75])
    }

    @Test func aSceneThatDoesNotMoveLastsOneSecond() throws {
        let scene = try TestSupport.scene(#"{"width": 4, "height": 4, "root": {"type": "view"}}"#)
        #expect(scene.timelineEnd == 0)
        #expect(try FrameTiming(for: scene, fps: 12) == FrameTiming(fps: 12, duration: 1))
    }

    @Test func timingLimits() {
        #expect(throws: RenderError.unsupported("an animation runs at 1 to 120 frames a second, not 0")) { try FrameTiming(fps: 0, duration: 1) }
        #expect(throws: RenderError.self) { try FrameTiming(fps: 121, duration: 1) }
        #expect(throws: RenderError.self) { try FrameTiming(fps: 30, duration: 0) }
        #expect(throws: RenderError.self) { try FrameTiming(fps: 30, duration: .infinity) }
        #expect(throws: RenderError.unsupported("200 s at 30 frames a second is 6000 frames, above the limit of 3600; lower the duration or the frame rate")) {
            try FrameTiming(fps: 30, duration: 200)
        }
    }

    /// Rounding each frame's start, not its length, keeps the total exact.
    @Test func roundedStartsDoNotDrift() {
        let starts = (0...30).map { FrameTiming.start(ofFrame: $0, fps: 30, unitsPerSecond: 100) }
        let delays = zip(starts.dropFirst(), starts).map { $0 - $1 }
        #expect(Array(delays.prefix(6)) == [3, 4, 3, 3, 4, 3])
        #expect(delays.reduce(0, +) == 100)
    }

    // MARK: - Animated WebP

    @Test func losslessWebPKeepsFramesTimestampsAndLoop() throws {
        let frames = [Self.red, Self.translucent, Self.blue]
        let data = try Self.encode(try AnimatedWebPEncoder(width: 6, height: 4, fps: 30), frames)
        #expect(data.starts(with: Array("RIFF".utf8)))
        let decoded = try DecodedAnimation(webpData: data)
        #expect(decoded.frames.count == 3)
        #expect(decoded.durations == [33, 34, 33])
        #expect(decoded.loopCount == 0)
        #expect(decoded.frames[0] == Self.red)
        #expect(decoded.frames[2] == Self.blue)
        // libwebp premultiplies with its own rounding.
        #expect(Self.close(decoded.frames[1], Self.translucent, tolerance: 1))
        #expect(decoded.frames[1].premultipliedARGB[0] == 0, "a transparent pixel must not keep the red before it")
    }

    @Test func lossyWebPStaysCloseToTheFrames() throws {
        let frames = [Self.solid(40, 80, 120, width: 32, height: 32), Self.solid(200, 100, 50, width: 32, height: 32)]
        let data = try Self.encode(try AnimatedWebPEncoder(width: 32, height: 32, fps: 10, quality: 90, lossless: false), frames)
        let decoded = try DecodedAnimation(webpData: data)
        #expect(decoded.durations == [100, 100])
        for (frame, expected) in zip(decoded.frames, frames) {
            #expect(Self.close(frame, expected, tolerance: 8))
        }
    }

    @Test func webPMergesIdenticalFramesAndKeepsTheTime() throws {
        let data = try Self.encode(try AnimatedWebPEncoder(width: 6, height: 4, fps: 10), [Self.red, Self.red, Self.green])
        let decoded = try DecodedAnimation(webpData: data)
        #expect(decoded.frames == [Self.red, Self.green])
        #expect(decoded.durations == [200, 100])
    }

    @Test func webPRefusesAFrameOfAnotherSize() throws {
        let encoder = try AnimatedWebPEncoder(width: 6, height: 4, fps: 10)
        #expect(throws: RenderError.unsupported("a 5×4 frame cannot join a 6×4 WebP animation")) { try encoder.append(Self.solid(1, 2, 3, width: 5)) }
        #expect(throws: RenderError.self) { try AnimatedWebPEncoder(width: 16384, height: 1, fps: 10) }
    }

    // MARK: - GIF

    @Test func gifKeepsColoursDelaysLoopAndDisposal() throws {
        let data = try Self.encode(try GIFEncoder(width: 6, height: 4, fps: 30), [Self.red, Self.green, Self.blue])
        #expect(data.starts(with: Array("GIF89a".utf8)))
        #expect(data.range(of: Data("NETSCAPE2.0".utf8)) != nil)
        let decoded = try DecodedAnimation(gifData: data)
        #expect(decoded.frames == [Self.red, Self.green, Self.blue], "one colour fits a palette exactly")
        #expect(decoded.durations == [30, 40, 30])
        #expect(decoded.loopCount == 0)
        #expect(decoded.disposals == [2, 2, 2])
    }

    @Test func gifDelaysAddUpToTheDuration() throws {
        let frames = (0..<14).map { Self.solid(UInt32($0 * 18), 0, 0) }
        let decoded = try DecodedAnimation(gifData: try Self.encode(try GIFEncoder(width: 6, height: 4, fps: 7), frames))
        #expect(decoded.frames.count == 14)
        #expect(decoded.durations.reduce(0, +) == 2000)
        #expect(Set(decoded.durations) == [140, 150])
    }

    /// Alpha below 128 is transparent and shows nothing of the frame before (disposal to the
    /// background); alpha from 128 is opaque in its straight colour.
    @Test func gifTransparencyIsOneBitAndDoesNotSmear() throws {
        let decoded = try DecodedAnimation(gifData: try Self.encode(try GIFEncoder(width: 6, height: 4, fps: 10), [Self.red, Self.translucent]))
        let frame = decoded.frames[1]
        for y in 0..<4 {
            for x in 0..<4 {
                #expect(frame.pixel(x: x, y: y).alpha == 0, "pixel \(x),\(y) should be transparent, not the red before it")
            }
            #expect(frame.pixel(x: 4, y: y) == RGBA(red: 255, green: 255, blue: 0, alpha: 255))
            #expect(frame.pixel(x: 5, y: y) == RGBA(red: 0, green: 128, blue: 255, alpha: 255))
        }
    }

    @Test func gifDithersAGradientWithinItsPalette() throws {
        let width = 64, height = 8
        var words: [UInt32] = []
        for _ in 0..<height {
            for x in 0..<width { words.append(Self.premultiplied(UInt32(x * 4), UInt32(255 - x * 4), 128, 255)) }
        }
        let gradient = Bitmap(width: width, height: height, premultipliedARGB: words)
        let decoded = try DecodedAnimation(gifData: try Self.encode(try GIFEncoder(width: width, height: height, fps: 10), [gradient]))
        #expect(Self.close(decoded.frames[0], gradient, tolerance: 24))
    }

    @Test func gifMergesIdenticalFrames() throws {
        let data = try Self.encode(try GIFEncoder(width: 6, height: 4, fps: 10), [Self.red, Self.red, Self.red, Self.blue])
        let decoded = try DecodedAnimation(gifData: data)
        #expect(decoded.frames == [Self.red, Self.blue])
        #expect(decoded.durations == [300, 100])
    }

    @Test func gifRefusesRatesItsDelaysCannotHold() {
        #expect(throws: RenderError.self) { try GIFEncoder(width: 6, height: 4, fps: 51) }
        #expect(throws: Never.self) { try GIFEncoder(width: 6, height: 4, fps: 50) }
    }

    // MARK: - APNG

    @Test func crcIsZlibs() {
        // Every PNG ends with this IEND CRC.
        #expect(PNGChunks.crc(Data("IEND".utf8)) == 0xAE42_6082)
    }

    /// Chunk order, CRCs, sequence numbers, frame count, delays, and each frame's pixels.
    @Test func apngStructureAndPixels() throws {
        let frames = [Self.red, Self.translucent, Self.blue]
        let data = try Self.encode(try APNGEncoder(width: 6, height: 4, fps: 30), frames)
        let chunks = try PNGChunks.chunks(in: data)
        #expect(chunks.allSatisfy { $0.crcMatches })
        let types = chunks.map(\.type).filter { $0 != "IDAT" && $0 != "fdAT" }
        #expect(types == ["IHDR", "acTL", "fcTL", "fcTL", "fcTL", "IEND"])
        #expect(chunks[0].data == Data([0, 0, 0, 6, 0, 0, 0, 4, 8, 6, 0, 0, 0]), "6×4, 8-bit RGBA")
        #expect(chunks[1].data == Data([0, 0, 0, 3, 0, 0, 0, 0]), "three frames, looping forever")
        #expect(chunks[2].type == "fcTL" && chunks[3].type == "IDAT", "the first frame is the default image")

        var sequence: [UInt32] = []
        var controls: [Data] = []
        var frameData: [[Data]] = []
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                sequence.append(Self.uint32(chunk.data, at: 0))
                controls.append(chunk.data.dropFirst(4))
                frameData.append([])
            case "fdAT":
                sequence.append(Self.uint32(chunk.data, at: 0))
                frameData[frameData.count - 1].append(chunk.data.dropFirst(4))
            case "IDAT":
                frameData[frameData.count - 1].append(chunk.data)
            default:
                break
            }
        }
        #expect(sequence == (0..<UInt32(sequence.count)).map { $0 })
        // width 6, height 4, at 0,0, delay 1/30, dispose none, blend source.
        let control = Data([0, 0, 0, 6, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 30, 0, 0])
        #expect(controls.map { Data($0) } == [control, control, control])

        for (index, parts) in frameData.enumerated() {
            var png = PNGChunks.signature + PNGChunks.chunk("IHDR", chunks[0].data)
            for part in parts { png += PNGChunks.chunk("IDAT", Data(part)) }
            png += PNGChunks.chunk("IEND", Data())
            #expect(try Bitmap(pngData: png) == frames[index], "frame \(index)")
        }
    }

    @Test func apngMergesIdenticalFramesIntoLongerDelays() throws {
        let data = try Self.encode(try APNGEncoder(width: 6, height: 4, fps: 10), [Self.red, Self.red, Self.red, Self.green])
        let controls = try PNGChunks.chunks(in: data).filter { $0.type == "fcTL" }.map(\.data)
        #expect(controls.map { Self.uint16($0, at: 20) } == [3, 1])
        #expect(controls.map { Self.uint16($0, at: 22) } == [10, 10])
        #expect(try PNGChunks.chunks(in: data)[1].data.prefix(4) == Data([0, 0, 0, 2]))
    }

    @Test func apngWithoutFramesIsAnError() throws {
        #expect(throws: RenderError.self) { try APNGEncoder(width: 6, height: 4, fps: 10).finish() }
    }

    static func uint32(_ data: Data, at offset: Int) -> UInt32 {
        data.dropFirst(offset).prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func uint16(_ data: Data, at offset: Int) -> UInt16 {
        data.dropFirst(offset).prefix(2).reduce(0) { $0 << 8 | UInt16($1) }
    }

    // MARK: - Rendering frames

    static let sceneJSON = ##"{"width": 8, "height": 6, "background": "#336699", "root": {"type": "view"}}"##
    static let background = RGBA(red: 0x33, green: 0x66, blue: 0x99, alpha: 255)

    @Test func framesArriveInOrderWithProgress() throws {
        let scene = try TestSupport.scene(Self.sceneJSON)
        // More frames than a batch holds on any machine up to 32 cores.
        let timing = try FrameTiming(fps: 70, duration: 1)
        var consumed = 0
        var reports: [Int] = []
        try Renderer().renderFrames(of: scene, timing: timing, prepare: { $0 }, progress: { done, total in
            #expect(total == 70)
            reports.append(done)
        }) { frame in
            #expect(frame.pixel(x: 3, y: 3) == Self.background)
            consumed += 1
        }
        #expect(consumed == 70)
        #expect(reports == Array(1...70))
    }

    /// A red view fading in over white: each frame is redder than the one before, so frames
    /// handed over out of order would show.
    @Test func framesShowTheSceneAtTheirOwnTime() throws {
        let scene = try TestSupport.scene(##"""
            {"width": 8, "height": 6, "background": "white", "root": {"type": "view", "background": "red",
             "transition": {"kind": "fade", "duration": 1, "curve": "linear"}}}
            """##)
        let timing = try FrameTiming(for: scene, fps: 12)
        #expect(timing.frameCount == 12)
        var greens: [UInt8] = []
        try Renderer().renderFrames(of: scene, timing: timing, prepare: { $0 }) { frame in
            greens.append(frame.pixel(x: 4, y: 3).green)
        }
        #expect(greens.first == 255)
        #expect(zip(greens, greens.dropFirst()).allSatisfy { $0 > $1 }, "\(greens)")

        let gif = try DecodedAnimation(gifData: try Renderer().renderAnimation(scene, options: AnimationOptions(format: .gif, fps: 12)))
        #expect(gif.frames.count == 12)
        #expect(gif.durations.reduce(0, +) == 1000)
    }

    @Test func theFirstFailureStopsTheFrames() throws {
        struct Stop: Error {}
        let scene = try TestSupport.scene(Self.sceneJSON)
        var consumed = 0
        var reports: [Int] = []
        #expect(throws: Stop.self) {
            try Renderer().renderFrames(of: scene, timing: try FrameTiming(fps: 30, duration: 1), prepare: { $0 }, progress: { done, _ in reports.append(done) }) { _ in
                consumed += 1
                if consumed == 3 { throw Stop() }
            }
        }
        #expect(consumed == 3)
        #expect(reports == [1, 2])
    }

    @Test func prepareRunsOnSeveralFramesAtOnce() throws {
        let scene = try TestSupport.scene(Self.sceneJSON)
        let prepared = Mutex(0)
        try Renderer().renderFrames(of: scene, timing: try FrameTiming(fps: 12, duration: 1), prepare: { bitmap in
            prepared.withLock { $0 += 1 }
            return bitmap.width
        }) { width in
            #expect(width == 8)
        }
        #expect(prepared.withLock { $0 } == 12)
    }

    /// A scene that does not change is one frame lasting the whole duration in every format.
    @Test func renderedAnimationsOfAStillScene() throws {
        let scene = try TestSupport.scene(Self.sceneJSON)
        let renderer = try Renderer()
        let expected = Self.solid(0x33, 0x66, 0x99, width: 8, height: 6)

        let webp = try DecodedAnimation(webpData: try renderer.renderAnimation(scene, options: AnimationOptions(format: .webp(), fps: 10, duration: 0.5)))
        #expect(webp.frames == [expected])

        let gif = try DecodedAnimation(gifData: try renderer.renderAnimation(scene, options: AnimationOptions(format: .gif, fps: 10, duration: 0.5)))
        #expect(gif.frames == [expected])
        #expect(gif.durations == [500])

        let apng = try renderer.renderAnimation(scene, options: AnimationOptions(format: .apng(), fps: 10, duration: 0.5, scale: 2))
        let chunks = try PNGChunks.chunks(in: apng)
        #expect(chunks[0].data.prefix(8) == Data([0, 0, 0, 16, 0, 0, 0, 12]), "scale 2 doubles the canvas")
        #expect(chunks.filter { $0.type == "fcTL" }.map { Self.uint16($0.data, at: 20) } == [5])
    }
}
