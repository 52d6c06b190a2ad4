extension ImageContent {
    /// The image members a node carries, in the validator's key order, with defaults left out
    /// (see `SceneValidator.image`). Bytes are written as a base64 `data:` URI whose media
    /// type says nothing: the renderer tells the format from the bytes themselves.
    /// `previous` and `previousWeight` are not written: `Scene.at(time:)` sets them while a
    /// cross-dissolve or flip is under way, and the format has no key for them (the
    /// transition's `from` is what a scene writes).
    var jsonPairs: [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [("src", .string(source.jsonString))]
        if contentMode != .fill { pairs.append(("contentMode", .string(contentMode.rawValue))) }
        if let tint { pairs.append(("tint", .string(tint.hexString))) }
        if circle { pairs.append(("circle", .bool(true))) }
        if let position { pairs.append(("objectPosition", position.jsonValue)) }
        return pairs
    }
}

extension ImageSource {
    /// The `src` string: the path as given, or the bytes as a `data:` URI.
    var jsonString: String {
        switch self {
        case .file(let path): path
        case .bytes(let bytes): "data:application/octet-stream;base64," + Base64.encode(bytes)
        case .url(let url): url
        }
    }
}

/// Standard base64 with padding, the alphabet `DataURI` reads.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let chunk = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            output += [alphabet[Int(chunk >> 18 & 63)], alphabet[Int(chunk >> 12 & 63)], alphabet[Int(chunk >> 6 & 63)], alphabet[Int(chunk & 63)]]
            index += 3
        }
        let remaining = bytes.count - index
        if remaining == 1 {
            let chunk = UInt32(bytes[index]) << 16
            output += [alphabet[Int(chunk >> 18 & 63)], alphabet[Int(chunk >> 12 & 63)], UInt8(ascii: "="), UInt8(ascii: "=")]
        } else if remaining == 2 {
            let chunk = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
            output += [alphabet[Int(chunk >> 18 & 63)], alphabet[Int(chunk >> 12 & 63)], alphabet[Int(chunk >> 6 & 63)], UInt8(ascii: "=")]
        }
        return String(decoding: output, as: UTF8.self)
    }
}
