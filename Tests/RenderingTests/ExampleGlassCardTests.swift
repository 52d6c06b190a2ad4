import Foundation
import Rendering
import Scene
import Testing

/// `Examples/glass-card.json`: a frosted-glass panel over a photo, with a gradient title and
/// a border heavier on its left side. The pixels show each effect at work.
struct ExampleGlassCardTests {
    static let example = TestSupport.packageRoot.appendingPathComponent("Examples/glass-card.json")

    static func scene() throws -> Scene {
        try SceneDecoder().decode(Array(Data(contentsOf: example)))
    }

    static func render(_ scene: Scene) throws -> (bitmap: Bitmap, warnings: [SceneWarning]) {
        let renderer = try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: example.deletingLastPathComponent().path)))
        return try renderer.bitmapAndWarnings(scene)
    }

    /// How much neighbouring pixels differ along the rows of a region: sharp edges score high.
    static func detail(_ bitmap: Bitmap, x: Range<Int>, y: Range<Int>) -> Int {
        var total = 0
        for row in y {
            for column in x.dropFirst() {
                let a = bitmap.pixel(x: column - 1, y: row), b = bitmap.pixel(x: column, y: row)
                total += abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
            }
        }
        return total
    }

    @Test func theCardRendersWithoutWarnings() throws {
        #expect(try Self.render(try Self.scene()).warnings.isEmpty)
    }

    /// Stripes laid over the photo, 4 points apart, behind the panel's top right corner (right
    /// of its text): the backdrop filter blurs them nearly flat, and the same pixels without
    /// it keep several times the detail.
    @Test func thePanelBlursWhatLiesBehindIt() throws {
        var scene = try Self.scene()
        let glass = try #require(scene.root.children.firstIndex { $0.id == "glass" })
        let stripes = stride(from: 700, to: 900, by: 8).map { x in
            Node(kind: .view, frame: FrameSpec(x: Double(x), y: 100, width: 4, height: 200), style: ViewStyle(background: .color(Color(red8: 255, green8: 255, blue8: 255))))
        }
        scene.root.children.insert(contentsOf: stripes, at: glass)
        let frosted = try Self.render(scene).bitmap
        scene.root.children[glass + stripes.count].style.backdropFilters = []
        let clear = try Self.render(scene).bitmap
        let (columns, rows) = (730..<840, 140..<260)
        #expect(Self.detail(frosted, x: columns, y: rows) * 5 < Self.detail(clear, x: columns, y: rows))
    }

    /// The title's gradient runs from yellow on the left to violet on the right, and the
    /// panel's left side is the 8-point violet accent while its top is a hairline.
    @Test func theTitleIsAGradientAndTheLeftSideIsAccented() throws {
        let bitmap = try Self.render(try Self.scene()).bitmap
        // Ink of the title's first line: light pixels in rows 170 to 205.
        func meanInk(_ x: Range<Int>) -> (red: Double, blue: Double) {
            var (red, blue, count) = (0, 0, 0)
            for y in 170..<205 {
                for column in x {
                    let pixel = bitmap.pixel(x: column, y: y)
                    guard Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) > 560 else { continue }
                    (red, blue, count) = (red + Int(pixel.red), blue + Int(pixel.blue), count + 1)
                }
            }
            return count == 0 ? (0, 0) : (Double(red) / Double(count), Double(blue) / Double(count))
        }
        let left = meanInk(130..<260), right = meanInk(560..<720)
        #expect(left.red > left.blue + 40, "yellow on the left: \(left)")
        #expect(right.blue > right.red - 10 && right.blue > left.blue + 60, "violet on the right: \(right)")
        let accent = bitmap.pixel(x: 76, y: 300)
        #expect(abs(Int(accent.red) - 167) <= 2 && abs(Int(accent.green) - 139) <= 2 && abs(Int(accent.blue) - 250) <= 2, "\(accent)")
    }
}
