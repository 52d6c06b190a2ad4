import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// The thumbnail service against clients that misbehave on purpose: slow senders, thousands of
/// idle sockets, pipelined garbage, a flood past the queue and clients that hang up mid-render.
/// Each test talks to a real `render-serve` over loopback and reads the process's descriptors and
/// memory from /proc, because a server that answers every test politely can still leak a socket
/// or a thread per bad client and fall over days later.
final class ServiceAbuseTests: XCTestCase {
    private func server(_ extra: [String] = []) throws -> ServerProcess {
        try ServerProcess(["--templates", ServiceTests.examples] + extra)
    }

    // MARK: - Slow clients

    /// Slowloris: fifty connections each dribble a request line a byte at a time. They must not
    /// take the network threads from everyone else, so a normal client is answered quickly all the
    /// while; and once they go quiet the idle timeout closes every one of them, without an answer.
    func testSlowHeadersDoNotStarveOtherClientsAndAreClosedOnceIdle() throws {
        let server = try server(["--timeout", "1"])
        let probe = ProcessProbe(server)
        try warmUp(server)
        let baseline = probe.openDescriptors
        let slow = try (0..<50).map { _ in try RawConnection(port: server.port) }
        XCTAssertTrue(probe.waitUntil { probe.openDescriptors >= baseline + 50 }, "the server accepts all fifty: \(probe.openDescriptors) open, \(baseline) before")
        let others = ClientLog()
        let base = server.base
        let beside = Thread {
            var index = 0
            while !others.isStopped {
                others.time { try Curl.run(["--max-time", "10", "\(base)/healthz"]) }
                others.time { try Curl.run(["--max-time", "10", "\(base)/templates/og-card.png?title=Beside%20\(index)"]) }
                index += 1
            }
            others.finish()
        }
        beside.start()
        let request = Array("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Trickle: yes\r\n")
        // A byte every 200 ms for three seconds: never idle for a whole second at a time.
        for character in request.prefix(15) {
            for connection in slow { connection.send(String(character)) }
            usleep(200_000)
        }
        others.stop()
        XCTAssertTrue(others.waitUntilFinished(timeout: 20), "the normal client is not left waiting")
        let served = others.all
        XCTAssertGreaterThanOrEqual(served.count, 4, "the normal client made requests while the slow ones trickled")
        XCTAssertEqual(served.map(\.status), Array(repeating: 200, count: served.count))
        XCTAssertLessThan(others.slowest, 5, "no request waits behind the slow clients")
        let quiet = Date()
        for connection in slow {
            let answer = connection.receiveAll()
            XCTAssertTrue(answer.isEmpty || answer.hasPrefix("HTTP/1.1 408"), answer)
        }
        XCTAssertLessThan(Date().timeIntervalSince(quiet), 5, "every slow connection is closed about a second after its last byte")
        XCTAssertTrue(probe.waitUntil { probe.openDescriptors <= baseline + 2 }, "\(probe.openDescriptors) descriptors open, \(baseline) before")
        XCTAssertEqual(try Curl.run(["\(server.base)/healthz"]).status, 200)
        XCTAssertEqual(server.stop(), 0)
    }

