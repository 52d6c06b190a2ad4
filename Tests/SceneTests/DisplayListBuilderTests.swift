import Scene
import XCTest

/// The fourth stage: a laid-out tree to drawing instructions, in the painting order of
/// docs/scene-format.md ("Painting"). Trees are built directly as `LayoutNode`s so that only
/// the builder is under test. Geometry in the expectations is worked out by hand; shapes are
/// written with radii that already fit their rectangles, so `RoundedRect(rect:radii:)` stores
/// them unchanged (checked in GeometryTests).
final class DisplayListBuilderTests: XCTestCase {
    // MARK: - Helpers

    private let red = Color(red8: 255, green8: 0, blue8: 0)
    private let green = Color(red8: 0, green8: 128, blue8: 0)
    private let blue = Color(red8: 0, green8: 0, blue8: 255)
    private let black = Color(red8: 0, green8: 0, blue8: 0)
    private let white = Color(red8: 255, green8: 255, blue8: 255)

    private func node(_ x: Double, _ y: Double, _ width: Double, _ height: Double, style: ViewStyle = ViewStyle(), children: [LayoutNode] = []) -> LayoutNode {
        LayoutNode(path: JSONPath([.key("root")]), kind: .view, id: nil, frame: Rect(x: x, y: y, width: width, height: height), style: style, children: children)
    }

    private func items(_ root: LayoutNode, debugBounds: Bool = false) -> [DisplayItem] {
        DisplayListBuilder(debugBounds: debugBounds).build(LayoutTree(size: Size(width: 200, height: 200), background: nil, root: root)).items
    }

    private func shape(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double = 0) -> RoundedRect {
        RoundedRect(rect: Rect(x: x, y: y, width: width, height: height), radii: CornerRadii(radius))
    }

    private func filled(_ color: Color) -> ViewStyle {
        ViewStyle(background: .color(color))
    }

    // MARK: - Painting order

    func testFullSequenceForARichNode() {
        let style = ViewStyle(
            background: .color(white),
            cornerRadius: CornerRadii(10),
            border: Border(width: 2, color: black, dash: [4, 2]),
            shadows: [
                Shadow(color: red, blur: 8, offset: Point(x: 2, y: 3), spread: 4),
                Shadow(color: blue, blur: 1),
            ],
            opacity: 0.5,
            clip: true,
            transform: Transform(translate: Point(x: 5, y: 0), scale: Size(width: 2, height: 2), anchor: UnitPoint(x: 0, y: 0))
        )
        let root = node(10, 20, 100, 50, style: style, children: [node(20, 30, 10, 10, style: filled(green))])

        // Transform: scale 2 about the anchor (10, 20), then move by (5, 0):
        //   x' = 2(x − 10) + 10 + 5 = 2x − 5,  y' = 2(y − 20) + 20 = 2y − 20.
        let matrix = AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -5, ty: -20)
        let box = shape(10, 20, 100, 50, radius: 10)
        // First shadow: the box grown by 4 (centre (60, 45), 108 × 58 → origin (6, 16), radius
        // 14), then moved by (2, 3). Sigma is blur / 2 = 4.
        let redShadow = ShadowItem(shape: shape(8, 19, 108, 58, radius: 14), box: box, color: red, sigma: 4)
        // Second shadow: no spread or offset, so its shape is the box; sigma 1 / 2.
        let blueShadow = ShadowItem(shape: box, box: box, color: blue, sigma: 0.5)
        // Inner edge: inset by 2 → (12, 22, 96, 46), radius 10 − 2 = 8.
        let inner = shape(12, 22, 96, 46, radius: 8)

