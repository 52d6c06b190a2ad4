import CCairo
import Foundation
@testable import Rendering
import Scene
import Testing
import TextLayout

/// Filtered layers: where a drop shadow lands whatever its offset, how large each layer is
/// (the node's own painted area, not its parent's), and what happens when layers would
/// take too much memory. Positions and sizes are worked out by hand from the scenes.
struct FilterLayerTests {
    private static let white = RGBA(red: 255, green: 255, blue: 255, alpha: 255)
    private static let red = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
    private static let black = RGBA(red: 0, green: 0, blue: 0, alpha: 255)

    /// An 800 × 60 white canvas holding one black 20 × 20 box at (`x`, 20) with `filter`.
    private func box(at x: Int, filter: String, scale: Double? = nil) throws -> Bitmap {
        try TestSupport.bitmap("""
        {"width": 800, "height": 60, "background": "white",
         "root": {"type": "view", "children": [{"type": "view", "frame": {"x": \(x), "y": 20, "width": 20, "height": 20}, "background": "black",
           "filter": "\(filter)"}]}}
        """, scale: scale)
    }

    @Test func aDropShadowFarAwayLandsWhereItsOffsetPutsIt() throws {
        // The box spans x 10–30; a hard shadow 600 to the right spans 610–630.
        let bitmap = try box(at: 10, filter: "drop-shadow(600 0 0 #FF0000)")
        #expect(bitmap.pixel(x: 620, y: 30) == Self.red)
        #expect(bitmap.pixel(x: 605, y: 30) == Self.white && bitmap.pixel(x: 635, y: 30) == Self.white)
        #expect(bitmap.pixel(x: 530, y: 30) == Self.white, "not where an offset cut to 512 pixels would put it")
        #expect(bitmap.pixel(x: 20, y: 30) == Self.black)
        // At scale 2 the same offset is 1200 pixels.
        let doubled = try box(at: 10, filter: "drop-shadow(600 0 0 #FF0000)", scale: 2)
        #expect(doubled.pixel(x: 1240, y: 60) == Self.red)
        #expect(doubled.pixel(x: 1215, y: 60) == Self.white && doubled.pixel(x: 1265, y: 60) == Self.white)
    }

    @Test func aShadowOfContentOutsideTheCanvasStillShows() throws {
        // The box spans x −700 to −680, off the canvas; its shadow, 800 to the right, 100–120.
        let bitmap = try box(at: -700, filter: "drop-shadow(800 0 0 #FF0000)")
        #expect(bitmap.pixel(x: 110, y: 30) == Self.red)
        #expect(bitmap.pixel(x: 95, y: 30) == Self.white && bitmap.pixel(x: 125, y: 30) == Self.white)
    }

    @Test func aShadowMovedOffTheCanvasDrawsNothing() throws {
        let bitmap = try box(at: 10, filter: "drop-shadow(100000 100000 40 #FF0000)")
        #expect(bitmap.pixel(x: 20, y: 30) == Self.black)
        #expect(bitmap.pixel(x: 400, y: 30) == Self.white && bitmap.pixel(x: 790, y: 55) == Self.white)
    }

    @Test func aWideDropShadowIsAGaussianOfTheContent() throws {
        // A 200 × 400 box whose shadow, 300 to the right, spans x 350–550 blurred by σ = 50
        // pixels, which is worked out on a copy shrunk 6 times. Half way down the shadow is
        // 4σ from its top and bottom, so across it follows the normal distribution Φ: red
        // over white leaves green 255 × (1 − coverage). At the edge Φ(0) = 0.5 → 127.5; 1σ
        // inside Φ(1) = 0.8413 → 40.5; 1σ outside 0.1587 → 214.5; in the middle
        // Φ(2) − Φ(−2) = 0.9545 → 11.6; 1σ inside the right edge 40.5 again.
        let bitmap = try TestSupport.bitmap("""
        {"width": 700, "height": 600, "background": "white",
         "root": {"type": "view", "children": [{"type": "view", "frame": {"x": 50, "y": 100, "width": 200, "height": 400}, "background": "black",
           "filter": "drop-shadow(300 0 100 #FF0000)"}]}}
        """)
        for (x, green) in [(350, 127.5), (400, 40.5), (300, 214.5), (450, 11.6), (500, 40.5)] {
            let pixel = bitmap.pixel(x: x, y: 300)
            #expect(pixel.red == 255 && abs(Double(pixel.green) - green) <= 6 && pixel.blue == pixel.green, "x \(x): \(pixel)")
        }
    }

    /// The layer each filtered group of `json` gets on a `width` × `height` image surface,
    /// in the list's order.
    private func layers(_ json: String, width: Int32, height: Int32) throws -> [EffectLayer.Plan] {
        let renderer = try Renderer()
        let list = DisplayListBuilder().build(try renderer.layout(try TestSupport.scene(json)))
        let engine = TextEngine(fonts: try FontRegistry(directories: RendererConfiguration.defaultFontDirectories))
        let painted = PaintedBounds(list.items, text: TextPainter(engine: engine))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        return list.items.enumerated().compactMap { index, item in
            guard case .beginGroup(let composite) = item, !composite.filters.isEmpty else { return nil }
            return EffectLayer.Plan(over: context, content: painted.content[index], filters: composite.filters, vectorResolution: 1)
        }
    }