    /// A body announced as 1000 bytes and sent a byte at a time holds a connection (and its
    /// request, counted as in flight) until it goes quiet; then the timeout closes it, the request
    /// is counted as ended, and the stop that follows does not wait out the grace period for it.
    func testASlowBodyIsClosedOnceIdleAndOthersAreStillServed() throws {
        let server = try server(["--timeout", "1"])
        let probe = ProcessProbe(server)
        try warmUp(server)
        let baseline = probe.openDescriptors
        let trickle = try RawConnection(port: server.port)
        trickle.send("POST /render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n")
        let others = ClientLog()
        let base = server.base
        let scene = ##"{"width": 40, "height": 20, "background": "#0EA5E9", "root": {"type": "view"}}"##
        let beside = Thread {
            while !others.isStopped {
                others.time { try Curl.run(["--max-time", "10", "\(base)/healthz"]) }
                others.time { try Curl.run(["--max-time", "10", "-H", "Content-Type: application/json", "--data-binary", scene, "\(base)/render"]) }
            }
            others.finish()
        }
        beside.start()
        for character in Array(#"{"width": 40,"#) {
            trickle.send(String(character))
            usleep(200_000)
        }
        others.stop()
        XCTAssertTrue(others.waitUntilFinished(timeout: 20))
        let served = others.all
        XCTAssertGreaterThanOrEqual(served.count, 4)
        XCTAssertEqual(served.map(\.status), Array(repeating: 200, count: served.count))
        XCTAssertLessThan(others.slowest, 5)
        let quiet = Date()
        let answer = trickle.receiveAll()
        XCTAssertTrue(answer.isEmpty || answer.hasPrefix("HTTP/1.1 408"), "a body that never arrives gets no render: \(answer)")
        XCTAssertLessThan(Date().timeIntervalSince(quiet), 5, "closed about a second after its last byte")
        XCTAssertTrue(probe.waitUntil { probe.openDescriptors <= baseline + 2 }, "\(probe.openDescriptors) descriptors open, \(baseline) before")
        XCTAssertEqual(try Curl.run(["\(server.base)/healthz"]).status, 200)
        let stopping = Date()
        XCTAssertEqual(server.stop(), 0)
        XCTAssertLessThan(Date().timeIntervalSince(stopping), 5, "the abandoned request is not still counted as in flight")
    }

    // MARK: - Many connections

    /// A thousand connections that send nothing cost a descriptor each and little memory; the
    /// server keeps answering beside them, and once they close every descriptor is given back.
    /// Twice over, so that a leak of a few per round would show.
    func testAThousandIdleConnectionsAreHeldCheaplyAndGivenBack() throws {
        try raiseOwnDescriptorLimit(to: 1500)
        let server = try server()
        let probe = ProcessProbe(server)
        try warmUp(server)
        let baseline = probe.openDescriptors, residentBefore = probe.residentBytes
        XCTAssertGreaterThan(baseline, 0)
        XCTAssertGreaterThan(residentBefore, 0)
        var residentPeak = residentBefore
        for round in 1...2 {
            var idle: [RawConnection] = []
            for _ in 0..<1000 { idle.append(try RawConnection(port: server.port)) }
            XCTAssertTrue(probe.waitUntil { probe.openDescriptors >= baseline + 1000 },
                          "round \(round): the server accepts all thousand: \(probe.openDescriptors) open, \(baseline) before")
            XCTAssertEqual(try Curl.run(["\(server.base)/healthz"]).status, 200, "round \(round)")
            XCTAssertEqual(try Curl.run(["\(server.base)/templates/og-card.png?title=Round%20\(round)"]).status, 200, "round \(round)")
            residentPeak = max(residentPeak, probe.residentBytes)
            idle.removeAll()
            let closing = Date()
            XCTAssertTrue(probe.waitUntil(timeout: 10) { probe.openDescriptors <= baseline + 2 },
                          "round \(round): \(probe.openDescriptors) descriptors open \(Date().timeIntervalSince(closing)) s after the clients left, \(baseline) before")
        }
        let residentAfter = probe.residentBytes
        XCTAssertLessThan(residentPeak - residentBefore, 64 << 20, "resident \(residentBefore) bytes before, \(residentPeak) at the most")
        XCTAssertLessThan(residentAfter - residentBefore, 64 << 20, "resident \(residentBefore) bytes before, \(residentAfter) after")
        XCTAssertEqual(try Curl.run(["\(server.base)/healthz"]).status, 200)
        XCTAssertEqual(server.stop(), 0)
    }

