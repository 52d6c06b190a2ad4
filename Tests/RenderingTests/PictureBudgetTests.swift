import Foundation
import Rendering
import Scene
import Testing

/// The decoded pictures of one render are limited in all, not only one by one.
@Suite struct PictureBudgetTests {
    static let assets = AssetFolder(path: TestSupport.packageRoot.appendingPathComponent("Examples/assets").path)

    /// A photo (720 × 720, 2,073,600 bytes decoded at full size) and an avatar (192 × 192,
    /// 147,456 bytes), each drawn at its natural size, the photo twice.
    static let scene = #"""
    {"width": 1200, "height": 800, "root": {"type": "view", "children": [
      {"type": "image", "src": "card-photo.jpg", "frame": {"width": 720, "height": 720}},
      {"type": "image", "src": "card-avatar.png", "frame": {"x": 800, "width": 192, "height": 192}},
      {"type": "image", "src": "card-photo.jpg", "frame": {"x": 800, "y": 300, "width": 360, "height": 360}}
    ]}}
    """#

    private func render(limit: Int) throws -> Data {
        let renderer = try Renderer(configuration: RendererConfiguration(limits: SceneLimits(maximumPictureBytes: limit), assets: Self.assets, paintCacheBytes: 0))
        return try renderer.renderNow(json: Data(Self.scene.utf8), file: "budget.json").data
    }

    @Test func picturesWithinTheBudgetRender() throws {
        // The photo at full size, the photo at half size (its second box is 360 pixels:
        // 1/2 in the DCT, 518,400 bytes) and the avatar.
        #expect(try !render(limit: 2_073_600 + 518_400 + 147_456).isEmpty)
    }

    @Test func aRenderPastTheBudgetFailsNamingThePicture() throws {
        do {
            _ = try render(limit: 2_073_600 + 518_400 + 147_455)
            Issue.record("the render was not refused")
        } catch let error as RenderError {
            #expect("\(error)".contains("root.children[2]"), "\(error)")
            #expect("\(error)".contains("the scene's pictures take more than 2739455 bytes decoded"), "\(error)")
        }
    }

    /// Only a JPEG decodes smaller than it is: the 192 × 192 PNG avatar drawn in a 40-point
    /// box still decodes whole, 147,456 bytes, and is charged that much, not the 48 × 48 a
    /// JPEG of its size would decode to at 2/8.
    @Test func aPNGDrawnSmallIsChargedItsWholeSize() throws {
        let scene = #"{"width": 60, "height": 60, "root": {"type": "image", "src": "card-avatar.png", "frame": {"width": 40, "height": 40}}}"#
        func render(limit: Int) throws -> Data {
            let renderer = try Renderer(configuration: RendererConfiguration(limits: SceneLimits(maximumPictureBytes: limit), assets: Self.assets, paintCacheBytes: 0))
            return try renderer.renderNow(json: Data(scene.utf8), file: "small-png.json").data
        }
        #expect(try !render(limit: 147_456).isEmpty)
        #expect(throws: RenderError.self) { try render(limit: 147_455) }
    }
}
