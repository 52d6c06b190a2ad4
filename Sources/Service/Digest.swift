import CMicroHTTPD
import Foundation

/// SHA-256 and HMAC-SHA256 from OpenSSL's libcrypto.
enum Digest {
    /// The SHA-256 of `data`, as lowercase hex.
    static func hex(_ data: Data) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        data.withUnsafeBytes { bytes in
            _ = EVP_Digest(bytes.baseAddress, bytes.count, &digest, &length, EVP_sha256(), nil)
        }
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    /// HMAC-SHA256 of `message` under `key`.
    static func hmac(key: Data, message: Data) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        key.withUnsafeBytes { keyBytes in
            message.withUnsafeBytes { messageBytes in
                _ = HMAC(EVP_sha256(), keyBytes.baseAddress, Int32(keyBytes.count), messageBytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                         messageBytes.count, &digest, &length)
            }
        }
        return digest
    }

    /// Whether two digests are equal, in time that does not depend on where they differ.
    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { left in b.withUnsafeBytes { right in CRYPTO_memcmp(left.baseAddress, right.baseAddress, a.count) == 0 } }
    }
}
