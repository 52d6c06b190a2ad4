import CFetch
import Dispatch
import FoundationEssentials
import Locking

/// Fetches pictures over HTTP within a `RemoteAccess` policy, and keeps them for later
/// renders as their `Cache-Control` allows.
///
/// A URL is fetched once however many renders ask for it at the same time (the others wait
/// for the first), a fresh copy is reused, and a stale one with an `ETag` or
/// `Last-Modified` is revalidated with a conditional request. A failure is remembered for
/// `failureMemory`. Every connection's address is checked as it is made (see `cfetch.c`),
/// and every redirect's host against the allow-list, by hand, since libcurl's own
/// redirect-following would not ask.
public final class RemoteFetcher: Sendable {
    public let access: RemoteAccess
    private let state = Locked(State())

    private struct State {
        var entries: [String: Entry] = [:]
        var inFlight: [String: Pending] = [:]
        var failures: [String: (failure: RemoteFailure, until: ContinuousClock.Instant)] = [:]
        var bytes = 0
        var clock: UInt64 = 0
        var statistics = RemoteStatistics()
    }

    private struct Entry {
        var picture: RemotePicture
        var etag: String?
        var lastModified: String?
        var freshUntil: ContinuousClock.Instant
        var lastUse: UInt64
    }

    private final class Pending: Sendable {
        let done = DispatchGroup()
        let result = Locked<Result<RemotePicture, RemoteFailure>?>(nil)
    }

    /// What a download gave.
    private enum Download {
        case body([UInt8], CacheDirectives, etag: String?, lastModified: String?)
        case notModified(CacheDirectives)
    }

    public init(access: RemoteAccess) {
        self.access = access
    }

    /// Downloads, cache hits, revalidations and failures so far.
    public var statistics: RemoteStatistics { state.withLock { $0.statistics } }

    /// Whether the allow-list permits the URL's host at all (its address is checked when
    /// connecting).
    public func allows(_ url: String) -> Bool {
        guard case .success(let parsed) = RemoteURL.parse(url) else { return false }
        return access.permission(for: parsed.host).allowed
    }

    /// The picture at `url`, from the cache or the network, given up at `deadline`.
    public func fetch(_ url: String, deadline: ContinuousClock.Instant) -> Result<RemotePicture, RemoteFailure> {
        let parsed: RemoteURL
        switch RemoteURL.parse(url) {
        case .success(let found): parsed = found
        case .failure(let failure): return .failure(failure)
        }
        guard access.permission(for: parsed.host).allowed else {
            return .failure(RemoteFailure("the host \(parsed.host) of \(RemoteFailure.shown(url)) is not allowed; allow it with --allow-remote \(parsed.host)"))
        }
        enum Role { case hit(RemotePicture), failed(RemoteFailure), wait(Pending), lead(Pending, Entry?) }
        let now = ContinuousClock.now
        let role: Role = state.withLock { state in
            state.clock += 1
            if var entry = state.entries[url], entry.freshUntil > now {
                entry.lastUse = state.clock
                state.entries[url] = entry
                state.statistics.hits += 1
                return .hit(entry.picture)
            }
            if let remembered = state.failures[url] {
                if remembered.until > now { return .failed(remembered.failure) }
                state.failures[url] = nil
            }
            if let pending = state.inFlight[url] { return .wait(pending) }
            let pending = Pending()
            pending.done.enter()
            state.inFlight[url] = pending
            return .lead(pending, state.entries[url])
        }
        switch role {
        case .hit(let picture):
            return .success(picture)
        case .failed(let failure):
            return .failure(failure)
        case .wait(let pending):
            pending.done.wait()
            return pending.result.withLock { $0! }
        case .lead(let pending, let stale):
            let result = settle(url, download(parsed, stale: stale, deadline: deadline), stale: stale)
            pending.result.withLock { $0 = result }
            state.withLock { $0.inFlight[url] = nil }
            pending.done.leave()
            return result
        }
    }

    /// Stores what a download gave, and turns it into the caller's result.
    private func settle(_ url: String, _ download: Result<Download, RemoteFailure>, stale: Entry?) -> Result<RemotePicture, RemoteFailure> {
        let now = ContinuousClock.now
        return state.withLock { state in
            switch download {
            case .failure(let failure):
                state.statistics.failures += 1
                if state.failures.count >= 10_000 { state.failures.removeAll() }
                state.failures[url] = (failure, now + access.failureMemory)
                return .failure(failure)
            case .success(.notModified(let directives)):
                guard var entry = stale else { return .failure(RemoteFailure("\(RemoteFailure.shown(url)) answered 304 to a request that was not conditional")) }
                state.statistics.revalidations += 1
                entry.freshUntil = now + .seconds(directives.freshness)
                store(entry, for: url, into: &state)
                return .success(entry.picture)
            case .success(.body(let bytes, let directives, let etag, let lastModified)):
                state.statistics.downloads += 1
                let picture = RemotePicture(url: url, bytes: bytes, identity: "url:\(url):\(ContentDigest.of(bytes)):\(bytes.count)")
                if let old = state.entries.removeValue(forKey: url) { state.bytes -= old.picture.bytes.count }
                if !directives.noStore, bytes.count <= access.cacheBytes {
                    let entry = Entry(picture: picture, etag: etag, lastModified: lastModified,
                                      freshUntil: now + .seconds(directives.freshness), lastUse: state.clock)
                    store(entry, for: url, into: &state)
                }
                return .success(picture)
            }
        }
    }

