import Dispatch
import Foundation
import Rendering
import Scene

/// Routes requests and renders: templates by URL, scenes by POST, health, readiness and
/// metrics. One `Renderer` serves every request; renders run on the `RenderPool`.
public final class ThumbnailService: Sendable {
    public let configuration: ServiceConfiguration
    let renderer: Renderer
    let templates: TemplateStore
    let pool: RenderPool
    let cache: ResponseCache
    let metrics = ServiceMetrics()
    /// Part of every cache key and ETag: what else decides the bytes.
    let version: String

    /// What a request gets: an answer now, or one that a render gives later.
    enum Answer {
        case now(HTTPResponse)
        case later(@Sendable (Reply) -> Void)
    }

    /// Loads the fonts and compiles every template.
    /// - Throws: `ServiceStartError`, or the renderer's error when fonts cannot load.
    public init(configuration: ServiceConfiguration) throws {
        self.configuration = configuration
        let assets = AssetFolder(path: configuration.assets ?? configuration.templates)
        renderer = try Renderer(configuration: RendererConfiguration(limits: configuration.limits, assets: assets, remote: configuration.remote))
        templates = try TemplateStore(folder: configuration.templates, renderer: renderer)
        pool = RenderPool(workers: configuration.workers, capacity: configuration.queueLength)
        cache = ResponseCache(budget: configuration.cacheBytes)
        version = ([LibraryVersions.renderer, LibraryVersions.summary, "png " + configuration.pngCompression.rawValue]
            + renderer.configuration.fontDirectories).joined(separator: "\n")
    }

    /// The names of the templates served.
    public var templateNames: [String] { templates.entries.keys.sorted() }

    /// The route a path belongs to, for metrics.
    func route(of path: String) -> String {
        if path.hasPrefix("/templates/") { return "template" }
        switch path {
        case "/render": return "render"
        case "/healthz", "/readyz", "/metrics": return String(path.dropFirst())
        default: return "other"
        }
    }

