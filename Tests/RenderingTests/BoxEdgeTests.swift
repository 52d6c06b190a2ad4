import Foundation
import Rendering
import Scene
import Testing

/// Box edges at fractional positions land on whole device pixels, as Chromium paints them
/// (`Tools/paint-oracle/box_edges.py` records its screenshots at 1× and 2×); vector output
/// and rotated boxes keep their exact geometry.
struct BoxEdgeTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/RenderingTests/BoxEdgeReference")

    /// Every pixel of the boxes and the border exactly Chromium's, and the rounded box's
    /// within its corners' antialiasing (measured: at most 43 levels apart).
    @Test(arguments: [1, 2])
    func boxesCoverThePixelsChromiumCovers(scale: Int) throws {
        let scene = try TestSupport.scene(try String(contentsOf: Self.folder.appendingPathComponent("boxes.json"), encoding: .utf8))
        let ours = try Renderer().bitmap(scene, scale: Double(scale))
        let chromium = try Bitmap(pngData: try Data(contentsOf: Self.folder.appendingPathComponent("chromium-\(scale)x.png")))
        try #require(ours.width == chromium.width && ours.height == chromium.height)
        // The rounded box, 60.3 to 100.7 by 70.7 to 90.9, with a pixel to spare.
        let rounded = (x: 60 * scale...101 * scale, y: 70 * scale...91 * scale)
        var apart: [(Int, Int)] = [], largest = 0
        for y in 0..<ours.height {
            for x in 0..<ours.width {
                let difference = abs(Int(ours.pixel(x: x, y: y).green) - Int(chromium.pixel(x: x, y: y).green))
                if rounded.x.contains(x), rounded.y.contains(y) {
                    largest = max(largest, difference)
                } else if difference > 0 {
                    apart.append((x, y))
                }
            }
        }
        #expect(apart.isEmpty, "pixels unlike Chromium's: \(apart.prefix(10))")
        #expect(largest <= 48, "the rounded box's corners \(largest) levels apart")
    }

    /// A box from 10.5 to 30.8 covers pixels 11 to 30 whole, with no partly covered column,
    /// and one 0.6 wide still covers a pixel.
    @Test func edgesAreWholePixels() throws {
        let bitmap = try TestSupport.bitmap("""
        {"width": 60, "height": 20, "background": "#FFFFFF", "root": {"type": "view", "children": [
          {"type": "view", "background": "#000000", "frame": {"x": 10.5, "y": 2.5, "width": 20.3, "height": 10}},
          {"type": "view", "background": "#000000", "frame": {"x": 40.6, "y": 2, "width": 0.6, "height": 10}}]}}
        """)
        let row = (0..<60).map { bitmap.pixel(x: $0, y: 6).green }
        #expect(row[10] == 255 && row[11] == 0 && row[30] == 0 && row[31] == 255)
        #expect(row.allSatisfy { $0 == 0 || $0 == 255 }, "\(row)")
        #expect(row[41] == 0 && row[40] == 255 && row[42] == 255)
    }

    /// Rotated, an edge stays antialiased; in SVG it stays where the layout put it.
    @Test func rotatedAndVectorOutputKeepExactGeometry() async throws {
        let rotated = try TestSupport.bitmap("""
        {"width": 60, "height": 60, "background": "#FFFFFF", "root": {"type": "view", "children": [
          {"type": "view", "background": "#000000", "transform": {"rotate": 10}, "frame": {"x": 15.5, "y": 15.5, "width": 30, "height": 30}}]}}
        """)
        let greys = (0..<60).flatMap { y in (0..<60).map { rotated.pixel(x: $0, y: y).green } }.filter { $0 > 0 && $0 < 255 }
        #expect(greys.count > 40, "a rotated square's edges are antialiased")
        let scene = try TestSupport.scene("""
        {"width": 60, "height": 20, "root": {"type": "view", "background": "#000000", "frame": {"x": 10.5, "y": 2.25, "width": 20.3, "height": 10}}}
        """)
        let svg = String(decoding: try await Renderer().render(scene, options: RenderOptions(format: .svg)).data, as: UTF8.self)
        #expect(svg.contains("10.5") && svg.contains("30.8"), "exact edges in \(svg)")
    }
}
