import Foundation

/// Signed template URLs: `signature` is the HMAC-SHA256, in unpadded base64url, of the path
/// and the canonical query — the template's parameters and the reserved `scale` and
/// `quality`, sorted by name and percent-encoded — so that nobody can make the server
/// render values it was not given, while tracking parameters a link picks up later
/// (`utm_source`) leave the signature valid.
public enum URLSignature {
    /// The text that is signed: `/templates/og-card.png?minutes=4&title=Hello%20world`.
    public static func canonical(path: String, query: [(name: String, value: String)], names: Set<String>) -> String {
        let pairs = query.filter { names.contains($0.name) }.sorted { ($0.name, $0.value) < ($1.name, $1.value) }
        guard !pairs.isEmpty else { return path }
        return path + "?" + pairs.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
    }

    /// The signature of `canonical` under `key`.
    public static func signature(of canonical: String, key: Data) -> String {
        let digest = Digest.hmac(key: key, message: Data(canonical.utf8))
        return Data(digest).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Whether `given` is the signature of `canonical`, compared in constant time.
    static func verify(_ given: String, canonical: String, key: Data) -> Bool {
        Digest.equal(Array(given.utf8), Array(signature(of: canonical, key: key).utf8))
    }

    /// RFC 3986 percent-encoding: everything but unreserved characters.
    static func encode(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += String(format: "%%%02X", byte)
            }
        }
        return encoded
    }
}
