// libFuzzer entry: the example card's template bound to values taken from the input, one
// value a line (name=value), as --set gives them; then validated. The input also goes
// through the interpolation parser. Built with Sources/Scene by Tools/fuzz/run.sh.

/// The example card, compiled for each input so that every allocation belongs to one.
let cardBytes: [UInt8] = {
    guard let text = try? String(contentsOfFile: "Examples/og-card.json", encoding: .utf8) else { return [] }
    return Array(text.utf8)
}()

/// Reads the card before fuzzing starts, so that its one-time allocation is not taken for
/// a leak of the first input.
@_cdecl("LLVMFuzzerInitialize")
public func templateBindingFuzzSetUp(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    guard !cardBytes.isEmpty else { fatalError("run from the package root: Examples/og-card.json is missing") }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func templateBindingFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let template = try? SceneDecoder().template(cardBytes, file: "og-card.json") else { fatalError("the example card does not compile") }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var values = ParameterValues()
    for line in text.split(separator: "\n") {
        guard let equals = line.firstIndex(of: "=") else { continue }
        let name = String(line[..<equals]), value = String(line[line.index(after: equals)...])
        values[name] = .text(value, source: .commandLine(name: name, text: value))
    }
    _ = try? SceneDecoder().decode(template, values: values)
    _ = InterpolatedString.parse(text)
    return 0
}
