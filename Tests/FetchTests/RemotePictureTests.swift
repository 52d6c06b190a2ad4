import Fetch
import Foundation
import Rendering
import Scene
import Testing

/// Pictures from URLs as a scene meets them: fetched from a scripted server on loopback
/// (named in the allow-list, which is what permits a loopback address), refused, failed,
/// limited and cached.
@Suite struct RemotePictureTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/assets")
    static let avatar = try! [UInt8](Data(contentsOf: assets.appendingPathComponent("card-avatar.png")))

    private func scene(_ src: String) throws -> Scene {
        try SceneDecoder().decode(Array(##"{"width": 64, "height": 64, "background": "#FFFFFF", "root": {"type": "image", "src": "\##(src)", "frame": {"width": 64, "height": 64}}}"##.utf8), file: "remote.json")
    }

    private func renderer(_ allowed: [String], configure: (inout RemoteAccess) -> Void = { _ in }) throws -> Renderer {
        var access = try RemoteAccess(allowing: allowed)
        configure(&access)
        return try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: Self.assets.path), remote: access))
    }

    /// The warnings a render of `src` gives, and its pixels.
    private func render(_ src: String, with renderer: Renderer) throws -> (warnings: [String], bitmap: Bitmap) {
        let scene = try scene(src)
        let tree = try renderer.layout(scene)
        return (tree.warnings.map(\.message), try renderer.bitmap(scene))
    }

    @Test func anAllowedURLDrawsThePictureAsTheFileDoes() throws {
        let server = try LoopbackHTTPServer(["/avatar.png": .respond(status: 200, headers: ["Content-Type": "image/png"], body: Self.avatar)])
        let renderer = try renderer(["127.0.0.1"])
        let remote = try render(server.url("/avatar.png"), with: renderer)
        #expect(remote.warnings.isEmpty)
        let file = try renderer.bitmap(try scene("card-avatar.png"))
        #expect(remote.bitmap == file)
    }

    @Test func aURLIsFetchedOnlyFromAllowedHosts() throws {
        let server = try LoopbackHTTPServer(["/avatar.png": .respond(status: 200, body: Self.avatar)])
        let placeholder = try render("missing.png", with: try renderer([])).bitmap
        let refused = try render(server.url("/avatar.png"), with: try renderer([]))
        #expect(refused.warnings == ["the picture was not fetched: the host 127.0.0.1 of \"\(server.url("/avatar.png"))\" is not allowed; allow it with --allow-remote 127.0.0.1; its placeholder is drawn instead"])
        #expect(refused.bitmap == placeholder)
        #expect(server.requests(for: "/avatar.png").isEmpty)
    }

    @Test func anyDoesNotReachLoopback() throws {
        let server = try LoopbackHTTPServer(["/avatar.png": .respond(status: 200, body: Self.avatar)])
        let refused = try render(server.url("/avatar.png"), with: try renderer(["any"]))
        #expect(refused.warnings.first?.contains("resolves to an address that is not public") == true, "\(refused.warnings)")
        #expect(server.requests(for: "/avatar.png").isEmpty, "no connection was made")
        let named = try render("http://localhost:\(server.port)/avatar.png", with: try renderer(["any", "127.0.0.1"]))
        #expect(named.warnings.first?.contains("not public") == true, "a name resolving to loopback is not the address named: \(named.warnings)")
    }

    @Test func redirectsAreCheckedAtEveryHop() throws {
        let server = try LoopbackHTTPServer([
            "/to-private": .redirect(location: "http://10.255.255.1/avatar.png"),
            "/to-elsewhere": .redirect(location: "http://pictures.invalid/avatar.png"),
            "/to-file": .redirect(location: "file:///etc/passwd"),
            "/hop": .redirect(status: 307, location: "/avatar.png"),
            "/loop": .redirect(location: "/loop"),
            "/avatar.png": .respond(status: 200, body: Self.avatar),
        ])
        let renderer = try renderer(["127.0.0.1", "any"])
        #expect(try render(server.url("/hop"), with: renderer).warnings.isEmpty)
        let start = ContinuousClock.now
        #expect(try render(server.url("/to-private"), with: renderer).warnings.first?.contains("not public") == true)
        #expect(ContinuousClock.now - start < .seconds(2), "the private address was refused, not tried")
        let elsewhere = try render(server.url("/to-elsewhere"), with: try self.renderer(["127.0.0.1"])).warnings
        #expect(elsewhere.first?.contains("redirected to the host pictures.invalid, which is not allowed") == true, "\(elsewhere)")
        #expect(try render(server.url("/to-file"), with: renderer).warnings.first?.contains("not an http or https URL") == true)
        #expect(try render(server.url("/loop"), with: renderer).warnings.first?.contains("redirected more than 3 times") == true)
        #expect(server.requests(for: "/loop").count == 4)
    }

    @Test func failuresAreWarningsAndStrictErrors() throws {
        let server = try LoopbackHTTPServer(["/page": .respond(status: 200, headers: ["Content-Type": "text/html"], body: Array("<html>sign in</html>".utf8))])
        let renderer = try renderer(["127.0.0.1"])
        #expect(try render(server.url("/gone.png"), with: renderer).warnings.first?.contains("answered HTTP 404") == true)
        #expect(try render(server.url("/page"), with: renderer).warnings.first?.contains("is not a PNG, JPEG, WebP, GIF or SVG picture") == true)
        let strict = try Renderer(configuration: RendererConfiguration(strict: true, remote: try RemoteAccess(allowing: ["127.0.0.1"])))
        let gone = try scene(server.url("/gone.png"))
        #expect(throws: StrictModeError.self) { try strict.renderNow(gone) }
    }

    @Test func aSlowServerCostsTheDeadlineOnly() throws {
        let server = try LoopbackHTTPServer(["/slow.png": .respond(status: 200, body: Self.avatar, delay: 5)])
        let renderer = try renderer(["127.0.0.1"]) { $0.totalTimeout = .milliseconds(400) }
        let start = ContinuousClock.now
        let slow = try render(server.url("/slow.png"), with: renderer)
        #expect(ContinuousClock.now - start < .seconds(3))
        #expect(slow.warnings.first?.contains("was not fetched in time") == true, "\(slow.warnings)")
    }

    @Test func anEndlessBodyStopsAtTheByteLimit() throws {
        let server = try LoopbackHTTPServer(["/endless.png": .endless])
        let renderer = try renderer(["127.0.0.1"]) { $0.maximumBytes = 200_000 }
        let start = ContinuousClock.now
        let endless = try render(server.url("/endless.png"), with: renderer)
        #expect(ContinuousClock.now - start < .seconds(3))
        #expect(endless.warnings.first?.contains("is larger than 200000 bytes") == true, "\(endless.warnings)")
    }

    @Test func concurrentRendersFetchAPictureOnce() async throws {
        let server = try LoopbackHTTPServer(["/shared.png": .respond(status: 200, headers: ["Cache-Control": "max-age=60"], body: Self.avatar, delay: 0.3)])
        let renderer = try renderer(["127.0.0.1"])
        let scene = try scene(server.url("/shared.png"))
        let sequential = try renderer.bitmap(scene)
        let concurrent = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<8 { group.addTask { try renderer.bitmap(scene) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(concurrent.allSatisfy { $0 == sequential })
        #expect(server.requests(for: "/shared.png").count == 1)
    }

    @Test func aRenderFetchesItsURLsTogetherButBounded() throws {
        let paths = (0..<40).map { "/tile-\($0).png" }
        let server = try LoopbackHTTPServer(Dictionary(uniqueKeysWithValues: paths.map {
            ($0, LoopbackHTTPServer.Behaviour.respond(status: 200, body: Self.avatar, delay: 0.2))
        }))
        let tiles = paths.map { ##"{"type": "image", "src": "\##(server.url($0))", "frame": {"width": 8, "height": 8}}"## }
        let scene = try SceneDecoder().decode(Array(##"{"width": 64, "height": 64, "root": {"type": "view", "children": [\##(tiles.joined(separator: ","))]}}"##.utf8), file: "tiles.json")
        let start = ContinuousClock.now
        #expect(try renderer(["127.0.0.1"]).layout(scene).warnings.isEmpty)
        #expect(ContinuousClock.now - start < .seconds(4), "40 fetches of 0.2 s each ran together, not one after another")
        #expect(paths.allSatisfy { server.requests(for: $0).count == 1 })
        #expect(server.mostAtOnce > 1)
        #expect(server.mostAtOnce <= 16, "at most 16 fetches at once, however many URLs a scene names")
    }

    @Test func aStaleCopyIsRevalidated() throws {
        let server = try LoopbackHTTPServer(["/tagged.png": .validated(etag: "\"v1\"", headers: ["Cache-Control": "no-cache"], body: Self.avatar)])
        let renderer = try renderer(["127.0.0.1"])
        let first = try render(server.url("/tagged.png"), with: renderer)
        let second = try render(server.url("/tagged.png"), with: renderer)
        #expect(first.warnings.isEmpty && second.warnings.isEmpty)
        #expect(first.bitmap == second.bitmap)
        let requests = server.requests(for: "/tagged.png")
        #expect(requests.count >= 2)
        #expect(requests.dropFirst().allSatisfy { $0.headers["if-none-match"] == "\"v1\"" }, "a stale copy is asked about, not fetched again")
    }
}
