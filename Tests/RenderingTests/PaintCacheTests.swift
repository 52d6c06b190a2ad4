@testable import Rendering
import Foundation
import Scene
import Testing

/// Gradients and shadows kept between renders give the pixels a fresh drawing gives, and a
/// change to any of them is drawn anew.
struct PaintCacheTests {
    static let card = """
    {"width": 320, "height": 200, "background": {"type": "linear", "angle": 135, "stops": ["#1E1B4B", "#7C3AED"]},
     "root": {"type": "view", "children": [
       {"type": "view", "frame": {"x": 200, "y": -40, "width": 160, "height": 160}, "cornerRadius": 80,
        "background": {"type": "radial", "stops": ["#F472B680", "#F472B600"]}},
       {"type": "view", "frame": {"x": 40, "y": 40, "width": 180, "height": 110}, "cornerRadius": 16, "background": "#FFFFFF",
        "shadow": [{"color": "#0000008C", "blur": 60, "y": 20}, {"color": "#00000040", "blur": 8, "y": 4}]}
     ]}}
    """

    @Test func aSecondRenderReusesTheFirstsPaintsAndMatchesADirectDrawing() throws {
        let cached = try Renderer()
        let direct = try Renderer(configuration: RendererConfiguration(paintCacheBytes: 0))
        let scene = try TestSupport.scene(Self.card)
        let first = try cached.bitmap(scene)
        let before = cached.paints.statistics
        let second = try cached.bitmap(scene)
        let after = cached.paints.statistics
        #expect(after.hits - before.hits == 4, "background, glow and two shadows come from the cache")
        #expect(after.decodes == before.decodes, "nothing is drawn again")
        #expect(first.premultipliedARGB == second.premultipliedARGB)
        #expect(Self.largestDifference(try direct.bitmap(scene), second) <= 2, "the stored layers give what drawing directly gives")
    }

    /// A renderer that keeps no layers (a command-line render) still draws each through a
    /// layer of its own: its image is the kept layers' image byte for byte, not a direct
    /// drawing's, and nothing is stored. The example card's avatar and tilted photo come out
    /// a little different drawn directly, which tells the two apart.
    @Test func layersNotKeptGiveTheKeptLayersImageAndStoreNothing() throws {
        let assets = AssetFolder(path: TestSupport.packageRoot.appendingPathComponent("Examples").path)
        let json = try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("Examples/og-card.json"))
        let keeping = try Renderer(configuration: RendererConfiguration(assets: assets))
        let scene = try keeping.decode(json: json)
        let kept = try keeping.bitmap(scene)
        let direct = try Renderer(configuration: RendererConfiguration(assets: assets, paintCacheBytes: 0)).bitmap(scene)
        #expect(kept.premultipliedARGB != direct.premultipliedARGB, "this card tells a layer from a direct drawing")
        let lending = try Renderer(configuration: RendererConfiguration(assets: assets, keepsPaintLayers: false))
        #expect(try lending.bitmap(scene).premultipliedARGB == kept.premultipliedARGB)
        #expect(try lending.bitmap(scene).premultipliedARGB == kept.premultipliedARGB, "a second render draws the layers again")
        let statistics = lending.paints.statistics
        #expect(statistics.hits == 0 && statistics.misses == 0 && lending.paints.byteCount == 0)
    }

    @Test func aChangedColourOrPositionIsDrawnAnew() throws {
        let renderer = try Renderer()
        _ = try renderer.bitmap(try TestSupport.scene(Self.card))
        let recoloured = try renderer.bitmap(try TestSupport.scene(Self.card.replacingOccurrences(of: "#1E1B4B", with: "#FF0000")))
        // The background's first stop is in the top-left corner.
        let corner = recoloured.pixel(x: 0, y: 0)
        #expect(corner.red > 240 && corner.green < 10, "top-left corner: \(corner)")
        let movedCard = Self.card.replacingOccurrences(of: "\"x\": 40, \"y\": 40", with: "\"x\": 60, \"y\": 40")
        let moved = try renderer.bitmap(try TestSupport.scene(movedCard))
        let fresh = try Renderer(configuration: RendererConfiguration(paintCacheBytes: 0)).bitmap(try TestSupport.scene(movedCard))
        #expect(Self.largestDifference(moved, fresh) <= 2)
    }

    /// A gradient background covers the whole surface, as painting directly does, also when
    /// the pixel size was rounded up (333 × 1.5 = 499.5 of 500 pixels).
    @Test func aBackgroundCoversTheLastRoundedUpPixels() throws {
        let scene = try TestSupport.scene("""
        {"width": 333, "height": 21, "background": {"type": "linear", "angle": 90, "stops": ["#112233", "#445566"]}, "root": {"type": "view"}}
        """)
        let bitmap = try Renderer().bitmap(scene, scale: 1.5)
        #expect(bitmap.width == 500 && bitmap.height == 32)
        #expect(bitmap.pixel(x: 499, y: 31).alpha == 255)
    }

    /// A gradient cut to the same rounded corners as the clip around it keeps its edge: a
    /// stored layer's soft edge under a soft clip would be covered twice and come out faint.
    @Test func aLayerUnderARoundedClipHasTheEdgeOfADirectDrawing() throws {
        let scene = try TestSupport.scene("""
        {"width": 120, "height": 90, "background": "#FFFFFF", "root": {"type": "view", "children": [
          {"type": "view", "frame": {"x": 10.5, "y": 10.5, "width": 100, "height": 70}, "cornerRadius": 22, "clip": true, "children": [
            {"type": "view", "frame": {"x": 0, "y": 0, "width": 100, "height": 70}, "cornerRadius": 22,
             "background": {"type": "linear", "angle": 45, "stops": ["#1E1B4B", "#F472B6"]}}]}]}}
        """)
        let cached = try Renderer()
        _ = try cached.bitmap(scene)
        let direct = try Renderer(configuration: RendererConfiguration(paintCacheBytes: 0)).bitmap(scene)
        #expect(Self.largestDifference(try cached.bitmap(scene), direct) <= 2)
    }

    /// The largest difference of any channel of any pixel.
    static func largestDifference(_ first: Bitmap, _ second: Bitmap) -> Int {
        var worst = 0
        for (a, b) in zip(first.premultipliedARGB, second.premultipliedARGB) {
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                let difference = abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
                worst = max(worst, difference)
            }
        }
        return worst
    }
}
