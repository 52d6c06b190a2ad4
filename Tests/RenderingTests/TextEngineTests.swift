import Testing
import TextLayout

/// `TextEngine` against figures from Pango's own `pango-view` (pango1.0-tools), run on the
/// same text and font outside this code: `pango-view --font="DejaVu Sans 16" --pixels
/// --margin=0 --hinting=none --hint-metrics=off [--width=200 --wrap=word]
/// --serialize-to=out.json`, whose `output.width` and `output.height` are quoted below.
/// (That run gives whole-pixel line heights, as this engine does; pango-view's
/// `--hint-metrics=on` run gives 18.625 for a line instead.)
struct TextEngineTests {
    static let sentence = "The quick brown fox jumps over the lazy dog and keeps running far away"

    let engine: TextEngine

    init() throws {
        engine = TextEngine(fonts: try FontRegistry(directories: [FontRegistryTests.dejaVu]))
    }

    private func paragraph(_ text: String = sentence) -> TextParagraph {
        TextParagraph(text: text, family: "DejaVu Sans", size: 16)
    }

    @Test func oneLineMatchesPangoView() {
        // pango-view: width 598016 / 1024 = 584.0, height 19456 / 1024 = 19.0.
        let metrics = engine.measure(paragraph(), width: .maxContent)
        #expect(abs(metrics.width - 584.0) < 1)
        #expect(metrics.height == 19)
        #expect(metrics.lineCount == 1)
    }

    @Test func wrappedAt200MatchesPangoView() {
        // pango-view --width=200 --wrap=word: 4 lines, width 195584 / 1024 = 191.0, height
        // 77824 / 1024 = 76.0.
        let metrics = engine.measure(paragraph(), width: .definite(200))
        #expect(metrics.lineCount == 4)
        #expect(abs(metrics.width - 191.0) < 1)
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
