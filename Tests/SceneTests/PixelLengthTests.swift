import Scene
import XCTest

/// Lengths written in CSS pixels: `"72px"` is 72 points wherever a number of points is
/// accepted, and a number written as a string without a unit is refused with both ways to
/// write it.
///
/// The strongest check is that a document written in pixels decodes to the same scene as the
/// document written in numbers; the messages are written out from the validator's wording
/// rules (NumberRule, LengthRule) with `pixels such as "12px"` after the rule's words.
final class PixelLengthTests: XCTestCase {
    private static let prefix = #"{"width": 100, "height": 100, "root": "#

    private func decode(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Scene {
        do {
            return try SceneDecoder().decode(Array(text.utf8), file: "card.json")
        } catch {
            XCTFail("\(error)", file: file, line: line)
            throw error
        }
    }

    private func root(_ node: String, file: StaticString = #filePath, line: UInt = #line) throws -> Node {
        try decode(Self.prefix + node + "}", file: file, line: line).root
    }

    private func assertRefused(_ node: String, path: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try SceneDecoder().decode(Array((Self.prefix + node + "}").utf8), file: "card.json")
            XCTFail("accepted: \(node)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.path.description, path, "path", file: file, line: line)
            XCTAssertEqual(error.message, message, "message", file: file, line: line)
        }
    }

    /// Every key that takes a distance, written once with numbers and once with pixels (the
    /// schema tests check the pixel form against the JSON Schema too).
    static func everyDistance(_ value: (Double) -> String) -> String {
        """
        {"width": \(value(320)), "height": \(value(200)), "root": {"type": "vstack",
          "width": \(value(300)), "height": \(value(180.5)), "minWidth": \(value(0)), "maxHeight": \(value(400)),
          "padding": {"left": \(value(8)), "vertical": \(value(4))}, "margin": \(value(-6)), "basis": \(value(40)),
          "gap": {"row": \(value(4)), "column": \(value(6))},
          "cornerRadius": {"topLeft": \(value(12))}, "border": {"width": \(value(2)), "color": "red", "dash": [\(value(4)), 2]},
          "shadow": {"blur": \(value(8)), "x": \(value(1)), "y": \(value(-2)), "spread": \(value(3))},
          "transform": {"translate": {"x": \(value(10)), "y": \(value(-5))}},
          "background": {"type": "radial", "radius": \(value(30)), "stops": ["red", "blue"]},
          "transition": [{"kind": "slide", "distance": \(value(20))}, {"kind": "shake", "amplitude": \(value(5))}],
          "children": [
            {"type": "label", "left": \(value(-10)), "top": \(value(2.5)),
             "text": [{"text": "a", "size": \(value(20)), "letterSpacing": \(value(1)), "baselineShift": \(value(2))}],
             "font": {"size": \(value(14))}, "letterSpacing": \(value(-0.5)), "textShadow": {"blur": \(value(2)), "y": \(value(1))}},
            {"type": "hstack", "gap": \(value(8)), "cornerRadius": \(value(6))},
            {"type": "spacer", "minLength": \(value(10))},
            {"type": "view", "frame": {"x": \(value(5)), "y": \(value(-3)), "width": \(value(40)), "height": \(value(30))}},
            {"type": "button", "title": "Go", "font": {"size": \(value(17))}}
          ]}}
        """
    }

    func testPixelsAreThePointsOfNumbers() throws {
        let numbers = try decode(Self.everyDistance { String($0) })
        let pixels = try decode(Self.everyDistance { "\"\($0)px\"" })
        XCTAssertEqual(pixels, numbers)
        // Spot checks that the numbers were read where they were written.
        XCTAssertEqual(pixels.width, 320)
        XCTAssertEqual(pixels.root.layout.width, .points(300))
        XCTAssertEqual(pixels.root.layout.height, .points(180.5))
        XCTAssertEqual(pixels.root.layout.margin, Edges(.points(-6)))
        XCTAssertEqual(pixels.root.layout.rowGap, 4)
        XCTAssertEqual(pixels.root.style.border?.dash, [4, 2])
        XCTAssertEqual(pixels.root.children[0].label?.font.size, 14)
        XCTAssertEqual(pixels.root.children[0].layout.insets.left, .points(-10))
        XCTAssertEqual(pixels.root.children[1].layout.columnGap, 8)
    }

    func testPercentagesAndKeywordsStillWork() throws {
        let layout = try root(#"{"type": "view", "width": "50%", "height": "72px", "margin": {"left": "auto", "right": "8px"}, "maxWidth": "none"}"#).layout
        XCTAssertEqual(layout.width, .percent(50))
        XCTAssertEqual(layout.height, .points(72))
        XCTAssertEqual(layout.margin.left, nil)
        XCTAssertEqual(layout.margin.right, .points(8))
        XCTAssertNil(layout.maxWidth)
    }

    /// In this format a bare line height is a multiple of the font size, as CSS's unitless
    /// `line-height`, so `"24px"` is the absolute one, the same as `"24pt"`.
    func testLineHeightInPixelsIsAbsolute() throws {
        func lineHeight(_ value: String) throws -> LineHeight? {
            try root(#"{"type": "label", "text": "x", "font": {"size": 16}, "lineHeight": \#(value)}"#).label?.lineHeight
        }
        XCTAssertEqual(try lineHeight(#""24px""#), .points(24))
        XCTAssertEqual(try lineHeight(#""12.5px""#), .points(12.5))
        XCTAssertEqual(try lineHeight(#""24pt""#), .points(24))
        XCTAssertEqual(try lineHeight("1.5"), .multiple(1.5))
    }

    // MARK: - Refusals

    private let sizeExpectation = #"a number of points ≥ 0 and ≤ 1000000, pixels such as "12px", a percentage such as "50%""#

    func testAStringWithoutAUnitSuggestsBothSpellings() {
        assertRefused(#"{"type": "view", "width": "12"}"#, path: "root.width",
                      #"expected \#(sizeExpectation), or "auto", received "12"; did you mean 12 or "12px"?"#)
        assertRefused(#"{"type": "view", "padding": {"left": "0.50"}}"#, path: "root.padding.left",
                      #"expected \#(sizeExpectation), received "0.50"; did you mean 0.5 or "0.5px"?"#)
        assertRefused(#"{"type": "view", "cornerRadius": "8"}"#, path: "root.cornerRadius",
                      #"expected a number ≥ 0, pixels such as "12px", or an object with topLeft, topRight, bottomRight and bottomLeft, received "8"; did you mean 8 or "8px"?"#)
        assertRefused(#"{"type": "hstack", "gap": "-3"}"#, path: "root.gap",
                      #"expected a number ≥ 0, pixels such as "12px", or an object with row and column, received "-3"; did you mean -3 or "-3px"?"#)
        assertRefused(#"{"type": "label", "text": "x", "font": {"size": "14"}}"#, path: "root.font.size",
                      #"expected a number > 0 and ≤ 2000, or pixels such as "12px", received "14"; did you mean 14 or "14px"?"#)
        assertRefused(#"{"type": "view", "shadow": {"blur": "4"}}"#, path: "root.shadow.blur",
                      #"expected a number ≥ 0 and ≤ 1000, or pixels such as "12px", received "4"; did you mean 4 or "4px"?"#)
    }

    func testALineHeightWithoutAUnitSaysWhatEachSpellingMeans() {
        assertRefused(#"{"type": "label", "text": "x", "lineHeight": "24"}"#, path: "root.lineHeight",
                      #"expected a multiple of the font size such as 1.4, or points such as "24pt" or "24px", received "24"; did you mean "24px", or 24 for 24 times the font size?"#)
    }

    func testPixelsAreWrittenAsCSSWritesThem() {
        for text in ["12PX", "12 px", " 12px", "1e2px", "+5px", "px", "5.px", "0x10px", "infpx", "12px;", "12pxpx", "١٢px"] {
            assertRefused(#"{"type": "view", "width": "\#(text)"}"#, path: "root.width", #"expected \#(sizeExpectation), or "auto", received "\#(text)""#)
        }
    }

    func testPixelsKeepTheRangeOfTheKey() {
        assertRefused(#"{"type": "view", "width": "-5px"}"#, path: "root.width", #"expected \#(sizeExpectation), or "auto", received "-5px""#)
        assertRefused(#"{"type": "label", "text": "x", "font": {"size": "0px"}}"#, path: "root.font.size", #"expected a number > 0 and ≤ 2000, received "0px""#)
        assertRefused(#"{"type": "view", "border": {"color": "red", "width": "10001px"}}"#, path: "root.border.width", #"expected a number > 0 and ≤ 10000, received "10001px""#)
        assertRefused(#"{"type": "label", "text": "x", "lineHeight": "0px"}"#, path: "root.lineHeight",
                      #"expected a multiple of the font size such as 1.4, or points such as "24pt" or "24px", received "0px""#)
    }

    /// Factors, fractions and counts are not distances, and take no unit.
    func testKeysThatAreNotDistancesRefusePixels() {
        assertRefused(#"{"type": "view", "opacity": "1px"}"#, path: "root.opacity", #"expected a number between 0 and 1, received "1px""#)
        assertRefused(#"{"type": "view", "grow": "1px"}"#, path: "root.grow", #"expected a number ≥ 0 and ≤ 1000000, received "1px""#)
        assertRefused(#"{"type": "view", "aspectRatio": "2px"}"#, path: "root.aspectRatio", #"expected a number > 0 and ≤ 10000, received "2px""#)
        assertRefused(#"{"type": "view", "transform": {"scale": {"x": "2px"}}}"#, path: "root.transform.scale.x", #"expected a number between -1000 and 1000, received "2px""#)
        assertRefused(#"{"type": "label", "text": "x", "maxLines": "2px"}"#, path: "root.maxLines", #"expected a number between 0 and 100000, received "2px""#)
    }
}
