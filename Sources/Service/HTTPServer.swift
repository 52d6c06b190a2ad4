import CHTTPServer
import CMicroHTTPD
import Foundation
import Locking
import Synchronization

/// The HTTP side: libmicrohttpd's daemon, polling sockets on its own threads, handing each
/// complete request to the `ThumbnailService`, and suspending the connection while a render
/// thread works, so that the network threads never render.
public final class HTTPServer: Sendable {
    public let service: ThumbnailService
    private let daemon = Locked<DaemonHandle?>(nil)
    private let active = Atomic<Int>(0)

    /// The daemon, which libmicrohttpd lets any thread quiesce and stop.
    private struct DaemonHandle: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    /// A server for `service`; `start()` listens.
    public init(service: ThumbnailService) {
        self.service = service
    }

    /// The port listened on (useful when the configuration asked for 0), or 0 when stopped.
    public var port: UInt16 {
        daemon.withLock { $0.map { chttp_port($0.pointer) } } ?? 0
    }

    /// Starts listening. The daemon's context holds the server until `shutdown`.
    /// - Throws: `ServiceStartError` when the address cannot be bound.
    public func start() throws {
        let configuration = service.configuration
        let limits = chttp_limits(connection_limit: UInt32(configuration.maximumConnections), timeout_seconds: UInt32(configuration.connectionTimeout),
                                  memory_limit: configuration.maximumHeaderBytes, threads: UInt32(max(1, configuration.networkThreads)),
                                  per_address_limit: UInt32(configuration.maximumConnectionsPerAddress))
        let context = Unmanaged.passRetained(self).toOpaque()
        guard let started = chttp_start(configuration.host, configuration.port, limits, accessHandler, completedHandler, context) else {
            let reason = String(cString: strerror(errno))
            Unmanaged<HTTPServer>.fromOpaque(context).release()
            throw ServiceStartError("cannot listen on \(configuration.host):\(configuration.port): \(reason)")
        }
        daemon.withLock { $0 = DaemonHandle(pointer: started) }
    }

    /// Stops accepting connections, lets the requests in flight finish within `grace`
    /// seconds, then closes everything; requests still running then are left to the
    /// process's exit.
    public func shutdown(grace: Double) {
        guard let handle = daemon.withLock({ $0 }) else { return }
        let listener = MHD_quiesce_daemon(handle.pointer)
        if listener >= 0 { close(listener) }
        let end = ContinuousClock.now + .milliseconds(Int(grace * 1000))
        while active.load(ordering: .acquiring) > 0, ContinuousClock.now < end {
            usleep(20_000)
        }
        // libmicrohttpd must not stop with connections suspended, and a render still running
        // would resume a freed one: past the grace period the process just ends with them.
        guard active.load(ordering: .acquiring) == 0 else { return }
        daemon.withLock { $0 = nil }
        MHD_stop_daemon(handle.pointer)
        Unmanaged.passUnretained(self).release()
    }

    func requestEnded() {
        active.subtract(1, ordering: .releasing)
    }

