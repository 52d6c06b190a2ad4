import Foundation
import XCTest

/// The thumbnail service as a client meets it: a real `render-serve` on a loopback port,
/// real HTTP through curl (and raw sockets for what curl will not send), stopped by SIGTERM.
final class ServiceTests: XCTestCase {
    static let examples = SchemaRoot.url.appendingPathComponent("Examples").path

    private func server(_ extra: [String] = []) throws -> ServerProcess {
        try ServerProcess(["--templates", Self.examples] + extra)
    }

    // MARK: - Templates

    func testATemplateURLGivesTheImageTheCommandLineMakes() throws {
        let server = try server()
        let folder = try ScratchFolder("service-tests")
        let result = try Curl.run(["\(server.base)/templates/og-card.png?title=Served%20over%20HTTP&minutes=4"])
        XCTAssertEqual(result.status, 200, result.text)
        XCTAssertEqual(result.headers["content-type"], "image/png")
        XCTAssertEqual(result.headers["cache-control"], "public, max-age=86400")
        let cli = try folder.run(["\(Self.examples)/og-card.json", "--set", "title=Served over HTTP", "--set", "minutes=4", "--png", "fast", "-o", "cli.png"])
        XCTAssertEqual(cli.status, 0, cli.stderr)
        XCTAssertEqual(result.body, try folder.contents("cli.png"), "the service compresses PNG as `--png fast` does")
        let head = RawConnection.exchange(port: server.port, "HEAD /templates/og-card.png?title=Served%20over%20HTTP&minutes=4 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        XCTAssertTrue(head.hasPrefix("HTTP/1.1 200 OK\r\n"), head)
        XCTAssertTrue(head.contains("\r\nContent-Length: \(result.body.count)\r\n"), head)
        XCTAssertTrue(head.contains("\r\nETag: \(result.headers["etag"] ?? "?")\r\n"), head)
        XCTAssertTrue(head.hasSuffix("\r\n\r\n"), "a HEAD answer has no body")
        let jpeg = try Curl.run(["\(server.base)/templates/og-card.jpg?quality=70"])
        XCTAssertEqual(jpeg.headers["content-type"], "image/jpeg")
        XCTAssertEqual(Array(jpeg.body.prefix(2)), [0xFF, 0xD8])
        XCTAssertEqual(server.stop(), 0)
    }

    func testOtherQueryParametersAreIgnoredAndShareTheCachedImage() throws {
        let server = try server()
        let first = try Curl.run(["\(server.base)/templates/og-card.png?title=Shared"])
        let tracked = try Curl.run(["\(server.base)/templates/og-card.png?utm_source=news&title=Shared&v=3"])
        XCTAssertEqual(tracked.status, 200)
        XCTAssertEqual(tracked.body, first.body)
        XCTAssertEqual(tracked.headers["etag"], first.headers["etag"])
        server.stop()
        let log = server.stderr.split(separator: "\n").filter { $0.hasPrefix("{\"method\": \"GET\", \"path\": \"/templates/og-card.png\"") }
        XCTAssertEqual(log.count, 2)
        XCTAssertTrue(log[0].hasSuffix("\"cache\": \"miss\"}"), String(log[0]))
        XCTAssertTrue(log[1].hasSuffix("\"cache\": \"hit\"}"), String(log[1]))
    }

    func testAMatchingETagAnswers304WithoutRendering() throws {
        let server = try server()
        let first = try Curl.run(["\(server.base)/templates/og-card.png?title=Tagged"])
        let etag = try XCTUnwrap(first.headers["etag"])
        XCTAssertTrue(etag.hasPrefix("\"") && etag.hasSuffix("\""), etag)
        let again = try Curl.run(["-H", "If-None-Match: \(etag)", "\(server.base)/templates/og-card.png?title=Tagged"])
        XCTAssertEqual(again.status, 304)
        XCTAssertEqual(again.body, Data())
        XCTAssertEqual(again.headers["etag"], etag)
        let other = try Curl.run(["-H", "If-None-Match: \(etag)", "\(server.base)/templates/og-card.png?title=Other"])
        XCTAssertEqual(other.status, 200)
        XCTAssertNotEqual(other.headers["etag"], etag)
        let metrics = try Curl.run(["\(server.base)/metrics"]).text
        XCTAssertTrue(metrics.contains("render_duration_seconds_count 2\n"), metrics)
        XCTAssertTrue(metrics.contains("render_http_requests_total{route=\"template\",status=\"304\"} 1\n"), metrics)
    }

    func testIdenticalRequestsArrivingTogetherRenderOnce() throws {
        let server = try server()
        let url = "\(server.base)/templates/og-card.png?title=Eight%20at%20once"
        let results = LockedResults()
        LockedResults.together(8) { _ in results.add(try? Curl.run([url])) }
        XCTAssertEqual(results.all.map(\.status), Array(repeating: 200, count: 8))
        XCTAssertEqual(Set(results.all.map(\.body)).count, 1)
        let metrics = try Curl.run(["\(server.base)/metrics"]).text
        XCTAssertTrue(metrics.contains("render_duration_seconds_count 1\n"), metrics)
        XCTAssertTrue(metrics.contains("render_cache_misses_total 1\n"), metrics)
        XCTAssertTrue(metrics.contains("render_cache_hits_total 7\n"), metrics)
    }

    // MARK: - Errors

    func testErrorsAreJSONWithTheirPlaceAndStatus() throws {
        let server = try server()
        let invalid = try Curl.run(["\(server.base)/templates/og-card.png?minutes=1.5"])
        XCTAssertEqual(invalid.status, 400)
        XCTAssertEqual(invalid.headers["content-type"], "application/json")
        XCTAssertEqual(invalid.text, #"{"error": {"status": 400, "message": "og-card.json:9:5: params.minutes (set by the query parameter \"minutes\"): expected a whole number, received \"1.5\"", "line": 9, "column": 5, "parameter": "params.minutes (set by the query parameter \"minutes\")"}}"# + "\n")
        let misplaced = try Curl.run(["\(server.base)/templates/og-card.png?avatar=../README.md"])
        XCTAssertEqual(misplaced.status, 400)
        XCTAssertTrue(misplaced.text.contains(#""path": "root.children[1].children[1].children[0].src""#), misplaced.text)
        let unknown = try Curl.run(["\(server.base)/templates/og-crad.png"])
        XCTAssertEqual(unknown.status, 404)
        XCTAssertEqual(unknown.text, #"{"error": {"status": 404, "message": "no template \"og-crad\"; did you mean \"og-card\"?"}}"# + "\n")
        XCTAssertEqual(try Curl.run(["\(server.base)/templates/og-card.gif"]).status, 404)
        XCTAssertEqual(try Curl.run(["\(server.base)/nothing"]).status, 404)
        let method = try Curl.run(["-X", "DELETE", "\(server.base)/templates/og-card.png"])
        XCTAssertEqual(method.status, 405)
        XCTAssertEqual(method.headers["allow"], "GET, HEAD")
        XCTAssertEqual(try Curl.run(["\(server.base)/templates/og-card.png?scale=99"]).status, 400)
        XCTAssertEqual(try Curl.run(["\(server.base)/templates/og-card.png?title=" + String(repeating: "x", count: 9000)]).status, 414)
        XCTAssertEqual(try Curl.run(["-H", "X-Big: " + String(repeating: "y", count: 40000), "\(server.base)/healthz"]).status, 431)
        XCTAssertEqual(try Curl.run(["\(server.base)/healthz"]).status, 200, "bad requests never take the server down")
        XCTAssertEqual(server.stop(), 0)
    }

    func testThePNGModeIsTheServersToChooseAndPartOfTheETag() throws {
        let fast = try server()
        let balanced = try server(["--png", "default"])
        let folder = try ScratchFolder("service-tests")
        let path = "/templates/og-card.png?title=Compressed"
        let quick = try Curl.run([fast.base + path]), small = try Curl.run([balanced.base + path])
        XCTAssertEqual(small.status, 200, small.text)
        let cli = try folder.run(["\(Self.examples)/og-card.json", "--set", "title=Compressed", "-o", "cli.png"])
        XCTAssertEqual(cli.status, 0, cli.stderr)
        XCTAssertEqual(small.body, try folder.contents("cli.png"), "--png default gives the command line's default bytes")
        XCTAssertLessThan(small.body.count, quick.body.count)
        XCTAssertNotEqual(small.headers["etag"], quick.headers["etag"], "other bytes need another ETag")
        let refused = try folder.run(["serve", "--templates", Self.examples, "--png", "tiny"])
        XCTAssertEqual(refused.status, 64)
        XCTAssertEqual(refused.stderr, "render-cli serve: --png expects one of fast, default, small, received 'tiny'\nRun 'render-cli serve --help' for usage.\n")
    }

    func testPostRendersAScene() throws {
        let server = try server()
        let folder = try ScratchFolder("service-tests")
        let scene = ##"{"width": 40, "height": 20, "background": "#0EA5E9", "root": {"type": "label", "text": "Hi", "font": {"size": 10}}}"##
        try folder.write("scene.json", scene)
        let png = try Curl.run(["-H", "Content-Type: application/json", "--data-binary", scene, "\(server.base)/render"])
        XCTAssertEqual(png.status, 200)
        let cli = try folder.run(["scene.json", "--png", "fast", "-o", "scene.png"])
        XCTAssertEqual(cli.status, 0, cli.stderr)
        XCTAssertEqual(png.body, try folder.contents("scene.png"))
        let webp = try Curl.run(["-H", "Content-Type: application/json", "-H", "Accept: image/webp", "--data-binary", scene, "\(server.base)/render"])
        XCTAssertEqual(webp.headers["content-type"], "image/webp")
        let pdf = try Curl.run(["-H", "Content-Type: application/json", "--data-binary", scene, "\(server.base)/render?format=pdf"])
        XCTAssertEqual(pdf.headers["content-type"], "application/pdf")
        let bad = try Curl.run(["-H", "Content-Type: application/json", "--data-binary", #"{"width": 40, "height": 20, "root": {"type": "veiw"}}"#, "\(server.base)/render"])
        XCTAssertEqual(bad.status, 400)
        XCTAssertTrue(bad.text.contains(#""path": "root.type", "line": 1, "column": 46"#), bad.text)
        let malformed = try Curl.run(["-H", "Content-Type: application/json", "--data-binary", "{\"width\": ", "\(server.base)/render"])
        XCTAssertEqual(malformed.status, 400)
        let wide = try Curl.run(["-H", "Content-Type: application/json", "--data-binary", #"{"width": 20000, "height": 10, "root": {"type": "view"}}"#,
                                 "\(server.base)/render?format=webp"])
        XCTAssertEqual(wide.status, 400, "a format that cannot hold the image is the client's to change")
        XCTAssertEqual(wide.text, #"{"error": {"status": 400, "message": "WebP images can be at most 16383 pixels wide and high; this one is 20000×10"}}"# + "\n")
        let conditional = try Curl.run(["-H", "Content-Type: application/json", "-H", "If-None-Match: *", "--data-binary", scene, "\(server.base)/render"])
        XCTAssertEqual(conditional.status, 412, "a POST is never answered 304")
        let gif = try Curl.run(["-H", "Content-Type: application/json", "--data-binary", scene, "\(server.base)/render?format=gif"])
        XCTAssertEqual(gif.status, 400)
        XCTAssertEqual(gif.text, #"{"error": {"status": 400, "message": "unknown format \"gif\"; use png, jpeg, webp, pdf or svg"}}"# + "\n")
        let form = try Curl.run(["--data-binary", scene, "\(server.base)/render"])
        XCTAssertEqual(form.status, 415)
        XCTAssertEqual(try Curl.run(["\(server.base)/render"]).status, 405)
    }

    /// An SVG that exhausts its sandbox fails its own request; the server, and an SVG with
    /// text in the next request, carry on.
    func testAnSVGThatFailsInItsSandboxFailsOnlyItsRequest() throws {
        let server = try server()
        func scene(_ svg: String) -> String {
            let uri = "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()
            return #"{"width": 200, "height": 100, "background": "white", "root": {"type": "image", "src": "\#(uri)", "width": 200, "height": 100}}"#
        }
        let bomb = #"<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"><filter id="b"><feGaussianBlur stdDeviation="40"/></filter><rect width="30000" height="30000" fill="red" filter="url(#b)"/></svg>"#
        let failed = try Curl.run(["-H", "Content-Type: application/json", "--data-binary", scene(bomb), "\(server.base)/render"])
        XCTAssertTrue((400..<600).contains(failed.status), failed.text)
        XCTAssertTrue(failed.text.contains("root.src"), failed.text)
        let text = ##"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><text x="10" y="80" font-size="80" fill="#000000">HI</text></svg>"##
        let drawn = try Curl.run(["-H", "Content-Type: application/json", "--data-binary", scene(text), "\(server.base)/render"])
        XCTAssertEqual(drawn.status, 200, drawn.text)
        XCTAssertEqual(drawn.headers["content-type"], "image/png")
        XCTAssertEqual(server.stop(), 0, "the server was still running, and stopped cleanly")
    }

    func testABodyTooLargeIsRefusedFromItsLengthBeforeItIsRead() throws {
        let server = try server(["--max-body-bytes", "1000"])
        let folder = try ScratchFolder("service-tests")
        try folder.write("big.json", String(repeating: " ", count: 5000))
        let expecting = try Curl.run(["-H", "Content-Type: application/json", "-H", "Expect: 100-continue", "--data-binary", "@\(folder.path("big.json"))", "\(server.base)/render"])
        XCTAssertEqual(expecting.status, 413)
        XCTAssertEqual(expecting.text, #"{"error": {"status": 413, "message": "the body is 5000 bytes; at most 1000 are accepted"}}"# + "\n")
        let chunked = try Curl.run(["-H", "Content-Type: application/json", "-H", "Transfer-Encoding: chunked", "--data-binary", "@\(folder.path("big.json"))", "\(server.base)/render"])
        XCTAssertEqual(chunked.status, 413)
    }

    func testNoPostSwitchesTheRenderEndpointOff() throws {
        let server = try server(["--no-post"])
        let result = try Curl.run(["-H", "Content-Type: application/json", "--data-binary", "{}", "\(server.base)/render"])
        XCTAssertEqual(result.status, 404)
    }

    // MARK: - Signing, limits and load

    func testSignedURLsAreRequiredWithAKey() throws {
        let server = try server(["--signing-key", "s3cret"])
        let path = "/templates/og-card.png"
        XCTAssertEqual(try Curl.run(["\(server.base)\(path)?title=Hi"]).status, 403)
        // The signature computed by Python's hmac module, not by the code under test.
        let canonical = "\(path)?minutes=4&title=Hi%20there"
        let script = "import base64, hashlib, hmac, sys; print(base64.urlsafe_b64encode(hmac.new(b's3cret', sys.argv[1].encode(), hashlib.sha256).digest()).rstrip(b'=').decode())"
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        python.arguments = ["-c", script, canonical]
        let output = Pipe()
        python.standardOutput = output
        try python.run()
        let signature = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        python.waitUntilExit()
        let signed = try Curl.run(["\(server.base)\(path)?title=Hi%20there&minutes=4&signature=\(signature)&utm_source=x"])
        XCTAssertEqual(signed.status, 200, signed.text)
        XCTAssertEqual(try Curl.run(["\(server.base)\(path)?title=Hi%20there&minutes=5&signature=\(signature)"]).status, 403)
    }

    func testAFullQueueAnswers503AndReadinessSaysSo() throws {
        let server = try server(["--workers", "1", "--queue", "1"])
        let results = LockedResults()
        let base = server.base
        LockedResults.together(8) { index in results.add(try? Curl.run(["\(base)/templates/og-card.png?title=Load%20\(index)"])) }
        let statuses = results.all.map(\.status)
        XCTAssertEqual(statuses.count, 8)
        XCTAssertTrue(statuses.allSatisfy { $0 == 200 || $0 == 503 }, "\(statuses)")
        XCTAssertTrue(statuses.contains(503), "\(statuses)")
        XCTAssertTrue(statuses.contains(200), "\(statuses)")
        XCTAssertTrue(results.all.filter { $0.status == 503 }.allSatisfy { $0.headers["retry-after"] == "1" })
        XCTAssertEqual(try Curl.run(["\(server.base)/readyz"]).status, 200, "idle again")
    }

    func testARenderPastItsDeadlineAnswers504() throws {
        let server = try server(["--render-deadline", "0.001"])
        let result = try Curl.run(["\(server.base)/templates/og-card.png?title=Too%20slow"])
        XCTAssertEqual(result.status, 504)
        XCTAssertEqual(try Curl.run(["\(server.base)/healthz"]).status, 200)
    }

    func testHealthReadinessAndMetrics() throws {
        let server = try server()
        XCTAssertEqual(try Curl.run(["\(server.base)/healthz"]).text, "ok\n")
        XCTAssertEqual(try Curl.run(["\(server.base)/readyz"]).text, "ready\n")
        _ = try Curl.run(["\(server.base)/templates/og-card.png"])
        let metrics = try Curl.run(["\(server.base)/metrics"])
        XCTAssertEqual(metrics.headers["content-type"], "text/plain; version=0.0.4; charset=utf-8")
        for line in ["# TYPE render_http_requests_total counter", "render_http_requests_total{route=\"healthz\",status=\"200\"} 1",
                     "render_http_requests_total{route=\"template\",status=\"200\"} 1", "# TYPE render_duration_seconds histogram",
                     "render_duration_seconds_bucket{le=\"+Inf\"} 1", "render_in_flight 0", "render_queue_depth 0", "render_cache_misses_total 1"] {
            XCTAssertTrue(metrics.text.contains(line + "\n"), "missing \(line) in \(metrics.text)")
        }
    }

    // MARK: - Bad clients and shutdown

    func testMalformedRequestsDoNotHurtTheServer() throws {
        let server = try server(["--timeout", "1"])
        // libmicrohttpd closes a connection that sends no request line it can read.
        let garbage = RawConnection.exchange(port: server.port, "\u{01}\u{02}GARBAGE\r\n\r\n")
        XCTAssertTrue(garbage.isEmpty || garbage.hasPrefix("HTTP/1.1 400"), garbage)
        let brew = try RawConnection(port: server.port)
        brew.send("BREW /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        XCTAssertTrue(brew.receiveAll().hasPrefix("HTTP/1.1 405"))
        let truncated = try RawConnection(port: server.port)
        truncated.send("POST /render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"width\"")
        let slow = try RawConnection(port: server.port)
        slow.send("GET /healthz HTTP/1.1\r\nHost: x\r\n")
        let start = Date()
        XCTAssertEqual(slow.receiveAll(), "", "an idle client is closed without an answer")
        XCTAssertLessThan(Date().timeIntervalSince(start), 8)
        XCTAssertEqual(try Curl.run(["\(server.base)/healthz"]).status, 200)
        XCTAssertEqual(server.stop(), 0)
    }

    func testSIGTERMFinishesTheRequestInFlightThenExits() throws {
        let server = try server()
        let results = LockedResults()
        let done = DispatchSemaphore(value: 0)
        let base = server.base
        DispatchQueue.global().async {
            results.add(try? Curl.run(["\(base)/templates/og-card.png?title=In%20flight"]))
            done.signal()
        }
        // The signal goes once the render is running (or, on a fast machine, already done),
        // not after a fixed pause that a loaded machine can outlast before the request lands.
        let deadline = Date().addingTimeInterval(10)
        while results.all.isEmpty, Date() < deadline {
            let metrics = (try? Curl.run(["\(base)/metrics"]))?.text ?? ""
            if metrics.split(separator: "\n").contains(where: { $0.hasPrefix("render_in_flight ") && $0 != "render_in_flight 0" }) { break }
            usleep(2_000)
        }
        XCTAssertEqual(server.stop(), 0)
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(results.all.first?.status, 200)
        XCTAssertThrowsError(try RawConnection(port: server.port), "nothing listens after the exit")
    }

    func testARenderPastTheGracePeriodDoesNotStopTheExit() throws {
        let server = try server(["--grace", "0.01"])
        let base = server.base
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = try? Curl.run(["\(base)/templates/og-card.png?title=Cut%20short"])
            done.signal()
        }
        usleep(30_000)
        XCTAssertEqual(server.stop(), 0, "the process exits cleanly with a render still running")
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success, "the client is not left waiting")
    }

    func testServeRunsThroughRenderCli() throws {
        let folder = try ScratchFolder("service-tests")
        let result = try folder.run(["serve", "--templates", "nowhere"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "render-cli serve: --templates 'nowhere' is not a folder\nRun 'render-cli serve --help' for usage.\n")
    }
}

/// Results gathered from several threads.
final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [CurlResult] = []

    func add(_ result: CurlResult?) {
        guard let result else { return }
        lock.lock()
        results.append(result)
        lock.unlock()
    }

    /// Runs `work` on `count` threads of their own at once, and waits for all of them.
    static func together(_ count: Int, _ work: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            Thread {
                work(index)
                group.leave()
            }.start()
        }
        group.wait()
    }

    var all: [CurlResult] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