    /// `children` of a 1200 × 630 canvas's root.
    private func canvas(_ children: String) -> String {
        #"{"width": 1200, "height": 630, "background": "white", "root": {"type": "view", "children": [\#(children)]}}"#
    }

    @Test func aFilteredNodesLayerHoldsItsOwnPixelsNotItsParents() throws {
        // A 10 × 10 box at (100, 100): its layer is the box and a pixel around it for
        // anti-aliased edges, 12 × 12 from (99, 99), not the 1200 × 630 canvas.
        let plans = try layers(canvas(#"{"type": "view", "frame": {"x": 100, "y": 100, "width": 10, "height": 10}, "background": "red", "filter": "grayscale(1)"}"#),
                               width: 1200, height: 630)
        #expect(plans.map { [$0.originX, $0.originY, Double($0.width), Double($0.height)] } == [[99, 99, 12, 12]])
    }

    @Test func aLayerHoldsItsSubtreesOverflow() throws {
        // A 10 × 10 box at (100, 100) casting a shadow 20 right and down, blurred 10 (σ 5,
        // reaching 3σ + 1 = 16): 104–146 both ways. Its child overflows to x 150; the blur(2)
        // filter reaches 3 × 2 + 1 = 7 pixels further: 93–157 across, 93–153 down, one more
        // pixel each side, 92–158 and 92–154.
        let plans = try layers(canvas(#"""
            {"type": "view", "frame": {"x": 100, "y": 100, "width": 10, "height": 10}, "background": "red", "filter": "blur(2)",
             "shadow": {"color": "black", "blur": 10, "x": 20, "y": 20},
             "children": [{"type": "view", "frame": {"x": 40, "y": 0, "width": 10, "height": 10}, "background": "blue"}]}
            """#), width: 1200, height: 630)
        #expect(plans.map { [$0.originX, $0.originY, Double($0.width), Double($0.height)] } == [[92, 92, 66, 62]])
    }

    @Test func aDropShadowLayerSpansTheShadowOnlyWhenItShows() throws {
        // The box, 100–110, and its hard shadow 600 to the right, 700–710, which reaches a
        // pixel for the blur's rounding; with one more around for edges, 99–712 across and
        // 98–112 down.
        let shown = try layers(canvas(#"{"type": "view", "frame": {"x": 100, "y": 100, "width": 10, "height": 10}, "background": "red", "filter": "drop-shadow(600 0 0 black)"}"#),
                               width: 1200, height: 630)
        #expect(shown.map { [$0.originX, $0.originY, Double($0.width), Double($0.height)] } == [[99, 98, 613, 14]])
        // Moved off the canvas, the shadow takes no pixels.
        let away = try layers(canvas(#"{"type": "view", "frame": {"x": 100, "y": 100, "width": 10, "height": 10}, "background": "red", "filter": "drop-shadow(100000 0 0 black)"}"#),
                              width: 1200, height: 630)
        #expect(away.map { [$0.originX, $0.originY, Double($0.width), Double($0.height)] } == [[99, 99, 12, 12]])
    }

    @Test func manySmallFilteredNodesTakeTheirOwnAreaEach() throws {
        let boxes = (0..<300).map { index in
            #"{"type": "view", "frame": {"x": \#(index % 30 * 40), "y": \#(index / 30 * 60), "width": 12, "height": 12}, "background": "red", "filter": "grayscale(1)"}"#
        }
        let plans = try layers(canvas(boxes.joined(separator: ", ")), width: 1200, height: 630)
        #expect(plans.count == 300)
        #expect(plans.allSatisfy { $0.width <= 14 && $0.height <= 14 }, "\(plans.map(\.pixels).max() ?? 0)")
    }

    @Test func layersPastTheMemoryLimitAreLeftOutWithWarnings() throws {
        // Seven canvas-sized grayscale layers on a 3000 × 3000 canvas hold 63 million pixels;
        // the eighth node's backdrop copy of 9 million more, and the ninth node's layer, would
        // pass the 64 million allowed, so those two effects are left out and named. Red turned
        // grey once is 0.2126 × 255 = 54.2, and grey stays grey.
        let frame = ["x": 0, "y": 0, "width": 3000, "height": 3000]
        var node: [String: Any] = ["type": "view", "frame": frame, "background": "red", "filter": "grayscale(1)"]
        node = ["type": "view", "frame": frame, "backdropFilter": "invert(1)", "children": [node]]
        for _ in 0..<7 { node = ["type": "view", "frame": frame, "filter": "grayscale(1)", "children": [node]] }
        let json = String(decoding: try JSONSerialization.data(withJSONObject: ["width": 3000, "height": 3000, "root": node]), as: UTF8.self)
        let (bitmap, warnings) = try Renderer().bitmapAndWarnings(try TestSupport.scene(json))
        let eighth = "root" + String(repeating: ".children[0]", count: 7)
        #expect(warnings.map(\.description) == [
            "\(eighth): the backdrop filter is not applied: its copy of 9000000 pixels and the 63000000 pixels of the layers open around it pass the limit of 64000000; nest fewer filtered nodes inside one another, or draw a smaller canvas",
            "\(eighth).children[0]: the filter is not applied: its layer of 9000000 pixels and the 63000000 pixels of the layers open around it pass the limit of 64000000; nest fewer filtered nodes inside one another, or draw a smaller canvas",
        ])
        #expect(bitmap.pixel(x: 1500, y: 1500) == RGBA(red: 54, green: 54, blue: 54, alpha: 255))
    }
}
