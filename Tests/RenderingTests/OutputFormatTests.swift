import Foundation
import Rendering
import Scene
import Testing

/// The raster formats can be named without parentheses, and doing so changes nothing else:
/// each bare name is the format with its defaults, and patterns still match every setting.
struct OutputFormatTests {
    @Test func bareNamesAreTheFormatsWithTheirDefaults() {
        #expect(RenderOptions(format: .png).format == .png(.default))
        #expect(RenderOptions(format: .jpeg).format == .jpeg(quality: 90, background: .white))
        #expect(RenderOptions(format: .webp).format == .webp(quality: 90, lossless: false))
        #expect(RenderOptions().format == .png)
    }

    @Test func patternsStillMatchEverySetting() {
        let formats: [OutputFormat] = [.png(.fast), .png(.small), .jpeg(quality: 10), .webp(lossless: true)]
        #expect(formats.map(\.name) == ["png", "png", "jpeg", "webp"])
        var compressions: [PNGCompression] = []
        for format in formats {
            if case .png(let compression) = format { compressions.append(compression) }
        }
        #expect(compressions == [.fast, .small])
        #expect(OutputFormat.png(.fast) != .png)
    }

    @Test func aRenderWithTheBareNameIsAPNG() async throws {
        let scene = Scene(width: 4, height: 4, background: .color(.blue)) { View() }
        let data = try await Renderer().render(scene, options: RenderOptions(format: .png)).data
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
