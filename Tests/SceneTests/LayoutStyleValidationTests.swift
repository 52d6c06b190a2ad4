import Scene
import XCTest

/// The layout keys through `SceneDecoder.decode`: what they read as, and how bad values are
/// refused.
///
/// Expected messages are written out from the validator's wording rules: lengths say
/// "a number of points ≥ 0 and ≤ 1000000" (sizes and padding) or "between -1000000 and
/// 1000000" (margins and insets), then `pixels such as "12px"`, then `a percentage such as
/// "50%"`, then the keyword the key allows; keywords list every spelling in declaration order. Columns are 1-based and
/// counted by hand: the 38-column prefix `{"width": 100, "height": 100, "root": ` puts the
/// root's `{` at column 39.
final class LayoutStyleValidationTests: XCTestCase {
    // MARK: - Helpers

    private static let prefix = #"{"width": 100, "height": 100, "root": "#

    private func document(root: String) -> String {
        Self.prefix + root + "}"
    }

    private func root(_ node: String, file: StaticString = #filePath, line: UInt = #line) throws -> Node {
        do {
            return try SceneDecoder().decode(Array(document(root: node).utf8), file: "card.json").root
        } catch {
            XCTFail("\(error)", file: file, line: line)
            throw error
        }
    }

    private func error(_ node: String) -> SceneError? {
        do {
            _ = try SceneDecoder().decode(Array(document(root: node).utf8), file: "card.json")
            return nil
        } catch {
            return error
        }
    }

    /// Asserts the refusal's JSON path and message.
    private func assertRefused(_ node: String, path: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let error = error(node) else {
            XCTFail("accepted: \(node)", file: file, line: line)
            return
        }
        XCTAssertEqual(error.path.description, path, "path", file: file, line: line)
        XCTAssertEqual(error.message, message, "message", file: file, line: line)
    }

    private let sizeExpectation = #"a number of points ≥ 0 and ≤ 1000000, pixels such as "12px", a percentage such as "50%""#
    private let offsetExpectation = #"a number of points between -1000000 and 1000000, pixels such as "12px", a percentage such as "50%""#

    // MARK: - Defaults

