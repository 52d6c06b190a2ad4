import Foundation
import XCTest
@testable import Scene

/// The layout keys through every path: hand-written JSON, the builder, `jsonValue` and its
/// text, and Foundation's coders. Expected values are written out by hand.
final class LayoutRoundTripTests: XCTestCase {
    // MARK: - Helpers

    private func decode(_ text: String) throws -> Scene {
        try SceneDecoder().decode(Array(text.utf8), file: "layout.json")
    }

    private func json(_ node: Node) -> String {
        node.jsonValue.compactText
    }

    // MARK: - Hand-written JSON against the builder

    private let handWritten = #"""
        {
          "width": 400,
          "height": 300,
          "root": {
            "type": "vstack",
            "padding": {"horizontal": 16, "top": "5%"},
            "direction": "column-reverse",
            "justify": "space-between",
            "align": "center",
            "wrap": "wrap-reverse",
            "alignContent": "space-evenly",
            "gap": {"row": 4, "column": 8},
            "children": [
              {
                "type": "hstack",
                "id": "bar",
                "width": "100%", "height": 40, "minWidth": 10, "minHeight": "auto", "maxWidth": "none", "maxHeight": "50%",
                "margin": {"bottom": "auto", "left": -4.5},
                "shrink": 0, "basis": "25%", "alignSelf": "stretch",
                "align": "baseline",
                "gap": 6,
                "children": [
                  {"type": "spacer", "minLength": 12, "grow": 2},
                  {"type": "view", "width": 30, "aspectRatio": 1.5, "position": "relative", "left": 3, "top": "-10%"},
                  {"type": "view", "width": 8, "height": 8, "position": "absolute", "right": 0, "bottom": "12.5%"},
                  {"type": "spacer", "grow": 1}
                ]
              },
              {
                "type": "zstack",
                "alignment": "bottomTrailing",
                "grow": 1,
                "margin": "auto",
                "children": [
                  {"type": "view", "frame": {"x": 4, "y": 4, "width": 10}, "margin": 2, "background": "red"},
                  {"type": "view", "width": "0.0000001%", "left": "auto", "padding": 3}
                ]
              }
            ]
          }
        }
        """#

    /// The same scene with the builder. `"horizontal": 16, "top": "5%"` is top 5 %, left and
    /// right 16, bottom 0; `"margin": {"bottom": "auto", "left": -4.5}` has top and right 0;
    /// an explicit `"grow": 1` on a spacer and `"left": "auto"` are the defaults.
    private func builderVersion() -> Scene {
        Scene(width: 400, height: 300) {
            VStack {
                HStack(id: "bar", spacing: 6) {
                    Spacer(minLength: 12).grow(2)
                    View().width(30).aspectRatio(1.5).insets(left: 3, top: .percent(-10))
                    View().size(width: 8, height: 8).absolute(right: 0, bottom: .percent(12.5))
                    Spacer()
                }
                .size(width: .percent(100), height: 40)
                .minWidth(10)
                .maxHeight(.percent(50))
                .margin(bottom: .auto, left: -4.5)
                .shrink(0)
                .basis(.percent(25))
                .alignSelf(.stretch)
                .align(.baseline)
                ZStack(alignment: .bottomTrailing) {
                    View().place(x: 4, y: 4, width: 10).margin(2).background(Color(red8: 255, green8: 0, blue8: 0))
                    View().width(.percent(0.0000001)).padding(3)
                }
                .grow()
                .margin(.auto)
            }
            .padding(top: .percent(5), right: 16, left: 16)
            .direction(.columnReverse)
            .justify(.spaceBetween)
            .align(.center)
            .wrap(.wrapReverse)
            .alignContent(.spaceEvenly)
            .gap(row: 4, column: 8)
        }
    }

    func testHandWrittenJSONEqualsBuilderScene() throws {
        XCTAssertEqual(try decode(handWritten), builderVersion())
    }

    func testHandWrittenJSONHasTheExpectedValues() throws {
        let root = try decode(handWritten).root
        XCTAssertEqual(root.layout.padding, Edges(top: .percent(5), right: .points(16), bottom: .points(0), left: .points(16)))
        XCTAssertEqual(root.layout.rowGap, 4)
        XCTAssertEqual(root.layout.columnGap, 8)
        let bar = root.children[0]
        XCTAssertEqual(bar.layout.margin, Edges(top: .points(0), right: .points(0), bottom: nil, left: .points(-4.5)))
        XCTAssertEqual(bar.layout.rowGap, 6)
        XCTAssertEqual(bar.layout.columnGap, 6)
        XCTAssertEqual(bar.children[0].layout.grow, 2)
        XCTAssertEqual(bar.children[3].layout.grow, 1)
        XCTAssertEqual(bar.children[2].layout.insets, Edges(top: nil, right: .points(0), bottom: .percent(12.5), left: nil))
        XCTAssertEqual(root.children[1].children[1].layout.width, .percent(0.0000001))
    }

    func testJSONThroughSceneAndBackIsTheSameScene() throws {
        let scene = try decode(handWritten)
        XCTAssertEqual(try SceneValidator().validate(scene.jsonValue), scene)
        let text = scene.jsonValue.jsonText()
        XCTAssertEqual(try decode(text), scene, text)
    }

    func testBuilderSceneThroughFoundationCoders() throws {
        let scene = builderVersion()
        XCTAssertEqual(try JSONDecoder().decode(Scene.self, from: try JSONEncoder().encode(scene)), scene)
    }

    func testEveryKeywordRoundTrips() throws {
        var nodes: [Node] = []
        for direction in FlexDirection.allCases { nodes.append(HStack().direction(direction)) }
        for justify in MainAlignment.allCases { nodes.append(VStack().justify(justify)) }
        for align in CrossAlignment.allCases { nodes.append(HStack().align(align)) }
        for wrap in FlexWrap.allCases { nodes.append(VStack().wrap(wrap)) }
        for alignContent in ContentAlignment.allCases { nodes.append(HStack().alignContent(alignContent)) }
        for alignSelf in CrossAlignment.allCases { nodes.append(View().alignSelf(alignSelf)) }
        for alignment in StackAlignment.allCases { nodes.append(ZStack(alignment: alignment)) }
        for position in Positioning.allCases { nodes.append(View().position(position)) }
        let scene = Scene(width: 100, height: 100, root: Node(kind: .view, children: nodes))
        XCTAssertEqual(try SceneValidator().validate(scene.jsonValue), scene)
    }

    /// Every scene of the layout conformance suite (hand-written cases and generated
    /// random trees) reads back equal from its `jsonValue`, and a quarter of them from that
    /// value's text.
    func testConformanceScenesRoundTrip() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LayoutConformance")
        var documents: [(String, JSONValue)] = []
        let cases = folder.appendingPathComponent("cases")
        for name in try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted() where name.hasSuffix(".json") {
            let data = try Data(contentsOf: cases.appendingPathComponent(name))
            documents.append((name, try SceneDecoder().parse(Array(data), file: name)))
        }
        let random = try SceneDecoder().parse(Array(try Data(contentsOf: folder.appendingPathComponent("random-scenes.json"))), file: "random-scenes.json")
        guard case .object(let top) = random.kind, case .object(let scenes)? = top.first(where: { $0.key == "scenes" })?.value.kind else {
            return XCTFail("random-scenes.json has no \"scenes\" object")
        }
        documents += scenes.map { ("random seed \($0.key)", $0.value) }
        XCTAssertGreaterThan(documents.count, 300)
        for (position, (name, document)) in documents.enumerated() {
            let scene = try SceneValidator().validate(document)
            XCTAssertEqual(try SceneValidator().validate(scene.jsonValue), scene, name)
            // Through text too, for a sample: the random trees are large and slow in debug builds.
            if position % 4 == 0 {
                XCTAssertEqual(try decode(scene.jsonValue.jsonText()), scene, name)
            }
        }
    }

    // MARK: - What jsonValue writes

    func testDefaultsAreLeftOut() {
        XCTAssertEqual(json(View()), #"{"type":"view"}"#)
        XCTAssertEqual(json(HStack()), #"{"type":"hstack"}"#)
        XCTAssertEqual(json(VStack()), #"{"type":"vstack"}"#)
        XCTAssertEqual(json(ZStack()), #"{"type":"zstack"}"#)
        XCTAssertEqual(json(Spacer()), #"{"type":"spacer"}"#)
        // Writing a default value explicitly changes nothing.
        XCTAssertEqual(json(Spacer().grow(1).shrink(1).minLength(0)), #"{"type":"spacer"}"#)
        XCTAssertEqual(json(VStack().direction(.column).justify(.start).align(.stretch).wrap(.none).alignContent(.stretch).gap(0)), #"{"type":"vstack"}"#)
        XCTAssertEqual(json(View().width(.auto).maxWidth(.none).margin(0).padding(0).position(.relative).basis(.auto).alignSelf(nil)), #"{"type":"view"}"#)
    }

    func testDefaultsDependOnTheKind() {
        // grow 0 is the default for a view but not for a spacer; row is the default for an
        // hstack but not for a vstack.
        XCTAssertEqual(json(Spacer().grow(0)), #"{"type":"spacer","grow":0}"#)
        XCTAssertEqual(json(View().grow(1)), #"{"type":"view","grow":1}"#)
        XCTAssertEqual(json(VStack().direction(.row)), #"{"type":"vstack","direction":"row"}"#)
        XCTAssertEqual(json(HStack().direction(.column)), #"{"type":"hstack","direction":"column"}"#)
    }

    func testLengthsAreNumbersOrPercentageStrings() {
        XCTAssertEqual(json(View().width(120).height(.percent(50))), #"{"type":"view","width":120,"height":"50%"}"#)
        XCTAssertEqual(json(View().minWidth(.percent(12.5)).maxHeight(0.25)), #"{"type":"view","minWidth":"12.5%","maxHeight":0.25}"#)
        XCTAssertEqual(json(View().insets(left: -3, bottom: .percent(-7))), #"{"type":"view","left":-3,"bottom":"-7%"}"#)
        XCTAssertEqual(json(View().basis(.percent(0))), #"{"type":"view","basis":"0%"}"#)
    }

    func testPercentagesAreWrittenWithoutAnExponent() {
        XCTAssertEqual(json(View().width(.percent(0.0000001))), #"{"type":"view","width":"0.0000001%"}"#)
        XCTAssertEqual(json(View().insets(left: .percent(-0.00000025))), #"{"type":"view","left":"-0.00000025%"}"#)
        XCTAssertEqual(Length.plainDecimal(0.000015), "0.000015")
        XCTAssertEqual(Length.plainDecimal(1.5e-10), "0.00000000015")
        XCTAssertEqual(Length.plainDecimal(12345.678), "12345.678")
        XCTAssertEqual(Length.plainDecimal(1e21), "1000000000000000000000")
        XCTAssertEqual(Length.plainDecimal(-2.5e20), "-250000000000000000000")
        XCTAssertEqual(Length.plainDecimal(100_000), "100000")
    }

    func testEdgesAreOneValueWhenAllSidesAgree() {
        XCTAssertEqual(json(View().padding(8)), #"{"type":"view","padding":8}"#)
        XCTAssertEqual(json(View().padding(.percent(5))), #"{"type":"view","padding":"5%"}"#)
        XCTAssertEqual(json(View().margin(.auto)), #"{"type":"view","margin":"auto"}"#)
        XCTAssertEqual(json(View().margin(-2)), #"{"type":"view","margin":-2}"#)
    }

    func testEdgesObjectLeavesOutZeroSides() {
        XCTAssertEqual(json(View().padding(top: 1, right: 2, bottom: 3, left: 4)), #"{"type":"view","padding":{"top":1,"right":2,"bottom":3,"left":4}}"#)
        XCTAssertEqual(json(View().padding(left: 4)), #"{"type":"view","padding":{"left":4}}"#)
        XCTAssertEqual(json(View().padding(horizontal: 6)), #"{"type":"view","padding":{"right":6,"left":6}}"#)
        XCTAssertEqual(json(View().margin(horizontal: .auto)), #"{"type":"view","margin":{"right":"auto","left":"auto"}}"#)
        XCTAssertEqual(json(View().margin(top: .auto, left: .percent(10))), #"{"type":"view","margin":{"top":"auto","left":"10%"}}"#)
    }

    func testGapIsOneNumberWhenBothAgree() {
        XCTAssertEqual(json(HStack(spacing: 12)), #"{"type":"hstack","gap":12}"#)
        XCTAssertEqual(json(VStack().gap(row: 4, column: 8)), #"{"type":"vstack","gap":{"row":4,"column":8}}"#)
        XCTAssertEqual(json(VStack().gap(column: 8)), #"{"type":"vstack","gap":{"column":8}}"#)
        XCTAssertEqual(json(HStack().gap(row: 2.5)), #"{"type":"hstack","gap":{"row":2.5}}"#)
    }

    func testAbsoluteSetsPositionAndInsets() {
        XCTAssertEqual(json(View().absolute(top: 0, right: .percent(10))), #"{"type":"view","position":"absolute","top":0,"right":"10%"}"#)
        XCTAssertEqual(json(ZStack(alignment: .top)), #"{"type":"zstack","alignment":"top"}"#)
        XCTAssertEqual(json(Spacer(minLength: 20)), #"{"type":"spacer","minLength":20}"#)
    }

    func testLayoutKeysFollowTheFrameAndPrecedeTheStyle() {
        let node = View(id: "a").place(x: 1).margin(top: 2).background(Color(red8: 0, green8: 0, blue8: 0))
        XCTAssertEqual(json(node), ##"{"type":"view","id":"a","frame":{"x":1,"y":0},"margin":{"top":2},"background":"#000000"}"##)
    }

    func testCanonicalTextOfALayoutScene() {
        let scene = Scene(width: 200, height: 100) {
            HStack(spacing: 8) {
                View().width(.percent(50)).margin(.auto)
                Spacer(minLength: 4)
            }
            .padding(horizontal: 10)
            .justify(.center)
        }
        let expected = """
            {
              "width": 200,
              "height": 100,
              "root": {
                "type": "hstack",
                "padding": {
                  "right": 10,
                  "left": 10
                },
                "justify": "center",
                "gap": 8,
                "children": [
                  {
                    "type": "view",
                    "width": "50%",
                    "margin": "auto"
                  },
                  {
                    "type": "spacer",
                    "minLength": 4
                  }
                ]
              }
            }

