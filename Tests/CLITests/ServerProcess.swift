import Foundation
import XCTest

/// A real `render-serve` process on a free loopback port, stopped by its process id.
final class ServerProcess {
    let process = Process()
    let port: Int
    private let errors = Pipe()
    private let log = LogBox()

    /// Starts the server with `arguments` (a free port is added) and waits until it listens.
    init(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let binary = try CLIRunner.requireBinary(file: file, line: line).deletingLastPathComponent().appendingPathComponent("render-serve")
        process.executableURL = binary
        process.arguments = arguments + ["--port", "0"]
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let listening = DispatchSemaphore(value: 0)
        let log = log
        errors.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty {
                handle.readabilityHandler = nil
                listening.signal()
                return
            }
            if log.append(data) { listening.signal() }
        }
        try process.run()
        guard listening.wait(timeout: .now() + 30) == .success, let port = log.port else {
            process.terminate()
            throw ServerFailed("render-serve did not start: \(log.text)")
        }
        self.port = port
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    var base: String { "http://127.0.0.1:\(port)" }

    /// Everything the server wrote to standard error so far.
    var stderr: String { log.text }

    /// Sends SIGTERM and waits for the exit status.
    @discardableResult
    func stop(timeout: TimeInterval = 20) -> Int32? {
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        guard !process.isRunning else { return nil }
        return process.terminationStatus
    }
}

/// The server's standard error, collected as it comes; finds the port it listens on.
private final class LogBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private(set) var port: Int?

    /// Adds output; true once the "listening on" line has arrived.
    func append(_ more: Data) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        data.append(more)
        guard port == nil, let range = text(locked: ()).range(of: "listening on http://127.0.0.1:") else { return false }
        port = Int(text(locked: ())[range.upperBound...].prefix { $0.isNumber })
        return port != nil
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return text(locked: ())
    }

    private func text(locked: Void) -> String { String(decoding: data, as: UTF8.self) }
}

struct ServerFailed: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// One HTTP exchange made with curl.
struct CurlResult {
    var status: Int
    /// Header names in lower case.
    var headers: [String: String]
    var body: Data

    var text: String { String(decoding: body, as: UTF8.self) }
}

/// Talks real HTTP to the server through curl, which `make` installs.
enum Curl {
    static func run(_ arguments: [String]) throws -> CurlResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("curl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        let body = folder.appendingPathComponent("body"), headers = folder.appendingPathComponent("headers")
        process.arguments = ["-s", "-S", "--max-time", "60", "-o", body.path, "-D", headers.path, "-w", "%{http_code}"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let status = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var fields: [String: String] = [:]
        let lines = ((try? String(contentsOf: headers, encoding: .utf8)) ?? "").components(separatedBy: "\r\n")
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return CurlResult(status: Int(status) ?? 0, headers: fields, body: (try? Data(contentsOf: body)) ?? Data())
    }
}

/// A raw TCP connection to the server, for requests curl will not send.
final class RawConnection {
    private let socket: Int32

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw ServerFailed("cannot connect: \(String(cString: strerror(errno)))") }
    }

    deinit {
        close(socket)
    }

    func send(_ text: String) {
        send(bytes: Array(text.utf8))
    }

    /// Sends bytes that need be neither text nor free of NULs.
    func send(bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Sends `request` on a new connection and returns all of the answer.
    static func exchange(port: Int, _ request: String) -> String {
        guard let connection = try? RawConnection(port: port) else { return "<no connection>" }
        connection.send(request)
        return connection.receiveAll()
    }

    /// Everything the server sends until it closes the connection or goes quiet for 10 s.
    func receiveAll() -> String {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            data.append(contentsOf: buffer[..<count])
        }
        return String(decoding: data, as: UTF8.self)
    }
}
