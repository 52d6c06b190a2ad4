// libFuzzer entry: any bytes as a scene document, decoded and validated, templates with
// their defaults. Built together with Sources/Scene as one module by Tools/fuzz/run.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func sceneDecoderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? SceneDecoder().decode(bytes, file: "fuzz.json")
    return 0
}
