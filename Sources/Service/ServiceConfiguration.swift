import Fetch
import Foundation
import Rendering
import Scene

/// Everything `render-cli serve` can be told, with defaults that are never stricter than the
/// command line's for the same scene.
public struct ServiceConfiguration: Sendable {
    /// The address to listen on; loopback unless told otherwise.
    public var host = "127.0.0.1"
    /// 0 picks a free port, printed at start.
    public var port: UInt16 = 8080
    /// The folder whose scene files are the templates served at `/templates/{name}.{ext}`.
    public var templates: String
    /// Where relative paths resolve; the templates folder by default.
    public var assets: String?
    /// Whether `POST /render` takes scenes; off for public deployments.
    public var allowsPost = true
    /// With a key, template URLs must carry a valid `signature`.
    public var signingKey: Data?
    /// The `Cache-Control` of rendered images.
    public var cacheControl = "public, max-age=86400"
    /// The bytes the in-memory response cache may hold.
    public var cacheBytes = 64 << 20
    /// The largest request body: the scene size limit of the command line.
    public var maximumBodyBytes = 16 << 20
    /// The longest URL, path and query.
    public var maximumURLBytes = 8192
    /// Memory for one connection's request line and headers.
    public var maximumHeaderBytes = 32 << 10
    /// Seconds a connection may be idle before it is closed.
    public var connectionTimeout = 30
    public var maximumConnections = 4096
    /// Open connections at most from one client address; 0 for no limit. Set it when
    /// clients connect directly: the idle timeout resets with every byte, so a client that
    /// trickles its headers (slowloris) holds a connection until this or
    /// `maximumConnections` stops it. Behind a proxy every connection comes from the proxy,
    /// which should then do the limiting.
    public var maximumConnectionsPerAddress = 0
    /// Seconds a render may take, from the request's arrival.
    public var renderDeadline = 20.0
    /// Requests that may wait for a render thread; more get 503.
    public var queueLength = 256
    /// Render threads: the cores.
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// Threads polling the sockets.
    public var networkThreads = 2
    /// Seconds in-flight requests get to finish after SIGTERM.
    public var gracePeriod = 10.0
    /// How PNG answers are compressed. `fast` by default: compression is most of a
    /// cache-missing card's cost, and a server that renders each URL once behind a CDN gains
    /// more from answering sooner than from files about 6% smaller.
    public var pngCompression = PNGCompression.fast
    /// The hosts pictures in templates and posted scenes may be fetched from; none unless
    /// given.
    public var remote = RemoteAccess.none
    public var limits = SceneLimits()

    /// A configuration serving `templates`.
    public init(templates: String) {
        self.templates = templates
    }

    /// The settings, one per line, as the server prints them at start.
    public var summary: [String] {
        [
            "host \(host), port \(port)", "templates \(templates), assets \(assets ?? templates)",
            "POST /render \(allowsPost ? "on" : "off"), signed URLs \(signingKey == nil ? "off" : "on")",
            "cache \(cacheBytes) bytes, Cache-Control \"\(cacheControl)\"",
            "limits: body \(maximumBodyBytes) B, URL \(maximumURLBytes) B, headers \(maximumHeaderBytes) B, idle \(connectionTimeout) s, \(maximumConnections) connections (\(maximumConnectionsPerAddress == 0 ? "any" : String(maximumConnectionsPerAddress)) an address), \(limits.maximumPixels) pixels",
            "renders: \(workers) threads, queue \(queueLength), deadline \(renderDeadline) s, PNG \(pngCompression.rawValue)",
            "remote pictures: " + (remote.allowed.isEmpty ? "none" : remote.allowed.map(\.description).joined(separator: ", ")),
        ]
    }
}
