extension FontFile {
    /// The `fonts` entry as a scene writes it: the bare path or `data:` URI when it renames
    /// nothing, otherwise an object in the validator's key order with only the members given.
    var jsonValue: JSONValue {
        let source = JSONValue.string(self.source.jsonString)
        guard family != nil || weight != nil || italic != nil else { return source }
        var pairs: [(String, JSONValue)] = [("src", source)]
        if let family { pairs.append(("family", .string(family))) }
        if let weight { pairs.append(("weight", .number(Double(weight)))) }
        if let italic { pairs.append(("style", .string(italic ? "italic" : "normal"))) }
        return .object(pairs)
    }
}

extension FontFile.Source {
    /// The `src` string: the path as given, or the bytes as a base64 `data:` URI whose media
    /// type says nothing, since the renderer tells the format from the bytes themselves.
    var jsonString: String {
        switch self {
        case .file(let path): path
        case .bytes(let bytes): "data:application/octet-stream;base64," + Base64.encode(bytes)
        case .url(let url): url
        }
    }
}
