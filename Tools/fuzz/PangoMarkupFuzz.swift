// libFuzzer entry: any text as a label's Pango markup, through the check that runs before a
// layout sees it (Pango's own parser, then the font-size limit). Built with
// Sources/TextLayout/PangoMarkup.swift against the CCairo module by Tools/fuzz/run.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func pangoMarkupFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let markup = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let problem = PangoMarkup.problem(in: markup)
    precondition(problem.map { !$0.isEmpty } ?? true, "a refusal says why")
    precondition(PangoMarkup.problem(in: markup) == problem, "the check is deterministic")
    return 0
}