    func handle(_ connection: ConnectionHandle, url: String, method: String, upload: UnsafePointer<CChar>?,
                uploadSize: UnsafeMutablePointer<Int>, request: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> MHD_Result {
        let configuration = service.configuration
        guard let existing = request.pointee else {
            active.add(1, ordering: .relaxed)
            let fields = list(of: connection, .HEADER_KIND)
            let exchange = Exchange(HTTPRequest(method: method, path: url, headers: Self.headers(fields),
                                                query: list(of: connection, .GET_ARGUMENT_KIND)))
            request.pointee = Unmanaged.passRetained(exchange).toOpaque()
            if let problem = Self.framingProblem(fields) {
                return send(ServiceError(400, problem, headers: [("Connection", "close")]).response, on: connection, exchange)
            }
            let incoming = exchange.state.withLock { $0.request }
            let urlBytes = incoming.path.utf8.count + incoming.query.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 2 }
            if urlBytes > configuration.maximumURLBytes {
                return send(ServiceError(414, "the URL is longer than \(configuration.maximumURLBytes) bytes").response, on: connection, exchange)
            }
            if let length = incoming.headers["content-length"].flatMap(Int.init), length > configuration.maximumBodyBytes {
                return send(ServiceError(413, "the body is \(length) bytes; at most \(configuration.maximumBodyBytes) are accepted").response, on: connection, exchange)
            }
            return .YES
        }
        let exchange = Unmanaged<Exchange>.fromOpaque(existing).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            exchange.append(UnsafeRawBufferPointer(start: upload, count: uploadSize.pointee), limit: configuration.maximumBodyBytes)
            uploadSize.pointee = 0
            return .YES
        }
        let (request, tooLarge, answered, pending) = exchange.state.withLock { state in
            defer { state.answered = true; state.pending = nil }
            return (state.request, state.bodyTooLarge, state.answered, state.pending)
        }
        if let pending { return send(pending, on: connection, exchange) }
        if answered { return .YES }
        if tooLarge {
            return send(ServiceError(413, "the body is longer than \(configuration.maximumBodyBytes) bytes").response, on: connection, exchange)
        }
        switch service.answer(request) {
        case .now(let response):
            return send(response, on: connection, exchange)
        case .later(let start):
            MHD_suspend_connection(connection.pointer)
            start(Reply { response in
                exchange.state.withLock { $0.pending = response }
                MHD_resume_connection(connection.pointer)
            })
            return .YES
        }
    }

    /// Queues the response on the connection, and logs and counts it.
    private func send(_ response: HTTPResponse, on connection: ConnectionHandle, _ exchange: Exchange) -> MHD_Result {
        let body = response.body
        let message = body.withUnsafeBytes { bytes in
            chttp_response(bytes.baseAddress, bytes.count)
        }
        guard let message else { return .NO }
        for (name, value) in response.headers { MHD_add_response_header(message, name, value) }
        let result = MHD_queue_response(connection.pointer, UInt32(response.status), message)
        MHD_destroy_response(message)
        let request = exchange.state.withLock { state in
            state.answered = true
            return state.request
        }
        service.metrics.record(route: service.route(of: request.path), status: response.status, bytes: body.count)
        AccessLog.write(request: request, response: response, since: exchange.start)
        return result
    }

    /// The request's headers by lower-case name; a repeated header keeps its first value.
    private static func headers(_ fields: [(name: String, value: String)]) -> [String: String] {
        var result: [String: String] = [:]
        for (name, value) in fields where result[name.lowercased()] == nil {
            result[name.lowercased()] = value
        }
        return result
    }

    /// Why the body's length is ambiguous, if it is: two different `Content-Length`s, or one
    /// beside `Transfer-Encoding`. libmicrohttpd picks one and reads the rest as the next
    /// request, which a proxy in front may frame differently (request smuggling), so such a
    /// request is refused and its connection closed, as RFC 9112 asks.
    static func framingProblem(_ fields: [(name: String, value: String)]) -> String? {
        let lengths = Set(fields.filter { $0.name.lowercased() == "content-length" }.map { $0.value.trimmingCharacters(in: .whitespaces) })
        if lengths.count > 1 { return "the request has Content-Length headers that disagree" }
        if !lengths.isEmpty, fields.contains(where: { $0.name.lowercased() == "transfer-encoding" }) {
            return "the request has both Content-Length and Transfer-Encoding"
        }
        return nil
    }

    private func list(of connection: ConnectionHandle, _ kind: MHD_ValueKind) -> [(name: String, value: String)] {
        let list = ValueList()
        withExtendedLifetime(list) {
            chttp_visit(connection.pointer, kind, collectValue, Unmanaged.passUnretained(list).toOpaque())
        }
        return list.values
    }
}

