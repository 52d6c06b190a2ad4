// libFuzzer entry: any bytes as an SVG document through the screen that decides whether
// librsvg may read it, with and without text allowed. Built together with Sources/Scene
// (for `data:` URIs) and the screen's own file as one module by Tools/fuzz/run.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func svgScreenFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let embedded: (String) -> String? = { DataURI.bytes(of: $0) == nil ? "not base64" : nil }
    let strict = VectorScreen.problem(in: bytes, allowsText: false, maximumBytes: 5_000_000, embedded: embedded)
    let lenient = VectorScreen.problem(in: bytes, allowsText: true, maximumBytes: 5_000_000, embedded: embedded)
    if strict == nil { precondition(lenient == nil, "allowing text refuses nothing the strict screen accepts") }
    guard lenient == nil else { return 0 }
    // An accepted document names nothing outside itself: every href is a fragment or data.
    let text = String(decoding: bytes, as: UTF8.self).lowercased()
    precondition(!text.contains("<!doctype") && !text.contains("<!entity") && !text.contains("xinclude"))
    var rest = Substring(text)
    while let range = rest.range(of: "href") {
        rest = rest[range.upperBound...]
        let value = rest.drop(while: { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" })
        precondition(value.hasPrefix("#") || value.hasPrefix("data:"), "an accepted document refers outside itself")
    }
    return 0
}