            """
        XCTAssertEqual(scene.jsonValue.jsonText(), expected)
    }

    // MARK: - Builder conveniences

    func testLiteralsArePoints() {
        let integer: Length = 12
        let fraction: Length = 0.5
        XCTAssertEqual(integer, .points(12))
        XCTAssertEqual(fraction, .points(0.5))
        XCTAssertEqual(View().width(-3).layout.width, .points(-3))
    }

    func testSizeLeavesOutSidesUnchanged() {
        let node = View().width(.percent(20)).size(height: 5)
        XCTAssertEqual(node.layout.width, .percent(20))
        XCTAssertEqual(node.layout.height, .points(5))
    }

    func testStackParametersMapToLayoutKeys() {
        XCTAssertEqual(HStack(spacing: 3).layout.rowGap, 3)
        XCTAssertEqual(HStack(spacing: 3).layout.columnGap, 3)
        XCTAssertEqual(VStack(spacing: 5).layout.columnGap, 5)
        XCTAssertEqual(ZStack(alignment: .bottomLeading).layout.alignment, .bottomLeading)
        XCTAssertEqual(Spacer(minLength: 9).layout.minLength, 9)
        XCTAssertEqual(View().grow().layout.grow, 1)
        XCTAssertEqual(HStack().wrap().layout.wrap, .wrap)
    }
}