    /// With a limit per client address, connections that trickle their headers can take only
    /// that many: one more from the same address is closed at once, and the address gets
    /// service again when they go.
    func testALimitPerAddressCapsWhatOneClientCanHold() throws {
        let server = try server(["--max-connections-per-address", "20"])
        let probe = ProcessProbe(server)
        let baseline = probe.openSockets
        var slow: [RawConnection] = []
        for _ in 0..<20 {
            let connection = try RawConnection(port: server.port)
            connection.send("GET /healthz HTTP/1.1\r\nHo")
            slow.append(connection)
        }
        XCTAssertTrue(probe.waitUntil { probe.openSockets >= baseline + 20 }, "\(probe.openSockets) sockets open, \(baseline) before")
        let started = Date()
        let refused = RawConnection.exchange(port: server.port, "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(refused, "", "the twenty-first connection from one address is closed unanswered")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        slow.removeAll()
        XCTAssertTrue(probe.waitUntil { probe.openSockets <= baseline },
                      "\(probe.openSockets) sockets open, \(baseline) before: \(probe.descriptors.joined(separator: ", "))")
        XCTAssertEqual(try Curl.run(["\(server.base)/healthz"]).status, 200)
        XCTAssertEqual(server.stop(), 0)
    }

    // MARK: - Garbage

    /// Requests pipelined in one write are answered in order; garbage among them ends the
    /// connection there, and nothing after it is answered as though the stream still made sense.
    /// Bad framing of a body is refused, bytes that are no HTTP at all are dropped, and through
    /// all of it the server keeps serving.
    func testPipelinedRequestsAndGarbageAreAnsweredOrClosedWithoutHarm() throws {
        let server = try server(["--timeout", "2"])
        let healthz = "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
        let closing = "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        let readyz = "GET /readyz HTTP/1.1\r\nHost: x\r\n\r\n"
        let template = "GET /templates/og-card.png?title=Pipelined HTTP/1.1\r\nHost: x\r\n\r\n"

        let inOrder = RawConnection.exchange(port: server.port, healthz + healthz + readyz + healthz + closing)
        XCTAssertEqual(Self.statuses(inOrder), [200, 200, 200, 200, 200], inOrder)
        XCTAssertEqual(Self.bodies(inOrder), ["ok\n", "ok\n", "ready\n", "ok\n", "ok\n"], "answered in the order asked")

        let withRender = RawConnection.exchange(port: server.port, template + healthz + "\u{01}\u{02}GARBAGE\r\n\r\n" + healthz + closing)
        let statuses = Self.statuses(withRender)
        XCTAssertEqual(Array(statuses.prefix(2)), [200, 200], withRender.prefix(300).description)
        XCTAssertTrue(withRender.contains("Content-Type: image/png"), "the render came first, and the healthz waited for it")
        XCTAssertFalse(statuses.dropFirst(2).contains(200), "nothing after the garbage is served: \(statuses)")

        let framing = [
            "POST /render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -5\r\n\r\n{}",
            "POST /render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
            "POST /render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
            "GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n",
            // Two lengths that disagree: a proxy might frame the body by the other one.
            "GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab",
        ]
        // A /healthz sent after each on the same connection must go unanswered: the
        // connection is closed rather than read on.
        for request in framing {
            let answer = RawConnection.exchange(port: server.port, request + healthz)
            let codes = Self.statuses(answer)
            XCTAssertTrue(codes.first.map { (400..<600).contains($0) } ?? answer.isEmpty, "\(request.debugDescription) → \(answer.prefix(200).debugDescription)")
            XCTAssertFalse(codes.contains { (200..<300).contains($0) }, "\(request.debugDescription) → \(codes)")
        }

        // Bytes from a fixed generator, NULs and all.
        var state: UInt32 = 2024
        let noise = (0..<4096).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        let started = Date()
        let answer = Self.exchange(port: server.port, noise)
        XCTAssertFalse(Self.statuses(answer).contains { (200..<300).contains($0) }, answer.prefix(200).debugDescription)
        XCTAssertLessThan(Date().timeIntervalSince(started), 8, "noise is closed, not answered at length or held")

        XCTAssertTrue(server.process.isRunning)
        XCTAssertEqual(try Curl.run(["\(server.base)/healthz"]).status, 200)
        XCTAssertEqual(try Curl.run(["\(server.base)/templates/og-card.png?title=After%20the%20garbage"]).status, 200)
        XCTAssertEqual(server.stop(), 0)
    }

    // MARK: - Load

    /// Thirty different renders at once against one render thread and a queue of two: each gets
    /// its image or a quick 503 with Retry-After, none is left hanging, and the server is ready
    /// again, with nothing queued or in flight, once the flood has passed.
    func testAFloodPastTheQueueIsShedWithRetryAfterAndNothingHangs() throws {
        let server = try server(["--workers", "1", "--queue", "2"])
        let results = LockedResults()
        let base = server.base
        let started = Date()
        LockedResults.together(30) { index in
            results.add(try? Curl.run(["--max-time", "30", "\(base)/templates/og-card.png?title=Flood%20\(index)"]))
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "no request hangs")
        let all = results.all
        XCTAssertEqual(all.count, 30)
        XCTAssertTrue(all.allSatisfy { $0.status == 200 || $0.status == 503 }, "\(all.map(\.status))")
        let shed = all.filter { $0.status == 503 }, served = all.filter { $0.status == 200 }
        XCTAssertFalse(shed.isEmpty, "a queue of two cannot take thirty")
        XCTAssertFalse(served.isEmpty)
        XCTAssertTrue(shed.allSatisfy { $0.headers["retry-after"] == "1" }, "\(shed.map(\.headers))")
        XCTAssertTrue(served.allSatisfy { $0.headers["content-type"] == "image/png" && $0.body.starts(with: [0x89, 0x50, 0x4E, 0x47]) })
        XCTAssertEqual(try Curl.run(["\(server.base)/readyz"]).status, 200, "ready again")
        let metrics = try Curl.run(["\(server.base)/metrics"]).text
        for line in ["render_in_flight 0", "render_queue_depth 0",
                     "render_http_requests_total{route=\"template\",status=\"200\"} \(served.count)",
                     "render_http_requests_total{route=\"template\",status=\"503\"} \(shed.count)"] {
            XCTAssertTrue(metrics.contains(line + "\n"), "missing \(line) in \(metrics)")
        }
        XCTAssertEqual(server.stop(), 0)
    }

    /// Clients that ask for a render and hang up at once leave a suspended connection behind:
    /// the server finds out only when the render is done and the answer cannot be written. Every
    /// such connection must still be closed, its descriptor given back and its request counted as
    /// ended, so the server serves on and stops promptly.
    func testClientsThatHangUpMidRenderLeaveNothingBehind() throws {
        let server = try server(["--workers", "1"])
        let probe = ProcessProbe(server)
        try warmUp(server)
        let baseline = probe.openDescriptors
        for index in 0..<10 {
            let connection = try RawConnection(port: server.port)
            connection.send("GET /templates/og-card.png?title=Gone%20\(index) HTTP/1.1\r\nHost: x\r\n\r\n")
        }
        usleep(100_000)
        XCTAssertTrue(probe.waitUntil(timeout: 20) {
            guard let metrics = try? Curl.run(["\(server.base)/metrics"]).text else { return false }
            return metrics.contains("render_in_flight 0\n") && metrics.contains("render_queue_depth 0\n") && probe.openDescriptors <= baseline + 2
        }, "\(probe.openDescriptors) descriptors open, \(baseline) before")
        XCTAssertEqual(try Curl.run(["\(server.base)/healthz"]).status, 200)
        let after = try Curl.run(["\(server.base)/templates/og-card.png?title=Still%20here"])
        XCTAssertEqual(after.status, 200)
        XCTAssertEqual(after.headers["content-type"], "image/png")
        XCTAssertTrue(probe.waitUntil { probe.openDescriptors <= baseline + 2 }, "\(probe.openDescriptors) descriptors open, \(baseline) before")
        let stopping = Date()
        XCTAssertEqual(server.stop(), 0)
        XCTAssertLessThan(Date().timeIntervalSince(stopping), 5, "no abandoned request is still counted as in flight")
    }

    // MARK: - Helpers

    /// One render and one health check first: the first deadline makes the process open a timer
    /// descriptor it keeps, which is not a leak and must not count against the baseline.
    private func warmUp(_ server: ServerProcess) throws {
        XCTAssertEqual(try Curl.run(["\(server.base)/templates/og-card.png?title=Warm"]).status, 200)
        XCTAssertEqual(try Curl.run(["\(server.base)/healthz"]).status, 200)
        usleep(200_000)
    }

    /// The test holds a descriptor per connection too, and some systems start at 1024.
    private func raiseOwnDescriptorLimit(to wanted: rlim_t) throws {
        var limit = rlimit()
        XCTAssertEqual(getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit), 0)
        guard limit.rlim_cur < wanted else { return }
        guard limit.rlim_max >= wanted else { throw XCTSkip("the descriptor limit is \(limit.rlim_max); \(wanted) are needed") }
        limit.rlim_cur = wanted
        XCTAssertEqual(setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit), 0)
    }

    /// The status codes of every answer in a stream of pipelined answers.
    private static func statuses(_ stream: String) -> [Int] {
        stream.components(separatedBy: "HTTP/1.1 ").dropFirst().compactMap { Int($0.prefix(3)) }
    }

    /// The bodies of pipelined plain-text answers.
    private static func bodies(_ stream: String) -> [String] {
        stream.components(separatedBy: "HTTP/1.1 ").dropFirst().map { answer in
            answer.range(of: "\r\n\r\n").map { String(answer[$0.upperBound...]) } ?? ""
        }
    }

    /// Sends `bytes`, which need be neither text nor free of NULs, on a new connection and
    /// returns what comes back until the server closes or is quiet for 10 s.
    private static func exchange(port: Int, _ bytes: [UInt8]) -> String {
        guard let connection = try? RawConnection(port: port) else { return "<no connection>" }
        connection.send(bytes: bytes)
        return connection.receiveAll()
    }
}

