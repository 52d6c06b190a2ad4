import Scene
import XCTest

/// The second stage: a parsed document to a validated `Scene`, through `SceneDecoder.decode`.
///
/// Messages are compared whole. Their wording comes from docs/scene-format.md (the "Errors"
/// section's examples are reproduced exactly: same documents, same columns) and from the
/// rule wording in Validation/NumberRule.swift ("a number ≥ 0 and ≤ 1000000", "a number > 0
/// and ≤ 1000000", "a number between 0 and 1"). Columns were counted by hand, 1-based; most
/// documents start with the 38-column prefix `{"width": 100, "height": 100, "root": `, so
/// the root node's `{` is column 39 and its `"type"` value column 48.
final class SceneValidatorTests: XCTestCase {
    // MARK: - Helpers

    private static let prefix = #"{"width": 100, "height": 100, "root": "#

    /// A 100 × 100 scene whose root node is `root`.
    private func document(root: String) -> String {
        Self.prefix + root + "}"
    }

    private func decode(_ text: String, limits: SceneLimits = SceneLimits()) throws -> Scene {
        try SceneDecoder(limits: limits).decode(Array(text.utf8), file: "card.json")
    }

    private func decodeError(_ text: String, limits: SceneLimits = SceneLimits()) -> String? {
        do {
            _ = try SceneDecoder(limits: limits).decode(Array(text.utf8), file: "card.json")
            return nil
        } catch {
            return error.description
        }
    }

    private func assertError(_ text: String, _ expected: String, limits: SceneLimits = SceneLimits(), file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(decodeError(text, limits: limits), expected, file: file, line: line)
    }

    private func assertValid(_ text: String, limits: SceneLimits = SceneLimits(), file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(decodeError(text, limits: limits), file: file, line: line)
    }

    /// The root node of a 100 × 100 scene.
    private func root(_ node: String) throws -> Node {
        try decode(document(root: node)).root
    }

    private func stops(of fill: Fill?) -> [GradientStop] {
        switch fill {
        case .linearGradient(let gradient): return gradient.stops
        case .radialGradient(let gradient): return gradient.stops
        default: return []
        }
    }

    private func assertPositions(_ stops: [GradientStop], _ expected: [Double], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(stops.count, expected.count, "number of stops", file: file, line: line)
        for (stop, position) in zip(stops, expected) {
            XCTAssertEqual(stop.position, position, accuracy: 1e-12, file: file, line: line)
        }
    }

    private func rgba(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) -> Color {
        Color(red8: red, green8: green, blue8: blue, alpha8: alpha)
    }

    private let red = Color(red8: 255, green8: 0, blue8: 0)
    private let blue = Color(red8: 0, green8: 0, blue8: 255)
    private let green = Color(red8: 0, green8: 128, blue8: 0)
    private let white = Color(red8: 255, green8: 255, blue8: 255)
    private let defaultShadowColor = Color(red8: 0, green8: 0, blue8: 0, alpha8: 0x80)

    // MARK: - The issue's example: a bad corner radius

    func testCornerRadiusStringMatchesTheDocumentedExample() {
        assertError(
            #"{"width": 100, "height": 100, "root": {"type": "view", "cornerRadius": "big"}}"#,
            #"card.json:1:72: root.cornerRadius: expected a number ≥ 0, pixels such as "12px", or an object with topLeft, topRight, bottomRight and bottomLeft, received "big""#
        )
    }

