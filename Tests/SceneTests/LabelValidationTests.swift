import Scene
import XCTest

/// The `label` node through `SceneDecoder.decode`: every key read into `LabelContent`, the
/// defaults, and the messages for values the format refuses.
///
/// Expected values and messages are written by hand from docs/scene-format.md ("Labels") and
/// the rule wording in Validation/NumberRule.swift. Documents start with the 38-column prefix
/// `{"width": 100, "height": 100, "root": ` and then `{"type": "label", ` (18 columns), so
/// the root node's `{` is column 39 and its first member after the type starts at column 57.
final class LabelValidationTests: XCTestCase {
    // MARK: - Helpers

    private static let prefix = #"{"width": 100, "height": 100, "root": "#

    /// A 100 × 100 scene whose root is a label with `members` after its type.
    private func document(label members: String) -> String {
        Self.prefix + #"{"type": "label", "# + members + "}}"
    }

    private func decode(_ text: String) throws -> Scene {
        try SceneDecoder().decode(Array(text.utf8), file: "card.json")
    }

    private func error(_ text: String) -> SceneError? {
        do {
            _ = try SceneDecoder().decode(Array(text.utf8), file: "card.json")
            return nil
        } catch {
            return error
        }
    }

    /// The root label's content.
    private func label(_ members: String, file: StaticString = #filePath, line: UInt = #line) throws -> LabelContent {
        try XCTUnwrap(try decode(document(label: members)).root.label, "a label node without label content", file: file, line: line)
    }

    /// Asserts the whole error line, location included.
    private func assertError(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(error(text)?.description, expected, file: file, line: line)
    }

    /// Asserts the JSON path and the message of the error for a root label with `members`.
    private func assertRefused(_ members: String, path: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let error = error(document(label: members)) else {
            return XCTFail("accepted: \(members)", file: file, line: line)
        }
        XCTAssertEqual(error.path.description, path, file: file, line: line)
        XCTAssertEqual(error.message, message, file: file, line: line)
    }

    private static let black = Color(red8: 0, green8: 0, blue8: 0)
    private static let weightExpectation = "a weight from 1 to 1000 (a whole number), or one of thin, extralight, light, regular, normal, medium, semibold, bold, extrabold, black, heavy"
    private static let lineHeightExpectation = #"a multiple of the font size such as 1.4, or points such as "24pt" or "24px""#

    // MARK: - Accepted keys

