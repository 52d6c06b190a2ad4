import FoundationEssentials

/// One entry of the remote allow-list: every public host (`any`), one host or address
/// (`cdn.example.com`, `127.0.0.1`, `[::1]`), or a domain's subdomains (`*.example.com`).
///
/// Only an entry naming a host itself permits that host's non-public addresses (loopback,
/// private, link-local): writing `127.0.0.1` or `intranet.local` is the explicit
/// permission, while `any` and wildcards reach public addresses only, so that a public name
/// resolving to an internal address (DNS rebinding, a hostile redirect) is still refused.
public enum HostPattern: Sendable, Hashable, CustomStringConvertible {
    case any
    case host(String)
    case subdomains(of: String)

    /// Reads an entry as written after `--allow-remote`.
    public init(_ text: String) throws(RemoteAccessError) {
        let entry = text.trimmingSpaces().lowercased()
        if entry == "any" {
            self = .any
            return
        }
        var name = entry
        if name.hasPrefix("[") && name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        let wildcard = name.hasPrefix("*.")
        if wildcard { name = String(name.dropFirst(2)) }
        let allowed = name.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || ".-_:".utf8.contains($0) }
        guard !name.isEmpty, name.count <= 253, allowed, !name.hasPrefix("."), !name.hasSuffix("."), !name.contains("..") else {
            throw RemoteAccessError("\(String(text.prefix(80)).debugDescription) is not a host name, an address, *.domain or any")
        }
        self = wildcard ? .subdomains(of: name) : .host(name)
    }

    /// Whether a URL's host (lowercased, IPv6 without brackets) matches.
    func matches(_ host: String) -> Bool {
        switch self {
        case .any: true
        case .host(let name): host == name
        case .subdomains(of: let domain): host.hasSuffix("." + domain)
        }
    }

    public var description: String {
        switch self {
        case .any: "any"
        case .host(let name): name.contains(":") ? "[\(name)]" : name
        case .subdomains(of: let domain): "*." + domain
        }
    }
}
