import Foundation
import Rendering
import Scene
import Testing

/// An animated WebP used as a picture shows its first frame, as an animated GIF does.
struct AnimatedSourceTests {
    private func frame(_ color: String) throws -> Bitmap {
        try TestSupport.bitmap(#"{"width": 8, "height": 8, "background": "\#(color)", "root": {"type": "view"}}"#)
    }

    @Test func anAnimatedWebPShowsItsFirstFrame() throws {
        let encoder = try AnimatedWebPEncoder(width: 8, height: 8, fps: 10)
        try encoder.append(try frame("red"))
        try encoder.append(try frame("blue"))
        let webp = try encoder.finish()
        let scene = try TestSupport.scene(#"{"width": 8, "height": 8, "root": {"type": "image", "src": "data:image/webp;base64,\#(webp.base64EncodedString())", "width": 8, "height": 8}}"#)
        let result = try Renderer().bitmap(scene)
        #expect(result.pixel(x: 4, y: 4) == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(try Renderer().layout(scene).warnings.isEmpty)
    }
}
