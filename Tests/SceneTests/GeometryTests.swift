import Scene
import XCTest

/// `Rect`, `UnitPoint`, `CornerRadii`, `RoundedRect` and `SceneLimits.pixelSize`, with
/// expected values worked out by hand.
final class GeometryTests: XCTestCase {
    func testRectEdgesAndCentre() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(rect.minX, 10)
        XCTAssertEqual(rect.minY, 20)
        XCTAssertEqual(rect.maxX, 110)
        XCTAssertEqual(rect.maxY, 70)
        XCTAssertEqual(rect.center, Point(x: 60, y: 45))
    }

    func testRectOutsetGrowsAndShrinksAboutTheCentre() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(rect.outset(by: 5), Rect(x: 5, y: 15, width: 110, height: 60))
        XCTAssertEqual(rect.outset(by: -10), Rect(x: 20, y: 30, width: 80, height: 30))
        // Shrinking by 30 would make the height −10: it stops at 0, centred on y = 45.
        XCTAssertEqual(rect.outset(by: -30), Rect(x: 40, y: 45, width: 40, height: 0))
        XCTAssertEqual(rect.outset(by: 0), rect)
    }

    func testRectUnionAndOffset() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 20, y: -5, width: 5, height: 5)
        XCTAssertEqual(a.union(b), Rect(x: 0, y: -5, width: 25, height: 15))
        XCTAssertEqual(b.union(a), Rect(x: 0, y: -5, width: 25, height: 15))
        XCTAssertEqual(a.offsetBy(dx: 3, dy: -4), Rect(x: 3, y: -4, width: 10, height: 10))
    }

    func testRectIntersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(a.intersection(Rect(x: 5, y: -5, width: 20, height: 10)), Rect(x: 5, y: 0, width: 5, height: 5))
        XCTAssertNil(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)), "touching edges share no area")
        XCTAssertNil(a.intersection(Rect(x: 20, y: 20, width: 5, height: 5)))
    }

    func testUnitPointResolvesInARect() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(UnitPoint(x: 0.25, y: 1).resolve(in: rect), Point(x: 35, y: 70))
        XCTAssertEqual(UnitPoint.center.resolve(in: rect), Point(x: 60, y: 45))
        XCTAssertEqual(UnitPoint(x: -1, y: 2).resolve(in: rect), Point(x: -90, y: 120))
    }

    func testCornerRadiiAdjusted() {
        let radii = CornerRadii(topLeft: 10, topRight: 0, bottomRight: 2, bottomLeft: 5)
        // Zero stays zero; nothing goes below zero.
        XCTAssertEqual(radii.adjusted(by: -3), CornerRadii(topLeft: 7, topRight: 0, bottomRight: 0, bottomLeft: 2))
        XCTAssertEqual(radii.adjusted(by: 3), CornerRadii(topLeft: 13, topRight: 0, bottomRight: 5, bottomLeft: 8))
    }

    func testCornerRadiiFitted() {
        // 40 on every corner of 100 × 50: 80 > 50 on the short sides → × 50/80 = 0.625 → 25.
        XCTAssertEqual(CornerRadii(40).fitted(to: Size(width: 100, height: 50)), CornerRadii(25))
        // Radii that fit are unchanged, including exactly fitting ones (25 + 25 = 50).
        XCTAssertEqual(CornerRadii(25).fitted(to: Size(width: 100, height: 50)), CornerRadii(25))
        let uneven = CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4)
        XCTAssertEqual(uneven.fitted(to: Size(width: 10, height: 10)), uneven)
        // The smallest factor wins: right side 60 + 60 = 120 on 30 → 0.25.
        XCTAssertEqual(CornerRadii(topLeft: 4, topRight: 60, bottomRight: 60, bottomLeft: 8).fitted(to: Size(width: 1000, height: 30)), CornerRadii(topLeft: 1, topRight: 15, bottomRight: 15, bottomLeft: 2))
        // A side of zero length leaves no room for any corner.
        XCTAssertEqual(CornerRadii(10).fitted(to: Size(width: 0, height: 100)), CornerRadii(0))
    }

    func testCornerRadiiPredicates() {
        XCTAssertTrue(CornerRadii(3).isUniform)
        XCTAssertFalse(CornerRadii(3).isZero)
        XCTAssertTrue(CornerRadii.zero.isZero)
        XCTAssertFalse(CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: 1).isUniform)
        XCTAssertFalse(CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: 1).isZero)
    }

    func testRoundedRectFitsRadiiOnCreation() {
        let fitting = RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 50), radii: CornerRadii(10))
        XCTAssertEqual(fitting.radii, CornerRadii(10))
        let clamped = RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 50), radii: CornerRadii(40))
        XCTAssertEqual(clamped.radii, CornerRadii(25))
        XCTAssertEqual(RoundedRect(rect: Rect(x: 1, y: 2, width: 3, height: 4)).radii, CornerRadii.zero)
    }

    func testRoundedRectOutsetAndOffset() {
        let shape = RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 50), radii: CornerRadii(10))
        let grown = shape.outset(by: 5)
        XCTAssertEqual(grown.rect, Rect(x: -5, y: -5, width: 110, height: 60))
        XCTAssertEqual(grown.radii, CornerRadii(15))
        let moved = shape.offsetBy(dx: 7, dy: -1)
        XCTAssertEqual(moved.rect, Rect(x: 7, y: -1, width: 100, height: 50))
        XCTAssertEqual(moved.radii, CornerRadii(10))
        // Shrunk by 20: 60 × 10, radii 10 − 20 → 0.
        let shrunk = shape.outset(by: -20)
        XCTAssertEqual(shrunk.rect, Rect(x: 20, y: 20, width: 60, height: 10))
        XCTAssertEqual(shrunk.radii, CornerRadii(0))
    }

    /// CSS's inner corner: the horizontal radius shrinks by the left or right side and the
    /// vertical one by the top or bottom, each never below 0.
    func testInsetBySidesOfDifferentWidthsMakesEllipticalCorners() {
        let shape = RoundedRect(rect: Rect(x: 0, y: 0, width: 120, height: 120), radii: CornerRadii(40))
        let inside = shape.inset(by: Edges(top: 6, right: 30, bottom: 50, left: 4))
        XCTAssertEqual(inside.rect, Rect(x: 4, y: 6, width: 86, height: 64))
        XCTAssertEqual(inside.radii, CornerRadii(topLeft: 36, topRight: 10, bottomRight: 10, bottomLeft: 36))
        XCTAssertEqual(inside.verticalRadii, CornerRadii(topLeft: 34, topRight: 34, bottomRight: 0, bottomLeft: 0))
        // Equal sides keep circles.
        let even = shape.inset(by: Edges(10))
        XCTAssertEqual(even.radii, CornerRadii(30))
        XCTAssertEqual(even.verticalRadii, CornerRadii(30))
    }

    /// One factor scales every radius, across and down, when a pair would overlap.
    func testEllipticalCornersFitTogether() {
        let shape = RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 40), radii: CornerRadii(10), verticalRadii: CornerRadii(40))
        XCTAssertEqual(shape.radii, CornerRadii(5))
        XCTAssertEqual(shape.verticalRadii, CornerRadii(20))
    }

    func testRoundedRectIsEmpty() {
        XCTAssertFalse(RoundedRect(rect: Rect(x: 0, y: 0, width: 1, height: 1)).isEmpty)
        XCTAssertTrue(RoundedRect(rect: Rect(x: 0, y: 0, width: 0, height: 1)).isEmpty)
        XCTAssertTrue(RoundedRect(rect: Rect(x: 0, y: 0, width: 1, height: 0)).isEmpty)
    }

    func testPixelSizeRoundsUp() {
        // 100.2 × 2 = 200.4 → 201; 50 × 2 = 100.
        let size = SceneLimits.pixelSize(width: 100.2, height: 50, scale: 2)
        XCTAssertEqual(size.width, 201)
        XCTAssertEqual(size.height, 100)
        let exact = SceneLimits.pixelSize(width: 1200, height: 630, scale: 1)
        XCTAssertEqual(exact.width, 1200)
        XCTAssertEqual(exact.height, 630)
    }

    func testDefaultLimitsMatchTheDocumentedTable() {
        let limits = SceneLimits()
        XCTAssertEqual(limits.maximumPixels, 50_000_000)
        XCTAssertEqual(SceneLimits.maximumSide, 32_767)
        XCTAssertEqual(limits.maximumDepth, 100)
        XCTAssertEqual(limits.maximumNodes, 20_000)
        XCTAssertEqual(limits.maximumJSONDepth, 512)
        XCTAssertEqual(limits.maximumCoordinate, 1_000_000)
    }
}
