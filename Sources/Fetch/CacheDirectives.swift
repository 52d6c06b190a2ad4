import FoundationEssentials

/// What a response's `Cache-Control` allows a private cache to do with it.
struct CacheDirectives: Sendable, Equatable {
    /// Not to be kept at all.
    var noStore = false
    /// Kept, but revalidated before every use.
    var noCache = false
    /// Seconds the response stays fresh.
    var maxAge: Int?

    init(_ header: String?) {
        guard let header else { return }
        for part in header.split(separator: ",") {
            let directive = part.trimmingSpaces().lowercased()
            if directive == "no-store" { noStore = true }
            if directive == "no-cache" { noCache = true }
            if directive.hasPrefix("max-age=") {
                let value = directive.dropFirst("max-age=".count).trimming { $0 == "\"" }
                // Past the largest sensible age, 68 years, the value is clamped (RFC 9111 §1.2.2).
                maxAge = Int(value.prefix(10)).map { min($0, Int(Int32.max)) }
            }
        }
    }

    /// Seconds a response is fresh for; 0 when it must be revalidated.
    var freshness: Int { noCache ? 0 : max(0, maxAge ?? 0) }
}
