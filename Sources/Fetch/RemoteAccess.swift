/// Which pictures may come from the network, and within what limits. Nothing is fetched
/// unless a host is allowed.
public struct RemoteAccess: Sendable, Equatable {
    /// The hosts URLs may name; empty, the default, allows none.
    public var allowed: [HostPattern]
    /// How long connecting may take.
    public var connectTimeout: Duration = .seconds(3)
    /// How long one picture may take in all, redirects included; every fetch of a render
    /// shares one such deadline.
    public var totalTimeout: Duration = .seconds(10)
    /// The largest body, enforced while it arrives: the asset folder's limit for files.
    public var maximumBytes = 50_000_000
    /// Redirects followed at most; each target is checked as the first URL was.
    public var maximumRedirects = 3
    /// A proxy (`http://proxy:3128`) to fetch through. Without one, the proxy variables of
    /// the environment are ignored, so that the address checks see the real destination.
    public var proxy: String?
    /// The bytes of fetched pictures kept for later renders, by URL, as their
    /// `Cache-Control` allows.
    public var cacheBytes = 64 << 20
    /// How long a failed fetch is remembered, so that a host that is down or slow does not
    /// hold up every render that names it.
    public var failureMemory: Duration = .seconds(5)

    /// Allows the hosts `patterns` name.
    public init(allowing patterns: [HostPattern] = []) {
        allowed = patterns
    }

    /// Allows the hosts written as `--allow-remote` takes them.
    public init(allowing entries: [String]) throws(RemoteAccessError) {
        var patterns: [HostPattern] = []
        for entry in entries { patterns.append(try HostPattern(entry)) }
        allowed = patterns
    }

    /// No remote pictures at all.
    public static let none = RemoteAccess()

    /// Whether `host` may be fetched from, and whether its non-public addresses may be
    /// connected to (only when an entry names the host itself).
    func permission(for host: String) -> (allowed: Bool, privateAddresses: Bool) {
        let matching = allowed.filter { $0.matches(host) }
        return (!matching.isEmpty, matching.contains(.host(host)))
    }
}