/// What /proc tells about the server process: its open descriptors and resident memory.
private struct ProcessProbe {
    let pid: Int32

    init(_ server: ServerProcess) {
        pid = server.process.processIdentifier
    }

    var openDescriptors: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? -1
    }

    /// What each open descriptor is (`socket:[…]`, `pipe:[…]`, a path).
    var descriptors: [String] {
        let folder = "/proc/\(pid)/fd"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0) }.sorted()
    }

    /// Open sockets alone: the runtime opens event descriptors of its own (Dispatch's
    /// eventfds and epoll, signalfds) lazily, after a server's first connections.
    var openSockets: Int { descriptors.filter { $0.hasPrefix("socket:") }.count }

    /// VmRSS, in bytes.
    var residentBytes: Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return -1 }
        return kilobytes * 1024
    }

    /// Polls `condition` until it holds or `timeout` seconds pass; the server closes sockets on
    /// its own threads, a little after the client has seen them go.
    func waitUntil(timeout: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            usleep(50_000)
        }
        return true
    }
}

/// The requests a well-behaved client made from a thread of its own, and how long each took.
private final class ClientLog: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [CurlResult] = []
    private var longest: TimeInterval = 0
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    /// Makes one request and keeps its result and time; a request that cannot run counts as status 0.
    func time(_ request: () throws -> CurlResult) {
        let start = Date()
        let result = (try? request()) ?? CurlResult(status: 0, headers: [:], body: Data())
        let elapsed = Date().timeIntervalSince(start)
        lock.lock()
        results.append(result)
        longest = max(longest, elapsed)
        lock.unlock()
    }

    var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    func finish() { finished.signal() }

    func waitUntilFinished(timeout: TimeInterval) -> Bool { finished.wait(timeout: .now() + timeout) == .success }

    var all: [CurlResult] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }

    /// Seconds the slowest request took.
    var slowest: TimeInterval {
        lock.lock()
        defer { lock.unlock() }
        return longest
    }
}
