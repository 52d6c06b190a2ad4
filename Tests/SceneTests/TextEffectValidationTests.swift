import Foundation
@testable import Scene
import XCTest

/// Text shadow lists, `textTransform` and gradient text through `SceneDecoder.decode`, the
/// JSON form written back, and the builder: expected values and messages written by hand
/// from docs/scene-format.md ("textShadow", "textTransform", "Gradient text").
final class TextEffectValidationTests: XCTestCase {
    private func decode(_ members: String) throws(SceneError) -> Scene {
        try SceneDecoder().decode(Array(#"{"width": 100, "height": 100, "root": {"type": "label", \#(members)}}"#.utf8), file: "card.json")
    }

    private func label(_ members: String, file: StaticString = #filePath, line: UInt = #line) throws -> LabelContent {
        try XCTUnwrap(try decode(members).root.label, file: file, line: line)
    }

    private func assertRefused(_ members: String, path: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try decode(members)
            XCTFail("accepted: \(members)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.path.description, path, file: file, line: line)
            XCTAssertEqual(error.message, message, file: file, line: line)
        }
    }

    private func compact(_ node: Node) throws -> String {
        node.jsonValue.compactText
    }

    private static let halfBlack = Color(red8: 0, green8: 0, blue8: 0, alpha8: 128)
    private static let stops = [GradientStop(color: Color(red8: 255, green8: 0, blue8: 0), position: 0),
                                GradientStop(color: Color(red8: 0, green8: 0, blue8: 255), position: 1)]

    // MARK: - textShadow lists

    func testShadowListKeepsItsOrder() throws {
        let content = try label(##""text": "x", "textShadow": [{"color": "#FF0000", "x": 1}, {"blur": "4px", "y": -2}, {}]"##)
        XCTAssertEqual(content.textShadows, [
            Shadow(color: Color(red8: 255, green8: 0, blue8: 0), offset: Point(x: 1, y: 0)),
            Shadow(color: Self.halfBlack, blur: 4, offset: Point(x: 0, y: -2)),
            Shadow(color: Self.halfBlack),
        ])
        XCTAssertEqual(content.textShadow, content.textShadows.first)
        XCTAssertEqual(try label(#""text": "x", "textShadow": []"#).textShadows, [])
    }

    func testShadowListErrorsNameTheElement() {
        assertRefused(#""text": "x", "textShadow": [{}, {"spread": 2}]"#, path: "root.textShadow[1].spread", "a text shadow has no spread; use color, blur, x and y")
        assertRefused(#""text": "x", "textShadow": [{}, {"blur": "NaN"}]"#, path: "root.textShadow[1].blur",
                      #"expected a number ≥ 0 and ≤ 1000, or pixels such as "12px", received "NaN""#)
        assertRefused(#""text": "x", "textShadow": [{"colour": "red"}]"#, path: "root.textShadow[0].colour", #"unknown key "colour" in a shadow; did you mean "color"?"#)
        assertRefused(#""text": "x", "textShadow": ["red"]"#, path: "root.textShadow[0]", #"expected a shadow (a JSON object), received "red""#)
        let seventeen = "[" + Array(repeating: "{}", count: 17).joined(separator: ", ") + "]"
        assertRefused(#""text": "x", "textShadow": \#(seventeen)"#, path: "root.textShadow", "expected at most 16 text shadows, received an array")
    }

    func testShadowListRoundTrips() throws {
        let shadows = [Shadow(color: Color(red8: 255, green8: 0, blue8: 0), blur: 2, offset: Point(x: 1, y: 1)),
                       Shadow(color: Color(red8: 0, green8: 0, blue8: 255), offset: Point(x: -3, y: 4))]
        let node = Label("x").textShadows(shadows)
        XCTAssertEqual(try compact(node), ##"{"type":"label","text":"x","textShadow":[{"color":"#FF0000","blur":2,"x":1,"y":1},{"color":"#0000FF","blur":0,"x":-3,"y":4}]}"##)
        // One shadow keeps the object form.
        XCTAssertEqual(try compact(Label("x").textShadow(color: .black, y: 1)), ##"{"type":"label","text":"x","textShadow":{"color":"#000000","blur":0,"x":0,"y":1}}"##)
        let scene = Scene(width: 10, height: 10) { node }
        XCTAssertEqual(try SceneDecoder().decode(Array(try JSONEncoder().encode(scene)), file: "x.json"), scene)
    }

    // MARK: - textTransform

    func testTextTransformKeywords() throws {
        XCTAssertEqual(try label(#""text": "x""#).textTransform, TextTransform.none)
        for transform in TextTransform.allCases {
            XCTAssertEqual(try label(#""text": "x", "textTransform": "\#(transform.rawValue)""#).textTransform, transform)
        }
        assertRefused(#""text": "x", "textTransform": "uppercas""#, path: "root.textTransform",
                      #"expected one of "none", "uppercase", "lowercase", "capitalize", received "uppercas"; did you mean "uppercase"?"#)
        assertRefused(#""text": "x", "textTransform": "Capitalize""#, path: "root.textTransform",
                      #"expected one of "none", "uppercase", "lowercase", "capitalize", received "Capitalize"; did you mean "capitalize"?"#)
        assertRefused(#""text": "x", "textTransform": true"#, path: "root.textTransform",
                      #"expected one of "none", "uppercase", "lowercase", "capitalize", received true"#)
    }

    func testTextTransformRoundTrips() throws {
        let node = Label("x").textTransform(.capitalize)
        XCTAssertEqual(try compact(node), #"{"type":"label","text":"x","textTransform":"capitalize"}"#)
        XCTAssertEqual(try compact(Label("x").textTransform(.none)), #"{"type":"label","text":"x"}"#)
    }

    // MARK: - Gradient text

    func testGradientColourIsTheFill() throws {
        let content = try label(#""text": "x", "color": {"type": "linear", "angle": 90, "stops": ["red", "blue"]}"#)
        XCTAssertEqual(content.fill, .linearGradient(LinearGradient(angle: 90, stops: Self.stops)))
        XCTAssertEqual(content.color, Color(red8: 0, green8: 0, blue8: 0), "the colour stays the default")
        XCTAssertNil(try label(#""text": "x", "color": "red""#).fill)
        let radial = try label(#""text": "x", "color": {"type": "radial", "center": {"x": 0}, "stops": ["red", "blue"]}"#)
        XCTAssertEqual(radial.fill, .radialGradient(RadialGradient(center: UnitPoint(x: 0, y: 0.5), stops: Self.stops)))
    }

    func testRunGradient() throws {
        let content = try label(#""text": [{"text": "a"}, {"text": "b", "color": {"type": "linear", "stops": ["red", "blue"]}}, {"text": "c", "color": "red"}]"#)
        XCTAssertNil(content.runs[0].fill)
        XCTAssertEqual(content.runs[1].fill, .linearGradient(LinearGradient(angle: 180, stops: Self.stops)))
        XCTAssertNil(content.runs[1].color)
        XCTAssertEqual(content.runs[2].color, Color(red8: 255, green8: 0, blue8: 0))
        assertRefused(#""text": [{"text": "b", "color": {"type": "linear", "stops": ["red", "blu"]}}]"#, path: "root.text[0].color.stops[1]",
                      #"expected a colour (#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or a CSS colour name), received "blu"; did you mean "blue"?"#)
    }

    func testGradientTextRoundTrips() throws {
        var run = TextRun(text: "b")
        run.fill = .radialGradient(RadialGradient(radius: 20, stops: Self.stops))
        let node = Label([TextRun(text: "a"), run]).textFill(.linearGradient(LinearGradient(angle: 45, stops: Self.stops)))
        XCTAssertEqual(try compact(node), ##"{"type":"label","text":[{"text":"a"},{"text":"b","color":{"type":"radial","center":{"x":0.5,"y":0.5},"radius":20,"stops":[{"color":"#FF0000","position":0},{"color":"#0000FF","position":1}]}}],"color":{"type":"linear","angle":45,"stops":[{"color":"#FF0000","position":0},{"color":"#0000FF","position":1}]}}"##)
        let scene = Scene(width: 10, height: 10) { node }
        XCTAssertEqual(try SceneDecoder().decode(Array(try JSONEncoder().encode(scene)), file: "x.json"), scene)
        // A flat colour given as a fill is the plain colour.
        let flat = Label("x").textFill(.linearGradient(LinearGradient(stops: Self.stops))).textFill(.color(Color(red8: 255, green8: 0, blue8: 0)))
        XCTAssertNil(flat.label?.fill)
        XCTAssertEqual(try compact(flat), ##"{"type":"label","text":"x","color":"#FF0000"}"##)
    }

    func testCSSGradientTextKeysGetAHint() {
        let hint = ##"for gradient text, give "color" a gradient, such as {"type": "linear", "angle": 90, "stops": ["#F97316", "#7C3AED"]}"##
        assertRefused(#""text": "x", "backgroundClip": "text""#, path: "root.backgroundClip", #"unknown key "backgroundClip" in a label node; "# + hint)
        assertRefused(#""text": "x", "-webkit-text-fill-color": "transparent""#, path: #"root["-webkit-text-fill-color"]"#,
                      #"unknown key "-webkit-text-fill-color" in a label node; "# + hint)
    }
}
