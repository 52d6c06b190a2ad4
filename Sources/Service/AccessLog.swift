import Files
import Foundation

/// One JSON line per request on standard error: method, path, status, bytes, duration and
/// whether the cache answered.
enum AccessLog {
    static func write(request: HTTPRequest, response: HTTPResponse, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        var line = "{\"method\": \(String(request.method.prefix(16)).jsonQuoted), \"path\": \(String(request.path.prefix(512)).jsonQuoted), "
        line += "\"status\": \(response.status), \"bytes\": \(response.body.count), \"ms\": \(String(format: "%.2f", milliseconds))"
        if let cache = response.cache { line += ", \"cache\": \(cache.jsonQuoted)" }
        StandardStream.write(Data((line + "}\n").utf8), to: STDERR_FILENO)
    }
}
