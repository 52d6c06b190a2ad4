import Foundation
import Rendering
import Scene
import Testing

/// Text shadow lists, `textTransform` and gradient text rendered to pixels. Expected colours
/// and places are worked out by hand from CSS's rules, or read from a render of the same
/// scene without the effect (plain black text, literal capitals), never from the effect's
/// own code.
struct TextEffectRenderingTests {
    private static func render(_ root: String, width: Int = 320, height: Int = 100) throws -> Bitmap {
        try TestSupport.bitmap(#"{"width": \#(width), "height": \#(height), "background": "white", "root": \#(root)}"#)
    }

    private static func frame(of id: String, _ root: String, width: Int = 320, height: Int = 100) throws -> Rect {
        let scene = try TestSupport.scene(#"{"width": \#(width), "height": \#(height), "background": "white", "root": \#(root)}"#)
        return try #require(LabelRenderingTests.node(id, in: try Renderer().layout(scene).root)).frame
    }

    private static func all(_ bitmap: Bitmap, where test: (RGBA) -> Bool) -> [(x: Int, y: Int)] {
        LabelRenderingTests.pixels(in: bitmap, xs: 0..<bitmap.width, ys: 0..<bitmap.height, where: test)
    }

    // MARK: - Shadow lists

    @Test func theFirstShadowIsOnTop() throws {
        // Two hard shadows at the same offset: the red one, listed first, covers the blue one
        // entirely, so no blue shows; white glyphs cover part of the red.
        let bitmap = try Self.render(#"""
            {"type": "label", "text": "Shadow", "font": {"size": 40, "weight": "bold"}, "color": "white", "padding": 10,
             "textShadow": [{"color": "#FF0000", "x": 5, "y": 5}, {"color": "#0000FF", "x": 5, "y": 5}]}
            """#)
        let red = Self.all(bitmap) { $0.red > 240 && $0.green < 20 && $0.blue < 20 }
        let blue = Self.all(bitmap) { $0.blue > 100 && $0.red < 100 }
        #expect(red.count > 200)
        #expect(blue.isEmpty, "blue shows at \(blue.prefix(5))")
        // Listed the other way round, blue is on top.
        let swapped = try Self.render(#"""
            {"type": "label", "text": "Shadow", "font": {"size": 40, "weight": "bold"}, "color": "white", "padding": 10,
             "textShadow": [{"color": "#0000FF", "x": 5, "y": 5}, {"color": "#FF0000", "x": 5, "y": 5}]}
            """#)
        #expect(Self.all(swapped) { $0.red > 100 && $0.blue < 100 }.isEmpty)
    }

    @Test func aShadowTakesItsOwnColourWhateverColourTheRunsAre() throws {
        // A hard shadow 50 points below a green run lies clear of the text: it is black,
        // not green (CSS paints a text shadow in its own colour).
        let bitmap = try Self.render(#"""
            {"type": "label", "text": [{"text": "Green", "color": "#00C000"}], "font": {"size": 30}, "padding": 5,
             "textShadow": {"color": "#000000", "y": 50}}
            """#)
        let lower = LabelRenderingTests.pixels(in: bitmap, xs: 0..<bitmap.width, ys: 55..<100) { $0 != LabelRenderingTests.white }
        #expect(lower.count > 100, "the shadow is drawn")
        #expect(lower.allSatisfy { LabelRenderingTests.chroma(bitmap.pixel(x: $0.x, y: $0.y)) < 8 }, "the shadow is grey, not green")
    }

    // MARK: - textTransform

    @Test func layoutMeasuresTheTransformedText() throws {
        func width(_ members: String) throws -> Double {
            try Self.frame(of: "t", #"{"type": "hstack", "align": "start", "children": [{"type": "label", "id": "t", "font": {"size": 20}, \#(members)}]}"#).width
        }
        #expect(try width(#""text": "straße", "textTransform": "uppercase""#) == (try width(#""text": "STRASSE""#)))
        #expect(try width(#""text": "Quick BROWN", "textTransform": "lowercase""#) == (try width(#""text": "quick brown""#)))
        #expect(try width(#""text": "don't stop-me", "textTransform": "capitalize""#) == (try width(#""text": "Don't Stop-Me""#)))
        #expect(try width(#""text": [{"text": "ab"}, {"text": "c d", "weight": "bold"}], "textTransform": "uppercase""#)
                == (try width(#""text": [{"text": "AB"}, {"text": "C D", "weight": "bold"}]"#)))
    }

    @Test func transformedTextDrawsTheSamePixelsAsTheLiteral() throws {
        let transformed = try Self.render(#"{"type": "label", "text": "hello world", "textTransform": "capitalize", "font": {"size": 24}, "padding": 8}"#)
        let literal = try Self.render(#"{"type": "label", "text": "Hello World", "font": {"size": 24}, "padding": 8}"#)
        #expect(transformed == literal)
    }

    // MARK: - Gradient text

    /// A 90° red-to-blue gradient over a label with 10 points of padding: where the black
    /// text is solid ink, the gradient text has the gradient's colour at that column of the
    /// padding box, t = (x + ½ − box.x) / box.width.
    @Test func aGradientIsLaidOverThePaddingBox() throws {
        let label = #"{"type": "label", "id": "t", "text": "IIIIIIIIII", "font": {"size": 60, "weight": "bold"}, "padding": 10, "COLOR"}"#
        let root = #"{"type": "vstack", "padding": 10, "align": "start", "children": [LABEL]}"#
        func scene(_ color: String) -> String {
            root.replacingOccurrences(of: "LABEL", with: label.replacingOccurrences(of: #""COLOR""#, with: color))
        }
        let box = try Self.frame(of: "t", scene(#""color": "black""#))
        let black = try Self.render(scene(#""color": "black""#))
        let gradient = try Self.render(scene(##""color": {"type": "linear", "angle": 90, "stops": ["#FF0000", "#0000FF"]}"##))
        let solid = Self.all(black) { $0.red == 0 && $0.green == 0 && $0.blue == 0 }
        #expect(solid.count > 1000)
        var worst = 0
        for (x, y) in solid {
            let t = (Double(x) + 0.5 - box.x) / box.width
            let pixel = gradient.pixel(x: x, y: y)
            worst = max(worst, abs(Int(pixel.red) - Int((255 * (1 - t)).rounded())), abs(Int(pixel.blue) - Int((255 * t).rounded())), Int(pixel.green))
        }
        #expect(worst <= 2, "largest channel error \(worst)")
        // Outside the glyphs the background stays white.
        let unpainted = Self.all(black) { $0 == LabelRenderingTests.white }
        #expect(unpainted.allSatisfy { gradient.pixel(x: $0.x, y: $0.y) == LabelRenderingTests.white })
    }

    @Test func shadowsAreUnderGradientText() throws {
        // A hard black shadow 2 points right of the glyphs: where a glyph and its shadow
        // overlap, the gradient (red here, a one-colour gradient) shows, not black.
        let text = #"{"type": "label", "text": "IIII", "font": {"size": 60, "weight": "bold"}, "padding": 10, "COLOR"}"#
        let plain = try Self.render(text.replacingOccurrences(of: #""COLOR""#, with: #""color": "black""#))
        let painted = try Self.render(text.replacingOccurrences(of: #""COLOR""#, with: ##""color": {"type": "linear", "stops": ["#FF0000", "#FF0000"]}, "textShadow": {"color": "black", "x": 2}"##))
        let ink = Self.all(plain) { $0.red == 0 && $0.green == 0 && $0.blue == 0 }
        #expect(ink.count > 500)
        #expect(ink.allSatisfy { painted.pixel(x: $0.x, y: $0.y) == RGBA(red: 255, green: 0, blue: 0, alpha: 255) })
        #expect(Self.all(painted) { $0.red < 20 && $0.green < 20 && $0.blue < 20 }.count > 50, "the shadow shows beside the glyphs")
    }

    @Test func aRunGradientSpansTheRunAndOthersKeepTheirColour() throws {
        // "AAAA" black, then a run "BBBB" red → blue, then "CCCC" green: the run's leftmost
        // ink is nearly red and its rightmost nearly blue; the rest is black and green.
        let bitmap = try Self.render(#"""
            {"type": "label", "font": {"size": 30, "family": "DejaVu Sans Mono"}, "padding": 5, "text": [
              {"text": "AAAA"}, {"text": "BBBB", "color": {"type": "linear", "angle": 90, "stops": ["#FF0000", "#0000FF"]}}, {"text": "CCCC", "color": "#00FF00"}]}
            """#, width: 420)
        // Monospace: each character is 0.602 em (18.06 points) wide, so the run covers
        // x 77.2 to 149.5.
        let coloured = LabelRenderingTests.pixels(in: bitmap, xs: 70..<156, ys: 0..<100) { LabelRenderingTests.chroma($0) > 100 && $0.green < 100 }
        let left = try #require(coloured.min { $0.x < $1.x }), right = try #require(coloured.max { $0.x < $1.x })
        #expect(left.x >= 77 && right.x <= 150)
        let first = bitmap.pixel(x: left.x, y: left.y), last = bitmap.pixel(x: right.x, y: right.y)
        #expect(first.red > first.blue && last.blue > last.red)
        #expect(LabelRenderingTests.pixels(in: bitmap, xs: 0..<76, ys: 0..<100) { LabelRenderingTests.chroma($0) > 20 }.count == 0, "the first run stays black")
        #expect(LabelRenderingTests.pixels(in: bitmap, xs: 152..<420, ys: 0..<100) { LabelRenderingTests.chroma($0) > 20 && ($0.red > $0.green || $0.blue > $0.green) }.count == 0,
                "the last run stays green")
    }

    @Test func aRunGradientRunsOnAcrossLines() throws {
        // Twelve monospace M's (18.06 points each) broken at characters in 130 points: 7 on
        // the first line, 5 on the second. The run's pieces are set end to end, 216.7 points
        // long, so the first line ends and the second starts at t = 126.4 / 216.7 = 0.58
        // (red 106, blue 149): the gradient runs on instead of starting again at red.
        let bitmap = try Self.render(#"""
            {"type": "label", "width": 130, "wrap": "char", "font": {"size": 30, "family": "DejaVu Sans Mono"}, "text": [
              {"text": "MMMMMMMMMMMM", "color": {"type": "linear", "angle": 90, "stops": ["#FF0000", "#0000FF"]}}]}
            """#, width: 140, height: 80)
        let ink = { (ys: Range<Int>) in LabelRenderingTests.pixels(in: bitmap, xs: 0..<140, ys: ys) { LabelRenderingTests.chroma($0) > 100 && $0.green < 100 } }
        let first = ink(0..<35), second = ink(36..<80)
        let firstEnd = try #require(first.max { $0.x < $1.x }), secondStart = try #require(second.min { $0.x < $1.x })
        let end = bitmap.pixel(x: firstEnd.x, y: firstEnd.y), start = bitmap.pixel(x: secondStart.x, y: secondStart.y)
        #expect(start.blue > start.red, "the second line starts past the middle of the gradient, not at red: \(start)")
        #expect(abs(Int(end.red) - Int(start.red)) < 40 && abs(Int(end.blue) - Int(start.blue)) < 40, "\(end) then \(start)")
        let firstStart = try #require(first.min { $0.x < $1.x }), secondEnd = try #require(second.max { $0.x < $1.x })
        #expect(bitmap.pixel(x: firstStart.x, y: firstStart.y).red > 200)
        #expect(bitmap.pixel(x: secondEnd.x, y: secondEnd.y).blue > 200)
    }

    @Test func manyRunGradientsTakeAFewLayoutsNotOneEach() throws {
        // 500 runs, each with a gradient: drawing takes the same few Pango layouts as one
        // run does (the solid glyphs, the runs' pieces, their layer), not a layout per run.
        func layouts(runs count: Int) throws -> Int {
            let runs = (0..<count).map { #"{"text": "w\#($0) ", "color": {"type": "linear", "stops": ["red", "blue"]}}"# }.joined(separator: ", ")
            let scene = try TestSupport.scene(#"{"width": 800, "height": 600, "root": {"type": "label", "width": 800, "text": [\#(runs)]}}"#)
            let renderer = try Renderer()
            // Measured first, so that only drawing is counted.
            _ = try renderer.layout(scene)
            let before = renderer.text.layoutCount
            _ = try renderer.bitmap(scene)
            return renderer.text.layoutCount - before
        }
        #expect(try layouts(runs: 500) == (try layouts(runs: 1)))
    }
}
