/// An identity for bytes within one process: FNV-1a, 64 bits, as hexadecimal. Caches key
/// pictures by it together with their length; it is fast and needs no library, and nothing
/// outside the process ever sees it.
public enum ContentDigest {
    public static func of(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