    func answer(_ request: HTTPRequest) -> Answer {
        let route = route(of: request.path)
        let reads = ["GET", "HEAD"]
        switch route {
        case "healthz":
            guard reads.contains(request.method) else { return .now(notAllowed(reads)) }
            return .now(.text(200, "ok\n"))
        case "readyz":
            guard reads.contains(request.method) else { return .now(notAllowed(reads)) }
            return .now(pool.isSaturated ? .text(503, "saturated: the render queue is full\n", headers: [("Retry-After", "1")]) : .text(200, "ready\n"))
        case "metrics":
            guard reads.contains(request.method) else { return .now(notAllowed(reads)) }
            let text = metrics.exposition(inFlight: pool.inFlight, queueDepth: pool.depth)
            return .now(HTTPResponse(status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8")], body: Data(text.utf8)))
        case "template":
            guard reads.contains(request.method) else { return .now(notAllowed(reads)) }
            return templateAnswer(request)
        case "render":
            guard configuration.allowsPost else { return .now(ServiceError(404, "POST /render is switched off on this server").response) }
            guard request.method == "POST" else { return .now(notAllowed(["POST"])) }
            return postAnswer(request)
        default:
            return .now(ServiceError(404, "no such page: \(request.path.prefix(200)); templates are at /templates/{name}.png").response)
        }
    }

    private func notAllowed(_ methods: [String]) -> HTTPResponse {
        ServiceError(405, "this address takes \(methods.joined(separator: " and "))", headers: [("Allow", methods.joined(separator: ", "))]).response
    }

    /// `scale` and `quality` from the query, checked.
    private func renderOptions(_ request: HTTPRequest, format name: String) throws(ServiceError) -> RenderOptions {
        var options = RenderOptions()
        if let text = request.queryValue("scale") {
            guard let scale = Double(text), scale.isFinite, scale >= 0.01, scale <= 16 else {
                throw ServiceError(400, "scale expects a number between 0.01 and 16, received \(String(text.prefix(40)).jsonQuoted)")
            }
            options.scale = scale
        }
        var quality = 90
        if let text = request.queryValue("quality") {
            guard let value = Int(text), (0...100).contains(value) else {
                throw ServiceError(400, "quality expects a whole number from 0 to 100, received \(String(text.prefix(40)).jsonQuoted)")
            }
            quality = value
        }
        switch name {
        case "png": options.format = .png(configuration.pngCompression)
        case "jpg", "jpeg": options.format = .jpeg(quality: quality)
        case "webp": options.format = .webp(quality: quality)
        case "pdf": options.format = .pdf
        case "svg": options.format = .svg
        default: throw ServiceError(400, "unknown format \(String(name.prefix(20)).jsonQuoted); use png, jpeg, webp, pdf or svg")
        }
        return options
    }

    private func templateAnswer(_ request: HTTPRequest) -> Answer {
        let file = String(request.path.dropFirst("/templates/".count))
        guard let dot = file.lastIndex(of: "."), !file.contains("/") else {
            return .now(ServiceError(404, "a template's address is /templates/{name}.png, .jpg or .webp").response)
        }
        let name = String(file[..<dot]), ext = String(file[file.index(after: dot)...]).lowercased()
        guard ["png", "jpg", "jpeg", "webp"].contains(ext) else {
            return .now(ServiceError(404, "unknown image format \(String(ext.prefix(20)).jsonQuoted); use .png, .jpg or .webp").response)
        }
        guard let entry = templates.entries[name] else {
            var message = "no template \(String(name.prefix(64)).jsonQuoted)"
            if let suggestion = NearestKey.suggestion(for: name, among: templateNames) { message += "; did you mean \(suggestion.jsonQuoted)?" }
            return .now(ServiceError(404, message).response)
        }
        let names = Set(entry.template.parameters.map(\.name))
        if let key = configuration.signingKey {
            let canonical = URLSignature.canonical(path: request.path, query: request.query, names: names.union(["scale", "quality"]))
            guard let given = request.queryValue("signature"), URLSignature.verify(given, canonical: canonical, key: key) else {
                return .now(ServiceError(403, "the URL's signature is missing or wrong").response)
            }
        }
        let options: RenderOptions
        do {
            options = try renderOptions(request, format: ext)
        } catch {
            return .now(error.response)
        }
        var given = ParameterValues()
        var used: [String] = []
        for parameter in entry.template.parameters {
            guard let text = request.queryValue(parameter.name) else { continue }
            given[parameter.name] = .text(text, source: ParameterSource("set by the query parameter \(parameter.name.jsonQuoted)"))
            used.append(parameter.name + "=" + text)
        }
        let template = entry.template, values = given
        let key = cacheKey(content: entry.digest, format: ext, request: request, options: options, values: used)
        return cached(key, request: request, type: options.format.mimeType) { [renderer] limit in
            var limited = options
            limited.timeLimit = limit
            return try renderer.renderNow(template, params: values, options: limited)
        }
    }

    private func postAnswer(_ request: HTTPRequest) -> Answer {
        let type = request.headers["content-type"]?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard type == "application/json" else {
            return .now(ServiceError(415, "POST /render takes a scene as application/json, received \((type ?? "no Content-Type").jsonQuoted)").response)
        }
        let format = request.queryValue("format")?.lowercased() ?? Self.format(accepting: request.headers["accept"])
        let options: RenderOptions
        do {
            options = try renderOptions(request, format: format)
        } catch {
            return .now(error.response)
        }
        let body = request.body
        let key = cacheKey(content: Digest.hex(body), format: format, request: request, options: options)
        return cached(key, request: request, type: options.format.mimeType, vary: "Accept") { [renderer] limit in
            var limited = options
            limited.timeLimit = limit
            return try renderer.renderNow(json: body, file: "body", options: limited)
        }
    }

    /// The key of the cache and the ETag: a digest of everything that decides the bytes.
    private func cacheKey(content: String, format: String, request: HTTPRequest, options: RenderOptions, values: [String] = []) -> String {
        let parts = [version, content, format, options.scale.map { "\($0)" } ?? "", request.queryValue("quality") ?? ""] + values
        return Digest.hex(Data(parts.joined(separator: "\u{0}").utf8))
    }

    /// The format an `Accept` header asks for; PNG when it names none the service makes.
    static func format(accepting accept: String?) -> String {
        let kinds = ["image/png": "png", "image/jpeg": "jpeg", "image/webp": "webp", "application/pdf": "pdf", "image/svg+xml": "svg"]
        for item in (accept ?? "").split(separator: ",") {
            let kind = item.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            if let format = kinds[kind] { return format }
        }
        return "png"
    }

    /// Answers from the ETag or the cache, or renders once for every request asking for `key`
    /// at the same time.
    /// A render's own time limit for a deadline of `seconds`; none for a deadline too long
    /// to be one (a day or more, or infinite).
    static func renderLimit(_ seconds: Double) -> Duration? {
        seconds.isFinite && seconds > 0 && seconds < 86_400 ? .milliseconds(Int64((seconds * 1000).rounded(.up))) : nil
    }

    private func cached(_ key: String, request: HTTPRequest, type: String, vary: String? = nil, render: @escaping @Sendable (_ limit: Duration?) throws -> RenderResult) -> Answer {
        let etag = "\"" + key.prefix(40) + "\""
        let cacheHeaders = [("ETag", etag), ("Cache-Control", configuration.cacheControl)] + (vary.map { [("Vary", $0)] } ?? [])
        if let match = request.headers["if-none-match"], match == "*" || match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag }) {
            // RFC 9110: a matching tag means 304 for reads, and 412 for any other method.
            guard request.method == "GET" || request.method == "HEAD" else {
                return .now(ServiceError(412, "If-None-Match matches, and a POST is not answered 304").response)
            }
            return .now(HTTPResponse(status: 304, headers: cacheHeaders))
        }
        if var hit = cache.response(for: key) {
            metrics.recordCache(hit: true)
            hit.cache = "hit"
            return .now(hit)
        }
        let deadline = configuration.renderDeadline
        return .later { [self] reply in
            // Only a request that waits for a render needs a deadline.
            func startDeadline() {
                DispatchQueue.global().asyncAfter(deadline: .now() + deadline) {
                    reply.send(ServiceError(504, "the render did not finish within \(deadline) s").response)
                }
            }
            switch cache.lookup(key, waiter: { reply.send($0) }) {
            case .hit(let response):
                metrics.recordCache(hit: true)
                var hit = response
                hit.cache = "hit"
                reply.send(hit)
            case .joined:
                metrics.recordCache(hit: true)
                startDeadline()
            case .render:
                metrics.recordCache(hit: false)
                startDeadline()
                let accepted = pool.submit { [self] in
                    guard !reply.isSent else {
                        cache.finish(key, with: ServiceError(504, "the render did not start within \(deadline) s").response)
                        return
                    }
                    let start = ContinuousClock.now
                    var response: HTTPResponse
                    do {
                        // The deadline bounds the render itself too, so a render no request can
                        // wait for stops and frees this thread. It counts from the render's
                        // start, not the first request's arrival: requests that joined later
                        // may still be waiting when the first has had its 504.
                        let result = try render(Self.renderLimit(deadline))
                        response = HTTPResponse(status: 200, headers: [("Content-Type", type)] + cacheHeaders, body: result.data, cache: "miss")
                    } catch {
                        response = ServiceError(rendering: error).response
                    }
                    let elapsed = ContinuousClock.now - start
                    metrics.recordRender(seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                    reply.send(response)
                    cache.finish(key, with: response)
                }
                if !accepted {
                    let busy = ServiceError(503, "the render queue is full; try again shortly", headers: [("Retry-After", "1")]).response
                    reply.send(busy)
                    cache.finish(key, with: busy)
                }
            }
        }
    }
}
