@testable import Rendering
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

    @Test func aSecondRenderReusesTheFirstsPaintsAndMatchesAnUncachedRenderer() throws {
        let cached = try Renderer()
        let uncached = try Renderer(configuration: RendererConfiguration(paintCacheBytes: 0))
        let scene = try TestSupport.scene(Self.card)
        let first = try cached.bitmap(scene)
        let before = cached.paints.statistics
        let second = try cached.bitmap(scene)
        let after = cached.paints.statistics
        #expect(after.hits - before.hits == 4, "background, glow and two shadows come from the cache")
        #expect(after.decodes == before.decodes, "nothing is drawn again")
        #expect(first.premultipliedARGB == second.premultipliedARGB)
        #expect(try uncached.bitmap(scene).premultipliedARGB == second.premultipliedARGB)
    }

    @Test func aChangedColourOrPositionIsDrawnAnew() throws {
        let renderer = try Renderer()
        _ = try renderer.bitmap(try TestSupport.scene(Self.card))
        let recoloured = try renderer.bitmap(try TestSupport.scene(Self.card.replacingOccurrences(of: "#1E1B4B", with: "#FF0000")))
        // The background's first stop is in the top-left corner.
        let corner = recoloured.pixel(x: 0, y: 0)
        #expect(corner.red > 240 && corner.green < 10, "top-left corner: \(corner)")
        let moved = try renderer.bitmap(try TestSupport.scene(Self.card.replacingOccurrences(of: "\"x\": 40, \"y\": 40", with: "\"x\": 60, \"y\": 40")))
        let fresh = try Renderer(configuration: RendererConfiguration(paintCacheBytes: 0))
            .bitmap(try TestSupport.scene(Self.card.replacingOccurrences(of: "\"x\": 40, \"y\": 40", with: "\"x\": 60, \"y\": 40")))
        #expect(moved.premultipliedARGB == fresh.premultipliedARGB)
    }
}