        XCTAssertEqual(items(root), [
            .beginTransform(matrix),
            .beginGroup(Composite(shape: box, opacity: 0.5, path: JSONPath([.key("root")]))),
            .shadow(blueShadow), // the last shadow first, so the first is on top
            .shadow(redShadow),
            .fill(box, .color(white)),
            .border(BorderItem(outer: box, inner: inner, width: 2, color: black, dash: [4, 2])),
            .beginClip(inner),
            .fill(shape(20, 30, 10, 10), .color(green)),
            .endClip,
            .endGroup,
            .endTransform,
        ])
    }

    func testPlainNodeHasNoBrackets() {
        XCTAssertEqual(items(node(0, 0, 10, 10, style: filled(red))), [.fill(shape(0, 0, 10, 10), .color(red))])
        XCTAssertEqual(items(node(0, 0, 10, 10)), [])
    }

    func testChildrenFollowInOrderAfterTheParentsBorder() {
        let parent = ViewStyle(background: .color(white), border: Border(width: 1, color: black))
        let root = node(0, 0, 100, 100, style: parent, children: [
            node(10, 10, 10, 10, style: filled(red), children: [node(12, 12, 2, 2, style: filled(blue))]),
            node(20, 20, 10, 10, style: filled(green)),
        ])
        XCTAssertEqual(items(root), [
            .fill(shape(0, 0, 100, 100), .color(white)),
            .border(BorderItem(outer: shape(0, 0, 100, 100), inner: shape(1, 1, 98, 98), width: 1, color: black, dash: [])),
            .fill(shape(10, 10, 10, 10), .color(red)),
            .fill(shape(12, 12, 2, 2), .color(blue)),
            .fill(shape(20, 20, 10, 10), .color(green)),
        ])
    }

    func testDisplayListCarriesCanvasSizeAndBackground() {
        let tree = LayoutTree(size: Size(width: 320, height: 180), background: .color(red), root: node(0, 0, 320, 180))
        let list = DisplayListBuilder().build(tree)
        XCTAssertEqual(list.size, Size(width: 320, height: 180))
        XCTAssertEqual(list.background, .color(red))
        XCTAssertEqual(list.items, [])
    }

    // MARK: - Omitted nodes

    func testHiddenNodeIsOmittedWithItsChildren() {
        var hidden = filled(red)
        hidden.hidden = true
        let root = node(0, 0, 100, 100, children: [
            node(0, 0, 10, 10, style: hidden, children: [node(0, 0, 5, 5, style: filled(blue))]),
            node(20, 0, 10, 10, style: filled(green)),
        ])
        XCTAssertEqual(items(root), [.fill(shape(20, 0, 10, 10), .color(green))])
    }

    func testTransparentNodeIsOmittedWithItsChildren() {
        var invisible = filled(red)
        invisible.opacity = 0
        let root = node(0, 0, 100, 100, children: [
            node(0, 0, 10, 10, style: invisible, children: [node(0, 0, 5, 5, style: filled(blue))]),
            node(20, 0, 10, 10, style: filled(green)),
        ])
        XCTAssertEqual(items(root), [.fill(shape(20, 0, 10, 10), .color(green))])
    }

    func testDegenerateTransformIsOmitted() {
        for scale in [Size(width: 0, height: 0), Size(width: 1, height: 0), Size(width: 0, height: 3)] {
            var flat = filled(red)
            flat.transform = Transform(scale: scale)
            let root = node(0, 0, 100, 100, children: [
                node(0, 0, 10, 10, style: flat, children: [node(0, 0, 5, 5, style: filled(blue))]),
                node(20, 0, 10, 10, style: filled(green)),
            ])
            XCTAssertEqual(items(root), [.fill(shape(20, 0, 10, 10), .color(green))], "scale \(scale)")
        }
    }

    func testMirroringTransformIsKept() {
        var mirrored = filled(red)
        // Mirror about the centre (5, 5): x' = −(x − 5) + 5 = −x + 10.
        mirrored.transform = Transform(scale: Size(width: -1, height: 1))
        XCTAssertEqual(items(node(0, 0, 10, 10, style: mirrored)), [
            .beginTransform(AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 10, ty: 0)),
            .fill(shape(0, 0, 10, 10), .color(red)),
            .endTransform,
        ])
    }

    func testEachEffectMakesOneCompositeGroupAtFullOpacity() {
        let path = JSONPath([.key("root")])
        let fade = Mask.fill(.linearGradient(LinearGradient(stops: [GradientStop(color: black, position: 0), GradientStop(color: .clear, position: 1)])))
        var style = filled(red)
        style.cornerRadius = CornerRadii(4)
        style.filters = [.blur(radius: 2)]
        style.backdropFilters = [.blur(radius: 8)]
        style.blendMode = .multiply
        style.mask = fade
        let box = shape(3, 4, 10, 10, radius: 4)
        XCTAssertEqual(items(node(3, 4, 10, 10, style: style)), [
            .beginGroup(Composite(shape: box, filters: [.blur(radius: 2)], backdropFilters: [.blur(radius: 8)], blendMode: .multiply, mask: fade, path: path)),
            .fill(box, .color(red)),
            .endGroup,
        ])
        var blendOnly = filled(red)
        blendOnly.blendMode = .screen
        XCTAssertEqual(items(node(0, 0, 10, 10, style: blendOnly)).first, .beginGroup(Composite(shape: shape(0, 0, 10, 10), blendMode: .screen, path: path)))
    }

    func testIdentityTransformAndFullOpacityAddNothing() {
        var style = filled(red)
        style.transform = Transform(anchor: UnitPoint(x: 0, y: 1))
        style.opacity = 1
        XCTAssertEqual(items(node(3, 4, 10, 10, style: style)), [.fill(shape(3, 4, 10, 10), .color(red))])
        style.opacity = 0.999
        XCTAssertEqual(items(node(3, 4, 10, 10, style: style)), [.beginGroup(Composite(shape: shape(3, 4, 10, 10), opacity: 0.999, path: JSONPath([.key("root")]))), .fill(shape(3, 4, 10, 10), .color(red)), .endGroup])
    }

    // MARK: - Shadows

    func testShadowsAreEmittedInReverseOrder() {
        let style = ViewStyle(shadows: [Shadow(color: red), Shadow(color: green), Shadow(color: blue)])
        let box = shape(0, 0, 10, 10)
        XCTAssertEqual(items(node(0, 0, 10, 10, style: style)), [
            .shadow(ShadowItem(shape: box, box: box, color: blue, sigma: 0)),
            .shadow(ShadowItem(shape: box, box: box, color: green, sigma: 0)),
            .shadow(ShadowItem(shape: box, box: box, color: red, sigma: 0)),
        ])
    }

    func testShadowShapeIsOutsetBySpreadThenOffset() {
        // Box (10, 10, 40, 20), radius 5. Spread −3: 34 × 14 about the centre (30, 20) → origin
        // (13, 13), radius 2; then moved by (−4, 6) → (9, 19). Sigma 9 / 2 = 4.5.
        let style = ViewStyle(cornerRadius: CornerRadii(5), shadows: [Shadow(color: red, blur: 9, offset: Point(x: -4, y: 6), spread: -3)])
        XCTAssertEqual(items(node(10, 10, 40, 20, style: style)), [
            .shadow(ShadowItem(shape: shape(9, 19, 34, 14, radius: 2), box: shape(10, 10, 40, 20, radius: 5), color: red, sigma: 4.5)),
        ])
    }

    func testSquareCornersStaySquareWhenSpread() {
        let style = ViewStyle(shadows: [Shadow(color: red, spread: 6)])
        guard case .shadow(let item) = items(node(0, 0, 10, 10, style: style)).first else {
            return XCTFail("expected a shadow")
        }
        XCTAssertEqual(item.shape.rect, Rect(x: -6, y: -6, width: 22, height: 22))
        XCTAssertEqual(item.shape.radii, CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: 0))
    }

    func testInvisibleShadowsAreSkipped() {
        let style = ViewStyle(background: .color(white), shadows: [
            Shadow(color: Color(red8: 255, green8: 0, blue8: 0, alpha8: 0), blur: 4), // transparent
            Shadow(color: red, spread: -30), // 100 × 50 shrunk by 60: no area
        ])
        XCTAssertEqual(items(node(0, 0, 100, 50, style: style)), [.fill(shape(0, 0, 100, 50), .color(white))])
    }

    /// Inset shadows come after the background and before the border, last first; each
    /// hole is the padding box (inside the 2-pt border) moved and shrunk by its spread.
    func testInsetShadowsArePaintedBetweenBackgroundAndBorder() {
        let style = ViewStyle(background: .color(white), cornerRadius: CornerRadii(10), border: Border(width: 2, color: black), shadows: [
            Shadow(color: red, blur: 6, offset: Point(x: 4, y: -2), spread: 3, inset: true),
            Shadow(color: green, blur: 8),
            Shadow(color: blue, spread: 100, inset: true),
        ])
        let box = shape(0, 0, 100, 60, radius: 10)
        let padding = shape(2, 2, 96, 56, radius: 8)
        XCTAssertEqual(items(node(0, 0, 100, 60, style: style)), [
            .shadow(ShadowItem(shape: box, box: box, color: green, sigma: 4)),
            .fill(box, .color(white)),
            // Spread 100 closes the hole: the whole padding box is in shadow.
            .shadow(ShadowItem(shape: shape(50, 30, 0, 0), box: padding, color: blue, sigma: 0, inset: true)),
            .shadow(ShadowItem(shape: shape(9, 3, 90, 50, radius: 5), box: padding, color: red, sigma: 3, inset: true)),
            .border(BorderItem(outer: box, inner: padding, width: 2, color: black, dash: [])),
        ])
    }

    /// Within a stacking context (the root here), descendants with a `zIndex` are painted
    /// by the context: negative ones first, then the plain content in tree order, then
    /// positive ones, lowest first; the black box's 99 lifts it out of its plain green
    /// parent, over the later white sibling and the blue 1.
    func testZIndexedDescendantsArePaintedByTheirStackingContext() {
        let low = node(0, 0, 10, 10, style: ViewStyle(background: .color(red), zIndex: -1))
        let first = node(0, 0, 10, 10, style: filled(green), children: [node(1, 1, 2, 2, style: ViewStyle(background: .color(black), zIndex: 99))])
        let high = node(0, 0, 10, 10, style: ViewStyle(background: .color(blue), zIndex: 1))
        let second = node(0, 0, 10, 10, style: filled(white))
        XCTAssertEqual(items(node(0, 0, 20, 20, children: [high, first, low, second])), [
            .fill(shape(0, 0, 10, 10), .color(red)),
            .fill(shape(0, 0, 10, 10), .color(green)),
            .fill(shape(0, 0, 10, 10), .color(white)),
            .fill(shape(0, 0, 10, 10), .color(blue)),
            .fill(shape(1, 1, 2, 2), .color(black)),
        ])
    }

    /// A group (here opacity) is a stacking context of its own: the black box's 99 stays
    /// inside it, and its clipping plain parent's clip goes with a lifted box.
    func testAStackingContextKeepsItsZIndexedDescendants() {
        let clipped = node(0, 0, 10, 10, style: ViewStyle(clip: true), children: [node(1, 1, 2, 2, style: ViewStyle(background: .color(black), zIndex: 5))])
        let group = node(0, 0, 10, 10, style: ViewStyle(opacity: 0.5), children: [node(0, 0, 4, 4, style: ViewStyle(background: .color(red), zIndex: 9))])
        XCTAssertEqual(items(node(0, 0, 20, 20, children: [clipped, group, node(0, 0, 10, 10, style: filled(white))])), [
            .beginClip(shape(0, 0, 10, 10)),
            .endClip,
            .beginGroup(Composite(shape: shape(0, 0, 10, 10), opacity: 0.5, path: JSONPath([.key("root")]))),
            .fill(shape(0, 0, 4, 4), .color(red)),
            .endGroup,
            .fill(shape(0, 0, 10, 10), .color(white)),
            .beginClip(shape(0, 0, 10, 10)),
            .fill(shape(1, 1, 2, 2), .color(black)),
            .endClip,
        ])
    }

    // MARK: - Borders and clipping

    func testBorderInnerEdgeIsInsetWithRadiiReduced() {
        let style = ViewStyle(
            cornerRadius: CornerRadii(topLeft: 10, topRight: 0, bottomRight: 2, bottomLeft: 20),
            border: Border(width: 4, color: black, dash: [1])
        )
        guard case .border(let border) = items(node(0, 0, 100, 100, style: style)).first else {
            return XCTFail("expected a border")
        }
        XCTAssertEqual(border.outer.rect, Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(border.outer.radii, CornerRadii(topLeft: 10, topRight: 0, bottomRight: 2, bottomLeft: 20))
        XCTAssertEqual(border.inner.rect, Rect(x: 4, y: 4, width: 92, height: 92))
        // Each radius minus 4, never below 0; a square corner stays square.
        XCTAssertEqual(border.inner.radii, CornerRadii(topLeft: 6, topRight: 0, bottomRight: 0, bottomLeft: 16))
        XCTAssertEqual(border.uniform?.width, 4)
        XCTAssertEqual(border.uniform?.color, black)
        XCTAssertEqual(border.dash, [1])
    }

    func testBorderUsesTheClampedOuterRadii() {
        // 100 × 50 with radius 40 clamps to 25 (see below); inset by 5: 90 × 40, radius 20.
        let style = ViewStyle(cornerRadius: CornerRadii(40), border: Border(width: 5, color: black))
        guard case .border(let border) = items(node(0, 0, 100, 50, style: style)).first else {
            return XCTFail("expected a border")
        }
        XCTAssertEqual(border.outer.radii, CornerRadii(25))
        XCTAssertEqual(border.inner.rect, Rect(x: 5, y: 5, width: 90, height: 40))
        XCTAssertEqual(border.inner.radii, CornerRadii(20))
    }

    func testClipWithoutBorderUsesTheBox() {
        let style = ViewStyle(cornerRadius: CornerRadii(4), clip: true)
        let root = node(0, 0, 20, 20, style: style, children: [node(0, 0, 40, 40, style: filled(red))])
        XCTAssertEqual(items(root), [
            .beginClip(shape(0, 0, 20, 20, radius: 4)),
            .fill(shape(0, 0, 40, 40), .color(red)),
            .endClip,
        ])
    }

    func testClipWithoutChildrenAddsNothing() {
        let style = ViewStyle(background: .color(red), clip: true)
        XCTAssertEqual(items(node(0, 0, 20, 20, style: style)), [.fill(shape(0, 0, 20, 20), .color(red))])
    }

    func testEmptyBoxPaintsNoBackgroundOrBorder() {
        let style = ViewStyle(background: .color(red), border: Border(width: 1, color: black))
        XCTAssertEqual(items(node(5, 5, 0, 10, style: style)), [])
    }

    // MARK: - Corner radii

    func testCornerRadiiAreClampedAsCSSDoes() {
        // 100 × 50 with 40 on every corner: the vertical sides need 40 + 40 = 80 > 50, so every
        // radius is scaled by 50 / 80 = 0.625, giving 25.
        guard case .fill(let box, _) = items(node(0, 0, 100, 50, style: ViewStyle(background: .color(red), cornerRadius: CornerRadii(40)))).first else {
            return XCTFail("expected a fill")
        }
        XCTAssertEqual(box.rect, Rect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(box.radii, CornerRadii(topLeft: 25, topRight: 25, bottomRight: 25, bottomLeft: 25))
    }

    func testUnevenCornerRadiiShareOneFactor() {
        // Top side 50 with 75 + 25 = 100: factor 0.5 for all four corners.
        let radii = CornerRadii(topLeft: 75, topRight: 25, bottomRight: 10, bottomLeft: 0)
        guard case .fill(let box, _) = items(node(0, 0, 50, 200, style: ViewStyle(background: .color(red), cornerRadius: radii))).first else {
            return XCTFail("expected a fill")
        }
        XCTAssertEqual(box.radii, CornerRadii(topLeft: 37.5, topRight: 12.5, bottomRight: 5, bottomLeft: 0))
    }

    // MARK: - Debug outlines

    func testDebugOutlinesOnlyWhenRequested() {
        let root = node(0, 0, 100, 100, style: ViewStyle(background: .color(white), clip: true), children: [node(10, 10, 10, 10, style: filled(red))])
        XCTAssertEqual(items(root, debugBounds: false), [
            .fill(shape(0, 0, 100, 100), .color(white)),
            .beginClip(shape(0, 0, 100, 100)),
            .fill(shape(10, 10, 10, 10), .color(red)),
            .endClip,
        ])
        XCTAssertEqual(items(root, debugBounds: true), [
            .fill(shape(0, 0, 100, 100), .color(white)),
            .beginClip(shape(0, 0, 100, 100)),
            .fill(shape(10, 10, 10, 10), .color(red)),
            .debugOutline(Rect(x: 10, y: 10, width: 10, height: 10)),
            .endClip,
            .debugOutline(Rect(x: 0, y: 0, width: 100, height: 100)),
        ])
    }

    func testDebugOutlinesSitInsideGroupAndTransformButSkipHiddenNodes() {
        let faded = ViewStyle(opacity: 0.5, transform: Transform(translate: Point(x: 1, y: 2)))
        let hidden = ViewStyle(background: .color(red), hidden: true)
        let root = node(0, 0, 10, 10, style: faded, children: [node(0, 0, 5, 5, style: hidden)])
        XCTAssertEqual(items(root, debugBounds: true), [
            .beginTransform(AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 1, ty: 2)),
            .beginGroup(Composite(shape: shape(0, 0, 10, 10), opacity: 0.5, path: JSONPath([.key("root")]))),
            .debugOutline(Rect(x: 0, y: 0, width: 10, height: 10)),
            .endGroup,
            .endTransform,
        ])
    }
}
