import FoundationEssentials

/// What a document's text must not hold before librsvg reads it. Pure Swift, with the
/// checks of embedded pictures given by the caller, so that it can be fuzzed on its own.
enum VectorScreen {
    /// Why the document is refused, or `nil` when it may be read. `embedded` says why a
    /// `data:` URI the document refers to may not be drawn.
    static func problem(in bytes: [UInt8], allowsText: Bool, maximumBytes: Int, embedded: (String) -> String?) -> String? {
        guard bytes.count <= maximumBytes else { return "the SVG document is larger than \(maximumBytes) bytes" }
        let original = String(decoding: bytes, as: UTF8.self)
        let lowered = original.lowercased()
        if lowered.contains("<!doctype") || lowered.contains("<!entity") { return "SVG documents with a DOCTYPE or entities are refused" }
        if lowered.contains("xinclude") || lowered.contains("xi:include") { return "SVG documents that include other documents are refused" }
        if !allowsText, lowered.contains("<text") || lowered.contains("<tspan") || lowered.contains("<textpath") {
            return "SVG text is drawn only through svg-sandbox, and this renderer has none (it is looked for beside the program); convert the text to paths"
        }
        var rest = Substring(original)
        while let range = rest.firstRange(of: /(?i)href/) {
            rest = rest[range.upperBound...]
            let value = rest.drop(while: { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" })
            if value.hasPrefix("#") { continue }
            guard value.prefix(5).lowercased() == "data:" else { return "SVG references to other files are refused" }
            if let problem = embedded(String(value.prefix { $0 != "\"" && $0 != "'" && $0 != ">" })) { return problem }
        }
        return nil
    }
}
