import Foundation
import Rendering
import Scene
import Testing

/// The text effects, transforms and image positions against headless Chromium drawing the
/// same things with CSS (`Tools/paint-oracle/text_effects.py` records its screenshot, the
/// text it shows in each `text-transform` and the widths of the transformed labels).
///
/// Where the pictures differ, and why:
/// - Glyph edges: Chromium rasterises text with Skia, the renderer with Cairo and FreeType,
///   both unhinted and greyscale; their coverage of an edge pixel differs by up to about a
///   third, so the text regions differ at glyph edges only.
/// - The blurred shadow: Skia's blur and the renderer's three box blurs approximate the
///   same Gaussian differently in its tail.
/// - Gradient text: the same gradient; Skia dithers gradients, Cairo does not, so solid ink
///   differs by a level or two.
/// - Skewed and turned boxes: both antialias the slanted edges, with different coverage.
/// - Pictures: both scale the 60 × 30 picture up smoothly, with different filters, so the
///   edges between its quarters and around its white disc are soft in different ways.
struct TextEffectReferenceTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/RenderingTests/TextEffectReference")

    /// The per-channel mean and largest difference of the pixels in `region` where either
    /// picture is not the white background (the effect), and of the rest.
    struct Difference: CustomStringConvertible {
        var insideMean = [0.0, 0.0, 0.0], insideMax = [0, 0, 0], outsideMean = [0.0, 0.0, 0.0], outsideMax = [0, 0, 0]
        var insideCount = 0, outsideCount = 0

        var description: String {
            func rounded(_ values: [Double]) -> String { values.map { String(format: "%.2f", $0) }.joined(separator: "/") }
            return "inside (\(insideCount) px) mean R/G/B \(rounded(insideMean)), max \(insideMax.map(String.init).joined(separator: "/")); "
                + "outside (\(outsideCount) px) mean \(rounded(outsideMean)), max \(outsideMax.map(String.init).joined(separator: "/"))"
        }
    }

    static func difference(_ ours: Bitmap, _ chromium: Bitmap, x: Range<Int>, y: Range<Int>) -> Difference {
        var result = Difference()
        var insideSum = [0, 0, 0], outsideSum = [0, 0, 0]
        let white = RGBA(red: 255, green: 255, blue: 255, alpha: 255)
        for row in y {
            for column in x {
                let a = ours.pixel(x: column, y: row), b = chromium.pixel(x: column, y: row)
                let channels = [abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue))]
                if a != white || b != white {
                    result.insideCount += 1
                    for index in 0..<3 {
                        insideSum[index] += channels[index]
                        result.insideMax[index] = max(result.insideMax[index], channels[index])
                    }
                } else {
                    result.outsideCount += 1
                    for index in 0..<3 {
                        outsideSum[index] += channels[index]
                        result.outsideMax[index] = max(result.outsideMax[index], channels[index])
                    }
                }
            }
        }
        result.insideMean = insideSum.map { Double($0) / Double(max(1, result.insideCount)) }
        result.outsideMean = outsideSum.map { Double($0) / Double(max(1, result.outsideCount)) }
        return result
    }

    /// The regions of the scene, each holding one kind of effect, and the largest mean
    /// channel difference allowed inside it (measured: 9.5, 11.9, 0.24, 0.15, 42.2 and 29.4).
    /// Small text is mostly edge, where the two rasterisers differ most, hence the last two.
    static let regions: [(name: String, x: Range<Int>, y: Range<Int>, mean: Double)] = [
        ("text shadows", 10..<280, 10..<80, 12),
        ("gradient text", 290..<556, 10..<85, 15),
        ("skew and origin", 10..<280, 90..<200, 1),
        ("object position", 290..<556, 100..<280, 1),
        ("text transform", 10..<556, 280..<415, 48),
        ("gradient run", 10..<556, 415..<515, 30),
    ]

    @Test func pixelsAgreeWithChromium() throws {
        let scene = try TestSupport.scene(try String(contentsOf: Self.folder.appendingPathComponent("scene.json"), encoding: .utf8))
        let renderer = try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: Self.folder.path)))
        let ours = try renderer.bitmap(scene)
        let chromium = try Bitmap(pngData: try Data(contentsOf: Self.folder.appendingPathComponent("chromium.png")))
        try #require(ours.width == chromium.width && ours.height == chromium.height)
        for region in Self.regions {
            let difference = Self.difference(ours, chromium, x: region.x, y: region.y)
            print("\(region.name): \(difference)")
            #expect(difference.insideCount > 200, "\(region.name) draws something")
            #expect(difference.insideMean.allSatisfy { $0 <= region.mean }, "\(region.name): \(difference)")
            #expect(difference.outsideMax.allSatisfy { $0 == 0 }, "\(region.name): \(difference)")
        }
    }

    /// Where both draw the gradient run's glyphs solid (strongly coloured), the colours
    /// agree: the run's gradient is laid over its two pieces set end to end, as Chromium
    /// lays it, not started again on the second line.
    @Test func aRunGradientRunsOnAsChromiumsDoes() throws {
        let scene = try TestSupport.scene(try String(contentsOf: Self.folder.appendingPathComponent("scene.json"), encoding: .utf8))
        let ours = try Renderer().bitmap(scene)
        let chromium = try Bitmap(pngData: try Data(contentsOf: Self.folder.appendingPathComponent("chromium.png")))
        var count = 0, total = 0, largest = 0
        for y in 415..<515 {
            for x in 10..<330 {
                let a = ours.pixel(x: x, y: y), b = chromium.pixel(x: x, y: y)
                guard LabelRenderingTests.chroma(a) > 120, LabelRenderingTests.chroma(b) > 120 else { continue }
                let difference = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.blue) - Int(b.blue)))
                count += 1
                total += difference
                largest = max(largest, difference)
            }
        }
        print("gradient run, solid ink: \(count) px, mean \(Double(total) / Double(max(1, count))), max \(largest)")
        #expect(count > 500)
        #expect(Double(total) / Double(max(1, count)) <= 8, "mean \(Double(total) / Double(max(1, count)))")
    }

    /// Each transformed label's ink, per line band, lies where Chromium's does, to the pixel:
    /// the same letters, set as wide and as high.
    @Test func transformedLabelsInkWhereChromiumsDoes() throws {
        let scene = try TestSupport.scene(try String(contentsOf: Self.folder.appendingPathComponent("scene.json"), encoding: .utf8))
        let ours = try Renderer().bitmap(scene)
        let chromium = try Bitmap(pngData: try Data(contentsOf: Self.folder.appendingPathComponent("chromium.png")))
        func ink(_ bitmap: Bitmap, rows: Range<Int>) -> (left: Int, right: Int, top: Int, bottom: Int)? {
            let dark = LabelRenderingTests.pixels(in: bitmap, xs: 10..<556, ys: rows) { $0.green < 128 }
            guard let left = dark.map(\.x).min(), let right = dark.map(\.x).max(), let top = dark.map(\.y).min(), let bottom = dark.map(\.y).max() else { return nil }
            return (left, right, top, bottom)
        }
        for band in [288..<315, 318..<345, 348..<375, 378..<408] {
            let a = try #require(ink(ours, rows: band)), b = try #require(ink(chromium, rows: band))
            #expect(abs(a.left - b.left) <= 1 && abs(a.right - b.right) <= 1 && abs(a.top - b.top) <= 1 && abs(a.bottom - b.bottom) <= 1,
                    "rows \(band): ours \(a), Chromium's \(b)")
        }
    }

    private struct Recording: Decodable {
        struct Entry: Decodable {
            var text: String
            var uppercase: String
            var lowercase: String
            var capitalize: String
        }

        var strings: [Entry]
        var widths: [String: Double]
    }

    private static func recording() throws -> Recording {
        try JSONDecoder().decode(Recording.self, from: try Data(contentsOf: folder.appendingPathComponent("transforms.json")))
    }

    @Test func transformedTextIsChromiums() throws {
        for entry in try Self.recording().strings {
            #expect(TextTransform.uppercase.apply(to: entry.text) == entry.uppercase, "uppercase \(entry.text)")
            #expect(TextTransform.lowercase.apply(to: entry.text) == entry.lowercase, "lowercase \(entry.text)")
            #expect(TextTransform.capitalize.apply(to: entry.text) == entry.capitalize, "capitalize \(entry.text)")
        }
    }

    /// Each transformed label, set on its own as wide as its text, is as wide as Chromium's.
    @Test func transformedLabelsAreChromiumsWidth() throws {
        let recorded = try Self.recording().widths
        let document = try String(contentsOf: Self.folder.appendingPathComponent("scene.json"), encoding: .utf8)
        let scene = try TestSupport.scene(document)
        for child in scene.root.children where recorded[child.id ?? ""] != nil {
            var label = child
            label.frame = nil
            let alone = Scene(width: 560, height: 60) { HStack { label }.align(.start) }
            let frame = try #require(LabelRenderingTests.node(child.id ?? "", in: try Renderer().layout(alone).root)).frame
            let expected = try #require(recorded[child.id ?? ""])
            // Within 1/16 px: a label of runs in two weights comes out 0.03 px narrower.
            #expect(abs(frame.width - expected) < 1.0 / 16, "\(child.id ?? ""): \(frame.width) against Chromium's \(expected)")
        }
    }
}
