extension SceneValidator {
    /// Where a picture's or a font's bytes come from, as a scene writes it.
    enum Reference {
        case file(String)
        case bytes([UInt8])
        case url(String)
    }

    /// Reads a reference to a picture or a font: an `http://` or `https://` URL (fetched when
    /// the renderer allows its host), a base64 `data:` URI, or a path inside the asset
    /// folder. Any other `scheme://` is refused, naming the scheme, rather than read as a
    /// path. `expected` says what a path may be; `dataExample` shows a well-formed URI.
    func reference(_ value: JSONValue, _ path: JSONPath, expected: String, dataExample: String) throws(SceneError) -> Reference {
        let text = try string(value, path)
        if RemoteReference.isURL(text) {
            guard text.utf8.count <= RemoteReference.maximumLength else {
                throw SceneError(location: value.location, path: path, message: "the URL is longer than \(RemoteReference.maximumLength) bytes")
            }
            return .url(text)
        }
        if text.hasPrefix("data:") {
            guard text.utf8.count <= Self.maximumDataURILength else {
                throw SceneError(location: value.location, path: path, message: "the data: URI is longer than \(Self.maximumDataURILength) bytes")
            }
            guard let bytes = DataURI.bytes(of: text) else {
                throw failure(value, path, expected: "a base64 data: URI such as \(dataExample.jsonQuoted)")
            }
            return .bytes(bytes)
        }
        if let scheme = text.firstRange(of: "://") {
            throw SceneError(location: value.location, path: path,
                             message: "only http:// and https:// URLs are fetched, received a \(String(text[..<scheme.lowerBound].prefix(20)).jsonQuoted) URL")
        }
        guard !text.isEmpty, !text.hasPrefix("/"), !text.contains("\0") else {
            throw failure(value, path, expected: expected)
        }
        return .file(text)
    }
}