    func testDefaults() throws {
        let node = try decode(document(label: #""text": "Hello""#)).root
        XCTAssertEqual(node.kind, .label)
        XCTAssertEqual(node.children, [])
        XCTAssertEqual(node.layout, LayoutStyle(for: .label))
        XCTAssertEqual(node.style, ViewStyle())
        let content = try XCTUnwrap(node.label)
        XCTAssertEqual(content.text, "Hello")
        XCTAssertEqual(content.font.family, "sans-serif")
        XCTAssertEqual(content.font.size, 16)
        XCTAssertEqual(content.font.weight, 400)
        XCTAssertFalse(content.font.italic)
        XCTAssertEqual(content.color, Self.black)
        XCTAssertEqual(content.align, .leading)
        XCTAssertNil(content.lineHeight)
        XCTAssertEqual(content.letterSpacing, 0)
        XCTAssertEqual(content.maxLines, 0)
        XCTAssertEqual(content.truncation, .end)
        XCTAssertEqual(content.wrap, .word)
        XCTAssertEqual(content.direction, .auto)
        // An empty font object changes nothing either.
        XCTAssertEqual(try label(#""text": "Hello", "font": {}"#), LabelContent(text: "Hello"))
    }

    func testOtherKindsHaveNoLabelContent() throws {
        let node = try decode(Self.prefix + #"{"type": "vstack", "children": [{"type": "view"}, {"type": "spacer"}]}}"#).root
        XCTAssertNil(node.label)
        XCTAssertEqual(node.children.map(\.label), [nil, nil])
    }

    func testEveryTextKeyIsRead() throws {
        let content = try label(#"""
            "text": "Quarterly report", "font": {"family": "DejaVu Serif", "size": 24.5, "weight": 600, "style": "italic"},
            "color": "#336699", "lineHeight": 1.4, "letterSpacing": -0.5, "maxLines": 3, "truncation": "middle"
            """#)
        XCTAssertEqual(content.text, "Quarterly report")
        XCTAssertEqual(content.font, FontSpec(family: "DejaVu Serif", size: 24.5, weight: 600, italic: true))
        XCTAssertEqual(content.color, Color(red8: 0x33, green8: 0x66, blue8: 0x99))
        XCTAssertEqual(content.lineHeight, .multiple(1.4))
        XCTAssertEqual(content.letterSpacing, -0.5)
        XCTAssertEqual(content.maxLines, 3)
        XCTAssertEqual(content.truncation, .middle)
        // Keys left out keep their defaults.
        XCTAssertEqual(content.align, .leading)
        XCTAssertEqual(content.wrap, .word)
        XCTAssertEqual(content.direction, .auto)
    }

    /// `align`, `wrap` and `direction` are the label's own keys, with text values.
    func testAlignWrapAndDirectionAreRead() throws {
        let content = try label(#""text": "x", "align": "trailing", "wrap": "word-char", "direction": "rtl""#)
        XCTAssertEqual(content.align, .trailing)
        XCTAssertEqual(content.wrap, .wordChar)
        XCTAssertEqual(content.direction, .rtl)
        for align in TextAlign.allCases {
            XCTAssertEqual(try label(#""text": "x", "align": "\#(align.rawValue)""#).align, align)
        }
        for wrap in TextWrap.allCases {
            XCTAssertEqual(try label(#""text": "x", "wrap": "\#(wrap.rawValue)""#).wrap, wrap)
        }
        for direction in TextDirection.allCases {
            XCTAssertEqual(try label(#""text": "x", "direction": "\#(direction.rawValue)""#).direction, direction)
        }
        // They are the text's, not flex keys: the label's layout keeps its defaults.
        let node = try decode(document(label: #""text": "x", "align": "center", "wrap": "char", "direction": "ltr""#)).root
        XCTAssertEqual(node.layout, LayoutStyle(for: .label))
    }

    func testWeightNamesAndNumbers() throws {
        let names: [(String, Int)] = [
            ("thin", 100), ("extralight", 200), ("light", 300), ("regular", 400), ("normal", 400), ("medium", 500),
            ("semibold", 600), ("bold", 700), ("extrabold", 800), ("black", 900), ("heavy", 900),
        ]
        for (name, weight) in names {
            XCTAssertEqual(try label(#""text": "x", "font": {"weight": "\#(name)"}"#).font.weight, weight, name)
        }
        for weight in stride(from: 100, through: 900, by: 100) {
            XCTAssertEqual(try label(#""text": "x", "font": {"weight": \#(weight)}"#).font.weight, weight)
        }
        XCTAssertEqual(try label(#""text": "x", "font": {"weight": 700.0}"#).font.weight, 700)
    }

    func testFontStyles() throws {
        XCTAssertFalse(try label(#""text": "x", "font": {"style": "normal"}"#).font.italic)
        XCTAssertTrue(try label(#""text": "x", "font": {"style": "italic"}"#).font.italic)
        XCTAssertTrue(try label(#""text": "x", "font": {"style": "oblique"}"#).font.italic)
    }

    func testFontSizeAndFamilyBounds() throws {
        XCTAssertEqual(try label(#""text": "x", "font": {"size": 2000}"#).font.size, 2000)
        XCTAssertEqual(try label(#""text": "x", "font": {"size": 0.5}"#).font.size, 0.5)
        XCTAssertEqual(try label(#""text": "x", "font": {"family": "monospace"}"#).font.family, "monospace")
        // Any family name is accepted here; a missing one falls back when rendering.
        XCTAssertEqual(try label(#""text": "x", "font": {"family": "No Such Font"}"#).font.family, "No Such Font")
    }

    func testLineHeightForms() throws {
        XCTAssertEqual(try label(#""text": "x", "lineHeight": 1.4"#).lineHeight, .multiple(1.4))
        XCTAssertEqual(try label(#""text": "x", "lineHeight": 100"#).lineHeight, .multiple(100))
        XCTAssertEqual(try label(#""text": "x", "lineHeight": "24pt""#).lineHeight, .points(24))
        XCTAssertEqual(try label(#""text": "x", "lineHeight": "12.5pt""#).lineHeight, .points(12.5))
        XCTAssertEqual(try label(#""text": "x", "lineHeight": ".5pt""#).lineHeight, .points(0.5))
    }

    func testColourSpellings() throws {
        XCTAssertEqual(try label(#""text": "x", "color": "white""#).color, Color(red8: 255, green8: 255, blue8: 255))
        XCTAssertEqual(try label(#""text": "x", "color": "rgba(255, 0, 0, 0.5)""#).color, Color(red8: 255, green8: 0, blue8: 0, alpha8: 128))
        XCTAssertEqual(try label(##""text": "x", "color": "#0F08""##).color, Color(red8: 0, green8: 255, blue8: 0, alpha8: 136))
    }

    func testMaxLinesAndLetterSpacingBounds() throws {
        XCTAssertEqual(try label(#""text": "x", "maxLines": 0"#).maxLines, 0)
        XCTAssertEqual(try label(#""text": "x", "maxLines": 2.0"#).maxLines, 2)
        XCTAssertEqual(try label(#""text": "x", "maxLines": 100000"#).maxLines, 100_000)
        XCTAssertEqual(try label(#""text": "x", "letterSpacing": -1000"#).letterSpacing, -1000)
        XCTAssertEqual(try label(#""text": "x", "letterSpacing": 1000"#).letterSpacing, 1000)
    }

    func testTruncationValues() throws {
        XCTAssertEqual(try label(#""text": "x", "truncation": "end-character""#).truncation, .endCharacter)
        for truncation in Truncation.allCases {
            XCTAssertEqual(try label(#""text": "x", "truncation": "\#(truncation.rawValue)""#).truncation, truncation)
        }
    }

    func testTextKeepsEveryCharacter() throws {
        XCTAssertEqual(try label(#""text": """#).text, "")
        XCTAssertEqual(try label(#""text": "Line one\nLine two\t\"é\" \ud83d\ude00""#).text, "Line one\nLine two\t\"é\" 😀")
    }

    /// Labels take every common node key and every box key.
    func testCommonAndLayoutKeysOnALabel() throws {
        let node = try decode(document(label: #"""
            "text": "x", "id": "title", "background": "white", "cornerRadius": 4, "border": {"color": "red"},
            "shadow": {"blur": 2}, "opacity": 0.5, "clip": true, "hidden": true, "transform": {"rotate": 5},
            "width": 120, "maxWidth": "50%", "padding": 8, "margin": {"top": 4}, "grow": 1, "shrink": 0, "basis": 10, "alignSelf": "center"
            """#)).root
        XCTAssertEqual(node.id, "title")
        XCTAssertEqual(node.style.opacity, 0.5)
        XCTAssertTrue(node.style.clip)
        XCTAssertTrue(node.style.hidden)
        XCTAssertEqual(node.layout.width, .points(120))
        XCTAssertEqual(node.layout.maxWidth, .percent(50))
        XCTAssertEqual(node.layout.padding, Edges(.points(8)))
        XCTAssertEqual(node.layout.grow, 1)
        XCTAssertEqual(node.layout.alignSelf, .center)
        XCTAssertEqual(node.label, LabelContent(text: "x"))
        let framed = try decode(document(label: #""text": "x", "frame": {"x": 5, "y": 6}"#)).root
        XCTAssertEqual(framed.frame, FrameSpec(x: 5, y: 6))
    }

    func testLabelInsideAStack() throws {
        let scene = try decode(Self.prefix + #"{"type": "vstack", "children": [{"type": "label", "text": "Title", "font": {"weight": "bold"}}, {"type": "label", "text": "Body"}]}}"#)
        XCTAssertEqual(scene.root.children.map(\.label?.text), ["Title", "Body"])
        XCTAssertEqual(scene.root.children[0].label?.font.weight, 700)
    }

    // MARK: - text

    func testMissingText() {
        assertError(document(label: #""font": {"size": 12}"#), #"card.json:1:39: root: missing required key "text" (the label's text, a string or an array of runs (or "markup"))"#)
        assertError(Self.prefix + #"{"type": "label"}}"#, #"card.json:1:39: root: missing required key "text" (the label's text, a string or an array of runs (or "markup"))"#)
    }

    func testTextMustBeAStringOrRuns() {
        let expected = #"expected a string, or an array of runs such as [{"text": "Bold", "weight": "bold"}], received "#
        // `"text": ` is 8 columns, so the value starts at 65.
        assertError(document(label: #""text": 5"#), "card.json:1:65: root.text: " + expected + "5")
        assertRefused(#""text": null"#, path: "root.text", expected + "null")
        assertRefused(#""text": {"text": "a"}"#, path: "root.text", expected + "an object")
        // `["` is 2 columns, so the first element starts at 66.
        assertError(document(label: #""text": ["a"]"#), #"card.json:1:66: root.text[0]: expected a run of text (a JSON object), received "a""#)
    }

    func testTextLength() throws {
        XCTAssertEqual(try label(#""text": ""# + String(repeating: "a", count: 100_000) + #"""#).text.count, 100_000)
        assertRefused(#""text": ""# + String(repeating: "a", count: 100_001) + #"""#, path: "root.text", "the text is longer than 100000 characters")
        // The limit counts Unicode scalars: "e" plus a combining accent is two.
        XCTAssertNoThrow(try label(#""text": ""# + String(repeating: "e\u{301}", count: 50_000) + #"""#))
        assertRefused(#""text": ""# + String(repeating: "e\u{301}", count: 50_000) + #"a""#, path: "root.text", "the text is longer than 100000 characters")
    }

    // MARK: - Runs

    func testRunsAreRead() throws {
        let content = try label(#"""
            "text": [{"text": "Hello, "}, {"text": "world", "family": "DejaVu Serif", "size": 20, "weight": "bold", "style": "italic", "color": "red",
                      "underline": true, "strikethrough": true, "background": "#FFFF0080", "letterSpacing": 2, "baselineShift": -3},
                     {"text": "!", "style": "normal", "weight": 100, "underline": false, "letterSpacing": 0}],
            "font": {"style": "italic"}
            """#)
        XCTAssertEqual(content.text, "Hello, world!")
        XCTAssertEqual(content.runs, [
            TextRun(text: "Hello, "),
            TextRun(text: "world", family: "DejaVu Serif", size: 20, weight: 700, italic: true, color: Color(red8: 255, green8: 0, blue8: 0),
                    underline: true, strikethrough: true, background: Color(red8: 255, green8: 255, blue8: 0, alpha8: 128), letterSpacing: 2, baselineShift: -3),
            // Set values are kept even when they restate a default: "normal" undoes the label's italic.
            TextRun(text: "!", weight: 100, italic: false, letterSpacing: 0),
        ])
        XCTAssertTrue(content.font.italic)
    }

    func testPlainTextHasNoRuns() throws {
        XCTAssertEqual(try label(#""text": "plain""#).runs, [])
        let empty = try label(#""text": []"#)
        XCTAssertEqual(empty.text, "")
        XCTAssertEqual(empty.runs, [])
        XCTAssertEqual(try label(#""text": [{"text": ""}]"#).runs, [TextRun(text: "")])
    }

    func testRunsRefused() {
        assertRefused(#""text": [{"text": "a"}, {"weight": "bold"}]"#, path: "root.text[1]", #"missing required key "text" (the run's text, a string)"#)
        assertRefused(#""text": [{"text": 3}]"#, path: "root.text[0].text", "expected a string, received 3")
        assertRefused(#""text": [{"text": "a", "colour": "red"}]"#, path: "root.text[0].colour", #"unknown key "colour" in a run of text; did you mean "color"?"#)
        assertRefused(#""text": [{"text": "a", "font": {"size": 3}}]"#, path: "root.text[0].font",
                      #"unknown key "font" in a run of text; allowed keys: text, family, size, weight, style, color, underline, strikethrough, background, letterSpacing, baselineShift"#)
        assertRefused(#""text": [{"text": "a", "weight": 450.5}]"#, path: "root.text[0].weight", "expected \(Self.weightExpectation), received 450.5")
        assertRefused(#""text": [{"text": "a", "size": 0}]"#, path: "root.text[0].size", "expected a number > 0 and ≤ 2000, received 0")
        assertRefused(#""text": [{"text": "a", "style": "slanted"}]"#, path: "root.text[0].style", #"expected "normal", "italic" or "oblique", received "slanted""#)
        assertRefused(#""text": [{"text": "a", "family": "A, , B"}]"#, path: "root.text[0].family",
                      #"expected a font family such as "DejaVu Sans" or "sans-serif", or a list of them separated by commas such as "Inter, DejaVu Sans, sans-serif", at most 200 characters, received "A, , B""#)
        assertRefused(#""text": [{"text": "a", "underline": "yes"}]"#, path: "root.text[0].underline", #"expected true or false, received "yes""#)
        assertRefused(#""text": [{"text": "a", "background": {"type": "linear", "stops": ["red", "blue"]}}]"#, path: "root.text[0].background",
                      "expected a colour (#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or a CSS colour name), received an object")
        assertRefused(#""text": [{"text": "a", "letterSpacing": -1001}]"#, path: "root.text[0].letterSpacing", "expected a number between -1000 and 1000, received -1001")
        assertRefused(#""text": [{"text": "a", "baselineShift": 1001}]"#, path: "root.text[0].baselineShift", "expected a number between -1000 and 1000, received 1001")
    }

    func testRunCountAndLength() throws {
        let runs = { (count: Int) in #""text": ["# + Array(repeating: #"{"text": "a"}"#, count: count).joined(separator: ", ") + "]" }
        XCTAssertEqual(try label(runs(1000)).runs.count, 1000)
        assertRefused(runs(1001), path: "root.text", "expected at most 1000 runs, received an array")
        // The limit applies to the runs' texts together.
        let half = String(repeating: "a", count: 50_000)
        XCTAssertEqual(try label(#""text": [{"text": "\#(half)"}, {"text": "\#(half)"}]"#).text.count, 100_000)
        assertRefused(#""text": [{"text": "\#(half)"}, {"text": "\#(half)b"}]"#, path: "root.text", "the text is longer than 100000 characters")
    }

    // MARK: - Markup

    func testMarkupIsRead() throws {
        let content = try label(#""markup": "<b>Bold</b> and <i>italic</i> &amp; more", "font": {"size": 20}, "maxLines": 2"#)
        XCTAssertTrue(content.isMarkup)
        // The markup is kept as written; Pango reads it when the label is set.
        XCTAssertEqual(content.text, "<b>Bold</b> and <i>italic</i> &amp; more")
        XCTAssertEqual(content.runs, [])
        XCTAssertEqual(content.font.size, 20)
        XCTAssertEqual(content.maxLines, 2)
        XCTAssertFalse(try label(#""text": "<b>x</b>""#).isMarkup)
        // The validator does not parse markup: the renderer checks it with Pango.
        XCTAssertEqual(try label(#""markup": "<b>unclosed""#).text, "<b>unclosed")
    }

    func testMarkupRefused() {
        // `"markup": "<b>a</b>", ` is 22 columns, so "text"'s value starts at 57 + 22 + 8 = 87.
        assertError(document(label: #""markup": "<b>a</b>", "text": "a""#), #"card.json:1:87: root.text: a label has either "text" or "markup", not both"#)
        assertRefused(#""text": "a", "markup": "<b>a</b>""#, path: "root.text", #"a label has either "text" or "markup", not both"#)
        assertRefused(#""markup": 5"#, path: "root.markup", "expected a string, received 5")
        assertRefused(#""markup": [{"text": "a"}]"#, path: "root.markup", "expected a string, received an array")
        assertRefused(#""markup": ""# + String(repeating: "a", count: 100_001) + #"""#, path: "root.markup", "the markup is longer than 100000 characters")
        XCTAssertNoThrow(try label(#""markup": ""# + String(repeating: "a", count: 100_000) + #"""#))
        let found = error(Self.prefix + #"{"type": "view", "markup": "<b>a</b>"}}"#)
        XCTAssertEqual(found?.message, #""markup" applies only to label nodes, not to a view node"#)
    }

    // MARK: - minimumScaleFactor and textShadow

    func testMinimumScaleFactor() throws {
        XCTAssertEqual(try label(#""text": "x", "minimumScaleFactor": 0.5"#).minimumScaleFactor, 0.5)
        XCTAssertEqual(try label(#""text": "x", "minimumScaleFactor": 0.01"#).minimumScaleFactor, 0.01)
        XCTAssertEqual(try label(#""text": "x", "minimumScaleFactor": 1"#).minimumScaleFactor, 1)
        XCTAssertEqual(try label(#""text": "x""#).minimumScaleFactor, 1)
        for value in ["0", "0.009", "1.5", #""50%""#] {
            assertRefused(#""text": "x", "minimumScaleFactor": \#(value)"#, path: "root.minimumScaleFactor", "expected a number between 0.01 and 1, received \(value)")
        }
    }

    func testTextShadow() throws {
        XCTAssertNil(try label(#""text": "x""#).textShadow)
        XCTAssertEqual(try label(##""text": "x", "textShadow": {"color": "#00000080", "blur": 4, "x": 1, "y": -2}"##).textShadow,
                       Shadow(color: Color(red8: 0, green8: 0, blue8: 0, alpha8: 128), blur: 4, offset: Point(x: 1, y: -2)))
        // Every member is optional, as in a box shadow; the colour defaults to half-black.
        XCTAssertEqual(try label(#""text": "x", "textShadow": {}"#).textShadow, Shadow(color: Color(red8: 0, green8: 0, blue8: 0, alpha8: 128)))
        XCTAssertEqual(try label(#""text": "x", "textShadow": {"spread": 0}"#).textShadow, Shadow(color: Color(red8: 0, green8: 0, blue8: 0, alpha8: 128)))
        assertRefused(#""text": "x", "textShadow": {"blur": 2, "spread": 3}"#, path: "root.textShadow.spread", "a text shadow has no spread; use color, blur, x and y")
        assertRefused(#""text": "x", "textShadow": {"blur": -1}"#, path: "root.textShadow.blur", "expected a number ≥ 0 and ≤ 1000, received -1")
        assertRefused(#""text": "x", "textShadow": {"offset": 1}"#, path: "root.textShadow.offset", #"unknown key "offset" in a shadow; allowed keys: color, blur, x, y, spread"#)
        // A list is CSS's list of text shadows (TextEffectValidationTests).
        assertRefused(#""text": "x", "textShadow": [[{"blur": 1}]]"#, path: "root.textShadow[0]", "expected a shadow (a JSON object), received an array")
    }

    // MARK: - font

    func testFontSizeOutOfRange() {
        // `"text": "x", ` is 13 columns and `"font": {"size": ` 17 more, so the size is at 87.
        assertError(document(label: #""text": "x", "font": {"size": 0}"#), "card.json:1:87: root.font.size: expected a number > 0 and ≤ 2000, received 0")
        assertRefused(#""text": "x", "font": {"size": -4}"#, path: "root.font.size", "expected a number > 0 and ≤ 2000, received -4")
        assertRefused(#""text": "x", "font": {"size": 1e9}"#, path: "root.font.size", "expected a number > 0 and ≤ 2000, received 1000000000")
        assertRefused(#""text": "x", "font": {"size": 2000.5}"#, path: "root.font.size", "expected a number > 0 and ≤ 2000, received 2000.5")
        assertRefused(#""text": "x", "font": {"size": "12pt"}"#, path: "root.font.size", #"expected a number > 0 and ≤ 2000, or pixels such as "12px", received "12pt""#)
    }

    func testFontWeightRefused() {
        assertRefused(#""text": "x", "font": {"weight": 450.5}"#, path: "root.font.weight", "expected \(Self.weightExpectation), received 450.5")
        assertRefused(#""text": "x", "font": {"weight": 1001}"#, path: "root.font.weight", "expected \(Self.weightExpectation), received 1001")
        assertRefused(#""text": "x", "font": {"weight": 0}"#, path: "root.font.weight", "expected \(Self.weightExpectation), received 0")
        assertRefused(#""text": "x", "font": {"weight": "bolder"}"#, path: "root.font.weight",
                      #"expected \#(Self.weightExpectation), received "bolder"; did you mean "bold"?"#)
        assertRefused(#""text": "x", "font": {"weight": "Bold"}"#, path: "root.font.weight",
                      #"expected \#(Self.weightExpectation), received "Bold"; did you mean "bold"?"#)
        assertRefused(#""text": "x", "font": {"weight": true}"#, path: "root.font.weight", "expected \(Self.weightExpectation), received true")
    }

    func testFontStyleRefused() {
        assertRefused(#""text": "x", "font": {"style": "slanted"}"#, path: "root.font.style", #"expected "normal", "italic" or "oblique", received "slanted""#)
        assertRefused(#""text": "x", "font": {"style": true}"#, path: "root.font.style", "expected a string, received true")
    }

    /// Any whole weight from 1 to 1000 is read as it is, as CSS reads `font-weight`.
    func testFontWeightsBetweenTheHundredsAreRead() throws {
        for weight in [1, 150, 450, 550, 1000] {
            XCTAssertEqual(try label(#""text": "x", "font": {"weight": \#(weight)}"#).font.weight, weight)
            XCTAssertEqual(try label(#""text": [{"text": "a", "weight": \#(weight)}]"#).runs.first?.weight, weight)
        }
        XCTAssertEqual(try label(#""text": "x", "font": {"weight": 450.0}"#).font.weight, 450)
    }

    /// A fallback list is kept as written; the text engine reads its families in order.
    func testFontFamilyListsAreRead() throws {
        XCTAssertEqual(try label(#""text": "x", "font": {"family": "Inter, Noto Sans, sans-serif"}"#).font.family, "Inter, Noto Sans, sans-serif")
        XCTAssertEqual(try label(#""text": "x", "font": {"family": "Inter,serif"}"#).font.family, "Inter,serif")
        XCTAssertEqual(try label(#""text": [{"text": "a", "family": "Brand, monospace"}]"#).runs.first?.family, "Brand, monospace")
        XCTAssertEqual(FontSpec.families(in: " Inter ,Noto Sans, sans-serif"), ["Inter", "Noto Sans", "sans-serif"])
    }

    func testFontFamilyRefused() {
        let expected = #"expected a font family such as "DejaVu Sans" or "sans-serif", or a list of them separated by commas such as "Inter, DejaVu Sans, sans-serif", at most 200 characters, received "#
        assertRefused(#""text": "x", "font": {"family": ""}"#, path: "root.font.family", expected + #""""#)
        assertRefused(#""text": "x", "font": {"family": "  "}"#, path: "root.font.family", expected + #""  ""#)
        assertRefused(#""text": "x", "font": {"family": "Inter, sans-serif,"}"#, path: "root.font.family", expected + #""Inter, sans-serif,""#)
        assertRefused(#""text": "x", "font": {"family": ",Inter"}"#, path: "root.font.family", expected + #"",Inter""#)
        assertRefused(#""text": "x", "font": {"family": "Inter,,serif"}"#, path: "root.font.family", expected + #""Inter,,serif""#)
        assertRefused(#""text": "x", "font": {"family": 3}"#, path: "root.font.family", "expected a string, received 3")
    }

    func testUnknownFontKey() {
        // `{"size": 12, ` is 13 columns from the font's `{` at 78, so the key is at 91.
        assertError(document(label: #""text": "x", "font": {"size": 12, "qqqqqqqqqqqq": 1}"#),
                    #"card.json:1:91: root.font.qqqqqqqqqqqq: unknown key "qqqqqqqqqqqq" in a font; allowed keys: family, size, weight, style"#)
        assertRefused(#""text": "x", "font": {"wieght": 700}"#, path: "root.font.wieght", #"unknown key "wieght" in a font; did you mean "weight"?"#)
        assertRefused(#""text": "x", "font": {"color": "red"}"#, path: "root.font.color", #"unknown key "color" in a font; allowed keys: family, size, weight, style"#)
        assertRefused(#""text": "x", "font": "DejaVu Sans""#, path: "root.font", #"expected a font (a JSON object), received "DejaVu Sans""#)
    }

    // MARK: - Other keys

    func testLineHeightRefused() {
        for value in ["0", "-1", "100.5", #""1e2pt""#, #""0pt""#, #""-3pt""#, #""pt""#, #""24 pt""#, "true"] {
            assertRefused(#""text": "x", "lineHeight": \#(value)"#, path: "root.lineHeight", "expected \(Self.lineHeightExpectation), received \(value)")
        }
    }

    func testMaxLinesRefused() {
        assertRefused(#""text": "x", "maxLines": 1.5"#, path: "root.maxLines", "expected a whole number of lines ≥ 0 (0 for no limit), received 1.5")
        assertRefused(#""text": "x", "maxLines": -1"#, path: "root.maxLines", "expected a number between 0 and 100000, received -1")
        assertRefused(#""text": "x", "maxLines": 100001"#, path: "root.maxLines", "expected a number between 0 and 100000, received 100001")
        assertRefused(#""text": "x", "maxLines": "2""#, path: "root.maxLines", #"expected a number between 0 and 100000, received "2""#)
    }

    func testLetterSpacingRefused() {
        assertRefused(#""text": "x", "letterSpacing": 1000.5"#, path: "root.letterSpacing", "expected a number between -1000 and 1000, received 1000.5")
        assertRefused(#""text": "x", "letterSpacing": "2pt""#, path: "root.letterSpacing", #"expected a number between -1000 and 1000, or pixels such as "12px", received "2pt""#)
    }

    func testColorRefused() {
        assertRefused(#""text": "x", "color": "blak""#, path: "root.color",
                      #"expected a colour (#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or a CSS colour name), received "blak"; did you mean "black"?"#)
        // An object is a gradient (gradient text), checked as a background's.
        assertRefused(#""text": "x", "color": {"type": "conic", "stops": ["red", "blue"]}"#, path: "root.color.type",
                      #"expected "linear" or "radial", received "conic""#)
        assertRefused(#""text": "x", "color": {"type": "linear", "stops": ["red"]}"#, path: "root.color.stops", "expected 2 to 64 gradient stops, received an array")
    }

    func testTruncationRefused() {
        assertRefused(#""text": "x", "truncation": "midle""#, path: "root.truncation",
                      #"expected one of "end", "end-word", "end-character", "middle", "start", "none", received "midle"; did you mean "middle"?"#)
        assertRefused(#""text": "x", "truncation": "clip""#, path: "root.truncation", #"expected one of "end", "end-word", "end-character", "middle", "start", "none", received "clip""#)
        assertRefused(#""text": "x", "truncation": false"#, path: "root.truncation", #"expected one of "end", "end-word", "end-character", "middle", "start", "none", received false"#)
    }

    func testAlignWrapAndDirectionRefusedWithTextValues() throws {
        assertRefused(#""text": "x", "align": "centre""#, path: "root.align",
                      #"expected one of "leading", "center", "trailing", "justify", "natural", received "centre"; did you mean "center"?"#)
        assertRefused(#""text": "x", "align": "stretch""#, path: "root.align",
                      #"expected one of "leading", "center", "trailing", "justify", "natural", received "stretch""#)
        assertRefused(#""text": "x", "wrap": "wrap""#, path: "root.wrap", #"expected one of "word", "char", "word-char", received "wrap""#)
        assertRefused(#""text": "x", "direction": "row""#, path: "root.direction", #"expected one of "auto", "ltr", "rtl", received "row"; did you mean "rtl"?"#)
        assertRefused(#""text": "x", "direction": "column""#, path: "root.direction", #"expected one of "auto", "ltr", "rtl", received "column""#)
    }

    // MARK: - Keys and kinds

    func testLabelRefusesChildren() {
        // `"text": "x", ` is 13 columns, so the "children" key starts at 70.
        assertError(document(label: #""text": "x", "children": []"#),
                    #"card.json:1:70: root.children: "children" applies only to view, hstack, vstack, zstack and button nodes, not to a label node"#)
        assertRefused(#""text": "x", "children": [{"type": "label", "text": "y"}]"#, path: "root.children",
                      #""children" applies only to view, hstack, vstack, zstack and button nodes, not to a label node"#)
    }

    func testLabelRefusesOtherKindsKeys() {
        assertRefused(#""text": "x", "gap": 4"#, path: "root.gap", #""gap" applies only to hstack and vstack nodes, not to a label node"#)
        assertRefused(#""text": "x", "justify": "center""#, path: "root.justify", #""justify" applies only to hstack and vstack nodes, not to a label node"#)
        assertRefused(#""text": "x", "alignment": "top""#, path: "root.alignment", #""alignment" applies only to zstack nodes, not to a label node"#)
        assertRefused(#""text": "x", "minLength": 2"#, path: "root.minLength", #""minLength" applies only to spacer nodes, not to a label node"#)
    }

    func testLabelKeysOnOtherKinds() {
        assertError(Self.prefix + #"{"type": "view", "text": "x"}}"#, #"card.json:1:56: root.text: "text" applies only to label and toast nodes, not to a view node"#)
        for (key, value) in [("font", "{}"), ("color", #""red""#), ("lineHeight", "1"), ("letterSpacing", "1"), ("maxLines", "1"), ("truncation", #""end""#),
                             ("minimumScaleFactor", "1"), ("textShadow", "{}"), ("textTransform", #""uppercase""#)] {
            let found = error(Self.prefix + #"{"type": "hstack", "\#(key)": \#(value)}}"#)
            XCTAssertEqual(found?.path.description, "root.\(key)")
            // `font` is a button's key too, and `color` an icon's.
            let owners = ["font": "label and button", "color": "label and icon"][key] ?? "label"
            XCTAssertEqual(found?.message, #""\#(key)" applies only to \#(owners) nodes, not to an hstack node"#)
        }
    }

    func testUnknownLabelKey() {
        assertRefused(#""text": "x", "maxLine": 2"#, path: "root.maxLine", #"unknown key "maxLine" in a label node; did you mean "maxLines"?"#)
        // A CSS name gets its scene key instead (CSSKeySuggestionTests); a key near nothing gets the list.
        assertRefused(#""text": "x", "fontSize": 12"#, path: "root.fontSize", #"unknown key "fontSize" in a label node; did you mean "font": {"size": …}? (CSS font-size)"#)
        assertRefused(#""text": "x", "qqqqqqqqqqqq": 12"#, path: "root.qqqqqqqqqqqq", #"unknown key "qqqqqqqqqqqq" in a label node; allowed keys: "# + (
            ["type", "id", "frame", "background", "cornerRadius", "border", "shadow", "opacity", "clip", "transform", "hidden", "zIndex",
             "transition", "loading", "blockLoading", "error", "redacted", "filter", "backdropFilter", "blendMode", "mask",
             "width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight", "aspectRatio", "margin", "padding", "position",
             "left", "top", "right", "bottom", "grow", "shrink", "basis", "alignSelf",
             "text", "markup", "font", "color", "align", "lineHeight", "letterSpacing", "maxLines", "truncation", "wrap", "direction",
             "minimumScaleFactor", "textShadow", "textTransform"].joined(separator: ", ")))
    }

    func testNestedLabelErrorPath() {
        let text = Self.prefix + #"{"type": "vstack", "children": [{"type": "label", "text": "a"}, {"type": "label", "text": "b", "font": {"size": 0}}]}}"#
        let found = error(text)
        XCTAssertEqual(found?.path.description, "root.children[1].font.size")
        XCTAssertEqual(found?.message, "expected a number > 0 and ≤ 2000, received 0")
    }
}
