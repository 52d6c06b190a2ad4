import Scene
import XCTest

/// The third stage: absolute frames (UIKit-style: `x`, `y` relative to the parent's top-left
/// corner; missing sizes reach the parent's far edge; no frame fills the parent), the layout
/// dump, and the warnings. Expected frames are worked out by hand in the comments.
final class LayoutEngineTests: XCTestCase {
    // MARK: - Helpers

    private let red = Color(red8: 255, green8: 0, blue8: 0)

    private func view(_ id: String? = nil, _ frame: FrameSpec? = nil, style: ViewStyle = ViewStyle(), children: [Node] = []) -> Node {
        Node(kind: .view, id: id, frame: frame, style: style, children: children)
    }

    private func painted(_ frame: FrameSpec?) -> Node {
        view(nil, frame, style: ViewStyle(background: .color(red)))
    }

    private func layout(width: Double = 400, height: Double = 300, _ root: Node) -> LayoutTree {
        LayoutEngine().layout(Scene(width: width, height: height, root: root))
    }

    private func path(_ components: JSONPath.Component...) -> JSONPath {
        JSONPath(components)
    }

    // MARK: - Frames

    /// Each border side moves the content in by its own width, as CSS borders do: a child
    /// filling a 100 × 60 view with borders 1, 2, 3 and 6 (top, right, bottom, left) is
    /// 6 + 2 = 8 narrower and 1 + 3 = 4 shorter, at (6, 1); a stack sized by its content
    /// grows by the same.
    func testBorderSidesInsetTheContentByTheirOwnWidths() throws {
        let side = { (width: Double) in BorderSide(width: width, color: self.red) }
        let border = Border(sides: Edges(top: side(1), right: side(2), bottom: side(3), left: side(6)))
        let tree = layout(view(nil, FrameSpec(x: 0, y: 0, width: 100, height: 60), style: ViewStyle(border: border), children: [view()]))
        XCTAssertEqual(tree.root.children[0].frame, Rect(x: 6, y: 1, width: 92, height: 56))
        XCTAssertEqual(tree.root.contentFrame, Rect(x: 6, y: 1, width: 92, height: 56))
        let scene = try SceneDecoder().decode(Array(#"""
        {"width": 100, "height": 100, "root": {"type": "vstack", "align": "start", "children": [{"type": "hstack",
          "border": {"top": {"width": 1, "color": "red"}, "right": {"width": 2, "color": "red"}, "bottom": {"width": 3, "color": "red"}, "left": {"width": 6, "color": "red"}},
          "children": [{"type": "spacer", "width": 10, "height": 10}]}]}}
        """#.utf8))
        XCTAssertEqual(LayoutEngine().layout(scene).root.children[0].frame, Rect(x: 0, y: 0, width: 18, height: 14))
    }

    func testRootWithoutFrameFillsCanvas() {
        let tree = layout(width: 400, height: 300, view())
        XCTAssertEqual(tree.root.frame, Rect(x: 0, y: 0, width: 400, height: 300))
        XCTAssertEqual(tree.size, Size(width: 400, height: 300))
    }

    func testRootFrameWithoutSizeReachesCanvasFarEdge() {
        // 400 − 10 = 390 wide, 300 − 20 = 280 tall.
        let tree = layout(width: 400, height: 300, view(nil, FrameSpec(x: 10, y: 20)))
        XCTAssertEqual(tree.root.frame, Rect(x: 10, y: 20, width: 390, height: 280))
    }

    func testAbsoluteFramesNest() {
        let root = view(nil, FrameSpec(x: 20, y: 30, width: 200, height: 100), children: [
            view(nil, FrameSpec(x: 10, y: 5, width: 50, height: 40), children: [
                view(nil, FrameSpec(x: 1, y: 2, width: 3, height: 4)),
            ]),
        ])
        let tree = layout(root)
        XCTAssertEqual(tree.root.frame, Rect(x: 20, y: 30, width: 200, height: 100))
        // (20 + 10, 30 + 5)
        XCTAssertEqual(tree.root.children[0].frame, Rect(x: 30, y: 35, width: 50, height: 40))
        // (30 + 1, 35 + 2)
        XCTAssertEqual(tree.root.children[0].children[0].frame, Rect(x: 31, y: 37, width: 3, height: 4))
    }

    func testMissingSizeReachesParentFarEdge() {
        // The example under "Layout" in docs/scene-format.md.
        let root = view(nil, FrameSpec(x: 20, y: 20, width: 260, height: 160), children: [
            view(nil, FrameSpec(x: 10, y: 10, height: 30)),
            view(nil, FrameSpec(x: 10, y: 50, width: 100)),
            view(nil, FrameSpec(x: 200, y: 120, width: 80, height: 60)),
        ])
        let frames = layout(width: 300, height: 200, root).root.children.map(\.frame)
        XCTAssertEqual(frames, [
            Rect(x: 30, y: 30, width: 250, height: 30), // 260 − 10 wide
            Rect(x: 30, y: 70, width: 100, height: 110), // 160 − 50 tall
            Rect(x: 220, y: 140, width: 80, height: 60), // overhangs the parent, unchanged
        ])
    }

    func testMissingSizeNeverBelowZeroAndGrowsForNegativeOffsets() {
        let root = view(nil, FrameSpec(x: 0, y: 0, width: 100, height: 50), children: [
            view(nil, FrameSpec(x: 150, y: 60)), // beyond both edges: 0 × 0
            view(nil, FrameSpec(x: -10, y: -5)), // 100 + 10 wide, 50 + 5 tall
            view(nil, FrameSpec()), // x = y = 0: the parent's size
        ])
        XCTAssertEqual(layout(root).root.children.map(\.frame), [
            Rect(x: 150, y: 60, width: 0, height: 0),
            Rect(x: -10, y: -5, width: 110, height: 55),
            Rect(x: 0, y: 0, width: 100, height: 50),
        ])
    }

    func testNodeWithoutFrameFillsParent() {
        let root = view(nil, FrameSpec(x: 5, y: 6, width: 70, height: 80), children: [
            view(nil, FrameSpec(x: 10, y: 10, width: 20, height: 30), children: [view()]),
        ])
        XCTAssertEqual(layout(root).root.children[0].children[0].frame, Rect(x: 15, y: 16, width: 20, height: 30))
    }

    func testTransformsDoNotAffectLayout() {
        let moved = ViewStyle(transform: Transform(translate: Point(x: 50, y: 50), scale: Size(width: 3, height: 3), rotate: 30))
        let root = view(nil, FrameSpec(x: 10, y: 10, width: 100, height: 100), style: moved, children: [
            view(nil, FrameSpec(x: 5, y: 5, width: 10, height: 10)),
        ])
        let tree = layout(root)
        XCTAssertEqual(tree.root.frame, Rect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(tree.root.children[0].frame, Rect(x: 15, y: 15, width: 10, height: 10))
    }

    /// A scene whose components are not yet expanded is laid out as it stands at time 0,
    /// even when the only component sits deep in the tree, after nodes already flattened.
    func testAnUnresolvedSceneIsLaidOutAsAtTimeZero() {
        let root = VStack(spacing: 4) {
            View().size(width: 40, height: 10)
            HStack { View().size(width: 20, height: 20); Button("Save", id: "save") }
        }
        let scene = Scene(width: 300, height: 200, root: root)
        let tree = LayoutEngine().layout(scene)
        XCTAssertEqual(tree, LayoutEngine().layout(scene.at(time: 0)))
        let button = tree.root.children[1].children[1]
        XCTAssertEqual(button.id, "save")
        XCTAssertFalse(button.children.isEmpty, "the button's title should have been expanded into a label")
    }

    func testLayoutNodesKeepPathKindIdAndStyle() {
        let style = ViewStyle(background: .color(red), opacity: 0.5, hidden: true)
        let root = Node(kind: .zstack, id: "top", children: [
            Node(kind: .spacer),
            Node(kind: .hstack, id: "row", style: style),
        ])
        let tree = LayoutEngine().layout(Scene(width: 10, height: 10, background: .color(red), root: root))
        XCTAssertEqual(tree.background, .color(red))
        XCTAssertEqual(tree.root.path, path(.key("root")))
        XCTAssertEqual(tree.root.kind, .zstack)
        XCTAssertEqual(tree.root.id, "top")
        XCTAssertEqual(tree.root.children[0].path, path(.key("root"), .key("children"), .index(0)))
        XCTAssertEqual(tree.root.children[0].kind, .spacer)
        XCTAssertNil(tree.root.children[0].id)
        XCTAssertEqual(tree.root.children[1].path.description, "root.children[1]")
        XCTAssertEqual(tree.root.children[1].kind, .hstack)
        XCTAssertEqual(tree.root.children[1].id, "row")
        XCTAssertEqual(tree.root.children[1].style, style)
    }

    // MARK: - Dump

    func testDumpOfSmallTree() {
        let root = view("card", nil, children: [
            Node(kind: .hstack, frame: FrameSpec(x: 10, y: 10, width: 12.3456, height: 20), children: [
                Node(kind: .spacer, id: "dot", frame: FrameSpec(x: -10.001, y: 1.0 / 3.0)),
            ]),
            view("gap"),
            view(nil, FrameSpec(x: -5.5, y: 2, width: 0.004, height: 0.006)),
        ])
        // children[0]: width 12.3456 → 12.35.
        // children[0].children[0]: x = 10 − 10.001 = −0.001 → 0; y = 10 + ⅓ → 10.33;
        //   width = 12.3456 + 10.001 = 22.3466 → 22.35; height = 20 − ⅓ → 19.67.
        // children[2]: 0.004 → 0; 0.006 → 0.01.
        let expected = """
            root #card (0, 0, 200, 100)
            root.children[0] (10, 10, 12.35, 20)
            root.children[0].children[0] #dot (0, 10.33, 22.35, 19.67)
            root.children[1] #gap (0, 0, 200, 100)
            root.children[2] (-5.5, 2, 0, 0.01)

            """
        XCTAssertEqual(layout(width: 200, height: 100, root).dump(), expected)
    }

    func testDumpOfSingleNode() {
        XCTAssertEqual(layout(width: 1200, height: 630, view()).dump(), "root (0, 0, 1200, 630)\n")
    }

    // MARK: - Warnings

    func testNoWarningsForAnOrdinaryScene() {
        let root = view("a", nil, children: [painted(FrameSpec(x: 10, y: 10, width: 10, height: 10)), view("b")])
        XCTAssertEqual(layout(root).warnings, [])
    }

    func testDuplicateIDs() {
        let root = view("x", nil, children: [view("a"), view("b"), view("a"), view("a", nil, children: [view("x")])])
        let warnings = layout(root).warnings
        XCTAssertEqual(warnings.map(\.description), [
            #"root.children[2]: the id "a" is already used by root.children[0]"#,
            #"root.children[3]: the id "a" is already used by root.children[0]"#,
            #"root.children[3].children[0]: the id "x" is already used by root"#,
        ])
        XCTAssertEqual(warnings.first?.path, path(.key("root"), .key("children"), .index(2)))
    }

    func testPaintedNodeWhollyOutsideCanvas() {
        let root = view(nil, nil, children: [
            painted(FrameSpec(x: 200, y: 0, width: 50, height: 50)), // right of the canvas
            painted(FrameSpec(x: 200)), // the docs' example: 0 wide, 100 tall
            painted(FrameSpec(x: -60, y: -60, width: 50, height: 50)), // above and left
            view(nil, FrameSpec(x: 0, y: 150, width: 10, height: 10), style: ViewStyle(border: Border(width: 1, color: red))), // below
            view(nil, FrameSpec(x: 100, y: 0, width: 10, height: 10), style: ViewStyle(shadows: [Shadow(color: red)])), // touching the right edge
        ])
        XCTAssertEqual(layout(width: 100, height: 100, root).warnings.map(\.description), [
            "root.children[0]: lies wholly outside the 100×100 canvas at (200, 0, 50, 50) and will not be seen",
            "root.children[1]: lies wholly outside the 100×100 canvas at (200, 0, 0, 100) and will not be seen",
            "root.children[2]: lies wholly outside the 100×100 canvas at (-60, -60, 50, 50) and will not be seen",
            "root.children[3]: lies wholly outside the 100×100 canvas at (0, 150, 10, 10) and will not be seen",
            "root.children[4]: lies wholly outside the 100×100 canvas at (100, 0, 10, 10) and will not be seen",
        ])
    }

    func testShadowThatStaysOutsideDoesNotPreventTheWarning() {
        // Frame 120…130; the shadow grown by blur 2 is 118…132, moved by −5 is 113…127: still outside.
        let shadowed = ViewStyle(background: .color(red), shadows: [Shadow(color: red, blur: 2, offset: Point(x: -5, y: 0))])
        let root = view(nil, nil, children: [view(nil, FrameSpec(x: 120, y: 0, width: 10, height: 10), style: shadowed)])
        XCTAssertEqual(layout(width: 100, height: 100, root).warnings.map(\.description), [
            "root.children[0]: lies wholly outside the 100×100 canvas at (120, 0, 10, 10) and will not be seen",
        ])
    }

    func testNoWarningForNodeInsideOrPartlyInside() {
        let root = view(nil, nil, children: [
            painted(FrameSpec(x: 10, y: 10, width: 10, height: 10)),
            painted(FrameSpec(x: 95, y: 95, width: 10, height: 10)),
            painted(FrameSpec(x: -5, y: -5, width: 10, height: 10)),
            painted(nil),
        ])
        XCTAssertEqual(layout(width: 100, height: 100, root).warnings, [])
    }

    func testNoWarningForUnpaintedNodeOutside() {
        let root = view(nil, nil, children: [view(nil, FrameSpec(x: 200, y: 0, width: 50, height: 50))])
        XCTAssertEqual(layout(width: 100, height: 100, root).warnings, [])
    }

    func testNoWarningWhenShadowReachesIntoCanvas() {
        let root = view(nil, nil, children: [
            // 110…120 moved by −20: 90…110 overlaps the canvas.
            view(nil, FrameSpec(x: 110, y: 0, width: 10, height: 10), style: ViewStyle(background: .color(red), shadows: [Shadow(color: red, offset: Point(x: -20, y: 0))])),
            // 105…115 grown by blur 10: 95…125.
            view(nil, FrameSpec(x: 105, y: 0, width: 10, height: 10), style: ViewStyle(shadows: [Shadow(color: red, blur: 10)])),
            // 103…113 grown by spread 5: 98…118.
            view(nil, FrameSpec(x: 103, y: 0, width: 10, height: 10), style: ViewStyle(shadows: [Shadow(color: red, spread: 5)])),
            // The second of two shadows reaches in: 0…10 above the canvas moved down by 15.
            view(nil, FrameSpec(x: 0, y: -20, width: 10, height: 10), style: ViewStyle(shadows: [Shadow(color: red), Shadow(color: red, offset: Point(x: 0, y: 15))])),
        ])
        XCTAssertEqual(layout(width: 100, height: 100, root).warnings, [])
    }

    func testNoWarningWhenTheOnlyPaintIsATransparentShadow() {
        // The docs: "A fully transparent shadow colour draws nothing", so nothing is lost.
        let clear = Color(red8: 0, green8: 0, blue8: 0, alpha8: 0)
        let root = view(nil, nil, children: [view(nil, FrameSpec(x: 200, y: 0, width: 50, height: 50), style: ViewStyle(shadows: [Shadow(color: clear, blur: 4)]))])
        XCTAssertEqual(layout(width: 100, height: 100, root).warnings, [])
    }

    func testNoWarningForTransformedOrHiddenNodes() {
        let translated = ViewStyle(background: .color(red), transform: Transform(translate: Point(x: -150, y: 0)))
        let rotatedParent = ViewStyle(transform: Transform(rotate: 10))
        let root = view(nil, nil, children: [
            view(nil, FrameSpec(x: 200, y: 0, width: 50, height: 50), style: translated),
            view(nil, nil, style: rotatedParent, children: [painted(FrameSpec(x: 300, y: 0, width: 10, height: 10))]),
            view(nil, FrameSpec(x: 200, y: 0, width: 50, height: 50), style: ViewStyle(background: .color(red), hidden: true)),
        ])
        XCTAssertEqual(layout(width: 100, height: 100, root).warnings, [])
    }

    func testWarningsComeInDocumentOrder() {
        let root = view("dup", nil, children: [
            painted(FrameSpec(x: -100, y: 0, width: 10, height: 10)),
            view("dup"),
        ])
        XCTAssertEqual(layout(width: 100, height: 100, root).warnings.map(\.description), [
            "root.children[0]: lies wholly outside the 100×100 canvas at (-100, 0, 10, 10) and will not be seen",
            #"root.children[1]: the id "dup" is already used by root"#,
        ])
    }
}
