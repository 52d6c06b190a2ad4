import Foundation
import Rendering
import Testing
import TextLayout

/// The text engine against headless Chromium setting the same labels with the same DejaVu
/// files (`Tools/text-oracle`): for every recorded label, the same line breaks, each line's
/// left and right edges within 0.25 px, and the same baselines and height.
///
/// `known-differences.txt` lists the labels that still differ, a ratchet: a label not on it
/// that differs fails, and so does a label on it that has come to agree.
struct TextConformanceTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/RenderingTests/TextConformance")
    static let tolerance = 0.25

    struct Spec: Decodable {
        var text: String
        var family: String
        var size: Double
        var weight: Int?
        var italic: Bool?
        var lineHeight: LineHeight?
        var letterSpacing: Double?
        var align: String
        var direction: String?
        var width: Double?
        var runs: [Run]?
    }

    /// A piece of a label's text in another family or size, or raised (`shift`, in px).
    struct Run: Decodable {
        var text: String
        var family: String?
        var size: Double?
        var shift: Double?
    }

    enum LineHeight: Decodable {
        case multiple(Double), pixels(Double)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .multiple(number)
            } else {
                let text = try container.decode(String.self)
                guard text.hasSuffix("px"), let number = Double(text.dropLast(2)) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "a line height such as 1.5 or \"24px\"")
                }
                self = .pixels(number)
            }
        }
    }

    struct Recorded: Decodable {
        var firstBaseline: Double
        var height: Double
        var width: Double
        var lines: [[Line]]

        enum Line: Decodable {
            case text(String), number(Double)

            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let number = try? container.decode(Double.self) { self = .number(number) } else { self = .text(try container.decode(String.self)) }
            }

            var text: String { if case .text(let text) = self { text } else { "" } }
            var number: Double { if case .number(let number) = self { number } else { .nan } }
        }
    }

    struct SpecFile: Decodable { var labels: [String: Spec] }
    struct RecordingFile: Decodable { var labels: [String: Recorded] }

    static func paragraph(_ spec: Spec) -> TextParagraph {
        let alignment: TextParagraph.Alignment = switch spec.align {
        case "center": .center
        case "trailing": .trailing
        case "justify": .justify
        default: .leading
        }
        let lineHeight: TextParagraph.LineSpacing? = switch spec.lineHeight {
        case .multiple(let factor)?: .multiple(factor)
        case .pixels(let points)?: .points(points)
        case nil: nil
        }
        var paragraph = TextParagraph(text: spec.text, family: spec.family, size: spec.size, weight: spec.weight ?? 400, italic: spec.italic ?? false,
                                      alignment: alignment, lineHeight: lineHeight, letterSpacing: spec.letterSpacing ?? 0,
                                      direction: spec.direction == "rtl" ? .rtl : .auto)
        var offset = 0
        for run in spec.runs ?? [] {
            let end = offset + run.text.utf8.count
            var span = TextParagraph.Span(range: offset..<end)
            span.family = run.family
            span.size = run.size
            span.baselineShift = run.shift ?? 0
            if span.family != nil || span.size != nil || span.baselineShift != 0 { paragraph.spans.append(span) }
            offset = end
        }
        return paragraph
    }

    /// The first way the engine's setting of `spec` differs from Chromium's, or `nil`.
    static func difference(_ spec: Spec, _ recorded: Recorded, engine: TextEngine) -> String? {
        let paragraph = paragraph(spec)
        let width: TextWidth = spec.width.map { .definite($0) } ?? .maxContent
        let lines = engine.lineBoxes(paragraph, width: width)
        let metrics = engine.measure(paragraph, width: width)
        func trimmed(_ text: String) -> String { String(text.reversed().drop { $0.isWhitespace }.reversed()) }
        let expectedTexts = recorded.lines.map { trimmed($0[0].text) }
        let texts = lines.map { trimmed($0.text) }
        if texts != expectedTexts { return "lines \(texts) where Chromium has \(expectedTexts)" }
        if abs(lines[0].baseline - recorded.firstBaseline) > 1.0 / 64 {
            return "first baseline \(lines[0].baseline) where Chromium has \(recorded.firstBaseline)"
        }
        if abs(metrics.height - recorded.height) > 1.0 / 64 { return "height \(metrics.height) where Chromium has \(recorded.height)" }
        if spec.width == nil, abs(metrics.width - recorded.width) > tolerance { return "width \(metrics.width) where Chromium has \(recorded.width)" }
        let top = recorded.lines[0][3].number
        for (index, (line, expected)) in zip(lines, recorded.lines).enumerated() {
            // A line's baseline is as far below the first's as its characters' tops are, when
            // they are all one size; runs of other sizes have other tops.
            let baseline = recorded.firstBaseline + expected[3].number - top
            if spec.runs == nil, abs(line.baseline - baseline) > 1.0 / 64 { return "line \(index + 1)'s baseline \(line.baseline) where Chromium has \(baseline)" }
            guard spec.align != "justify" || index == lines.count - 1 || spec.width == nil else { continue }
            let (left, right) = (line.charactersX, line.charactersX + line.charactersWidth)
            if abs(left - expected[1].number) > tolerance || abs(right - expected[2].number) > tolerance {
                return "line \(index + 1) from \(left) to \(right) where Chromium has \(expected[1].number) to \(expected[2].number)"
            }
        }
        return nil
    }

    @Test func labelsSetAsChromiumSetsThem() throws {
        let specs = try JSONDecoder().decode(SpecFile.self, from: Data(contentsOf: Self.folder.appendingPathComponent("labels.json"))).labels
        let recorded = try JSONDecoder().decode(RecordingFile.self, from: Data(contentsOf: Self.folder.appendingPathComponent("chromium-labels.json"))).labels
        let known = Set(try String(contentsOf: Self.folder.appendingPathComponent("known-differences.txt"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
        let engine = TextEngine(fonts: try FontRegistry(directories: RendererConfiguration.defaultFontDirectories))
        #expect(specs.count >= 300)
        var agreeing = 0
        for name in specs.keys.sorted(by: { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }) {
            let spec = specs[name]!
            let chromium = try #require(recorded[name], "\(name) was not recorded")
            let difference = Self.difference(spec, chromium, engine: engine)
            if difference == nil { agreeing += 1 }
            if let difference, !known.contains(name) { Issue.record("\(name): \(difference)") }
            if difference == nil, known.contains(name) { Issue.record("\(name) agrees now; take it off known-differences.txt") }
        }
        print("text conformance: \(agreeing) of \(specs.count) labels agree with Chromium")
    }

    /// Clamped labels (`Tools/text-oracle/clamps.py`: 96 labels of 1 to 3 lines) drawn here
    /// and by Chromium cut for their ellipsis at the same place. Compared as pictures, since
    /// the DOM does not show the cut: both are smoothed over 5 × 5 pixels, which leaves the
    /// two rasterisers' antialiasing within about 70 levels of each other, while a glyph
    /// kept or lost (the word cut, for one, on 36 of these labels) differs by more than 100.
    @Test func clampedLabelsAreCutWhereChromiumCutsThem() throws {
        let json = try Data(contentsOf: Self.folder.appendingPathComponent("clamps.json"))
        let ours = try TestSupport.bitmap(String(decoding: json, as: UTF8.self))
        let chromium = try Bitmap(pngData: try Data(contentsOf: Self.folder.appendingPathComponent("chromium-clamps.png")))
        try #require(ours.width == chromium.width && ours.height == chromium.height)
        let root = try #require((try JSONSerialization.jsonObject(with: json) as? [String: Any])?["root"] as? [String: Any])
        let labels = try #require(root["children"] as? [[String: Any]])
        #expect(labels.count == 96)
        let difference = DarknessDifference(ours, chromium)
        for (index, label) in labels.enumerated() {
            let frame = try #require(label["frame"] as? [String: Double])
            let (x, y, width) = (Int(frame["x"]!) - 2, Int(frame["y"]!) - 2, Int(frame["width"]!) + 8)
            let worst = Self.largestSmoothedDifference(difference, x: x, y: y, width: width, height: 72, bounds: (ours.width, ours.height))
            #expect(worst <= 96, "label \(index) (\(label["maxLines"]!) lines): smoothed pictures \(worst) levels apart")
        }
    }

    /// The differences in darkness between two pictures of one size, summed over every
    /// rectangle from the top-left corner (a summed-area table, one row and column larger).
    struct DarknessDifference {
        let width: Int
        let sums: [Int]

        init(_ a: Bitmap, _ b: Bitmap) {
            width = a.width
            var sums = Array(repeating: 0, count: (a.width + 1) * (a.height + 1))
            for row in 0..<a.height {
                var line = 0
                for column in 0..<a.width {
                    line += Int(b.pixel(x: column, y: row).green) - Int(a.pixel(x: column, y: row).green)
                    sums[(row + 1) * (a.width + 1) + column + 1] = sums[row * (a.width + 1) + column + 1] + line
                }
            }
            self.sums = sums
        }

        /// The summed difference over the `side` × `side` square at (`x`, `y`), which must lie inside.
        func square(x: Int, y: Int, side: Int) -> Int {
            let stride = width + 1
            return sums[(y + side) * stride + x + side] - sums[y * stride + x + side] - sums[(y + side) * stride + x] + sums[y * stride + x]
        }
    }

    /// The largest difference in darkness between the two pictures' 5 × 5 means, over the box.
    static func largestSmoothedDifference(_ difference: DarknessDifference, x: Int, y: Int, width: Int, height: Int, bounds: (Int, Int)) -> Int {
        var worst = 0
        for row in max(0, y - 2)..<min(bounds.1 - 4, y + height - 2) {
            for column in max(0, x - 2)..<min(bounds.0 - 4, x + width - 2) {
                worst = max(worst, abs(difference.square(x: column, y: row, side: 5)) / 25)
            }
        }
        return worst
    }
}
