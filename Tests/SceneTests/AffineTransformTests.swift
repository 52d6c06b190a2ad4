import Scene
import XCTest

/// `AffineTransform` (Cairo's layout: x' = a·x + c·y + tx, y' = b·x + d·y + ty) and
/// `Transform.matrix(in:)` (scale, then rotate, then translate, about an anchor). Every
/// expected point is computed by hand in the comments; y points down, so a positive angle
/// turns clockwise on screen: (x, y) → (x cos θ − y sin θ, x sin θ + y cos θ).
final class AffineTransformTests: XCTestCase {
    private func assertPoint(_ actual: Point, _ x: Double, _ y: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.x, x, accuracy: 1e-9, "x", file: file, line: line)
        XCTAssertEqual(actual.y, y, accuracy: 1e-9, "y", file: file, line: line)
    }

    // MARK: - Basic matrices

    func testIdentity() {
        XCTAssertEqual(AffineTransform.identity, AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        XCTAssertEqual(AffineTransform.identity.apply(to: Point(x: 3, y: -4)), Point(x: 3, y: -4))
    }

    func testTranslation() {
        XCTAssertEqual(AffineTransform.translation(x: 10, y: 20).apply(to: Point(x: 1, y: 2)), Point(x: 11, y: 22))
    }

    func testScale() {
        XCTAssertEqual(AffineTransform.scale(x: 2, y: -1).apply(to: Point(x: 3, y: 4)), Point(x: 6, y: -4))
    }

    func testRotationIsClockwiseWithYDown() {
        let quarter = AffineTransform.rotation(degrees: 90)
        // The x axis turns onto the y axis (downwards), and the y axis onto −x.
        assertPoint(quarter.apply(to: Point(x: 1, y: 0)), 0, 1)
        assertPoint(quarter.apply(to: Point(x: 0, y: 1)), -1, 0)
        assertPoint(AffineTransform.rotation(degrees: 180).apply(to: Point(x: 1, y: 2)), -1, -2)
        assertPoint(AffineTransform.rotation(degrees: -90).apply(to: Point(x: 1, y: 0)), 0, -1)
        // 30°: (2, 0) → (2 cos 30°, 2 sin 30°) = (√3, 1).
        assertPoint(AffineTransform.rotation(degrees: 30).apply(to: Point(x: 2, y: 0)), 3.0.squareRoot(), 1)
    }

    // MARK: - Composition

    func testThenAppliesSelfFirst() {
        // Move then scale: ((1 + 10) × 2, 1 × 2) = (22, 2). Scale then move: (1 × 2 + 10, 2) = (12, 2).
        XCTAssertEqual(AffineTransform.translation(x: 10, y: 0).then(.scale(x: 2, y: 2)).apply(to: Point(x: 1, y: 1)), Point(x: 22, y: 2))
        XCTAssertEqual(AffineTransform.scale(x: 2, y: 2).then(.translation(x: 10, y: 0)).apply(to: Point(x: 1, y: 1)), Point(x: 12, y: 2))
        // Rotate (1, 0) to (0, 1), then move by (5, 5).
        assertPoint(AffineTransform.rotation(degrees: 90).then(.translation(x: 5, y: 5)).apply(to: Point(x: 1, y: 0)), 5, 6)
    }

    func testThenCoefficients() {
        // A(p) = (x + 3y + 5, 2x + 4y + 6); B(q) = (7x + 9y + 11, 8x + 10y + 12).
        // B(A(p)) = (7(x + 3y + 5) + 9(2x + 4y + 6) + 11, 8(x + 3y + 5) + 10(2x + 4y + 6) + 12)
        //         = (25x + 57y + 100, 28x + 64y + 112).
        let first = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let second = AffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        XCTAssertEqual(first.then(second), AffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
        XCTAssertEqual(first.then(.identity), first)
        XCTAssertEqual(AffineTransform.identity.then(first), first)
    }

    func testDeterminant() {
        XCTAssertEqual(AffineTransform.scale(x: 2, y: 3).determinant, 6)
        XCTAssertEqual(AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 9, ty: 9).determinant, -2) // 1·4 − 2·3
        XCTAssertEqual(AffineTransform.rotation(degrees: 37).determinant, 1, accuracy: 1e-12)
        XCTAssertEqual(AffineTransform.scale(x: 0, y: 5).determinant, 0)
        XCTAssertEqual(AffineTransform.translation(x: 7, y: 8).determinant, 1)
    }

    // MARK: - Transform.matrix

    func testRotationAboutTheCentre() {
        // Rotate 90° about the centre (50, 25) of (0, 0, 100, 50):
        // (0, 0) is (−50, −25) from the centre → (25, −50) → (75, −25).
        // (100, 50) is (50, 25) from the centre → (−25, 50) → (25, 75).
        let matrix = Transform(rotate: 90).matrix(in: Rect(x: 0, y: 0, width: 100, height: 50))
        assertPoint(matrix.apply(to: Point(x: 0, y: 0)), 75, -25)
        assertPoint(matrix.apply(to: Point(x: 100, y: 50)), 25, 75)
        assertPoint(matrix.apply(to: Point(x: 50, y: 25)), 50, 25)
    }

    func testScaleAboutTopLeftAnchor() {
        // Scale 2 about (10, 20), the top-left of (10, 20, 100, 50): (110, 70) → (10 + 200, 20 + 100).
        let matrix = Transform(scale: Size(width: 2, height: 2), anchor: UnitPoint(x: 0, y: 0)).matrix(in: Rect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(matrix.apply(to: Point(x: 110, y: 70)), Point(x: 210, y: 120))
        XCTAssertEqual(matrix.apply(to: Point(x: 10, y: 20)), Point(x: 10, y: 20))
    }

    func testScaleAppliesBeforeRotation() {
        // About (0, 0): (1, 0) scaled by (2, 1) is (2, 0), rotated 90° is (0, 2).
        // (Rotating first would give (0, 1), then scaling (0, 1).)
        let matrix = Transform(scale: Size(width: 2, height: 1), rotate: 90, anchor: UnitPoint(x: 0, y: 0)).matrix(in: Rect(x: 0, y: 0, width: 10, height: 10))
        assertPoint(matrix.apply(to: Point(x: 1, y: 0)), 0, 2)
    }

    func testTranslationAppliesLastAndIsNotRotated() {
        // Rotate 180° about (5, 5): (0, 0) → (10, 10); then move by (5, −5) → (15, 5).
        let matrix = Transform(translate: Point(x: 5, y: -5), rotate: 180).matrix(in: Rect(x: 0, y: 0, width: 10, height: 10))
        assertPoint(matrix.apply(to: Point(x: 0, y: 0)), 15, 5)
    }

    func testAnchorOutsideTheBoxIsTheFixedPoint() {
        // Anchor (2, −1) of (0, 0, 10, 10) is (20, −10): it does not move.
        let matrix = Transform(scale: Size(width: 3, height: 3), rotate: 45, anchor: UnitPoint(x: 2, y: -1)).matrix(in: Rect(x: 0, y: 0, width: 10, height: 10))
        assertPoint(matrix.apply(to: Point(x: 20, y: -10)), 20, -10)
        // (21, −10) is one unit right of it: scaled to 3, turned 45° → (3/√2, 3/√2) from the anchor.
        assertPoint(matrix.apply(to: Point(x: 21, y: -10)), 20 + 3 / 2.0.squareRoot(), -10 + 3 / 2.0.squareRoot())
    }

    func testIdentityTransformGivesTheIdentityMatrix() {
        XCTAssertEqual(Transform.identity, Transform(translate: Point(x: 0, y: 0), scale: Size(width: 1, height: 1), rotate: 0, anchor: UnitPoint(x: 0.5, y: 0.5)))
        for frame in [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 0.1, y: -7.3, width: 0.2, height: 1e6)] {
            XCTAssertEqual(Transform.identity.matrix(in: frame), .identity, "\(frame)")
            XCTAssertEqual(Transform(anchor: UnitPoint(x: 0, y: 1)).matrix(in: frame), .identity, "\(frame)")
        }
    }

    func testFlatteningScaleHasZeroDeterminant() {
        XCTAssertEqual(Transform(scale: Size(width: 0, height: 1)).matrix(in: Rect(x: 5, y: 5, width: 10, height: 10)).determinant, 0)
        XCTAssertEqual(Transform(scale: Size(width: -2, height: 3), rotate: 30).matrix(in: Rect(x: 5, y: 5, width: 10, height: 10)).determinant, -6, accuracy: 1e-12)
    }
}
