// libFuzzer entry: any bytes as a picture or font reference, through the readers that turn
// one into bytes, a URL or a path (`data:` URIs are decoded here, in the validator's own
// code). Built together with Sources/Scene as one module by Tools/fuzz/run.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func dataURIFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let bytes = DataURI.bytes(of: "data:;base64," + text) {
        precondition(bytes.count <= text.utf8.count, "decoded bytes never outnumber the base64 text")
    }
    _ = ImageSource.parsing(text)
    _ = DataURI.bytes(of: text)
    return 0
}
