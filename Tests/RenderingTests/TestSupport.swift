import Foundation
import Rendering
import Scene
import SceneTesting

/// Paths and helpers shared by the rendering tests.
enum TestSupport {
    /// The package's root folder, found from this file's location.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let goldens = packageRoot.appendingPathComponent("Goldens")

    /// The folder a golden scene lives in, such as `Goldens/text`: its asset folder.
    static func assetFolder(for golden: GoldenCase) -> AssetFolder {
        AssetFolder(path: golden.scene.deletingLastPathComponent().path)
    }

    /// A renderer that resolves a golden scene's relative paths (its `fonts`) in the golden's
    /// own folder.
    static func renderer(for golden: GoldenCase) throws -> Renderer {
        try Renderer(configuration: RendererConfiguration(assets: assetFolder(for: golden)))
    }

    /// Decodes a scene written inline in a test.
    static func scene(_ json: String) throws -> Scene {
        try SceneDecoder().decode(Array(json.utf8), file: "test.json")
    }

    /// Renders a scene to pixels with a fresh default renderer.
    static func bitmap(_ json: String, scale: Double? = nil) throws -> Bitmap {
        try Renderer().bitmap(try scene(json), scale: scale)
    }
}
