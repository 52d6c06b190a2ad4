import Foundation
import Rendering
import Scene
import Testing

/// Pixel checks on the layout goldens (`Goldens/layout/`). Every coordinate is worked out by
/// hand from the scene, as the comments show, never read back from the engine. Boxes are
/// opaque on whole-point edges at scale 1, so edge pixels are exact colours.
struct LayoutPixelTests {
    static func render(_ name: String) throws -> Bitmap {
        let url = TestSupport.goldens.appendingPathComponent("layout/\(name).json")
        let scene = try SceneDecoder().decode(Array(Data(contentsOf: url)), file: url.lastPathComponent)
        return try Renderer().bitmap(scene)
    }

    static func color(_ hex: UInt32) -> RGBA {
        RGBA(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF), alpha: 255)
    }

    @Test func cardButtonPushedBySpacerTouchesTheRightPaddingEdge() throws {
        let bitmap = try Self.render("card")
        let button = Self.color(0x2563EB), card = Self.color(0xF8FAFC)
        // The page pads 20, so the card is (20, 20, 360, 220); inside its 1-point border and
        // 16-point padding the content box runs from x = 37 to 363 and y = 37 to 223.
        // The footer is the last item, 32 tall (the button), so it spans y = 191…223; the
        // spacer takes the rest of the row, so the 88-wide button spans x = 275…363.
        let midY = 207
        #expect(bitmap.pixel(x: 362, y: midY) == button)
        #expect(bitmap.pixel(x: 363, y: midY) == card, "the pixel right of the button is the card's padding")
        #expect(bitmap.pixel(x: 275, y: midY) == button)
        #expect(bitmap.pixel(x: 274, y: midY) == card, "a gap of 8 and the spacer lie left of the button")
        // Its bottom edge is the content box's bottom, y = 223 (x = 300 is below the label bar).
        #expect(bitmap.pixel(x: 300, y: 222) == button)
        #expect(bitmap.pixel(x: 300, y: 223) == card)
    }

    @Test func justifySpaceBetweenAndEvenly() throws {
        let bitmap = try Self.render("justify")
        let row = Self.color(0xE2E8F0), red = Self.color(0xEF4444), green = Self.color(0x22C55E), blue = Self.color(0x3B82F6)
        // Rows are 480 wide at x = 10 with padding 6: the content box is x = 16…484, 468 wide.
        // Each row is 52 tall and rows are 8 apart from y = 10: row 4 (space-between) is at
        // y = 190 and row 6 (space-evenly) at y = 310; boxes are 40 tall, 6 below the row top.
        let betweenY = 190 + 6 + 20
        // space-between: the last box ends at the content edge, 484; the middle one is centred
        // at 250 (16 + 468 / 2), so it spans 230…270.
        #expect(bitmap.pixel(x: 483, y: betweenY) == blue)
        #expect(bitmap.pixel(x: 484, y: betweenY) == row)
        #expect(bitmap.pixel(x: 230, y: betweenY) == green)
        #expect(bitmap.pixel(x: 229, y: betweenY) == row)
        #expect(bitmap.pixel(x: 269, y: betweenY) == green)
        #expect(bitmap.pixel(x: 270, y: betweenY) == row)
        // space-evenly: 468 − 3 × 40 = 348 free, in 4 equal spaces of 87: the first box starts at
        // 16 + 87 = 103, the last ends at 484 − 87 = 397.
        let evenlyY = 310 + 6 + 20
        #expect(bitmap.pixel(x: 102, y: evenlyY) == row)
        #expect(bitmap.pixel(x: 103, y: evenlyY) == red)
        #expect(bitmap.pixel(x: 396, y: evenlyY) == blue)
        #expect(bitmap.pixel(x: 397, y: evenlyY) == row)
    }

    @Test func zstackBottomTrailingMarkerSitsInTheCellCorner() throws {
        let bitmap = try Self.render("zstack-alignment")
        let marker = Self.color(0x4338CA), padding = Self.color(0xE0E7FF), cell = Self.color(0xC7D2FE)
        // The grid pads 12 and spaces 160 × 100 zstacks 12 apart: the bottom-right one is at
        // (356, 236), and its padding of 6 makes the cell x = 362…510, y = 242…330.
        // The 40 × 24 marker sits in the cell's bottom-right corner: x = 470…510, y = 306…330.
        #expect(bitmap.pixel(x: 509, y: 318) == marker)
        #expect(bitmap.pixel(x: 510, y: 318) == padding, "right of the marker is the zstack's padding")
        #expect(bitmap.pixel(x: 490, y: 329) == marker)
        #expect(bitmap.pixel(x: 490, y: 330) == padding, "below the marker is the zstack's padding")
        #expect(bitmap.pixel(x: 469, y: 318) == cell)
        #expect(bitmap.pixel(x: 490, y: 305) == cell)
        // The centre one is at (184, 124); its cell is x = 190…338, y = 130…218, so the marker
        // is centred at (264, 174): x = 244…284, y = 162…186.
        #expect(bitmap.pixel(x: 243, y: 174) == cell)
        #expect(bitmap.pixel(x: 244, y: 174) == marker)
        #expect(bitmap.pixel(x: 283, y: 174) == marker)
        #expect(bitmap.pixel(x: 284, y: 174) == cell)
        #expect(bitmap.pixel(x: 264, y: 161) == cell)
        #expect(bitmap.pixel(x: 264, y: 162) == marker)
    }

    @Test func absoluteChildrenFollowInsetsAndAutoMargins() throws {
        let bitmap = try Self.render("absolute")
        let panel = Self.color(0xF1F5F9), edge = Self.color(0x94A3B8)
        let violet = Self.color(0x8B5CF6), red = Self.color(0xEF4444)
        // The left panel (a view) is (16, 16, 256, 160) with a 2-point border: its padding box
        // is (18, 18, 252, 156). The 40 × 40 child with all insets 0 and auto margins is
        // centred in it: x = 18 + 106 = 124…164, y = 18 + 58 = 76…116.
        #expect(bitmap.pixel(x: 123, y: 96) == panel)
        #expect(bitmap.pixel(x: 124, y: 96) == violet)
        #expect(bitmap.pixel(x: 163, y: 96) == violet)
        #expect(bitmap.pixel(x: 164, y: 96) == panel)
        #expect(bitmap.pixel(x: 144, y: 75) == panel)
        #expect(bitmap.pixel(x: 144, y: 76) == violet)
        // The right panel (an hstack) is (288, 16, 256, 160) with a 2-point border, so its padding
        // box ends at x = 542 and starts at y = 18. The 20 × 20 child with top 0 and right 0
        // touches the inside of the border, ignoring the stack's padding: x = 522…542, y = 18…38.
        #expect(bitmap.pixel(x: 541, y: 28) == red)
        #expect(bitmap.pixel(x: 542, y: 28) == edge, "right of the box is the border")
        #expect(bitmap.pixel(x: 530, y: 18) == red)
        #expect(bitmap.pixel(x: 530, y: 17) == edge, "above the box is the border")
        #expect(bitmap.pixel(x: 521, y: 28) == panel)
    }
}
