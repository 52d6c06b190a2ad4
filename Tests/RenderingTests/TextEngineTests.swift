import Testing
import TextLayout

/// `TextEngine` against headless Chromium setting the same text with the same DejaVu files
/// (`Tools/text-oracle/oracle.py`, Chromium 156): the figures quoted below are its
/// recording. `TextConformanceTests` holds the 600 seeded labels; these are the plain cases.
struct TextEngineTests {
    static let sentence = "The quick brown fox jumps over the lazy dog and keeps running far away"

    let engine: TextEngine

    init() throws {
        engine = TextEngine(fonts: try FontRegistry(directories: [FontRegistryTests.dejaVu]))
    }

    private func paragraph(_ text: String = sentence) -> TextParagraph {
        TextParagraph(text: text, family: "DejaVu Sans", size: 16)
    }

    @Test func oneLineMatchesChromium() {
        // Chromium: 588.203125 wide, a 19-px line (ascent 15 and descent 4, rounded).
        let metrics = engine.measure(paragraph(), width: .maxContent)
        #expect(abs(metrics.width - 588.203125) < 0.25)
        #expect(metrics.height == 19)
        #expect(metrics.baseline == 15)
        #expect(metrics.lineCount == 1)
    }

    @Test func wrappedAt200MatchesChromium() {
        // Chromium at 200 px: 4 lines, the widest "jumps over the lazy dog" at 193.171875,
        // 76 tall.
        let metrics = engine.measure(paragraph(), width: .definite(200))
        #expect(metrics.lineCount == 4)
        #expect(abs(metrics.width - 193.171875) < 0.25)
        #expect(metrics.height == 76)
    }

    @Test func minContentIsTheWidestWord() {
        // "running" and "quick" are the widest words; every word sits on its own line.
        let words = Self.sentence.split(separator: " ")
        let metrics = engine.measure(paragraph(), width: .minContent)
        #expect(metrics.lineCount == words.count)
        let widest = words.map { engine.measure(paragraph(String($0)), width: .maxContent).width }.max() ?? 0
        #expect(abs(metrics.width - widest) < 0.01)
    }

    @Test func twoLinesAtAFixedLineHeight() {
        var text = paragraph("First line\nSecond line")
        text.lineHeight = .points(30)
        let metrics = engine.measure(text, width: .maxContent)
        #expect(metrics.lineCount == 2)
        #expect(metrics.height == 60)
    }

    @Test func maxLinesWithAnEllipsisStopsAtTheLimit() {
        var text = paragraph()
        text.maxLines = 2
        let metrics = engine.measure(text, width: .definite(200))
        #expect(metrics.lineCount == 2)
        #expect(metrics.height == 38)
    }

    @Test func maxLinesWithoutAnEllipsisCutsLines() {
        var text = paragraph()
        text.maxLines = 3
        text.ellipsis = .none
        let metrics = engine.measure(text, width: .definite(200))
        #expect(metrics.lineCount == 3)
        #expect(metrics.height == 57)
    }

    @Test func aSecondMeasurementComesFromTheCache() {
        let text = paragraph("A title measured twice")
        _ = engine.measure(text, width: .definite(300))
        let before = engine.layoutCount
        let again = engine.measure(text, width: .definite(300))
        #expect(engine.layoutCount == before)
        #expect(again == engine.measure(text, width: .definite(300)))
        _ = engine.measure(text, width: .definite(301))
        #expect(engine.layoutCount == before + 1)
    }

    @Test func emptyHugeAndNegativeInputsGiveResults() {
        #expect(engine.measure(paragraph(""), width: .definite(100)).width == 0)
        let long = String(repeating: "word ", count: 20_000)
        let metrics = engine.measure(paragraph(long), width: .definite(-50))
        #expect(metrics.lineCount > 1)
        #expect(metrics.height.isFinite)
    }
}
