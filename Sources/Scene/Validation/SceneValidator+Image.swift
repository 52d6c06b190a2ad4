extension SceneValidator {
    /// The keys of an `image` beyond those every node accepts.
    static let imageKeys = ["src", "contentMode", "tint", "circle", "objectPosition"]

    /// The largest `data:` URI an image may hold, in bytes of the URI.
    static let maximumDataURILength = 30_000_000

    func image(_ object: ObjectReader) throws(SceneError) -> ImageContent {
        let (sourceValue, sourcePath) = try object.required("src", expected: "a path relative to the asset folder, an http(s) URL, or a data: URI")
        var image = ImageContent(source: try imageSource(sourceValue, sourcePath))
        if let (value, path) = object.member("contentMode") {
            let names = ContentMode.allCases.map(\.rawValue)
            guard case .string(let name) = value.kind, let mode = ContentMode(rawValue: name) else {
                var message = "expected one of " + names.map(\.jsonQuoted).joined(separator: ", ") + ", received \(value.summary)"
                if case .string(let name) = value.kind, let suggestion = NearestKey.suggestion(for: name, among: names) {
                    message += "; did you mean \(suggestion.jsonQuoted)?"
                }
                throw SceneError(location: value.location, path: path, message: message)
            }
            image.contentMode = mode
        }
        if let (value, path) = object.member("tint") { image.tint = try color(value, path) }
        image.circle = try bool(in: object, "circle", default: false)
        if let (value, path) = object.member("objectPosition") { image.position = try boxPosition(value, path, role: "an object position") }
        return image
    }

    /// A picture: a path inside the asset folder, an `http://` or `https://` URL (fetched
    /// when the renderer allows its host), or a base64 `data:` URI.
    func imageSource(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> ImageSource {
        switch try reference(value, path, expected: "a path relative to the asset folder, an http(s) URL, or a data: URI",
                             dataExample: "data:image/png;base64,iVBOR…") {
        case .file(let file): .file(file)
        case .bytes(let bytes): .bytes(bytes)
        case .url(let url): .url(url)
        }
    }
}

/// Reads RFC 2397 `data:` URIs with base64 payloads.
public enum DataURI {
    /// The decoded bytes, or `nil` when the text is not a `data:` URI, not base64, or its
    /// payload is malformed.
    public static func bytes(of uri: String) -> [UInt8]? {
        guard uri.hasPrefix("data:"), let comma = uri.firstIndex(of: ",") else { return nil }
        let header = uri[uri.index(uri.startIndex, offsetBy: 5)..<comma]
        guard header.hasSuffix(";base64") else { return nil }
        return base64(uri[uri.index(after: comma)...].utf8)
    }

    private static func base64<Bytes: Collection>(_ text: Bytes) -> [UInt8]? where Bytes.Element == UInt8 {
        var output: [UInt8] = []
        output.reserveCapacity(text.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        var padding = 0
        for character in text {
            let value: UInt32
            switch character {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(character - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(character - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(character - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"), UInt8(ascii: "-"): value = 62
            case UInt8(ascii: "/"), UInt8(ascii: "_"): value = 63
            case UInt8(ascii: "="): padding += 1; continue
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
            default: return nil
            }
            guard padding == 0 else { return nil }
            buffer = buffer << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return padding <= 2 ? output : nil
    }
}
