import Fetch
import Foundation
import Rendering
import Scene
import Testing

/// A `fonts` entry given as a URL: fetched as pictures are, from allowed hosts only.
@Suite struct RemoteFontTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Goldens/text/assets")
    static let woff2 = try! [UInt8](Data(contentsOf: fonts.appendingPathComponent("ComicNeue-Regular.woff2")))

    private func scene(_ font: String) throws -> Scene {
        try SceneDecoder().decode(Array(##"{"width": 240, "height": 40, "background": "#FFFFFF", "fonts": ["\##(font)"], "root": {"type": "label", "text": "Brand type", "font": {"family": "Comic Neue", "size": 24}}}"##.utf8), file: "font.json")
    }

    private func renderer(_ allowed: [String]) throws -> Renderer {
        try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: Self.fonts.path), remote: try RemoteAccess(allowing: allowed)))
    }

    @Test func aFontFromAnAllowedURLSetsTheTextAsTheFileDoes() throws {
        let server = try LoopbackHTTPServer(["/brand.woff2": .respond(status: 200, headers: ["Content-Type": "font/woff2"], body: Self.woff2)])
        let renderer = try renderer(["127.0.0.1"])
        let remote = try scene(server.url("/brand.woff2"))
        #expect(try renderer.layout(remote).warnings.isEmpty)
        let fromURL = try renderer.bitmap(remote)
        let fromFile = try renderer.bitmap(try scene("ComicNeue-Regular.woff2"))
        #expect(fromURL == fromFile)
    }

    @Test func aFontURLNotAllowedIsAWarningAndTheTextFallsBack() throws {
        let server = try LoopbackHTTPServer(["/brand.woff2": .respond(status: 200, body: Self.woff2)])
        let warnings = try renderer([]).layout(try scene(server.url("/brand.woff2"))).warnings
        #expect(warnings.map(\.path.description) == ["fonts[0]", "root.font.family"])
        #expect(warnings.first?.message.hasPrefix("the font was not fetched: the host 127.0.0.1") == true, "\(warnings)")
        #expect(server.requests(for: "/brand.woff2").isEmpty)
    }
}
