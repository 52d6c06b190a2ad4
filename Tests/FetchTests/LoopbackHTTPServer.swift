import Foundation
import Locking

/// A scripted HTTP server on a free loopback port, for fetching tests that must not need
/// the internet: each path answers as its `Behaviour` says, and every request is recorded.
/// It reads a request up to its blank line and answers once per connection.
final class LoopbackHTTPServer: Sendable {
    enum Behaviour: Sendable {
        /// An answer with a body and headers, after `delay` seconds.
        case respond(status: Int, headers: [String: String] = [:], body: [UInt8], delay: Double = 0)
        /// A 200 whose body never ends.
        case endless
        /// A redirect to `location`.
        case redirect(status: Int = 302, location: String)
        /// 200 with the body unless the request's `If-None-Match` equals `etag`, then 304.
        case validated(etag: String, headers: [String: String] = [:], body: [UInt8])
    }

    struct Request: Sendable {
        var path: String
        var headers: [String: String]
    }

    let port: UInt16
    private let listener: Int32
    private let connections: Connections

    /// What the threads answering connections share; they outlive no server, since closing
    /// the listener ends the accepting thread.
    private final class Connections: Sendable {
        let routes: [String: Behaviour]
        let log = Locked<[Request]>([])
        /// Requests being answered now, and the most there have been at once.
        let load = Locked<(now: Int, most: Int)>((0, 0))

        init(routes: [String: Behaviour]) {
            self.routes = routes
        }
    }

    init(_ routes: [String: Behaviour]) throws {
        connections = Connections(routes: routes)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) } }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        listener = descriptor
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [connections] in Self.acceptLoop(descriptor, connections) }
        thread.start()
    }

    /// Stops accepting. The accepting thread closes the listener itself once `accept`
    /// fails: closing it here could let the next server's listener reuse the descriptor
    /// while this thread still accepts on it, answering that server's requests with this
    /// one's routes.
    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    /// `http://127.0.0.1:port/path`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The requests made so far for `path`.
    func requests(for path: String) -> [Request] { connections.log.withLock { $0.filter { $0.path == path } } }

    /// The most requests the server has been answering at the same time.
    var mostAtOnce: Int { connections.load.withLock { $0.most } }

    private static func acceptLoop(_ listener: Int32, _ connections: Connections) {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                close(listener)
                return
            }
            let thread = Thread { serve(connection, connections) }
            thread.start()
        }
    }

    private static func serve(_ connection: Int32, _ connections: Connections) {
        defer { close(connection) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.ends(with: [13, 10, 13, 10]), received.count < 65536 {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return }
            received += buffer[0..<count]
        }
        let lines = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n")
        let path = lines[0].split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        connections.log.withLock { $0.append(Request(path: path, headers: headers)) }
        connections.load.withLock { $0 = ($0.now + 1, max($0.most, $0.now + 1)) }
        let route = connections.routes[path] ?? .respond(status: 404, body: Array("not found".utf8))
        if case .respond(_, _, _, let delay) = route, delay > 0 { Thread.sleep(forTimeInterval: delay) }
        // Counted until just before the answer goes out: a client that has its answer may
        // start its next request at once, and must not find this one still counted.
        connections.load.withLock { $0.now -= 1 }
        switch route {
        case .respond(let status, let extra, let body, _):
            send(connection, status: status, headers: extra, body: body)
        case .redirect(let status, let location):
            send(connection, status: status, headers: ["Location": location], body: [])
        case .validated(let etag, let extra, let body):
            if headers["if-none-match"] == etag {
                send(connection, status: 304, headers: extra.merging(["ETag": etag]) { $1 }, body: [], length: false)
            } else {
                send(connection, status: 200, headers: extra.merging(["ETag": etag]) { $1 }, body: body)
            }
        case .endless:
            write(connection, Array("HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nConnection: close\r\n\r\n".utf8))
            let chunk = [UInt8](repeating: 0x41, count: 16384)
            while write(connection, chunk) { }
        }
    }

    private static func send(_ connection: Int32, status: Int, headers: [String: String], body: [UInt8], length: Bool = true) {
        var head = "HTTP/1.1 \(status) Scripted\r\nConnection: close\r\n"
        if length { head += "Content-Length: \(body.count)\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        write(connection, Array((head + "\r\n").utf8) + body)
    }

    @discardableResult
    private static func write(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
