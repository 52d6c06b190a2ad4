import Foundation
import XCTest
@testable import Scene

/// Labels through every path: hand-written JSON, the builder (`Label` and the text
/// modifiers), `jsonValue` and its text, and Foundation's coders. Expected values and
/// documents are written out by hand.
final class LabelRoundTripTests: XCTestCase {
    // MARK: - Helpers

    private func decode(_ text: String) throws -> Scene {
        try SceneDecoder().decode(Array(text.utf8), file: "label.json")
    }

    private func json(_ node: Node) -> String {
        node.jsonValue.compactText
    }

    /// Asserts that `scene` comes back equal through `jsonValue`, its text, and Foundation.
    private func assertRoundTrips(_ scene: Scene, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try SceneValidator().validate(scene.jsonValue), scene, "validate(jsonValue)", file: file, line: line)
        let text = scene.jsonValue.jsonText()
        XCTAssertEqual(try decode(text), scene, text, file: file, line: line)
        let data = try JSONEncoder().encode(scene)
        XCTAssertEqual(try JSONDecoder().decode(Scene.self, from: data), scene, "Foundation", file: file, line: line)
    }

    // MARK: - Hand-written JSON against the builder

    private let handWritten = #"""
        {
          "width": 400,
          "height": 300,
          "fonts": ["fonts/Inter.ttf"],
          "root": {
            "type": "vstack",
            "padding": 24,
            "gap": 8,
            "children": [
              {
                "type": "label",
                "id": "title",
                "text": "Quarterly report",
                "font": {"family": "DejaVu Serif", "size": 32, "weight": "bold", "style": "oblique"},
                "color": "#1E293B",
                "lineHeight": 1.2,
                "maxLines": 2,
                "truncation": "middle"
              },
              {
                "type": "label",
                "text": "Revenue grew in every region.",
                "font": {"size": 14.5, "weight": 300},
                "color": "rgba(15, 23, 42, 0.5)",
                "lineHeight": "20pt",
                "letterSpacing": -0.25,
                "width": "50%",
                "padding": {"horizontal": 4},
                "background": "white",
                "cornerRadius": 4
              },
              {"type": "label", "text": "", "font": {"family": "monospace", "weight": "regular", "style": "normal"}, "grow": 1, "truncation": "none"},
              {"type": "label", "text": "Footer", "color": "black", "maxLines": 0, "letterSpacing": 0, "font": {"size": 16, "family": "sans-serif"}},
              {
                "type": "label",
                "text": [
                  {"text": "Total: "},
                  {"text": "$1,200", "weight": "bold", "color": "#16A34A", "underline": true},
                  {"text": " (est.)", "family": "monospace", "size": 12, "style": "italic", "strikethrough": true, "background": "yellow", "letterSpacing": 0.5, "baselineShift": 2}
                ],
                "minimumScaleFactor": 0.5,
                "textShadow": {"blur": 2, "y": 1}
              }
            ]
          }
        }
        """#

    /// The same scene with the builder: "bold" is 700 and "oblique" italic; rgba(…, 0.5) has
    /// alpha 0.5 × 255 = 127.5 → 128; "regular", "normal", black, 0 and 16-point sans-serif
    /// are the defaults, so the third and fourth labels carry only what differs; yellow is
    /// FFFF00, and a text shadow's colour defaults to #00000080.
    private func builderVersion() -> Scene {
        Scene(width: 400, height: 300, fonts: ["fonts/Inter.ttf"]) {
            VStack(spacing: 8) {
                Label("Quarterly report", id: "title")
                    .font(family: "DejaVu Serif", size: 32, weight: 700, italic: true)
                    .textColor(Color(hex: 0x1E293B))
                    .lineHeight(.multiple(1.2))
                    .maxLines(2)
                    .truncation(.middle)
                Label("Revenue grew in every region.")
                    .font(size: 14.5, weight: 300)
                    .textColor(Color(red8: 15, green8: 23, blue8: 42, alpha8: 128))
                    .lineHeight(.points(20))
                    .letterSpacing(-0.25)
                    .width(.percent(50))
                    .padding(horizontal: 4)
                    .background(Color(hex: 0xFFFFFF))
                    .cornerRadius(4)
                Label("")
                    .font(family: "monospace")
                    .grow(1)
                    .truncation(.none)
                Label("Footer")
                Label([
                    TextRun(text: "Total: "),
                    TextRun(text: "$1,200", weight: 700, color: Color(hex: 0x16A34A), underline: true),
                    TextRun(text: " (est.)", family: "monospace", size: 12, italic: true, strikethrough: true, background: Color(hex: 0xFFFF00),
                            letterSpacing: 0.5, baselineShift: 2),
                ])
                .minimumScaleFactor(0.5)
                .textShadow(color: Color(hex: 0x000000, alpha: 0.5), blur: 2, y: 1)
            }
            .padding(24)
        }
    }

    func testSceneDecoderOfHandWrittenJSONEqualsBuilderScene() throws {
        XCTAssertEqual(try decode(handWritten), builderVersion())
    }

    func testFoundationDecoderOfHandWrittenJSONEqualsBuilderScene() throws {
        XCTAssertEqual(try JSONDecoder().decode(Scene.self, from: Data(handWritten.utf8)), builderVersion())
    }

    func testHandWrittenJSONRoundTrips() throws {
        let scene = try decode(handWritten)
        try assertRoundTrips(scene)
        // Decoding the re-encoded text gives the same scene again, and the same text.
        let text = scene.jsonValue.jsonText()
        XCTAssertEqual(try decode(text).jsonValue.jsonText(), text)
    }

    func testBuilderSceneRoundTrips() throws {
        try assertRoundTrips(builderVersion())
    }

    /// `align`, `wrap` and `direction` written by hand and by the builder.
    func testAlignWrapAndDirection() throws {
        let text = #"""
            {"width": 200, "height": 100, "root": {"type": "hstack", "align": "baseline", "children": [
              {"type": "label", "text": "مرحبا", "align": "trailing", "wrap": "word-char", "direction": "rtl"},
              {"type": "label", "text": "b", "align": "center", "wrap": "char", "direction": "ltr"},
              {"type": "label", "text": "c", "align": "justify", "wrap": "word", "direction": "auto"},
              {"type": "label", "text": "d", "align": "natural"}
            ]}}
            """#
        let built = Scene(width: 200, height: 100) {
            HStack {
                Label("مرحبا").textAlign(.trailing).textWrap(.wordChar).textDirection(.rtl)
                Label("b").textAlign(.center).textWrap(.char).textDirection(.ltr)
                Label("c").textAlign(.justify)
                Label("d").textAlign(.natural)
            }
            .align(.baseline)
        }
        XCTAssertEqual(try decode(text), built)
        try assertRoundTrips(built)
        XCTAssertEqual(json(built.root.children[0]), #"{"type":"label","text":"مرحبا","align":"trailing","wrap":"word-char","direction":"rtl"}"#)
    }

    // MARK: - Canonical form

    func testDefaultsAreLeftOut() {
        XCTAssertEqual(json(Label("Hi")), #"{"type":"label","text":"Hi"}"#)
        XCTAssertEqual(json(Label("Hi").font(family: "sans-serif", size: 16, weight: 400, italic: false).textColor(Color(hex: 0x000000))
                                .letterSpacing(0).maxLines(0).truncation(.end).textWrap(.word).textDirection(.auto).textAlign(.leading)),
                       #"{"type":"label","text":"Hi"}"#)
    }

    func testEveryKeyIsWritten() {
        let node = Label("Hi", id: "t")
            .font(family: "DejaVu Sans Mono", size: 12.5, weight: 900, italic: true)
            .textColor(Color(hex: 0x2563EB, alpha: 0.5))
            .textAlign(.center)
            .lineHeight(.points(24))
            .letterSpacing(1.5)
            .maxLines(3)
            .truncation(.start)
            .textWrap(.char)
            .textDirection(.rtl)
            .minimumScaleFactor(0.75)
            .textShadow(color: Color(hex: 0xFFFFFF), blur: 3, x: -1, y: 2)
            .padding(4)
        XCTAssertEqual(json(node), #"{"type":"label","id":"t","text":"Hi","font":{"family":"DejaVu Sans Mono","size":12.5,"weight":900,"style":"italic"},"#
                       + ##""color":"#2563EB80","align":"center","lineHeight":"24pt","letterSpacing":1.5,"maxLines":3,"truncation":"start","wrap":"char","direction":"rtl","##
                       + ##""minimumScaleFactor":0.75,"textShadow":{"color":"#FFFFFF","blur":3,"x":-1,"y":2},"padding":4}"##)
    }

    func testCanonicalTextOfALabel() {
        let scene = Scene(width: 100, height: 50) {
            Label("Hello").font(size: 20, weight: 700).lineHeight(.multiple(1.5)).maxLines(1)
        }
        let expected = """
            {
              "width": 100,
              "height": 50,
              "root": {
                "type": "label",
                "text": "Hello",
                "font": {
                  "size": 20,
                  "weight": 700
                },
                "lineHeight": 1.5,
                "maxLines": 1
              }
            }

            """
        XCTAssertEqual(scene.jsonValue.jsonText(), expected)
    }

    func testDecodedValuesAreWrittenCanonically() throws {
        // Weight names become numbers, "oblique" becomes "italic", colour names hex, and
        // keys at their defaults disappear.
        let text = #"{"width": 10, "height": 10, "root": {"type": "label", "text": "x", "font": {"weight": "semibold", "style": "oblique", "size": 16}, "color": "red", "truncation": "end"}}"#
        XCTAssertEqual(json(try decode(text).root), ##"{"type":"label","text":"x","font":{"weight":600,"style":"italic"},"color":"#FF0000"}"##)
    }

    func testRunsAreWritten() throws {
        let node = Label([
            TextRun(text: "a"),
            TextRun(text: "b", family: "serif", size: 9, weight: 400, italic: false, color: Color(hex: 0x000000), underline: true, strikethrough: true,
                    background: Color(hex: 0x00FF00, alpha: 0), letterSpacing: 0, baselineShift: -1.5),
        ])
        XCTAssertEqual(node.label?.text, "ab")
        // Set run values are written even when they equal the label's: they still override it.
        XCTAssertEqual(json(node), #"{"type":"label","text":[{"text":"a"},{"text":"b","family":"serif","size":9,"weight":400,"style":"normal","#
                       + ##""color":"#000000","underline":true,"strikethrough":true,"background":"#00FF0000","letterSpacing":0,"baselineShift":-1.5}]}"##)
        try assertRoundTrips(Scene(width: 10, height: 10) { node })
        // No runs: the plain string, even for empty text.
        XCTAssertEqual(json(Label([])), #"{"type":"label","text":""}"#)
        try assertRoundTrips(Scene(width: 10, height: 10) { Label([]) })
        try assertRoundTrips(Scene(width: 10, height: 10) { Label([TextRun(text: "")]) })
    }

    func testMarkupIsWrittenInPlaceOfText() throws {
        let node = Label(markup: "<b>Bold</b> &amp; <span foreground=\"red\">red</span>", id: "m").maxLines(1).truncation(.endCharacter)
        XCTAssertEqual(json(node), #"{"type":"label","id":"m","markup":"<b>Bold</b> &amp; <span foreground="red">red</span>","maxLines":1,"truncation":"end-character"}"#)
        try assertRoundTrips(Scene(width: 10, height: 10) { node })
        let text = #"{"width": 10, "height": 10, "root": {"type": "label", "id": "m", "markup": "<b>Bold</b> &amp; <span foreground=\"red\">red</span>", "maxLines": 1, "truncation": "end-character"}}"#
        XCTAssertEqual(try decode(text), Scene(width: 10, height: 10) { node })
        // Markup and plain text with the same characters are different labels.
        XCTAssertNotEqual(Label(markup: "a"), Label("a"))
    }

    func testLineHeightPointsAreWrittenWithoutExponent() throws {
        let cases: [(Double, String)] = [(24, "24pt"), (12.5, "12.5pt"), (1e-7, "0.0000001pt"), (0.000025, "0.000025pt"), (1_000_000, "1000000pt")]
        for (points, written) in cases {
            let node = Label("x").lineHeight(.points(points))
            XCTAssertEqual(node.jsonValue.kind, .object([JSONMember(key: "type", value: .string("label")), JSONMember(key: "text", value: .string("x")),
                                                         JSONMember(key: "lineHeight", value: .string(written))]))
            try assertRoundTrips(Scene(width: 10, height: 10) { node })
        }
        // A multiple is a plain number, exponent or not.
        try assertRoundTrips(Scene(width: 10, height: 10) { Label("x").lineHeight(.multiple(1e-7)) })
        XCTAssertEqual(json(Label("x").lineHeight(.multiple(1.4))), #"{"type":"label","text":"x","lineHeight":1.4}"#)
    }

    func testUnusualTextRoundTrips() throws {
        for text in ["", " ", "line\nbreak", "tab\tand \"quotes\" \\ slash", "émoji 😀👍🏽", "\u{1}\u{1F}", String(repeating: "ab ", count: 1000)] {
            try assertRoundTrips(Scene(width: 10, height: 10) { Label(text) })
        }
    }

    func testEveryFieldRoundTrips() throws {
        // align, wrap and direction stay at their defaults here; see testAlignWrapAndDirection.
        var scenes: [Scene] = []
        for weight in stride(from: 100, through: 900, by: 100) {
            scenes.append(Scene(width: 10, height: 10) { Label("w").font(weight: weight) })
        }
        for truncation in Truncation.allCases {
            scenes.append(Scene(width: 10, height: 10) { Label("t").truncation(truncation).maxLines(2) })
        }
        scenes.append(Scene(width: 10, height: 10) { Label("s").font(family: "Noto Sans", size: 0.25, italic: true).letterSpacing(-1000) })
        scenes.append(Scene(width: 10, height: 10) { Label("s").font(size: 2000).letterSpacing(1000).maxLines(100_000) })
        scenes.append(Scene(width: 10, height: 10) { Label("c").textColor(Color(red8: 1, green8: 2, blue8: 3, alpha8: 0)) })
        scenes.append(Scene(width: 10, height: 10) { Label("f").place(x: 1, y: 2, width: 3).hidden().opacity(0.5) })
        for scene in scenes {
            try assertRoundTrips(scene)
        }
    }

    // MARK: - Builder

    func testLabelBuilderMakesALabelNode() {
        let node = Label("Hi", id: "greeting")
        XCTAssertEqual(node, Node(kind: .label, id: "greeting", label: LabelContent(text: "Hi")))
        XCTAssertEqual(node.layout, LayoutStyle(for: .label))
        XCTAssertEqual(node.children, [])
    }

    func testFontModifierKeepsWhatItIsNotGiven() {
        let node = Label("x").font(family: "serif", size: 20).font(weight: 700).font(italic: true).font(size: 22)
        XCTAssertEqual(node.label?.font, FontSpec(family: "serif", size: 22, weight: 700, italic: true))
        XCTAssertEqual(Label("x").lineHeight(.points(3)).lineHeight(nil).label?.lineHeight, nil)
    }

    func testTextModifiersDoNothingOnOtherKinds() {
        let view = View(id: "v")
        XCTAssertEqual(view.font(size: 30).textColor(Color(hex: 0xFF0000)).textAlign(.center).lineHeight(.multiple(2)).letterSpacing(1)
                           .maxLines(2).truncation(.middle).textWrap(.char).textDirection(.rtl), view)
        XCTAssertNil(HStack().font(size: 30).label)
    }

    // MARK: - Loud failures

    /// Label content on another kind is written, so the document is refused rather than the
    /// text being dropped.
    func testLabelContentOnAnotherKindIsRefused() {
        let node = Node(kind: .view, label: LabelContent(text: "lost"))
        XCTAssertEqual(json(node), #"{"type":"view","text":"lost"}"#)
        let scene = Scene(width: 10, height: 10, root: node)
        XCTAssertThrowsError(try SceneValidator().validate(scene.jsonValue))
        XCTAssertThrowsError(try decode(scene.jsonValue.jsonText())) { error in
            XCTAssertEqual((error as? SceneError)?.message, #""text" applies only to label and toast nodes, not to a view node"#)
        }
    }

    /// A spread set on a text shadow by hand is written, and refused.
    func testTextShadowSpreadIsRefused() {
        var content = LabelContent(text: "x")
        content.textShadow = Shadow(color: Color(hex: 0x000000), blur: 1, spread: 2)
        let node = Node(kind: .label, label: content)
        XCTAssertEqual(json(node), ##"{"type":"label","text":"x","textShadow":{"color":"#000000","blur":1,"x":0,"y":0,"spread":2}}"##)
        XCTAssertThrowsError(try decode(Scene(width: 10, height: 10, root: node).jsonValue.jsonText())) { error in
            XCTAssertEqual((error as? SceneError)?.message, "a text shadow has no spread; use color, blur, x and y")
        }
    }

    /// A flex value set on a label with `.align`, `.wrap` or `.direction` would read back as
    /// the text's; the label's own key is written beside it, and the duplicate key refused.
    func testFlexKeysOnALabelAreRefused() {
        let node = Label("x").align(.center)
        XCTAssertEqual(json(node), #"{"type":"label","text":"x","align":"leading","align":"center"}"#)
        let text = Scene(width: 10, height: 10, root: node).jsonValue.jsonText()
        XCTAssertThrowsError(try decode(text)) { error in
            XCTAssertEqual((error as? SceneError)?.message, #"duplicate key "align""#)
        }
        XCTAssertEqual(json(Label("x").textWrap(.char).wrap(.wrap)), #"{"type":"label","text":"x","wrap":"char","wrap":"wrap"}"#)
        XCTAssertEqual(json(Label("x").direction(.column)), #"{"type":"label","text":"x","direction":"auto","direction":"column"}"#)
    }
}
