import Foundation
import XCTest

/// `--allow-remote` as a user meets it: a scene whose picture is a URL, served over
/// loopback by a real `render-serve`, rendered by the command line and by a second server.
final class RemotePictureCommandTests: XCTestCase {
    static let examples = SchemaRoot.url.appendingPathComponent("Examples").path

    private func scene(_ src: String) -> String {
        ##"{"width": 120, "height": 63, "background": "#FFFFFF", "root": {"type": "image", "src": "\##(src)", "frame": {"width": 120, "height": 63}}}"##
    }

    func testAPictureFromAnAllowedURLIsDrawn() throws {
        let pictures = try ServerProcess(["--templates", Self.examples])
        let folder = try ScratchFolder("remote-cli")
        let url = "http://127.0.0.1:\(pictures.port)/templates/og-card.png?title=From%20a%20URL"
        try folder.write("card.json", scene(url))
        let refused = try folder.run(["card.json", "-o", "refused.png"])
        XCTAssertEqual(refused.status, 0)
        XCTAssertEqual(refused.stderr, "card.json: warning: root.src: the picture was not fetched: the host 127.0.0.1 of \"\(url)\" is not allowed; allow it with --allow-remote 127.0.0.1; its placeholder is drawn instead\n")
        let drawn = try folder.run(["card.json", "-o", "drawn.png", "--allow-remote", "127.0.0.1", "--strict"])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        XCTAssertEqual(drawn.stderr, "")
        XCTAssertNotEqual(try folder.contents("drawn.png"), try folder.contents("refused.png"))
        let local = try folder.run(["card.json", "-o", "any.png", "--allow-remote", "any", "--strict"])
        XCTAssertEqual(local.status, 1, "any never reaches loopback")
        XCTAssertTrue(local.stderr.contains("resolves to an address that is not public"), local.stderr)
    }

    func testABadAllowListEntryIsAUsageError() throws {
        let folder = try ScratchFolder("remote-cli")
        try folder.write("card.json", scene("x.png"))
        let result = try folder.run(["card.json", "-o", "x.png", "--allow-remote", "http://example.com/"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "render-cli: --allow-remote: \"http://example.com/\" is not a host name, an address, *.domain or any\nRun 'render-cli --help' for usage.\n")
    }

    func testTheServiceFetchesWhatItIsAllowedTo() throws {
        let pictures = try ServerProcess(["--templates", Self.examples])
        let folder = try ScratchFolder("remote-cli")
        try folder.write("card.json", scene("http://127.0.0.1:\(pictures.port)/templates/og-card.png"))
        let service = try ServerProcess(["--templates", folder.url.path, "--allow-remote", "127.0.0.1"])
        let served = try Curl.run(["http://127.0.0.1:\(service.port)/templates/card.png"])
        XCTAssertEqual(served.status, 200, served.text)
        let cli = try folder.run(["card.json", "-o", "cli.png", "--allow-remote", "127.0.0.1", "--png", "fast"])
        XCTAssertEqual(cli.status, 0, cli.stderr)
        XCTAssertEqual(served.body, try folder.contents("cli.png"))
    }
}
