import Foundation
import Rendering
import Scene
import Testing

/// Colours taken from pictures, on a picture made for the purpose: a white field (so every
/// edge pixel is white) holding a 40 × 40 red square, a 20 × 20 blue one and a 10 × 10 dark
/// green one. By construction the background is white and the other three follow by area.
struct ImageColorsTests {
    private func folderWithPicture() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-colors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let picture = Scene(width: 100, height: 100, background: .color(Color(red8: 255, green8: 255, blue8: 255))) {
            View {
                View().place(x: 10, y: 10, width: 40, height: 40).background(Color(red8: 255, green8: 0, blue8: 0))
                View().place(x: 60, y: 10, width: 20, height: 20).background(Color(red8: 0, green8: 0, blue8: 255))
                View().place(x: 60, y: 60, width: 10, height: 10).background(Color(red8: 0, green8: 100, blue8: 0))
            }
        }
        let png = try Renderer().renderNow(picture, options: RenderOptions(format: .png())).data
        try png.write(to: folder.appendingPathComponent("picture.png"))
        return folder
    }

    @Test func rolesFollowTheEdgesAndTheAreas() throws {
        let folder = try folderWithPicture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: folder.path)))
        let json = #"""
            {"width": 10, "height": 10, "background": {"fromImage": "picture.png", "role": "background"}, "root": {"type": "vstack", "children": [
              {"type": "view", "background": {"fromImage": "picture.png", "role": "primary"}},
              {"type": "view", "background": {"fromImage": "picture.png", "role": "secondary"}},
              {"type": "view", "background": {"fromImage": "picture.png"}, "border": {"color": {"fromImage": "picture.png", "role": "detail"}}}
            ]}}
            """#
        let scene = try renderer.decode(json: Data(json.utf8), file: "themed.json")
        #expect(scene.background == .color(Color(red8: 255, green8: 255, blue8: 255)))
        let children = scene.root.children
        #expect(children[0].style.background == .color(Color(red8: 255, green8: 0, blue8: 0)))
        #expect(children[1].style.background == .color(Color(red8: 0, green8: 0, blue8: 255)))
        // The role defaults to primary.
        #expect(children[2].style.background == .color(Color(red8: 255, green8: 0, blue8: 0)))
        #expect(children[2].style.border?.uniform?.color == Color(red8: 0, green8: 99, blue8: 0))
        // The same analysis through the Swift API, from the file and from its bytes.
        let colors = try renderer.colors(of: .file("picture.png"))
        #expect(colors.background == Color(red8: 255, green8: 255, blue8: 255) && colors.primary == Color(red8: 255, green8: 0, blue8: 0))
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("picture.png")))
        #expect(try renderer.colors(of: .bytes(bytes)) == colors)
        #expect(throws: RenderError.self) { try renderer.colors(of: .file("missing.png")) }
    }

    @Test func badReferencesNameTheirPath() throws {
        let folder = try folderWithPicture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: folder.path)))
        func error(_ background: String) -> String? {
            let json = #"{"width": 10, "height": 10, "background": "# + background + #", "root": {"type": "view"}}"#
            do {
                _ = try renderer.decode(json: Data(json.utf8), file: "card.json")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error(#"{"fromImage": "missing.png"}"#) == #"card.json:1:57: background.fromImage: "missing.png" does not exist in the asset folder"#)
        #expect(error(#"{"fromImage": "picture.png", "role": "accent"}"#)
            == #"card.json:1:80: background.role: expected one of "background", "primary", "secondary", "detail", received "accent""#)
        #expect(error(#"{"fromImage": "picture.png", "tone": "dark"}"#)
            == #"card.json:1:72: background.tone: unknown key "tone" in a colour from an image; allowed keys: fromImage, role"#)
    }
}
