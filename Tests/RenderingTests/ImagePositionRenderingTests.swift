import Foundation
import Rendering
import Scene
import Testing

/// `objectPosition` drawn: a picture of three known columns placed as CSS `object-position`
/// places it, the expected columns worked out by hand for each position.
struct ImagePositionRenderingTests {
    /// Red, lime and blue columns, 20 pixels each, 20 tall: in a 100 × 100 box `aspectFill`
    /// scales it by 5 to 300 × 100, leaving 200 points of room across.
    private static func render(_ members: String) throws -> Bitmap {
        let root = try ImageTests.folder()
        try ImageTests.write(ImageTests.picture(width: 60, height: 20) { x, _ in
            x < 20 ? ImageTests.word(255, 0, 0) : x < 40 ? ImageTests.word(0, 255, 0) : ImageTests.word(0, 0, 255)
        }, as: .png(), to: root.appendingPathComponent("assets/columns.png"))
        return try ImageTests.renderer(root).bitmap(try ImageTests.scene(#""src": "columns.png", "width": 100, "height": 100, \#(members)"#))
    }

    @Test func percentagesShareOutTheRoomLeftOver() throws {
        // 0%: the picture's left edge at the box's, so the box shows the red column (0–100).
        ImageTests.expectPixels(try Self.render(#""contentMode": "aspectFill", "objectPosition": "0% 50%""#),
                                [(5, 50, ImageTests.red), (95, 50, ImageTests.red)], "left")
        // 100%: its right edge at the box's, x −200: the blue column.
        ImageTests.expectPixels(try Self.render(#""contentMode": "aspectFill", "objectPosition": "right""#),
                                [(5, 50, ImageTests.blue), (95, 50, ImageTests.blue)], "right")
        // 25%: x = −200 × 0.25 = −50; the red column ends at 50, the lime one begins there.
        ImageTests.expectPixels(try Self.render(#""contentMode": "aspectFill", "objectPosition": {"x": "25%"}"#),
                                [(45, 50, ImageTests.red), (55, 50, ImageTests.lime)], "quarter")
    }

    @Test func lengthsMoveTheTopLeftCorner() throws {
        // 30px: the picture starts 30 points in; the background shows to its left.
        ImageTests.expectPixels(try Self.render(#""contentMode": "aspectFill", "objectPosition": "30px 0""#),
                                [(25, 50, ImageTests.white), (35, 50, ImageTests.red), (95, 50, ImageTests.red)], "30px")
        // calc(100% + 20px): x = −200 + 20 = −180; red ends at −80 and lime at 20.
        ImageTests.expectPixels(try Self.render(#""contentMode": "aspectFill", "objectPosition": {"x": "calc(100% + 20px)"}"#),
                                [(15, 50, ImageTests.lime), (25, 50, ImageTests.blue)], "calc")
    }

    @Test func aspectFitAndUnscaledModesMoveToo() throws {
        // aspectFit: 100 × 33.3, at "50% 100%" on the bottom edge (y 66.7 to 100).
        ImageTests.expectPixels(try Self.render(#""contentMode": "aspectFit", "objectPosition": "50% 100%""#),
                                [(50, 40, ImageTests.white), (50, 60, ImageTests.white), (10, 80, ImageTests.red), (90, 95, ImageTests.blue)], "fit bottom")
        // center, not scaled (60 × 20): at "left top" it is the top-left corner's picture.
        ImageTests.expectPixels(try Self.render(#""contentMode": "center", "objectPosition": "left top""#),
                                [(10, 10, ImageTests.red), (50, 10, ImageTests.blue), (70, 10, ImageTests.white), (10, 30, ImageTests.white)], "center at top left")
        // fill ignores it: the stretched columns cover the box.
        ImageTests.expectPixels(try Self.render(#""contentMode": "fill", "objectPosition": "0 0""#),
                                [(15, 50, ImageTests.red), (50, 50, ImageTests.lime), (85, 50, ImageTests.blue)], "fill")
    }
}
