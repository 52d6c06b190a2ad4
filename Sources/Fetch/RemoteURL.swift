import FoundationEssentials

/// An `http://` or `https://` URL as the fetcher accepts it: a host, an optional port, no
/// credentials, at most 8 KiB.
struct RemoteURL: Sendable, Equatable {
    let text: String
    /// Lowercased; an IPv6 address without its brackets.
    let host: String

    static let maximumLength = 8192

    /// Reads `text`, or says what is wrong with it.
    static func parse(_ text: String) -> Result<RemoteURL, RemoteFailure> {
        let shown = RemoteFailure.shown(text)
        guard text.utf8.count <= maximumLength else {
            return .failure(RemoteFailure("the URL \(shown) is longer than \(maximumLength) bytes"))
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            return .failure(RemoteFailure("\(shown) is not a URL"))
        }
        guard scheme == "http" || scheme == "https" else {
            return .failure(RemoteFailure("\(shown) is not an http or https URL"))
        }
        guard components.user == nil, components.password == nil else {
            return .failure(RemoteFailure("the URL \(shown) carries credentials; pictures are fetched without them"))
        }
        var host = components.host?.lowercased() ?? ""
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty else {
            return .failure(RemoteFailure("the URL \(shown) names no host"))
        }
        return .success(RemoteURL(text: text, host: host))
    }
}