    func testDefaultsPerKind() throws {
        let view = try root(#"{"type": "view"}"#).layout
        XCTAssertNil(view.width)
        XCTAssertNil(view.height)
        XCTAssertNil(view.minWidth)
        XCTAssertNil(view.maxHeight)
        XCTAssertNil(view.aspectRatio)
        XCTAssertEqual(view.margin, Edges(top: .points(0), right: .points(0), bottom: .points(0), left: .points(0)))
        XCTAssertEqual(view.padding, Edges(.points(0)))
        XCTAssertEqual(view.position, .relative)
        XCTAssertEqual(view.insets, Edges(top: nil, right: nil, bottom: nil, left: nil))
        XCTAssertEqual(view.grow, 0)
        XCTAssertEqual(view.shrink, 1)
        XCTAssertNil(view.basis)
        XCTAssertNil(view.alignSelf)

        let hstack = try root(#"{"type": "hstack"}"#).layout
        XCTAssertEqual(hstack.direction, .row)
        XCTAssertEqual(hstack.justify, .start)
        XCTAssertEqual(hstack.align, .stretch)
        XCTAssertEqual(hstack.wrap, .none)
        XCTAssertEqual(hstack.alignContent, .stretch)
        XCTAssertEqual(hstack.rowGap, 0)
        XCTAssertEqual(hstack.columnGap, 0)

        XCTAssertEqual(try root(#"{"type": "vstack"}"#).layout.direction, .column)
        XCTAssertEqual(try root(#"{"type": "zstack"}"#).layout.alignment, .center)
        let spacer = try root(#"{"type": "spacer"}"#).layout
        XCTAssertEqual(spacer.grow, 1)
        XCTAssertEqual(spacer.shrink, 1)
        XCTAssertEqual(spacer.minLength, 0)
    }

    // MARK: - Values that are accepted

    func testLengthsReadAsPointsPercentagesAndKeywords() throws {
        let layout = try root(#"{"type": "view", "width": 120.5, "height": "50%", "minWidth": "auto", "minHeight": ".5%", "maxWidth": "none", "maxHeight": "100000%", "basis": "0%"}"#).layout
        XCTAssertEqual(layout.width, .points(120.5))
        XCTAssertEqual(layout.height, .percent(50))
        XCTAssertNil(layout.minWidth)
        XCTAssertEqual(layout.minHeight, .percent(0.5))
        XCTAssertNil(layout.maxWidth)
        XCTAssertEqual(layout.maxHeight, .percent(100_000))
        XCTAssertEqual(layout.basis, .percent(0))
    }

    func testMarginAndPaddingForms() throws {
        let all = try root(#"{"type": "view", "margin": "auto", "padding": "10%"}"#).layout
        XCTAssertEqual(all.margin, Edges(top: nil, right: nil, bottom: nil, left: nil))
        XCTAssertEqual(all.padding, Edges(.percent(10)))

        // An axis fills both of its sides, a side beats its axis, and a missing side is 0.
        let sides = try root(#"{"type": "view", "margin": {"horizontal": "auto", "left": -4, "top": "-5%"}, "padding": {"vertical": 2, "right": 3}}"#).layout
        XCTAssertEqual(sides.margin, Edges(top: .percent(-5), right: nil, bottom: .points(0), left: .points(-4)))
        XCTAssertEqual(sides.padding, Edges(top: .points(2), right: .points(3), bottom: .points(2), left: .points(0)))
    }

    func testInsetsPositionAndItemKeys() throws {
        let layout = try root(#"{"type": "view", "position": "absolute", "left": -10, "top": "25%", "right": "auto", "grow": 2.5, "shrink": 0, "alignSelf": "baseline", "aspectRatio": 1.5}"#).layout
        XCTAssertEqual(layout.position, .absolute)
        XCTAssertEqual(layout.insets, Edges(top: .percent(25), right: nil, bottom: nil, left: .points(-10)))
        XCTAssertEqual(layout.grow, 2.5)
        XCTAssertEqual(layout.shrink, 0)
        XCTAssertEqual(layout.alignSelf, .baseline)
        XCTAssertEqual(layout.aspectRatio, 1.5)
        XCTAssertNil(try root(#"{"type": "view", "alignSelf": "auto"}"#).layout.alignSelf)
    }

    func testContainerKeys() throws {
        let stack = try root(#"{"type": "vstack", "direction": "row-reverse", "justify": "space-evenly", "align": "end", "wrap": "wrap-reverse", "alignContent": "space-around", "gap": {"row": 4}}"#).layout
        XCTAssertEqual(stack.direction, .rowReverse)
        XCTAssertEqual(stack.justify, .spaceEvenly)
        XCTAssertEqual(stack.align, .end)
        XCTAssertEqual(stack.wrap, .wrapReverse)
        XCTAssertEqual(stack.alignContent, .spaceAround)
        XCTAssertEqual(stack.rowGap, 4)
        XCTAssertEqual(stack.columnGap, 0)

        let both = try root(#"{"type": "hstack", "gap": 7.5}"#).layout
        XCTAssertEqual(both.rowGap, 7.5)
        XCTAssertEqual(both.columnGap, 7.5)

        XCTAssertEqual(try root(#"{"type": "zstack", "alignment": "bottomTrailing"}"#).layout.alignment, .bottomTrailing)
        let spacer = try root(#"{"type": "spacer", "minLength": 12, "grow": 0}"#).layout
        XCTAssertEqual(spacer.minLength, 12)
        XCTAssertEqual(spacer.grow, 0)
    }

    func testFrameMayBeCombinedWithMarginsAndLimits() throws {
        let node = try root(#"{"type": "view", "frame": {"x": 5}, "margin": 2, "minWidth": 10, "maxHeight": 20, "aspectRatio": 2}"#)
        XCTAssertEqual(node.frame, FrameSpec(x: 5))
        XCTAssertEqual(node.layout.margin, Edges(.points(2)))
        XCTAssertEqual(node.layout.minWidth, .points(10))
    }

    // MARK: - Wrong types

    func testWrongTypes() {
        assertRefused(#"{"type": "view", "width": true}"#, path: "root.width", "expected \(sizeExpectation), or \"auto\", received true")
        assertRefused(#"{"type": "view", "height": [10]}"#, path: "root.height", "expected \(sizeExpectation), or \"auto\", received an array")
        assertRefused(#"{"type": "view", "maxWidth": "auto"}"#, path: "root.maxWidth", "expected \(sizeExpectation), or \"none\", received \"auto\"")
        assertRefused(#"{"type": "view", "minHeight": "none"}"#, path: "root.minHeight", "expected \(sizeExpectation), or \"auto\", received \"none\"")
        assertRefused(#"{"type": "view", "padding": "auto"}"#, path: "root.padding", "expected \(sizeExpectation), received \"auto\"")
        assertRefused(#"{"type": "view", "margin": null}"#, path: "root.margin", "expected \(offsetExpectation), or \"auto\", received null")
        assertRefused(#"{"type": "view", "left": {"x": 1}}"#, path: "root.left", "expected \(offsetExpectation), or \"auto\", received an object")
        assertRefused(#"{"type": "view", "grow": "1"}"#, path: "root.grow", "expected a number ≥ 0 and ≤ 1000000, received \"1\"")
        assertRefused(#"{"type": "view", "shrink": "50%"}"#, path: "root.shrink", "expected a number ≥ 0 and ≤ 1000000, received \"50%\"")
        assertRefused(#"{"type": "view", "aspectRatio": "16/9"}"#, path: "root.aspectRatio", "expected a number > 0 and ≤ 10000, received \"16/9\"")
        assertRefused(#"{"type": "hstack", "wrap": true}"#, path: "root.wrap", #"expected one of "none", "wrap", "wrap-reverse", received true"#)
        assertRefused(#"{"type": "hstack", "gap": "8em"}"#, path: "root.gap", #"expected a number ≥ 0, pixels such as "12px", or an object with row and column, received "8em""#)
        assertRefused(#"{"type": "view", "position": 1}"#, path: "root.position", #"expected one of "relative", "absolute", received 1"#)
    }

    // MARK: - Negative and out-of-range sizes

    func testNegativeSizesAreRefused() {
        assertRefused(#"{"type": "view", "width": -1}"#, path: "root.width", "expected \(sizeExpectation), or \"auto\", received -1")
        assertRefused(#"{"type": "view", "minHeight": "-10%"}"#, path: "root.minHeight", "expected a percentage between 0% and 100000%, received \"-10%\"")
        assertRefused(#"{"type": "view", "basis": -0.5}"#, path: "root.basis", "expected \(sizeExpectation), or \"auto\", received -0.5")
        assertRefused(#"{"type": "view", "padding": {"left": -2}}"#, path: "root.padding.left", "expected \(sizeExpectation), received -2")
        assertRefused(#"{"type": "view", "padding": {"vertical": "-1%"}}"#, path: "root.padding.vertical", "expected a percentage between 0% and 100000%, received \"-1%\"")
        assertRefused(#"{"type": "view", "grow": -1}"#, path: "root.grow", "expected a number ≥ 0 and ≤ 1000000, received -1")
        assertRefused(#"{"type": "hstack", "gap": -1}"#, path: "root.gap", "expected a number ≥ 0 and ≤ 1000000, received -1")
        assertRefused(#"{"type": "hstack", "gap": {"column": -3}}"#, path: "root.gap.column", "expected a number ≥ 0 and ≤ 1000000, received -3")
        assertRefused(#"{"type": "spacer", "minLength": -5}"#, path: "root.minLength", "expected a number ≥ 0 and ≤ 1000000, received -5")
        assertRefused(#"{"type": "view", "width": 1000001}"#, path: "root.width", "expected \(sizeExpectation), or \"auto\", received 1000001")
        assertRefused(#"{"type": "view", "width": "100001%"}"#, path: "root.width", "expected a percentage between 0% and 100000%, received \"100001%\"")
    }

    func testMarginsAndInsetsMayBeNegative() throws {
        let layout = try root(#"{"type": "view", "margin": -1000000, "left": "-100000%", "bottom": -3}"#).layout
        XCTAssertEqual(layout.margin, Edges(.points(-1_000_000)))
        XCTAssertEqual(layout.insets.left, .percent(-100_000))
        XCTAssertEqual(layout.insets.bottom, .points(-3))
        assertRefused(#"{"type": "view", "top": -1000001}"#, path: "root.top", "expected \(offsetExpectation), or \"auto\", received -1000001")
    }

    // MARK: - Percentage strings

    func testMalformedPercentagesAreRefused() {
        for text in ["50 %", "abc%", "1e2%", "1E2%", "+5%", "%", "50%%", " 50%", "inf%", "nan%", "0x10%", "0x1p4%", "5.%", ".%", "-%", "1.2.3%"] {
            assertRefused(#"{"type": "view", "width": "\#(text)"}"#, path: "root.width", "expected \(sizeExpectation), or \"auto\", received \"\(text)\"")
        }
        assertRefused(#"{"type": "view", "margin": {"top": "1e2%"}}"#, path: "root.margin.top", "expected \(offsetExpectation), or \"auto\", received \"1e2%\"")
        assertRefused(#"{"type": "view", "right": "5 %"}"#, path: "root.right", "expected \(offsetExpectation), or \"auto\", received \"5 %\"")
    }

    func testPercentageErrorPosition() {
        // {"type": "view", "width": "50 %"}: `{` 39, `"type"` 40–45, `"view"` 48–53,
        // `"width"` 56–62, the value at 65.
        let failure = error(#"{"type": "view", "width": "50 %"}"#)
        XCTAssertEqual(failure?.description, #"card.json:1:65: root.width: expected a number of points ≥ 0 and ≤ 1000000, pixels such as "12px", a percentage such as "50%", or "auto", received "50 %""#)
    }

    // MARK: - Keywords

    func testUnknownKeywordsSuggestTheNearest() {
        assertRefused(#"{"type": "hstack", "justify": "space-betwen"}"#, path: "root.justify",
                      #"expected one of "start", "end", "center", "space-between", "space-around", "space-evenly", received "space-betwen"; did you mean "space-between"?"#)
        assertRefused(#"{"type": "view", "alignSelf": "centre"}"#, path: "root.alignSelf",
                      #"expected one of "auto", "start", "end", "center", "stretch", "baseline", received "centre"; did you mean "center"?"#)
        assertRefused(#"{"type": "hstack", "direction": "rows"}"#, path: "root.direction",
                      #"expected one of "row", "row-reverse", "column", "column-reverse", received "rows"; did you mean "row"?"#)
        // Keywords are case-sensitive, but the suggestion ignores case.
        assertRefused(#"{"type": "zstack", "alignment": "topleading"}"#, path: "root.alignment",
                      #"expected one of "topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing", received "topleading"; did you mean "topLeading"?"#)
        assertRefused(#"{"type": "hstack", "alignContent": "spaceBetween"}"#, path: "root.alignContent",
                      #"expected one of "start", "end", "center", "stretch", "space-between", "space-around", "space-evenly", received "spaceBetween"; did you mean "space-between"?"#)
        // Nothing near: no suggestion.
        assertRefused(#"{"type": "view", "position": "fixed"}"#, path: "root.position", #"expected one of "relative", "absolute", received "fixed""#)
        assertRefused(#"{"type": "hstack", "align": "space-between"}"#, path: "root.align",
                      #"expected one of "start", "end", "center", "stretch", "baseline", received "space-between""#)
    }

    func testKeywordErrorPosition() {
        // {"type": "hstack", "justify": "space-betwen"}: `"hstack"` 48–55, `"justify"` 58–66,
        // the value at 69.
        XCTAssertEqual(error(#"{"type": "hstack", "justify": "space-betwen"}"#)?.description,
                       #"card.json:1:69: root.justify: expected one of "start", "end", "center", "space-between", "space-around", "space-evenly", received "space-betwen"; did you mean "space-between"?"#)
    }

    // MARK: - Frame against the layout keys

    func testFrameCannotBeCombinedWithSizesPositionOrInsets() {
        for key in ["width", "height", "left", "top", "right", "bottom"] {
            assertRefused(#"{"type": "view", "frame": {"x": 1}, "\#(key)": 10}"#, path: "root.\(key)",
                          #""\#(key)" cannot be combined with "frame", which already places and sizes the node; use one or the other"#)
        }
        assertRefused(#"{"type": "view", "children": [{"type": "view", "frame": {}, "position": "absolute"}]}"#, path: "root.children[0].position",
                      #""position" cannot be combined with "frame", which already places and sizes the node; use one or the other"#)
    }

    func testFrameConflictPosition() {
        // {"type": "view", "frame": {"x": 1}, "width": 10}: `"frame"` 56–62, its object 65–72,
        // `"width"` 75–81, the value at 84.
        XCTAssertEqual(error(#"{"type": "view", "frame": {"x": 1}, "width": 10}"#)?.description,
                       #"card.json:1:84: root.width: "width" cannot be combined with "frame", which already places and sizes the node; use one or the other"#)
    }

    // MARK: - Aspect ratio

    func testAspectRatioMustBePositive() {
        assertRefused(#"{"type": "view", "aspectRatio": 0}"#, path: "root.aspectRatio", "expected a number > 0 and ≤ 10000, received 0")
        assertRefused(#"{"type": "view", "aspectRatio": -1.5}"#, path: "root.aspectRatio", "expected a number > 0 and ≤ 10000, received -1.5")
        assertRefused(#"{"type": "view", "aspectRatio": 10001}"#, path: "root.aspectRatio", "expected a number > 0 and ≤ 10000, received 10001")
    }

    // MARK: - Nested objects

    func testGapObjectRefusesUnknownKeys() {
        assertRefused(#"{"type": "hstack", "gap": {"rows": 4}}"#, path: "root.gap.rows", #"unknown key "rows" in a gap; did you mean "row"?"#)
        assertRefused(#"{"type": "vstack", "gap": {"row": 1, "qqqqqqqqqqqq": 1}}"#, path: "root.gap.qqqqqqqqqqqq",
                      #"unknown key "qqqqqqqqqqqq" in a gap; allowed keys: row, column"#)
    }

    func testEdgeObjectsRefuseUnknownKeys() {
        assertRefused(#"{"type": "view", "margin": {"start": 3}}"#, path: "root.margin.start",
                      #"unknown key "start" in margins; allowed keys: top, right, bottom, left, horizontal, vertical"#)
        assertRefused(#"{"type": "view", "padding": {"lef": 3}}"#, path: "root.padding.lef", #"unknown key "lef" in padding; did you mean "left"?"#)
    }

    // MARK: - Keys on the wrong kind

    func testContainerKeysOnlyOnTheirKinds() {
        // A label has a `direction` too (the text's), so it is named among the owners.
        assertRefused(#"{"type": "zstack", "direction": "row"}"#, path: "root.direction",
                      #""direction" applies only to hstack, vstack and label nodes, not to a zstack node"#)
        assertRefused(#"{"type": "hstack", "minLength": 3}"#, path: "root.minLength", #""minLength" applies only to spacer nodes, not to an hstack node"#)
        assertRefused(#"{"type": "view", "gap": 4}"#, path: "root.gap", #""gap" applies only to hstack and vstack nodes, not to a view node"#)
        XCTAssertNotNil(error(#"{"type": "view", "gap": 4}"#))
        XCTAssertNotNil(error(#"{"type": "vstack", "alignment": "top"}"#))
        XCTAssertNotNil(error(#"{"type": "spacer", "justify": "center"}"#))
        XCTAssertNotNil(error(#"{"type": "view", "minLength": 4}"#))
    }
}
