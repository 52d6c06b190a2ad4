import Foundation
import Rendering
import Scene
import Testing

/// Output formats: each decodes as what it claims to be, and PNG keeps pixels exactly.
struct EncoderTests {
    static let translucentScene = """
    {"width": 64, "height": 48, "root": {"type": "view", "children": [
      {"type": "view", "frame": {"x": 4, "y": 4, "width": 40, "height": 30}, "background": "#3366CC80", "cornerRadius": 8},
      {"type": "view", "frame": {"x": 20, "y": 14, "width": 40, "height": 30}, "background": "rgba(255, 0, 0, 0.3)",
       "shadow": {"color": "#00000080", "blur": 6}}]}}
    """

    @Test func pngRoundTripsTranslucentPixelsExactly() throws {
        let bitmap = try TestSupport.bitmap(Self.translucentScene)
        for compression in PNGCompression.allCases {
            let decoded = try Bitmap(pngData: bitmap.encoded(as: .png(compression)))
            #expect(decoded == bitmap, "PNG \(compression) changed pixels")
        }
    }

    @Test func pngRoundTripsEveryPremultipliedValue() throws {
        // Every (alpha, channel ≤ alpha) pair Cairo can hold, in the red channel.
        var words: [UInt32] = []
        for alpha in 0...255 {
            for channel in 0...alpha {
                words.append(UInt32(alpha) << 24 | UInt32(channel) << 16 | UInt32(channel / 2) << 8 | UInt32(alpha - channel))
            }
        }
        let width = 256
        while words.count % width != 0 { words.append(0) }
        let bitmap = Bitmap(width: width, height: words.count / width, premultipliedARGB: words)
        let decoded = try Bitmap(pngData: bitmap.encoded(as: .png()))
        #expect(decoded == bitmap)
    }

    @Test func opaquePNGIsWrittenAsRGB() throws {
        let bitmap = try TestSupport.bitmap(##"{"width": 8, "height": 8, "background": "#123456", "root": {"type": "view"}}"##)
        let data = try bitmap.encoded(as: .png())
        // IHDR colour type (byte 25): 2 = RGB, 6 = RGBA.
        #expect(data[25] == 2)
        let translucent = try TestSupport.bitmap(Self.translucentScene).encoded(as: .png())
        #expect(translucent[25] == 6)
    }

    @Test func jpegFlattensOntoBackground() throws {
        let bitmap = try TestSupport.bitmap(#"{"width": 16, "height": 16, "root": {"type": "view"}}"#)
        let data = try bitmap.encoded(as: .jpeg(quality: 95, background: Color(red8: 255, green8: 0, blue8: 0)))
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(data.suffix(2) == Data([0xFF, 0xD9]))
    }

    @Test func webpLossyAndLossless() throws {
        let bitmap = try TestSupport.bitmap(Self.translucentScene)
        let lossy = try bitmap.encoded(as: .webp(quality: 80, lossless: false))
        let lossless = try bitmap.encoded(as: .webp(quality: 100, lossless: true))
        for data in [lossy, lossless] {
            #expect(data.starts(with: Array("RIFF".utf8)))
            #expect(data[8..<12] == Data("WEBP".utf8))
        }
        // Lossless bitstreams are VP8L; lossy ones with alpha use the extended VP8X header.
        #expect(data(lossless, 12..<16) == "VP8L")
        #expect(data(lossy, 12..<16) == "VP8X")
    }

    private func data(_ data: Data, _ range: Range<Int>) -> String {
        String(decoding: data[range], as: UTF8.self)
    }

    @Test func vectorOutputsStayInPoints() async throws {
        let scene = try TestSupport.scene(#"{"width": 300, "height": 200, "scale": 3, "root": {"type": "view", "background": "red", "shadow": {"blur": 4}}}"#)
        let renderer = try Renderer()
        let pdf = try await renderer.render(scene, options: RenderOptions(format: .pdf)).data
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(String(decoding: pdf, as: UTF8.self).contains("/MediaBox [ 0 0 300 200 ]"))
        let svg = String(decoding: try await renderer.render(scene, options: RenderOptions(format: .svg)).data, as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(svg.contains(#"width="300pt""#) && svg.contains(#"height="200pt""#))
    }

    @Test func rasterOutputsUseScale() async throws {
        let scene = try TestSupport.scene(#"{"width": 30, "height": 20, "scale": 2, "root": {"type": "view", "background": "red"}}"#)
        let png = try await Renderer().render(scene).data
        #expect(try Bitmap(pngData: png).width == 60)
    }

    @Test func corruptPNGIsAnErrorNotACrash() {
        #expect(throws: RenderError.self) { try Bitmap(pngData: Data("not a png".utf8)) }
        #expect(throws: RenderError.self) { try Bitmap(pngData: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0])) }
    }

    @Test func oversizedWebPIsRefusedClearly() throws {
        let bitmap = Bitmap(width: 16384, height: 1, premultipliedARGB: Array(repeating: 0, count: 16384))
        #expect(throws: RenderError.unsupported("WebP images can be at most 16383 pixels wide and high; this one is 16384×1")) {
            try bitmap.encoded(as: .webp())
        }
    }
}