    func testCornerRadiusOfTheThirdChild() {
        // Line 9 is `      {"type": "view", "cornerRadius": VALUE}`: the value is column 40.
        func text(_ value: String) -> String {
            """
            {
              "width": 100,
              "height": 100,
              "root": {
                "type": "view",
                "children": [
                  {"type": "view"},
                  {"type": "view"},
                  {"type": "view", "cornerRadius": \(value)}
                ]
              }
            }
            """
        }
        assertError(text(#""big""#), #"card.json:9:40: root.children[2].cornerRadius: expected a number ≥ 0, pixels such as "12px", or an object with topLeft, topRight, bottomRight and bottomLeft, received "big""#)
        // A number out of range gets the NumberRule wording with both bounds.
        assertError(text("-5"), "card.json:9:40: root.children[2].cornerRadius: expected a number ≥ 0 and ≤ 1000000, received -5")
        assertError(text("1000001"), "card.json:9:40: root.children[2].cornerRadius: expected a number ≥ 0 and ≤ 1000000, received 1000001")
        assertError(text("0.5e7"), "card.json:9:40: root.children[2].cornerRadius: expected a number ≥ 0 and ≤ 1000000, received 5000000")
        assertValid(text("1000000"))
    }

    func testCornerRadiusObjectForm() throws {
        // `-1` is column 84.
        assertError(document(root: #"{"type": "view", "cornerRadius": {"topLeft": -1}}"#), "card.json:1:84: root.cornerRadius.topLeft: expected a number ≥ 0 and ≤ 1000000, received -1")
        let node = try root(#"{"type": "view", "cornerRadius": {"topLeft": 1, "bottomRight": 3}}"#)
        XCTAssertEqual(node.style.cornerRadius, CornerRadii(topLeft: 1, topRight: 0, bottomRight: 3, bottomLeft: 0))
        XCTAssertEqual(try root(#"{"type": "view", "cornerRadius": 12}"#).style.cornerRadius, CornerRadii(topLeft: 12, topRight: 12, bottomRight: 12, bottomLeft: 12))
    }

    // MARK: - Unknown keys

    func testUnknownKeyWithSuggestion() {
        assertError(document(root: #"{"type": "view", "cornerRadus": 4}"#), #"card.json:1:56: root.cornerRadus: unknown key "cornerRadus" in a view node; did you mean "cornerRadius"?"#)
    }

    func testSwapsOfNeighboursCountAsOneEdit() {
        // Three neighbour swaps (co→oc, ne→en, iu→ui) are three edits, within the allowance of
        // 12 / 3 = 4 for a 12-letter key; counted as insertions and deletions they would be six.
        assertError(document(root: #"{"type": "view", "ocrenrRaduis": 4}"#), #"card.json:1:56: root.ocrenrRaduis: unknown key "ocrenrRaduis" in a view node; did you mean "cornerRadius"?"#)
    }

    func testUnknownTopLevelKeySuggestsTransposition() {
        // "widht" is "width" with two letters swapped: one edit.
        assertError(#"{"widht": 100, "height": 100, "root": {"type": "view"}}"#, #"card.json:1:2: widht: unknown key "widht" in a scene; did you mean "width"?"#)
    }

    func testUnknownKeyWithoutCloseSuggestionListsAllowedKeys() {
        // The example in docs/scene-format.md.
        assertError(
            document(root: #"{"type": "view", "border": {"width": 2, "qqqqqqqqqqqq": 1}}"#),
            #"card.json:1:79: root.border.qqqqqqqqqqqq: unknown key "qqqqqqqqqqqq" in a border; allowed keys: width, color, dash, top, right, bottom, left"#
        )
        assertError(
            document(root: #"{"type": "view", "zzzzzz": 1}"#),
            #"card.json:1:56: root.zzzzzz: unknown key "zzzzzz" in a view node; allowed keys: type, id, frame, background, cornerRadius, border, shadow, opacity, clip, transform, hidden, zIndex, transition, loading, blockLoading, error, redacted, filter, backdropFilter, blendMode, mask, width, height, minWidth, minHeight, maxWidth, maxHeight, aspectRatio, margin, padding, position, left, top, right, bottom, grow, shrink, basis, alignSelf, children"#
        )
    }

    func testSpacerRefusesChildren() {
        assertError(
            document(root: #"{"type": "spacer", "children": []}"#),
            #"card.json:1:58: root.children: "children" applies only to view, hstack, vstack, zstack and button nodes, not to a spacer node"#
        )
    }

    func testUnknownKeysInNestedObjects() {
        // `"blurr"` is column 81; `"angel"` column 89; `"postion"` column 124.
        assertError(document(root: #"{"type": "view", "shadow": [{"blur": 1}, {"blurr": 2}]}"#), #"card.json:1:81: root.shadow[1].blurr: unknown key "blurr" in a shadow; did you mean "blur"?"#)
        assertError(document(root: #"{"type": "view", "background": {"type": "linear", "angel": 90, "stops": ["red", "blue"]}}"#), #"card.json:1:89: root.background.angel: unknown key "angel" in a linear gradient; did you mean "angle"?"#)
        assertError(document(root: #"{"type": "view", "background": {"type": "linear", "stops": ["red", {"color": "blue", "postion": 1}]}}"#), #"card.json:1:124: root.background.stops[1].postion: unknown key "postion" in a gradient stop; did you mean "position"?"#)
    }

    // MARK: - Node types

    func testUnknownNodeTypeWithSuggestion() {
        // The example in docs/scene-format.md.
        assertError(document(root: #"{"type": "veiw"}"#), #"card.json:1:48: root.type: unknown node type "veiw"; did you mean "view"? Allowed: view, hstack, vstack, zstack, label, image, icon, progress, spacer, button, toast, alert"#)
        assertError(document(root: #"{"type": "hstak"}"#), #"card.json:1:48: root.type: unknown node type "hstak"; did you mean "hstack"? Allowed: view, hstack, vstack, zstack, label, image, icon, progress, spacer, button, toast, alert"#)
    }

    func testUnknownNodeTypeWithoutSuggestion() throws {
        // Nothing is near "circle", so the list follows directly, set off like "; allowed keys:".
        let message = try XCTUnwrap(decodeError(document(root: #"{"type": "circle"}"#)))
        XCTAssertEqual(message, #"card.json:1:48: root.type: unknown node type "circle"; allowed: view, hstack, vstack, zstack, label, image, icon, progress, spacer, button, toast, alert"#)
        XCTAssertFalse(message.contains(#""circle" Allowed"#), "run-on message: \(message)")
    }

    func testButtonWithoutTitleOrIconIsRefused() {
        assertError(document(root: #"{"type": "button"}"#), #"card.json:1:39: root: a button needs a "title", an "icon" or "children" to show"#)
        // Nested: `{"type": "button"}` starts at column 87.
        assertError(document(root: #"{"type": "view", "children": [{"type": "view"}, {"type": "button"}]}"#), #"card.json:1:87: root.children[1]: a button needs a "title", an "icon" or "children" to show"#)
    }

    func testEveryKindDecodes() throws {
        let node = try root(#"{"type": "view", "children": [{"type": "hstack"}, {"type": "vstack"}, {"type": "zstack"}, {"type": "spacer"}, {"type": "label", "text": "Hi"}, "#
            + #"{"type": "image", "src": "a.png"}, {"type": "icon", "symbol": "info"}, {"type": "progress"}, {"type": "button", "title": "OK"}, "#
            + #"{"type": "toast", "text": "Saved"}, {"type": "alert", "title": "Done"}]}"#)
        XCTAssertEqual(node.kind, .view)
        XCTAssertEqual(node.children.map(\.kind), [.hstack, .vstack, .zstack, .spacer, .label, .image, .icon, .progress, .button, .toast, .alert])
        XCTAssertEqual(Set(node.children.map(\.kind) + [node.kind]), Set(NodeKind.allCases), "a kind is missing from the test")
    }

    func testNodeMustBeAnObjectWithAType() {
        assertError(document(root: #"{"type": "view", "children": [5]}"#), #"card.json:1:69: root.children[0]: expected a node (a JSON object with a "type"), received 5"#)
        assertError(document(root: #"{"id": "x"}"#), "card.json:1:39: root: missing required key \"type\" (one of view, hstack, vstack, zstack, label, image, icon, progress, spacer, button, toast, alert)")
        assertError(document(root: #"{"type": 3}"#), "card.json:1:48: root.type: expected a string, received 3")
        assertError(document(root: #"{"type": "view", "children": {}}"#), "card.json:1:68: root.children: expected an array of nodes, received an object")
    }

    // MARK: - The document

    func testMissingRequiredKeys() {
        assertError(#"{"height": 50, "root": {"type": "view"}}"#, #"card.json:1:1: missing required key "width" (the canvas width in points, a number > 0 and ≤ 1000000)"#)
        assertError(#"{"width": 50, "root": {"type": "view"}}"#, #"card.json:1:1: missing required key "height" (the canvas height in points, a number > 0 and ≤ 1000000)"#)
        assertError(#"{"width": 50, "height": 50}"#, #"card.json:1:1: missing required key "root" (the root node, an object with a "type")"#)
        // A missing key points at the object that lacks it, here on line 2.
        assertError("\n  {\"height\": 50, \"root\": {\"type\": \"view\"}}", #"card.json:2:3: missing required key "width" (the canvas width in points, a number > 0 and ≤ 1000000)"#)
    }

    func testDocumentMustBeAnObject() {
        assertError("[]", "card.json:1:1: expected a scene (a JSON object), received an array")
        assertError(#""scene""#, #"card.json:1:1: expected a scene (a JSON object), received "scene""#)
    }

    func testCanvasSizeMustBePositive() {
        assertError(#"{"width": -5, "height": 10, "root": {"type": "view"}}"#, "card.json:1:11: width: expected a number > 0 and ≤ 1000000, received -5")
        assertError(#"{"width": 0, "height": 10, "root": {"type": "view"}}"#, "card.json:1:11: width: expected a number > 0 and ≤ 1000000, received 0")
        assertError(#"{"width": "100", "height": 10, "root": {"type": "view"}}"#, #"card.json:1:11: width: expected a number > 0 and ≤ 1000000, or pixels such as "12px", received "100"; did you mean 100 or "100px"?"#)
        assertError(#"{"width": 10, "height": 1.5e6, "root": {"type": "view"}}"#, "card.json:1:25: height: expected a number > 0 and ≤ 1000000, received 1500000")
    }

    func testFrameValues() throws {
        // `-1` (the width) is column 83.
        assertError(document(root: #"{"type": "view", "frame": {"x": 1, "width": -1}}"#), "card.json:1:83: root.frame.width: expected a number ≥ 0 and ≤ 1000000, received -1")
        assertError(document(root: #"{"type": "view", "frame": {"x": -2000000}}"#), "card.json:1:71: root.frame.x: expected a number between -1000000 and 1000000, received -2000000")
        assertError(document(root: #"{"type": "view", "frame": {"depth": 1}}"#), #"card.json:1:66: root.frame.depth: unknown key "depth" in a frame; allowed keys: x, y, width, height"#)
        let node = try root(#"{"type": "view", "frame": {"y": -3.5, "height": 0}}"#)
        XCTAssertEqual(node.frame, FrameSpec(x: 0, y: -3.5, width: nil, height: 0))
    }

    func testOpacityAndScaleRanges() {
        assertError(document(root: #"{"type": "view", "opacity": 1.5}"#), "card.json:1:67: root.opacity: expected a number between 0 and 1, received 1.5")
        assertError(document(root: #"{"type": "view", "opacity": -0.1}"#), "card.json:1:67: root.opacity: expected a number between 0 and 1, received -0.1")
        assertError(#"{"width": 100, "height": 100, "scale": 20, "root": {"type": "view"}}"#, "card.json:1:40: scale: expected a number between 0.01 and 16, received 20")
        assertError(document(root: #"{"type": "view", "clip": "yes"}"#), #"card.json:1:64: root.clip: expected true or false, received "yes""#)
    }

    // MARK: - Colours

    func testBadColourWithSuggestion() {
        // The example in docs/scene-format.md.
        assertError(
            document(root: #"{"type": "view", "background": "gren"}"#),
            #"card.json:1:70: root.background: expected a colour (#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or a CSS colour name), received "gren"; did you mean "green"?"#
        )
        assertError(
            document(root: #"{"type": "view", "background": "blu"}"#),
            #"card.json:1:70: root.background: expected a colour (#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or a CSS colour name), received "blu"; did you mean "blue"?"#
        )
    }

    func testBadColourWithoutSuggestion() {
        assertError(
            document(root: ##"{"type": "view", "background": "#12345"}"##),
            ##"card.json:1:70: root.background: expected a colour (#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or a CSS colour name), received "#12345""##
        )
        // `5` is column 76.
        assertError(
            document(root: #"{"type": "view", "border": {"color": 5}}"#),
            "card.json:1:76: root.border.color: expected a colour (#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or a CSS colour name), received 5"
        )
        // Long strings are cut to 40 characters in messages.
        let long = String(repeating: "x", count: 50)
        assertError(
            document(root: #"{"type": "view", "background": "\#(long)"}"#),
            #"card.json:1:70: root.background: expected a colour (#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or a CSS colour name), received ""# + String(repeating: "x", count: 40) + #"…""#
        )
        // "transparent" is a colour name too, so it can be suggested.
        assertError(
            document(root: #"{"type": "view", "background": "transparant"}"#),
            #"card.json:1:70: root.background: expected a colour (#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or a CSS colour name), received "transparant"; did you mean "transparent"?"#
        )
        assertError(document(root: #"{"type": "view", "background": 7}"#), "card.json:1:70: root.background: expected a colour string or a gradient object, received 7")
    }

    // MARK: - Canvas limits

    func testCanvasAboveFiftyMegapixels() {
        assertError(
            #"{"width": 10000, "height": 10000, "root": {"type": "view"}}"#,
            "card.json:1:1: the canvas (10000×10000 points at scale 1) is 10000×10000 = 100000000 pixels, above the limit of 50000000; lower width, height or scale, or raise the pixel limit"
        )
        // 3000 × 3 = 9000 pixels a side: 81,000,000 pixels.
        assertError(
            #"{"width": 3000, "height": 3000, "scale": 3, "root": {"type": "view"}}"#,
            "card.json:1:1: the canvas (3000×3000 points at scale 3) is 9000×9000 = 81000000 pixels, above the limit of 50000000; lower width, height or scale, or raise the pixel limit"
        )
        // Exactly 50,000,000 pixels is allowed.
        assertValid(#"{"width": 5000, "height": 10000, "root": {"type": "view"}}"#)
        assertValid(#"{"width": 2500, "height": 5000, "scale": 2, "root": {"type": "view"}}"#)
    }

    func testCustomPixelLimit() {
        let limits = SceneLimits(maximumPixels: 10_000)
        assertValid(#"{"width": 100, "height": 100, "root": {"type": "view"}}"#, limits: limits)
        assertError(
            #"{"width": 100, "height": 101, "root": {"type": "view"}}"#,
            "card.json:1:1: the canvas (100×101 points at scale 1) is 100×101 = 10100 pixels, above the limit of 10000; lower width, height or scale, or raise the pixel limit",
            limits: limits
        )
        // Each side is rounded up: 50.25 × 2 = 100.5 → 101 pixels, and 101 × 100 > 10,000.
        assertError(
            #"{"width": 50.25, "height": 50, "scale": 2, "root": {"type": "view"}}"#,
            "card.json:1:1: the canvas (50.25×50 points at scale 2) is 101×100 = 10100 pixels, above the limit of 10000; lower width, height or scale, or raise the pixel limit",
            limits: limits
        )
    }

    func testCanvasSideAboveCairoLimit() {
        // The example in docs/scene-format.md.
        assertError(
            #"{"width": 100000, "height": 100, "root": {"type": "view"}}"#,
            "card.json:1:1: the canvas (100000×100 points at scale 1) is 100000×100 pixels; each side must be at most 32767 pixels"
        )
        assertError(
            #"{"width": 10, "height": 20000, "scale": 2, "root": {"type": "view"}}"#,
            "card.json:1:1: the canvas (10×20000 points at scale 2) is 20×40000 pixels; each side must be at most 32767 pixels"
        )
        assertValid(#"{"width": 32767, "height": 1, "root": {"type": "view"}}"#)
        assertError(
            #"{"width": 32767.5, "height": 1, "root": {"type": "view"}}"#,
            "card.json:1:1: the canvas (32767.5×1 points at scale 1) is 32768×1 pixels; each side must be at most 32767 pixels"
        )
    }

    func testCanvasSmallerThanOnePixel() {
        assertError(
            #"{"width": 0.4, "height": 100, "root": {"type": "view"}}"#,
            "card.json:1:1: the canvas (0.4×100 points at scale 1) is smaller than one pixel"
        )
        // 1 point at scale 0.5 is half a pixel: the smallest allowed side.
        assertValid(#"{"width": 1, "height": 1, "scale": 0.5, "root": {"type": "view"}}"#)
    }

    // MARK: - Tree limits

    private static let chainPrefix = #"{"width":10,"height":10,"root":"#
    private static let chainLevel = #"{"type":"view","children":["#

    /// A single-line scene whose nodes are nested `depth` deep.
    private func chain(depth: Int) -> String {
        Self.chainPrefix
            + String(repeating: Self.chainLevel, count: depth - 1)
            + #"{"type":"view"}"#
            + String(repeating: "]}", count: depth - 1)
            + "}"
    }

    func testNodeDepthLimit() throws {
        XCTAssertNoThrow(try decode(chain(depth: 100)))
        // The 101st node starts after the prefix and 100 levels of `{"type":"view","children":[`.
        let column = Self.chainPrefix.count + 1 + 100 * Self.chainLevel.count
        let path = "root" + String(repeating: ".children[0]", count: 100)
        assertError(chain(depth: 101), "card.json:1:\(column): \(path): nodes are nested deeper than 100 levels")
    }

    func testCustomNodeDepthLimit() {
        let limits = SceneLimits(maximumDepth: 2)
        assertValid(document(root: #"{"type": "view", "children": [{"type": "view"}]}"#), limits: limits)
        // The grandchild `{` is column 99.
        assertError(
            document(root: #"{"type": "view", "children": [{"type": "view", "children": [{"type": "spacer"}]}]}"#),
            "card.json:1:99: root.children[0].children[0]: nodes are nested deeper than 2 levels",
            limits: limits
        )
    }

    func testNodeCountLimit() {
        let limits = SceneLimits(maximumNodes: 3)
        assertValid(document(root: #"{"type": "view", "children": [{"type": "view"}, {"type": "view"}]}"#), limits: limits)
        // The root and two children use the budget; the third child, at column 105, is one too many.
        assertError(
            document(root: #"{"type": "view", "children": [{"type": "view"}, {"type": "view"}, {"type": "view"}]}"#),
            "card.json:1:105: root.children[2]: the scene has more than 3 nodes",
            limits: limits
        )
        // Nodes are counted across the whole tree, not per level.
        assertError(
            document(root: #"{"type": "view", "children": [{"type": "view", "children": [{"type": "view"}]}, {"type": "view"}]}"#),
            "card.json:1:119: root.children[1]: the scene has more than 3 nodes",
            limits: limits
        )
    }

    func testDefaultNodeCountLimit() throws {
        let prefix = #"{"width":10,"height":10,"root":{"type":"view","children":["#
        let child = #"{"type":"spacer"}"#
        func scene(children: Int) -> String {
            prefix + Array(repeating: child, count: children).joined(separator: ",") + "]}}"
        }
        // The root and 19,999 children are exactly 20,000 nodes.
        XCTAssertEqual(try decode(scene(children: 19_999)).root.children.count, 19_999)
        // Child 19,999 (0-based) is node 20,001; each child before it takes its text and a comma.
        let column = prefix.count + 1 + 19_999 * (child.count + 1)
        assertError(scene(children: 20_000), "card.json:1:\(column): root.children[19999]: the scene has more than 20000 nodes")
    }

    func testLabelTextIsLimitedAcrossTheScene() throws {
        let prefix = #"{"width":10,"height":10,"root":{"type":"view","children":["#
        func scene(labels: Int, length: Int) -> String {
            let label = #"{"type":"label","text":""# + String(repeating: "x", count: length) + #""}"#
            return prefix + Array(repeating: label, count: labels).joined(separator: ",") + "]}}"
        }
        // Ten labels of 100,000 characters (each at its own limit) are exactly 1,000,000.
        XCTAssertEqual(try decode(scene(labels: 10, length: 100_000)).root.children.count, 10)
        let text = String(repeating: "x", count: 100_000)
        let column = prefix.count + 1 + 10 * (#"{"type":"label","text":""}"#.count + text.count + 1)
        assertError(scene(labels: 11, length: 100_000),
                    "card.json:1:\(column): root.children[10]: the scene's labels hold more than 1000000 characters of text in all")
        var limits = SceneLimits()
        limits.maximumTextCharacters = 5
        assertError(scene(labels: 2, length: 3), "card.json:1:\(prefix.count + 1 + #"{"type":"label","text":"xx"}"#.count + 2): root.children[1]: the scene's labels hold more than 5 characters of text in all", limits: limits)
    }

    // MARK: - Gradients

    func testGradientNeedsTwoStops() {
        // `["red"]` is column 98.
        assertError(document(root: #"{"type": "view", "background": {"type": "linear", "stops": ["red"]}}"#), "card.json:1:98: root.background.stops: expected 2 to 64 gradient stops, received an array")
        let many = Array(repeating: #""red""#, count: 65).joined(separator: ", ")
        assertError(document(root: #"{"type": "view", "background": {"type": "linear", "stops": [\#(many)]}}"#), "card.json:1:98: root.background.stops: expected 2 to 64 gradient stops, received an array")
        assertError(document(root: #"{"type": "view", "background": {"type": "radial"}}"#), "card.json:1:70: root.background: missing required key \"stops\" (an array of at least two colours or {color, position} objects)")
    }

    func testGradientTypeAndRadius() {
        assertError(document(root: #"{"type": "view", "background": {"type": "conic", "stops": ["red", "blue"]}}"#), #"card.json:1:79: root.background.type: expected "linear" or "radial", received "conic""#)
        assertError(document(root: #"{"type": "view", "background": {"stops": ["red", "blue"]}}"#), #"card.json:1:70: root.background: missing required key "type" ("linear" or "radial")"#)
        // `0` (the radius) is column 99.
        assertError(document(root: #"{"type": "view", "background": {"type": "radial", "radius": 0, "stops": ["red", "blue"]}}"#), "card.json:1:99: root.background.radius: expected a number > 0 and ≤ 1000000, received 0")
    }

    func testGradientDefaults() throws {
        let linear = try root(#"{"type": "view", "background": {"type": "linear", "stops": ["red", "blue"]}}"#)
        XCTAssertEqual(linear.style.background, .linearGradient(LinearGradient(angle: 180, stops: [GradientStop(color: red, position: 0), GradientStop(color: blue, position: 1)])))
        let radial = try root(#"{"type": "view", "background": {"type": "radial", "center": {"x": 0.25}, "radius": 40, "stops": ["red", "blue"]}}"#)
        XCTAssertEqual(radial.style.background, .radialGradient(RadialGradient(center: UnitPoint(x: 0.25, y: 0.5), radius: 40, stops: [GradientStop(color: red, position: 0), GradientStop(color: blue, position: 1)])))
        let canvas = try decode(#"{"width": 10, "height": 10, "background": {"type": "radial", "stops": ["red", "blue"]}, "root": {"type": "view"}}"#)
        XCTAssertEqual(canvas.background, .radialGradient(RadialGradient(center: UnitPoint(x: 0.5, y: 0.5), radius: nil, stops: [GradientStop(color: red, position: 0), GradientStop(color: blue, position: 1)])))
    }

    func testStopPositionsAreFilledInAsCSSDoes() throws {
        // [red, blue@0.8, green, white]: first 0, last 1, green halfway between 0.8 and 1.
        let node = try root(#"{"type": "view", "background": {"type": "linear", "stops": ["red", {"color": "blue", "position": 0.8}, "green", "white"]}}"#)
        let stops = stops(of: node.style.background)
        assertPositions(stops, [0, 0.8, 0.9, 1.0])
        XCTAssertEqual(stops.map(\.color), [red, blue, green, white])
    }

    func testStopsWithoutPositionsAreEvenlySpaced() throws {
        assertPositions(stops(of: try root(#"{"type": "view", "background": {"type": "linear", "stops": ["red", "blue", "green"]}}"#).style.background), [0, 0.5, 1])
        assertPositions(stops(of: try root(#"{"type": "view", "background": {"type": "radial", "stops": ["red", "blue", "green", "white", "black"]}}"#).style.background), [0, 0.25, 0.5, 0.75, 1])
    }

    func testStopPositionExamplesFromTheDocs() throws {
        // ["red", "blue", {"color": "green", "position": 0.8}, "white"] → 0, 0.4, 0.8, 1.
        assertPositions(stops(of: try root(#"{"type": "view", "background": {"type": "linear", "stops": ["red", "blue", {"color": "green", "position": 0.8}, "white"]}}"#).style.background), [0, 0.4, 0.8, 1])
        // [red, blue@0.8, green, white@0.2, black] → 0, 0.8, 0.8, 0.8, 1.
        assertPositions(stops(of: try root(#"{"type": "view", "background": {"type": "linear", "stops": ["red", {"color": "blue", "position": 0.8}, "green", {"color": "white", "position": 0.2}, "black"]}}"#).style.background), [0, 0.8, 0.8, 0.8, 1])
    }

    func testDecreasingStopPositionIsClampedUp() throws {
        assertPositions(stops(of: try root(#"{"type": "view", "background": {"type": "linear", "stops": [{"color": "red", "position": 0.5}, {"color": "blue", "position": 0.2}]}}"#).style.background), [0.5, 0.5])
        // A positioned first stop and an unpositioned middle: 0.7, then halfway to 1.
        assertPositions(stops(of: try root(#"{"type": "view", "background": {"type": "linear", "stops": [{"color": "red", "position": 0.7}, "blue", "green"]}}"#).style.background), [0.7, 0.85, 1])
        // A last stop below the first is raised to it, and the middle follows.
        assertPositions(stops(of: try root(#"{"type": "view", "background": {"type": "linear", "stops": [{"color": "red", "position": 0.5}, "blue", {"color": "green", "position": 0.2}]}}"#).style.background), [0.5, 0.5, 0.5])
    }

    func testStopPositionRange() {
        assertError(document(root: #"{"type": "view", "background": {"type": "linear", "stops": ["red", {"color": "blue", "position": 1.5}]}}"#), "card.json:1:136: root.background.stops[1].position: expected a number between 0 and 1, received 1.5")
    }

    // MARK: - Shadows

    func testShadowAsSingleObject() throws {
        let node = try root(#"{"type": "view", "shadow": {"blur": 4, "y": 2}}"#)
        XCTAssertEqual(node.style.shadows, [Shadow(color: defaultShadowColor, blur: 4, offset: Point(x: 0, y: 2), spread: 0)])
    }

    func testShadowAsArray() throws {
        let node = try root(#"{"type": "view", "shadow": [{"color": "red", "blur": 1, "x": -1, "y": 2, "spread": 3}, {}]}"#)
        XCTAssertEqual(node.style.shadows, [
            Shadow(color: red, blur: 1, offset: Point(x: -1, y: 2), spread: 3),
            Shadow(color: defaultShadowColor, blur: 0, offset: Point(x: 0, y: 0), spread: 0),
        ])
        XCTAssertEqual(try root(#"{"type": "view", "shadow": []}"#).style.shadows, [])
    }

    func testInsetShadowsAreRead() throws {
        let node = try root(#"{"type": "view", "shadow": [{"inset": true, "blur": 4, "spread": 2}, {"inset": false}]}"#)
        XCTAssertEqual(node.style.shadows, [
            Shadow(color: defaultShadowColor, blur: 4, offset: Point(x: 0, y: 0), spread: 2, inset: true),
            Shadow(color: defaultShadowColor),
        ])
        assertError(document(root: #"{"type": "view", "shadow": {"inset": "yes"}}"#), "card.json:1:76: root.shadow.inset: expected true or false, received \"yes\"")
        assertError(document(root: #"{"type": "label", "text": "x", "textShadow": {"inset": true}}"#), "card.json:1:85: root.textShadow.inset: unknown key \"inset\" in a shadow; allowed keys: color, blur, x, y, spread")
    }

    func testZIndexIsANumberInRange() throws {
        XCTAssertEqual(try root(#"{"type": "view", "zIndex": -3}"#).style.zIndex, -3)
        XCTAssertEqual(try root(#"{"type": "view"}"#).style.zIndex, 0)
        assertError(document(root: #"{"type": "view", "zIndex": "top"}"#), "card.json:1:66: root.zIndex: expected a number between -1000000 and 1000000, received \"top\"")
        assertError(document(root: #"{"type": "view", "zIndex": 1e7}"#), "card.json:1:66: root.zIndex: expected a number between -1000000 and 1000000, received 10000000")
    }

    func testShadowLimits() {
        let seventeen = Array(repeating: "{}", count: 17).joined(separator: ", ")
        assertError(document(root: #"{"type": "view", "shadow": [\#(seventeen)]}"#), "card.json:1:66: root.shadow: expected at most 16 shadows, received an array")
        assertError(document(root: #"{"type": "view", "shadow": {"blur": -1}}"#), "card.json:1:75: root.shadow.blur: expected a number ≥ 0 and ≤ 1000, received -1")
        assertError(document(root: #"{"type": "view", "shadow": 3}"#), "card.json:1:66: root.shadow: expected a shadow (a JSON object), received 3")
    }

    // MARK: - Borders

    func testBorderSidesAreRead() throws {
        let side = { (width: Double, color: Color) in BorderSide(width: width, color: color) }
        let blue = Color(red8: 0, green8: 0, blue8: 255)
        XCTAssertEqual(try root(#"{"type": "view", "border": {"width": 2, "color": "red", "left": {"width": 6, "color": "blue"}, "top": {"width": 0}}}"#).style.border,
                       Border(sides: Edges(top: side(0, red), right: side(2, red), bottom: side(2, red), left: side(6, blue))))
        XCTAssertEqual(try root(#"{"type": "view", "border": {"bottom": {"color": "blue"}}}"#).style.border,
                       Border(sides: Edges(top: side(0, .clear), right: side(0, .clear), bottom: side(1, blue), left: side(0, .clear))))
        assertError(document(root: #"{"type": "view", "border": {"left": {"width": 6}}}"#),
                    #"card.json:1:75: root.border.left: missing required key "color" (a colour, as the border has none for every side)"#)
        assertError(document(root: #"{"type": "view", "border": {"color": "red", "dash": [2], "top": {"width": 3}}}"#),
                    "card.json:1:91: root.border.dash: expected no dash on a border whose sides are given one by one (only a border the same on every side is dashed), received an array")
        assertError(document(root: #"{"type": "view", "border": {"left": {"width": -1, "color": "red"}}}"#),
                    "card.json:1:85: root.border.left.width: expected a number ≥ 0 and ≤ 10000, received -1")
        assertError(document(root: #"{"type": "view", "border": {"left": {"colour": "red"}}}"#),
                    #"card.json:1:76: root.border.left.colour: unknown key "colour" in a border side; did you mean "color"?"#)
    }

    func testBorderDashAllZerosIsRefused() {
        // `[0, 0]` is column 91.
        assertError(document(root: #"{"type": "view", "border": {"color": "red", "dash": [0, 0]}}"#), "card.json:1:91: root.border.dash: expected dash lengths that are not all zero, received an array")
        assertError(document(root: #"{"type": "view", "border": {"color": "red", "dash": []}}"#), "card.json:1:91: root.border.dash: expected 1 to 16 dash and gap lengths, received an array")
        assertError(document(root: #"{"type": "view", "border": {"color": "red", "dash": [1, -1]}}"#), "card.json:1:95: root.border.dash[1]: expected a number ≥ 0 and ≤ 10000, received -1")
    }

    func testBorderDefaultsAndRequiredColour() throws {
        XCTAssertEqual(try root(#"{"type": "view", "border": {"color": "red"}}"#).style.border, Border(width: 1, color: red, dash: []))
        XCTAssertEqual(try root(##"{"type": "view", "border": {"width": 2.5, "color": "#0000FF", "dash": [0, 2]}}"##).style.border, Border(width: 2.5, color: blue, dash: [0, 2]))
        assertError(document(root: #"{"type": "view", "border": {"width": 2}}"#), #"card.json:1:66: root.border: missing required key "color" (a colour)"#)
        assertError(document(root: #"{"type": "view", "border": {"width": 0, "color": "red"}}"#), "card.json:1:76: root.border.width: expected a number > 0 and ≤ 10000, received 0")
    }

    // MARK: - Transforms

    func testTransformScaleAsNumber() throws {
        let node = try root(#"{"type": "view", "transform": {"scale": 2}}"#)
        XCTAssertEqual(node.style.transform, Transform(translate: Point(x: 0, y: 0), scale: Size(width: 2, height: 2), rotate: 0, anchor: UnitPoint(x: 0.5, y: 0.5)))
    }

    func testTransformScaleAsObject() throws {
        // A missing axis is 1.
        let node = try root(#"{"type": "view", "transform": {"scale": {"x": 3}}}"#)
        XCTAssertEqual(node.style.transform.scale, Size(width: 3, height: 1))
        let both = try root(#"{"type": "view", "transform": {"scale": {"x": -1, "y": 0.5}}}"#)
        XCTAssertEqual(both.style.transform.scale, Size(width: -1, height: 0.5))
    }

    func testTransformParts() throws {
        let node = try root(#"{"type": "view", "transform": {"translate": {"y": 7}, "rotate": -45, "anchor": {"x": 0}}}"#)
        // A missing translate axis is 0; a missing anchor axis is 0.5.
        XCTAssertEqual(node.style.transform, Transform(translate: Point(x: 0, y: 7), scale: Size(width: 1, height: 1), rotate: -45, anchor: UnitPoint(x: 0, y: 0.5)))
        assertError(document(root: #"{"type": "view", "transform": {"scale": 1001}}"#), "card.json:1:79: root.transform.scale: expected a number between -1000 and 1000, received 1001")
        assertError(document(root: #"{"type": "view", "transform": {"rotat": 9}}"#), #"card.json:1:70: root.transform.rotat: unknown key "rotat" in a transform; did you mean "rotate"?"#)
    }

    func testTransformScaleOfWrongTypeSaysANumberIsAllowed() throws {
        // `scale` accepts a number or an {x, y} object, so the message must not demand "a JSON object".
        let message = try XCTUnwrap(decodeError(document(root: #"{"type": "view", "transform": {"scale": "2"}}"#)))
        XCTAssertEqual(message, #"card.json:1:79: root.transform.scale: expected a number or an object with x and y, received "2""#)
        XCTAssertFalse(message.contains("(a JSON object)"), "contradictory message: \(message)")
    }

    // MARK: - Defaults and other keys

    func testDefaultsAreApplied() throws {
        let scene = try decode(document(root: #"{"type": "view", "children": [{"type": "spacer"}]}"#))
        XCTAssertEqual(scene.width, 100)
        XCTAssertEqual(scene.height, 100)
        XCTAssertEqual(scene.scale, 1)
        XCTAssertNil(scene.background)
        XCTAssertEqual(scene.fonts, [])
        for node in [scene.root, scene.root.children[0]] {
            XCTAssertNil(node.id)
            XCTAssertNil(node.frame)
            XCTAssertNil(node.style.background)
            XCTAssertEqual(node.style.cornerRadius, CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: 0))
            XCTAssertNil(node.style.border)
            XCTAssertEqual(node.style.shadows, [])
            XCTAssertEqual(node.style.opacity, 1)
            XCTAssertFalse(node.style.clip)
            XCTAssertFalse(node.style.hidden)
            XCTAssertEqual(node.style.transform.scale, Size(width: 1, height: 1))
            XCTAssertEqual(node.style.transform.translate, Point(x: 0, y: 0))
            XCTAssertEqual(node.style.transform.rotate, 0)
            XCTAssertEqual(node.style.transform.anchor, UnitPoint(x: 0.5, y: 0.5))
        }
        XCTAssertEqual(scene.root.children[0].children, [])
    }

    func testDefaultShadowColourIsHalfBlack() throws {
        let node = try root(#"{"type": "view", "shadow": {}}"#)
        XCTAssertEqual(node.style.shadows.first?.color, Color(red8: 0, green8: 0, blue8: 0, alpha8: 128))
        XCTAssertEqual(node.style.shadows.first?.color.hexString, "#00000080")
    }

    func testAllNodeKeysAreRead() throws {
        let node = try root(##"{"type": "zstack", "id": "card", "frame": {"x": 1, "y": 2, "width": 3, "height": 4}, "background": "#F80", "opacity": 0.25, "clip": true, "hidden": true}"##)
        XCTAssertEqual(node.kind, .zstack)
        XCTAssertEqual(node.id, "card")
        XCTAssertEqual(node.frame, FrameSpec(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(node.style.background, .color(rgba(0xFF, 0x88, 0x00)))
        XCTAssertEqual(node.style.opacity, 0.25)
        XCTAssertTrue(node.style.clip)
        XCTAssertTrue(node.style.hidden)
    }

    func testSchemaKeyIsAccepted() throws {
        let scene = try decode(#"{"$schema": "https://example.com/scene.schema.json", "width": 100, "height": 50, "scale": 2, "root": {"type": "view"}}"#)
        XCTAssertEqual(scene.width, 100)
        XCTAssertEqual(scene.height, 50)
        XCTAssertEqual(scene.scale, 2)
        // Only its type is checked; `1` is column 13 and the path is quoted, `$` not being a letter.
        assertError(#"{"$schema": 1, "width": 100, "height": 100, "root": {"type": "view"}}"#, #"card.json:1:13: ["$schema"]: expected a string, received 1"#)
    }

    func testFonts() throws {
        let scene = try decode(#"{"width": 100, "height": 100, "fonts": ["fonts/Inter.ttf", "b.otf"], "root": {"type": "view"}}"#)
        XCTAssertEqual(scene.fonts, ["fonts/Inter.ttf", "b.otf"])
        assertError(#"{"width": 100, "height": 100, "fonts": ["ok.ttf", "/etc/x.ttf"], "root": {"type": "view"}}"#, #"card.json:1:51: fonts[1]: expected a font file path relative to the asset folder, an http(s) URL, or a data: URI, received "/etc/x.ttf""#)
        assertError(#"{"width": 100, "height": 100, "fonts": [""], "root": {"type": "view"}}"#, #"card.json:1:41: fonts[0]: expected a font file path relative to the asset folder, an http(s) URL, or a data: URI, received """#)
        assertError(#"{"width": 100, "height": 100, "fonts": "a.ttf", "root": {"type": "view"}}"#, #"card.json:1:40: fonts: expected an array of font files, received "a.ttf""#)
    }

    func testErrorsWithoutAFileName() {
        do {
            _ = try SceneDecoder().decode(Array(#"{"width": 100, "height": 100, "root": {"type": "veiw"}}"#.utf8))
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.description, #"1:48: root.type: unknown node type "veiw"; did you mean "view"? Allowed: view, hstack, vstack, zstack, label, image, icon, progress, spacer, button, toast, alert"#)
            XCTAssertNil(error.file)
            XCTAssertEqual(error.location, SourceLocation(line: 1, column: 48))
            XCTAssertEqual(error.path, JSONPath([.key("root"), .key("type")]))
        }
    }
}