    private func store(_ entry: Entry, for url: String, into state: inout State) {
        if let old = state.entries.updateValue(entry, forKey: url) { state.bytes -= old.picture.bytes.count }
        state.bytes += entry.picture.bytes.count
        guard state.bytes > access.cacheBytes else { return }
        for (key, old) in state.entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard state.bytes > access.cacheBytes * 3 / 4 else { break }
            state.entries[key] = nil
            state.bytes -= old.picture.bytes.count
        }
    }

    /// Follows redirects by hand, checking each target's scheme and host.
    private func download(_ url: RemoteURL, stale: Entry?, deadline: ContinuousClock.Instant) -> Result<Download, RemoteFailure> {
        var current = url
        for _ in 0...access.maximumRedirects {
            let permission = access.permission(for: current.host)
            guard permission.allowed else {
                return .failure(RemoteFailure("\(RemoteFailure.shown(url.text)) redirected to the host \(current.host), which is not allowed"))
            }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else {
                return .failure(RemoteFailure("\(RemoteFailure.shown(url.text)) was not fetched in time"))
            }
            let answer = get(current, stale: stale, privateAddresses: permission.privateAddresses, timeout: min(remaining, access.totalTimeout))
            switch answer {
            case .failure(let failure):
                return .failure(failure)
            case .success(let response):
                switch response.status {
                case 200:
                    return .success(.body(response.body, CacheDirectives(response.cacheControl), etag: response.etag, lastModified: response.lastModified))
                case 304 where stale != nil:
                    return .success(.notModified(CacheDirectives(response.cacheControl)))
                case 301, 302, 303, 307, 308:
                    guard let target = response.redirect else {
                        return .failure(RemoteFailure("\(RemoteFailure.shown(current.text)) answered \(response.status) without a Location"))
                    }
                    switch RemoteURL.parse(target) {
                    case .success(let next): current = next
                    case .failure(let failure): return .failure(RemoteFailure("\(RemoteFailure.shown(url.text)) redirected to a URL that is refused: \(failure)"))
                    }
                default:
                    return .failure(RemoteFailure("\(RemoteFailure.shown(current.text)) answered HTTP \(response.status)"))
                }
            }
        }
        return .failure(RemoteFailure("\(RemoteFailure.shown(url.text)) redirected more than \(access.maximumRedirects) times"))
    }

    private struct Response {
        var status: Int
        var body: [UInt8]
        var cacheControl: String?
        var etag: String?
        var lastModified: String?
        var redirect: String?
    }

    /// One request through libcurl.
    private func get(_ url: RemoteURL, stale: Entry?, privateAddresses: Bool, timeout: Duration) -> Result<Response, RemoteFailure> {
        var response = cfetch_response()
        let milliseconds = { (duration: Duration) -> Int in
            let (seconds, attoseconds) = duration.components
            return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
        }
        let failed = Self.withOptionalCString(stale?.etag) { etag in
            Self.withOptionalCString(stale?.lastModified) { modified in
                Self.withOptionalCString(access.proxy) { proxy in
                    url.text.withCString { text in
                        "scene-renderer".withCString { agent in
                            var request = cfetch_request(
                                url: text, if_none_match: etag, if_modified_since: modified,
                                connect_timeout_ms: milliseconds(min(access.connectTimeout, timeout)), total_timeout_ms: milliseconds(timeout),
                                maximum_bytes: access.maximumBytes, allow_private_addresses: privateAddresses ? 1 : 0,
                                proxy: proxy, user_agent: agent)
                            return cfetch_get(&request, &response)
                        }
                    }
                }
            }
        }
        defer { cfetch_response_free(&response) }
        let shown = RemoteFailure.shown(url.text)
        guard failed == 0 else {
            if response.refused_address != 0 {
                return .failure(RemoteFailure("\(shown) resolves to an address that is not public (loopback, private or link-local); name the host itself in --allow-remote to allow it"))
            }
            if response.too_large != 0 {
                return .failure(RemoteFailure("\(shown) is larger than \(access.maximumBytes) bytes"))
            }
            if response.timed_out != 0 {
                return .failure(RemoteFailure("\(shown) was not fetched in time"))
            }
            let reason = withUnsafeBytes(of: response.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .failure(RemoteFailure("\(shown) could not be fetched: \(reason)"))
        }
        let body = response.body.map { [UInt8](UnsafeBufferPointer(start: $0, count: response.length)) } ?? []
        return .success(Response(status: response.status, body: body, cacheControl: response.cache_control.map { String(cString: $0) },
                                 etag: response.etag.map { String(cString: $0) }, lastModified: response.last_modified.map { String(cString: $0) },
                                 redirect: response.redirect.map { String(cString: $0) }))
    }

    private static func withOptionalCString<T>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> T) -> T {
        guard let text else { return body(nil) }
        return text.withCString(body)
    }
}

/// What a `RemoteFetcher` has done so far.
public struct RemoteStatistics: Sendable, Equatable {
    public var downloads = 0
    public var hits = 0
    public var revalidations = 0
    public var failures = 0
}
