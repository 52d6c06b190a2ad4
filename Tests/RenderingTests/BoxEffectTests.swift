import Foundation
import Rendering
import Scene
import Testing

/// Box effects the format shares with CSS, drawn beside Chromium's screenshot of the same
/// boxes (`Tools/paint-oracle/box_effects.py` records it): inset shadows, alone, with a
/// border, several, and beside an outer shadow; borders whose sides differ in width and
/// colour, square, rounded and as a ring with one coloured side, and with sides of
/// different widths, content clipped to their elliptical inside and an inset shadow
/// following it; and siblings overlapping
/// in a row in `zIndex` order, one of them translucent, and `zIndex` reaching out of plain
/// boxes, above a later sibling and below its own parent (every pixel agrees).
///
/// Each case is measured inside its box and in the 30-pt band around it, as the mean and the
/// largest difference of any channel. Measured when recorded, inside: the inset shadows'
/// means 0.28, 0.99, 0 and 0.56 levels, largest 23, 82, 0 and 15; the borders' means 0.04,
/// 0.21, 0.19 and 0.12, largest 28, 52, 35 and 45; around, means at most 0.41, largest 3.
/// What differs in shadows is the blur: three box passes here, a true Gaussian in Skia, so
/// the largest differences sit where a blurred edge is steepest, and hard edges agree
/// exactly. The circle's 82 is its outer rim, which Skia antialiases further out with or
/// without the shadow (BoxEdgeTests meets the same at rounded corners). In borders, the
/// largest differences are single pixels on the diagonal joins between two colours, which
/// both draw antialiased and each a little differently.
struct BoxEffectTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/RenderingTests/BoxEffectReference")

    struct Case: Decodable {
        let name: String
        let box: [Double]
    }

    /// The mean and the largest difference of any channel over `pixels`.
    struct Difference {
        var mean: Double
        var largest: Int
    }

    static func difference(_ ours: Bitmap, _ theirs: Bitmap, where included: (Int, Int) -> Bool) -> Difference {
        var total = 0, count = 0, largest = 0
        for y in 0..<ours.height {
            for x in 0..<ours.width where included(x, y) {
                let a = ours.pixel(x: x, y: y), b = theirs.pixel(x: x, y: y)
                for (p, q) in [(a.red, b.red), (a.green, b.green), (a.blue, b.blue)] {
                    let d = abs(Int(p) - Int(q))
                    total += d
                    largest = max(largest, d)
                }
                count += 3
            }
        }
        return Difference(mean: count == 0 ? 0 : Double(total) / Double(count), largest: largest)
    }

    static let tolerances: [String: (inside: (mean: Double, largest: Int), around: (mean: Double, largest: Int))] = [
        "inset-blur": ((0.5, 30), (0.5, 4)),
        "inset-spread-border": ((1.5, 90), (0.5, 4)),
        "inset-hard-pair": ((0.5, 4), (0.5, 4)),
        "inset-and-outer": ((1, 20), (1, 8)),
        "border-left-accent": ((0.2, 40), (0.1, 4)),
        "border-four-colours": ((0.5, 70), (0.1, 4)),
        "border-ring-one-side": ((0.5, 50), (0.1, 4)),
        "border-bottom-rounded": ((0.5, 60), (0.1, 4)),
        "z-index-siblings": ((0.1, 2), (0.1, 2)),
        "z-index-escape": ((0.2, 2), (0.1, 2)),
        "border-sides-clip": ((0.5, 60), (0.1, 4)),
        "border-sides-inset-shadow": ((0.5, 60), (0.1, 4)),
    ]

    @Test func boxEffectsAgreeWithChromium() throws {
        let scene = try TestSupport.scene(try String(contentsOf: Self.folder.appendingPathComponent("boxes.json"), encoding: .utf8))
        let ours = try Renderer().bitmap(scene)
        let chromium = try Bitmap(pngData: try Data(contentsOf: Self.folder.appendingPathComponent("chromium.png")))
        try #require(ours.width == chromium.width && ours.height == chromium.height)
        let cases = try JSONDecoder().decode([Case].self, from: try Data(contentsOf: Self.folder.appendingPathComponent("cases.json")))
        #expect(Set(cases.map(\.name)) == Set(Self.tolerances.keys))
        for item in cases {
            let (x, y, width, height) = (Int(item.box[0]), Int(item.box[1]), Int(item.box[2]), Int(item.box[3]))
            let inside = Self.difference(ours, chromium) { px, py in px >= x && px < x + width && py >= y && py < y + height }
            let around = Self.difference(ours, chromium) { px, py in
                let near = px >= x - 30 && px < x + width + 30 && py >= y - 30 && py < y + height + 30
                return near && !(px >= x && px < x + width && py >= y && py < y + height)
            }
            guard let tolerance = Self.tolerances[item.name] else { continue }
            #expect(inside.mean <= tolerance.inside.mean && inside.largest <= tolerance.inside.largest, "\(item.name) inside: mean \(inside.mean), largest \(inside.largest)")
            #expect(around.mean <= tolerance.around.mean && around.largest <= tolerance.around.largest, "\(item.name) around: mean \(around.mean), largest \(around.largest)")
        }
    }

    /// A 120-point box with corners of 40 and sides 30 wide left and right, 6 top and
    /// bottom: inside, each corner is an ellipse 40 − 30 = 10 across and 40 − 6 = 34 down,
    /// centred 10 and 34 in from the padding box's corner, (40, 40) from the box's. Pixel
    /// (31, 13), centre (31.5, 13.5), lies outside it, (8.5 / 10)² + (26.5 / 34)² = 1.33,
    /// though 1.2 pixels inside the circle of radius 10 a corner shrunk by the wider side
    /// would be: clipped content stops there and the border shows. An inset shadow spread
    /// 6 leaves a hole whose corner is 4 across and 28 down around the same centre; pixel
    /// (37, 13) is outside it, (2.5 / 4)² + (26.5 / 28)² = 1.29, though wholly inside a hole
    /// with a circular corner of 4, so the shadow covers it: white under 60 % black, 102.
    @Test func theInsideOfUnequalSidesHasEllipticalCorners() throws {
        let sides = ##""cornerRadius": 40, "border": {"width": 6, "color": "#1E3A8A", "left": {"width": 30}, "right": {"width": 30}}"##
        let bitmap = try TestSupport.bitmap("""
        {"width": 260, "height": 120, "background": "white", "root": {"type": "view", "children": [
          {"type": "view", "frame": {"x": 0, "y": 0, "width": 120, "height": 120}, \(sides), "clip": true,
           "children": [{"type": "view", "frame": {"x": -20, "y": -20, "width": 160, "height": 160}, "background": "#F97316"}]},
          {"type": "view", "frame": {"x": 140, "y": 0, "width": 120, "height": 120}, "background": "white", \(sides),
           "shadow": {"color": "rgba(0, 0, 0, 0.6)", "spread": 6, "inset": true}}]}}
        """)
        let navy = RGBA(red: 0x1E, green: 0x3A, blue: 0x8A, alpha: 255)
        #expect(bitmap.pixel(x: 31, y: 13) == navy, "top left")
        #expect(bitmap.pixel(x: 88, y: 106) == navy, "bottom right")
        #expect(bitmap.pixel(x: 60, y: 60) == RGBA(red: 0xF9, green: 0x73, blue: 0x16, alpha: 255))
        #expect(bitmap.pixel(x: 140 + 37, y: 13) == RGBA(red: 102, green: 102, blue: 102, alpha: 255), "top left")
        #expect(bitmap.pixel(x: 140 + 82, y: 106) == RGBA(red: 102, green: 102, blue: 102, alpha: 255), "bottom right")
        #expect(bitmap.pixel(x: 140 + 60, y: 60) == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
