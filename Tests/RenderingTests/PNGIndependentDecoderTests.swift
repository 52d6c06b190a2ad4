import CCodecs
import Foundation
import Rendering
import Scene
import Testing

/// Every PNG mode decoded by Pillow (Debian's python3-pil, which `make` installs), a decoder
/// that shares nothing with the libdeflate writer or the libpng reader the other tests use:
/// the straight RGBA it reads must be the source's premultiplied pixels, unpremultiplied by
/// rounding to nearest, written out here on their own.
struct PNGIndependentDecoderTests {
    /// The RGBA bytes Pillow reads from `png`, or nil when Python or Pillow is missing.
    private func pillowRGBA(_ png: Data) throws -> [UInt8]? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pillow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.png"), output = folder.appendingPathComponent("out.rgba")
        try png.write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import sys; from PIL import Image; open(sys.argv[2], 'wb').write(Image.open(sys.argv[1]).convert('RGBA').tobytes())",
                             input.path, output.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Array(try Data(contentsOf: output))
    }

    /// Straight RGBA from Cairo's premultiplied ARGB words.
    private func expected(_ bitmap: Bitmap) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(bitmap.premultipliedARGB.count * 4)
        for word in bitmap.premultipliedARGB {
            let alpha = Int(word >> 24)
            for shift in [16, 8, 0] {
                let channel = Int((word >> UInt32(shift)) & 0xFF)
                bytes.append(alpha == 0 ? 0 : UInt8((channel * 255 + alpha / 2) / alpha))
            }
            bytes.append(UInt8(alpha))
        }
        return bytes
    }

    private func check(_ bitmap: Bitmap, _ name: String) throws {
        for compression in PNGCompression.allCases {
            let decoded = try pillowRGBA(try bitmap.encoded(as: .png(compression)))
            #expect(decoded != nil, "/usr/bin/python3 with Pillow is needed; make installs python3-pil")
            #expect(decoded == expected(bitmap), "\(name): Pillow reads other pixels from PNG \(compression)")
        }
    }

    @Test func theExampleCardDecodesToItsPixels() throws {
        let examples = TestSupport.packageRoot.appendingPathComponent("Examples")
        let renderer = try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: examples.path)))
        let scene = try renderer.decode(json: Data(contentsOf: examples.appendingPathComponent("og-card.json")))
        try check(try renderer.bitmap(scene), "og-card")
    }

    @Test func translucentPixelsDecodeToTheirStraightValues() throws {
        try check(try TestSupport.bitmap(EncoderTests.translucentScene), "translucent")
        var words: [UInt32] = []
        for alpha in stride(from: 0, through: 255, by: 3) {
            for channel in stride(from: 0, through: alpha, by: 2) {
                words.append(UInt32(alpha) << 24 | UInt32(channel) << 16 | UInt32(alpha - channel) << 8 | UInt32(channel / 2))
            }
        }
        while words.count % 64 != 0 { words.append(0) }
        try check(Bitmap(width: 64, height: words.count / 64, premultipliedARGB: words), "every kind of premultiplied value")
    }

    /// The example card's pixels, as the renders in these tests draw it.
    private func exampleCard() throws -> Bitmap {
        let examples = TestSupport.packageRoot.appendingPathComponent("Examples")
        let renderer = try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: examples.path)))
        let scene = try renderer.decode(json: Data(contentsOf: examples.appendingPathComponent("og-card.json")))
        return try renderer.bitmap(scene)
    }

    /// The libdeflate writer called directly, with any row filter setting; with
    /// `overwrite`, over a copy of the pixels that it may filter the rows into.
    private func deflatePNG(_ bitmap: Bitmap, level: Int32 = 1, filters: Int32, overwrite: Bool = false) throws -> Data {
        var buffer = ccodecs_buffer()
        defer { ccodecs_buffer_free(&buffer) }
        var error = [CChar](repeating: 0, count: Int(CCODECS_ERROR_SIZE))
        var pixels = bitmap.premultipliedARGB
        let status = pixels.withUnsafeMutableBytes { pixels in
            ccodecs_png_deflate_encode(pixels.bindMemory(to: UInt8.self).baseAddress, Int32(bitmap.width), Int32(bitmap.height),
                                       Int32(bitmap.width * 4), level, filters, overwrite ? 1 : 0, &buffer, &error)
        }
        let message = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #expect(status == 0, "filters \(filters): \(message)")
        #expect(overwrite || pixels == bitmap.premultipliedARGB, "the pixels were written over although overwrite was not asked for")
        return Data(bytes: buffer.data, count: buffer.length)
    }

    /// Each row's filter type, read from the PNG's inflated image data by Python's zlib.
    private func rowFilters(_ png: Data) throws -> [UInt8]? {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("filters-\(UUID().uuidString).png")
        try png.write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let script = """
        import struct, sys, zlib
        data = open(sys.argv[1], 'rb').read(); at = 8; idat = b''
        while at < len(data):
            length, kind = struct.unpack('>I4s', data[at:at + 8]); body = data[at + 8:at + 8 + length]
            if kind == b'IHDR': width, height, depth, colour = struct.unpack('>IIBB', body[:10])
            if kind == b'IDAT': idat += body
            at += 12 + length
        rows = zlib.decompress(idat); size = 1 + width * {2: 3, 6: 4}[colour]
        sys.stdout.write(''.join(str(rows[y * size]) for y in range(height)))
        """
        let process = Process(), output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, input.path]
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return text.utf8.map { $0 - UInt8(ascii: "0") }
    }

    /// Each of the five PNG filter types on every row, and the three ways of choosing them
    /// (the smallest sum of absolute values row by row, the smallest entropy row by row, and
    /// bands of None, Up or Paeth rows), written for an opaque and a translucent image and read
    /// back by Pillow and by libpng: a filter written wrong reads back as other pixels.
    @Test func everyRowFilterDecodesToThePixels() throws {
        let settings: [Int32] = [0, 1, 2, 3, 4, Int32(CCODECS_PNG_FILTER_MINSUM), Int32(CCODECS_PNG_FILTER_ENTROPY), Int32(CCODECS_PNG_FILTER_BANDS)]
        let images = [("og-card", try exampleCard()), ("translucent", try TestSupport.bitmap(EncoderTests.translucentScene))]
        for (name, bitmap) in images {
            for filters in settings {
                let png = try deflatePNG(bitmap, filters: filters)
                #expect(try pillowRGBA(png) == expected(bitmap), "\(name): Pillow reads other pixels with filters \(filters)")
                #expect(try Bitmap(pngData: png) == bitmap, "\(name): libpng reads other pixels with filters \(filters)")
                if filters >= 0 {
                    #expect(try rowFilters(png).map(Set.init) == [UInt8(filters)], "\(name): not every row has filter \(filters)")
                }
            }
        }
    }

    /// Rows filtered over the pixels themselves, as a render that is done with its image
    /// has them, give the file rows filtered into a buffer of their own give, with every
    /// filter setting and a width whose rows are not a multiple of the 3-byte pixels.
    @Test func rowsFilteredOverThePixelsGiveTheSameFile() throws {
        let settings: [Int32] = [0, 1, 2, 3, 4, Int32(CCODECS_PNG_FILTER_MINSUM), Int32(CCODECS_PNG_FILTER_ENTROPY), Int32(CCODECS_PNG_FILTER_BANDS)]
        let narrow = try TestSupport.bitmap("""
        {"width": 37, "height": 29, "background": {"type": "linear", "angle": 120, "stops": ["#1E1B4B", "#F472B6"]},
         "root": {"type": "label", "text": "Ag", "font": {"size": 18}, "color": "#FFFFFF"}}
        """)
        for (name, bitmap) in [("og-card", try exampleCard()), ("narrow", narrow)] {
            for filters in settings {
                let apart = try deflatePNG(bitmap, filters: filters)
                let over = try deflatePNG(bitmap, filters: filters, overwrite: true)
                let same = over == apart
                #expect(same, "\(name): filters \(filters) written over the pixels give another file")
            }
        }
    }

    /// On the example card, whose background is a diagonal gradient, the banded choice gives
    /// each band of 48 rows one filter, None, Up or Paeth, and makes each choice somewhere
    /// (the gradient's top rows None), so that every kind of band is read back above.
    @Test func bandsMixUnfilteredAndFilteredRowsOnTheExampleCard() throws {
        let filters = try #require(try rowFilters(deflatePNG(exampleCard(), filters: Int32(CCODECS_PNG_FILTER_BANDS))))
        let bands = stride(from: 0, to: filters.count, by: 48).map { filters[$0..<min($0 + 48, filters.count)] }
        for (index, band) in bands.enumerated() {
            #expect(Set(band).count == 1 && [0, 2, 4].contains(band.first!), "band \(index) has filters \(Set(band).sorted())")
        }
        #expect(Set(bands.map { $0.first! }) == [0, 2, 4], "not every choice is made somewhere: \(bands.map { $0.first! })")
    }
}
