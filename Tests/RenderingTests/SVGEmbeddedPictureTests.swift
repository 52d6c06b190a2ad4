import Foundation
import Rendering
import Scene
import Testing

/// A picture embedded in an SVG meets the same header checks as any picture: a PNG that
/// claims 100,000 × 100,000 pixels in a few bytes is refused before librsvg decodes it.
struct SVGEmbeddedPictureTests {
    /// A PNG signature and an IHDR chunk claiming `width` × `height`: all a bomb needs.
    private func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func word(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + word(13) + Array("IHDR".utf8) + word(width) + word(height) + [8, 6, 0, 0, 0] + word(0)
    }

    private func scene(embedding picture: [UInt8], type: String = "image/png") -> String {
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='100' height='100'>"
            + "<image width='100' height='100' xlink:href='data:\(type);base64,\(Data(picture).base64EncodedString())'/></svg>"
        let uri = "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()
        return #"{"width": 100, "height": 100, "root": {"type": "image", "src": "\#(uri)", "width": 100, "height": 100}}"#
    }

    private func error(_ json: String) -> String? {
        do {
            _ = try Renderer().renderNow(json: Data(json.utf8), file: "card.json")
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func anEmbeddedBombIsRefusedFromItsHeader() {
        #expect(error(scene(embedding: pngHeader(width: 100_000, height: 100_000)))
            == "card.json: root.src: an embedded PNG picture is 100000 × 100000 pixels; pictures may have at most 50000000 pixels")
    }

    @Test func anSVGInsideAnSVGIsRefused() {
        let inner = Array("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'/>".utf8)
        #expect(error(scene(embedding: inner, type: "image/svg+xml")) == "card.json: root.src: SVG documents inside SVG documents are refused")
    }

    @Test func aSmallEmbeddedPictureStillDraws() throws {
        let red = try TestSupport.bitmap(#"{"width": 4, "height": 4, "background": "red", "root": {"type": "view"}}"#).encoded(as: .png())
        let bitmap = try Renderer().bitmap(try TestSupport.scene(scene(embedding: Array(red))))
        #expect(bitmap.pixel(x: 50, y: 50) == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
    }
}
