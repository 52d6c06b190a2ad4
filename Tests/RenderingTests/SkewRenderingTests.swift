import Foundation
import Rendering
import Scene
import Testing

/// Skews and transform origins drawn: where a 40 × 40 red square lands, worked out by hand
/// from CSS's skew matrices (`[1 tan(x); tan(y) 1]`) about the origin given.
struct SkewRenderingTests {
    private static let red = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
    private static let white = RGBA(red: 255, green: 255, blue: 255, alpha: 255)

    /// A 120 × 100 white canvas with a red 40 × 40 square at (40, 30) and `transform`.
    private static func render(_ transform: String) throws -> Bitmap {
        try TestSupport.bitmap(#"""
            {"width": 120, "height": 100, "background": "white", "root": {"type": "view", "children": [
              {"type": "view", "frame": {"x": 40, "y": 30, "width": 40, "height": 40}, "background": "#FF0000", "transform": \#(transform)}]}}
            """#)
    }

    private static func expect(_ bitmap: Bitmap, red: [(Int, Int)], white: [(Int, Int)], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for (x, y) in red { #expect(bitmap.pixel(x: x, y: y) == Self.red, "(\(x), \(y)) should be red", sourceLocation: sourceLocation) }
        for (x, y) in white { #expect(bitmap.pixel(x: x, y: y) == Self.white, "(\(x), \(y)) should be white", sourceLocation: sourceLocation) }
    }

    @Test func skewXAboutTheCentreLeansTheTopLeft() throws {
        // skewX(45°) about (60, 50): a row y is moved by y − 50, so pixel row 31 spans from
        // 21…22 to 61…62 (the edges cross it at 45°) and row 68 from 58…59 to 98…99.
        Self.expect(try Self.render(#"{"skewX": 45}"#), red: [(22, 31), (58, 31), (63, 68), (96, 68)], white: [(18, 31), (62, 31), (57, 68), (101, 68)])
    }

    @Test func skewYAboutTheTopLeftLowersTheRightSide() throws {
        // skewY(45°) about (40, 30): a column x moves down by x − 40. The column at x 78
        // spans y 68…108 (cut at 100); at x 42 it spans 32…72.
        Self.expect(try Self.render(#"{"skewY": 45, "origin": "left top"}"#), red: [(42, 34), (42, 70), (78, 70), (78, 98)], white: [(42, 74), (78, 66)])
    }

    @Test func originInPointsIsTheFixedPoint() throws {
        // rotate(180°) about "0 0" = (40, 30): the square turns into 0…40 × −10…30.
        Self.expect(try Self.render(#"{"rotate": 180, "origin": "0 0"}"#), red: [(2, 2), (38, 28)], white: [(42, 32), (78, 68)])
        // About "calc(100% + 10px) 50%" = (90, 50): into 100…140 × 30…70, half off the canvas.
        Self.expect(try Self.render(#"{"rotate": 180, "origin": {"x": "calc(100% + 10px)", "y": "50%"}}"#), red: [(102, 32), (118, 68)], white: [(98, 50), (60, 50)])
    }
}
