import Foundation
@testable import Scene
import XCTest

/// Skews and `transform-origin`: matrices worked out by hand from CSS Transforms 1 (a skew
/// is `[1 tan(x); tan(y) 1]`, a list applies its last function first), and the JSON forms.
final class TransformOriginTests: XCTestCase {
    private let frame = Rect(x: 10, y: 20, width: 100, height: 50)

    private func assertPoint(_ point: Point, _ x: Double, _ y: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(point.x, x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(point.y, y, accuracy: 1e-9, file: file, line: line)
    }

    func testSkewXLeansAboutTheCentre() {
        // skewX(45°) about the centre (60, 45): x grows by y − 45.
        let matrix = Transform(skewX: 45).matrix(in: frame)
        assertPoint(matrix.apply(to: Point(x: 10, y: 20)), -15, 20)
        assertPoint(matrix.apply(to: Point(x: 110, y: 70)), 135, 70)
        assertPoint(matrix.apply(to: Point(x: 60, y: 45)), 60, 45)
    }

    func testSkewYAboutTheTopLeft() {
        // skewY(45°) about (10, 20): y grows by x − 10.
        let matrix = Transform(anchor: UnitPoint(x: 0, y: 0), skewY: 45).matrix(in: frame)
        assertPoint(matrix.apply(to: Point(x: 110, y: 20)), 110, 120)
        assertPoint(matrix.apply(to: Point(x: 10, y: 70)), 10, 70)
    }

    func testSkewYAppliesBeforeSkewXAndSkewsBeforeScale() {
        // CSS `scale(2) skewX(45deg) skewY(45deg)` about (0, 0) on the point (1, 0): skewY
        // gives (1, 1), skewX (2, 1), scale (4, 2).
        let matrix = Transform(scale: Size(width: 2, height: 2), anchor: UnitPoint(x: 0, y: 0), skewX: 45, skewY: 45).matrix(in: Rect(x: 0, y: 0, width: 10, height: 10))
        assertPoint(matrix.apply(to: Point(x: 1, y: 0)), 4, 2)
    }

    func testOriginInPointsAndPercentages() {
        // rotate(90°) about `10px 100%` = (20, 70): the top-left corner (10, 20) is (−10, −50)
        // from it, which a clockwise quarter turn, (x, y) → (−y, x), takes to (50, −10).
        let matrix = Transform(rotate: 90, anchor: UnitPoint(x: 0, y: 1), anchorOffset: Point(x: 10, y: 0)).matrix(in: frame)
        assertPoint(matrix.apply(to: Point(x: 20, y: 70)), 20, 70)
        assertPoint(matrix.apply(to: Point(x: 10, y: 20)), 70, 60)
    }

    private func transform(_ json: String) throws(SceneError) -> Transform {
        let scene = try SceneDecoder().decode(Array(#"{"width": 10, "height": 10, "root": {"type": "view", "transform": \#(json)}}"#.utf8), file: "t.json")
        return scene.root.style.transform
    }

    private func assertRefused(_ json: String, path: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try transform(json)
            XCTFail("accepted: \(json)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.path.description, path, file: file, line: line)
            XCTAssertEqual(error.message, message, file: file, line: line)
        }
    }

    func testOriginStrings() throws {
        let cases: [(String, BoxPosition)] = [
            ("left top", BoxPosition(fraction: UnitPoint(x: 0, y: 0))),
            ("top left", BoxPosition(fraction: UnitPoint(x: 0, y: 0))),
            ("bottom", BoxPosition(fraction: UnitPoint(x: 0.5, y: 1))),
            ("right", BoxPosition(fraction: UnitPoint(x: 1, y: 0.5))),
            ("25% 75%", BoxPosition(fraction: UnitPoint(x: 0.25, y: 0.75))),
            ("12px", BoxPosition(fraction: UnitPoint(x: 0, y: 0.5), offset: Point(x: 12, y: 0))),
            ("0 -4.5px", BoxPosition(fraction: UnitPoint(x: 0, y: 0), offset: Point(x: 0, y: -4.5))),
            ("center bottom", BoxPosition(fraction: UnitPoint(x: 0.5, y: 1))),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(try transform(#"{"origin": "\#(text)"}"#).origin, expected, text)
        }
        XCTAssertEqual(try transform(#"{"origin": "calc(100% - 8px) calc(50% +  2px)"}"#).origin,
                       BoxPosition(fraction: UnitPoint(x: 1, y: 0.5), offset: Point(x: -8, y: 2)))
        XCTAssertEqual(try transform(#"{"origin": {"x": 12, "y": "calc(50% - 4px)"}}"#).origin,
                       BoxPosition(fraction: UnitPoint(x: 0, y: 0.5), offset: Point(x: 12, y: -4)))
        XCTAssertEqual(try transform(#"{"origin": {"y": "top"}}"#).origin, BoxPosition(fraction: UnitPoint(x: 0.5, y: 0)))
    }

    func testOriginRefusals() {
        let expectation = #"a position as CSS writes one, such as "50% 50%", "12px 30%", "right bottom" or "center", or an object {x, y} of points, "12px", "25%", "calc(50% + 12px)" or a keyword"#
        let axis = #"a number of points, pixels such as "12px", a percentage such as "25%", "calc(50% + 12px)" or one of "#
        assertRefused(#"{"origin": "left top 10px"}"#, path: "root.transform.origin", "expected \(expectation) (one or two values), received \"left top 10px\"")
        assertRefused(#"{"origin": "top 20%"}"#, path: "root.transform.origin",
                      "expected \(expectation); a vertical keyword comes second unless both are keywords, received \"top 20%\"")
        assertRefused(#"{"origin": "left left"}"#, path: "root.transform.origin", "expected \(expectation); one value for each axis, received \"left left\"")
        assertRefused(#"{"origin": "rigth"}"#, path: "root.transform.origin", "expected " + axis + #""left", "center", "right", received "rigth"; did you mean "right"?"#)
        assertRefused(#"{"origin": "10 20"}"#, path: "root.transform.origin", "expected " + axis + #""left", "center", "right", received "10 20""#)
        assertRefused(#"{"origin": {"x": "top"}}"#, path: "root.transform.origin.x", "expected " + axis + #""left", "center", "right", received "top"; "top" is for the other axis"#)
        assertRefused(#"{"origin": {"z": 1}}"#, path: "root.transform.origin.z", #"unknown key "z" in a transform origin; did you mean "x"?"#)
        assertRefused(#"{"origin": 5}"#, path: "root.transform.origin", "expected \(expectation), received 5")
        assertRefused(#"{"origin": {"x": 1e300}}"#, path: "root.transform.origin.x", "expected a number between -1000000 and 1000000, received 1e+300")
        assertRefused(#"{"anchor": {"x": 0}, "origin": "left"}"#, path: "root.transform.origin", #"a transform has either "anchor" or "origin", not both"#)
    }

    func testCSSTransformOriginGetsItsKey() throws {
        assertRefused(#"{"transform-origin": "left"}"#, path: #"root.transform["transform-origin"]"#,
                      #"unknown key "transform-origin" in a transform; did you mean "origin"? (CSS transform-origin)"#)
        do {
            _ = try SceneDecoder().decode(Array(#"{"width": 10, "height": 10, "root": {"type": "view", "transformOrigin": "left"}}"#.utf8), file: "t.json")
            XCTFail("accepted transformOrigin")
        } catch {
            XCTAssertEqual(error.message, #"unknown key "transformOrigin" in a view node; did you mean "transform": {"origin": …}? (CSS transform-origin)"#)
        }
    }

    func testSkewRefusals() {
        assertRefused(#"{"skewX": 90}"#, path: "root.transform.skewX", "expected a number between -89 and 89, received 90")
        assertRefused(#"{"skewY": "10deg"}"#, path: "root.transform.skewY", #"expected a number between -89 and 89, received "10deg""#)
        assertRefused(#"{"skew": 10}"#, path: "root.transform.skew", #"unknown key "skew" in a transform; did you mean "skewX"?"#)
    }

    func testJSONForms() throws {
        // Without points the fixed point stays `anchor`; with them it is `origin`.
        let plain = Transform(anchor: UnitPoint(x: 0.07, y: 1), skewX: 10)
        XCTAssertEqual(plain.jsonValue.compactText, #"{"translate":{"x":0,"y":0},"scale":{"x":1,"y":1},"rotate":0,"anchor":{"x":0.07,"y":1},"skewX":10}"#)
        let mixed = Transform(anchor: UnitPoint(x: 0.07, y: 0), skewY: -5, anchorOffset: Point(x: -3, y: 12.5))
        XCTAssertEqual(mixed.jsonValue.compactText, #"{"translate":{"x":0,"y":0},"scale":{"x":1,"y":1},"rotate":0,"origin":{"x":"calc(7% - 3px)","y":12.5},"skewY":-5}"#)
        for original in [plain, mixed, Transform(anchor: UnitPoint(x: 1.0 / 3, y: 0.5), anchorOffset: Point(x: 1, y: 0))] {
            let scene = Scene(width: 10, height: 10) { View().transform(original) }
            XCTAssertEqual(try SceneValidator().validate(scene.jsonValue), scene)
        }
    }
}
