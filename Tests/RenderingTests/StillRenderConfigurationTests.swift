@testable import Rendering
import Foundation
import Scene
import Testing

/// A still command-line render keeps no paint layers and opens fonts' faces as it uses
/// them, to keep its memory down; its images must be the ones a long-lived renderer, such
/// as the server's, makes of the same scenes, byte for byte.
struct StillRenderConfigurationTests {
    /// Every golden scene, drawn with layers lent (the background painted straight onto
    /// the canvas) and with the faces of installed fonts left to Cairo to open.
    @Test func everyGoldenSceneComesOutAsALongLivedRendererDrawsIt() throws {
        var compared = 0
        for folder in try FileManager.default.contentsOfDirectory(atPath: TestSupport.goldens.path).sorted() {
            let directory = TestSupport.goldens.appendingPathComponent(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { continue }
            // One of each a folder, as a server keeps one renderer for many scenes; the still
            // one keeps nothing between them.
            let assets = AssetFolder(path: directory.path)
            let longLived = try Renderer(configuration: RendererConfiguration(assets: assets))
            let still = try Renderer(configuration: RendererConfiguration(assets: assets, keepsPaintLayers: false, opensInstalledFontFaces: false))
            for name in names.sorted() where name.hasSuffix(".json") {
                let scene = try longLived.decode(json: try Data(contentsOf: directory.appendingPathComponent(name)), file: name)
                let same = try still.bitmap(scene).premultipliedARGB == longLived.bitmap(scene).premultipliedARGB
                #expect(same, "\(folder)/\(name)")
                compared += 1
            }
        }
        #expect(compared >= 80, "the goldens were found")
    }
}
