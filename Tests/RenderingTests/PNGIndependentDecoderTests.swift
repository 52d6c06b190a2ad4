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
}
