import Foundation
import Rendering
import Scene
import Testing

/// Filters, backdrop filters, blend modes and masks, checked at single pixels whose values
/// are worked out by hand from the formulas of CSS Filter Effects 1 and CSS Compositing 1.
struct EffectPixelTests {
    /// A 100 × 100 white canvas holding one 60 × 60 box at (20, 20) with `members`.
    private func box(_ members: String, canvas: String = "white") throws -> Bitmap {
        try TestSupport.bitmap("""
        {"width": 100, "height": 100, "background": "\(canvas)",
         "root": {"type": "view", "children": [{"type": "view", "frame": {"x": 20, "y": 20, "width": 60, "height": 60}, \(members)}]}}
        """)
    }

    private func near(_ value: UInt8, _ expected: Int, within tolerance: Int = 1) -> Bool {
        abs(Int(value) - expected) <= tolerance
    }

    @Test func grayscaleUsesTheLuminanceWeights() throws {
        // #FF8800: 0.2126 × 1 + 0.7152 × 136/255 + 0.0722 × 0 = 0.5940 → 151.5.
        let pixel = try box(##""background": "#FF8800", "filter": "grayscale(1)""##).pixel(x: 50, y: 50)
        #expect(near(pixel.red, 151) && pixel.red == pixel.green && pixel.green == pixel.blue, "\(pixel)")
    }

    @Test func sepiaOfWhiteClampsRedAndGreen() throws {
        // Rows sum to 1.351, 1.203 and 0.937: red and green clamp to 255, blue is 238.9.
        let pixel = try box(##""background": "#FFFFFF", "filter": "sepia(100%)""##, canvas: "black").pixel(x: 50, y: 50)
        #expect(pixel.red == 255 && pixel.green == 255 && near(pixel.blue, 239), "\(pixel)")
    }

    @Test func invertBrightnessAndContrast() throws {
        let inverted = try box(##""background": "#204080", "filter": "invert(1)""##).pixel(x: 50, y: 50)
        #expect(inverted == RGBA(red: 223, green: 191, blue: 127, alpha: 255), "\(inverted)")
        let darker = try box(##""background": "#FF0000", "filter": "brightness(0.5)""##).pixel(x: 50, y: 50)
        #expect(near(darker.red, 128) && darker.green == 0 && darker.blue == 0, "\(darker)")
        // contrast(0) leaves the middle grey, 0.5 → 127.5.
        let flat = try box(##""background": "#123456", "filter": "contrast(0)""##).pixel(x: 50, y: 50)
        #expect(near(flat.red, 128) && flat.red == flat.green && flat.green == flat.blue, "\(flat)")
    }

    @Test func hueRotateHalfWayTurnsRedToCyanish() throws {
        // Red through the 180° matrix: (0.213 − 0.787, 0.213 + 0.213, 0.213 + 0.213) =
        // (−0.574 → 0, 0.426, 0.426) → (0, 108.6, 108.6).
        let pixel = try box(##""background": "#FF0000", "filter": "hue-rotate(180deg)""##).pixel(x: 50, y: 50)
        #expect(pixel.red == 0 && near(pixel.green, 109) && near(pixel.blue, 109), "\(pixel)")
    }

    @Test func opacityFunctionFadesTheLayer() throws {
        let pixel = try box(##""background": "#000000", "filter": "opacity(50%)""##).pixel(x: 50, y: 50)
        #expect(near(pixel.red, 128), "\(pixel)")
    }

    @Test func blurSpreadsTheEdgeAndLeavesTheMiddleAlone() throws {
        // σ = 4: half way at the edge, nothing left 3σ + 1 beyond it, untouched 3σ inside.
        let bitmap = try box(##""background": "#000000", "filter": "blur(4)""##)
        #expect(bitmap.pixel(x: 50, y: 50) == RGBA(red: 0, green: 0, blue: 0, alpha: 255))
        let edge = bitmap.pixel(x: 20, y: 50).red
        #expect((100...160).contains(Int(edge)), "edge \(edge)")
        #expect(bitmap.pixel(x: 6, y: 50) == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
        let row = (8..<20).map { Int(bitmap.pixel(x: $0, y: 50).red) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 >= $1 }, "\(row)")
    }

    @Test func dropShadowFollowsTheContentNotTheBox() throws {
        // A circle of radius 30 centred at (50, 50); its hard shadow is the same circle
        // centred at (70, 70). (95, 95) is inside the box's shadow but outside the circle's.
        let bitmap = try box(##""cornerRadius": 30, "background": "#FFFFFF", "filter": "drop-shadow(20 20 0 #000000)""##, canvas: "#808080")
        #expect(bitmap.pixel(x: 95, y: 95) == RGBA(red: 128, green: 128, blue: 128, alpha: 255))
        #expect(bitmap.pixel(x: 70, y: 95) == RGBA(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(bitmap.pixel(x: 50, y: 50) == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func blendModesMixWithWhatIsBehind() throws {
        // Over #FF8000: multiply by 128/255 gives (128, 64, 0); screen gives 1 − (1 − a)(1 − b);
        // difference |a − b|.
        let multiply = try box(##""background": "#808080", "blendMode": "multiply""##, canvas: "#FF8000").pixel(x: 50, y: 50)
        #expect(near(multiply.red, 128) && near(multiply.green, 64) && multiply.blue == 0, "\(multiply)")
        let screen = try box(##""background": "#808080", "blendMode": "screen""##, canvas: "#FF8000").pixel(x: 50, y: 50)
        #expect(screen.red == 255 && near(screen.green, 192) && near(screen.blue, 128), "\(screen)")
        let difference = try box(##""background": "#FFFFFF", "blendMode": "difference""##, canvas: "#FF8000").pixel(x: 50, y: 50)
        #expect(difference.red == 0 && near(difference.green, 127) && difference.blue == 255, "\(difference)")
    }

    @Test func gradientMaskFadesAndCutsAtTheBorderBox() throws {
        // Black to transparent from top to bottom of the 60-point box: at its middle row
        // (y = 50) half of the black shows; a child reaching below the box is cut there.
        let bitmap = try TestSupport.bitmap("""
        {"width": 100, "height": 100, "background": "white",
         "root": {"type": "view", "children": [{"type": "view", "frame": {"x": 20, "y": 20, "width": 60, "height": 60}, "background": "black",
           "mask": {"type": "linear", "stops": ["black", "transparent"]},
           "children": [{"type": "view", "frame": {"x": 0, "y": 0, "width": 70, "height": 75}, "background": "black"}]}]}}
        """)
        let middle = bitmap.pixel(x: 50, y: 50)
        #expect((120...135).contains(Int(middle.red)), "\(middle)")
        #expect(bitmap.pixel(x: 50, y: 21).red < 10)
        #expect(bitmap.pixel(x: 85, y: 40) == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(bitmap.pixel(x: 50, y: 90) == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// Black on the left half of the canvas, white on the right.
    private let split = #"{"type": "view", "frame": {"x": 0, "y": 0, "width": 50, "height": 100}, "background": "black"}"#

    @Test func backdropBlurSoftensWhatIsBehindOnlyInsideTheNode() throws {
        let bitmap = try TestSupport.bitmap("""
        {"width": 100, "height": 100, "background": "white",
         "root": {"type": "view", "children": [\(split),
           {"type": "view", "frame": {"x": 20, "y": 20, "width": 60, "height": 40}, "backdropFilter": "blur(6)"}]}}
        """)
        // On the split inside the glass the blur mixes black and white; outside it the
        // split stays sharp.
        let inside = bitmap.pixel(x: 50, y: 40).red
        #expect((90...165).contains(Int(inside)), "inside \(inside)")
        #expect(bitmap.pixel(x: 49, y: 80).red == 0 && bitmap.pixel(x: 50, y: 80).red == 255)
        #expect(bitmap.pixel(x: 22, y: 40).red < 10 && bitmap.pixel(x: 78, y: 40).red > 245)
    }

    @Test func backdropIsTintedByTheBackground() throws {
        let bitmap = try TestSupport.bitmap("""
        {"width": 100, "height": 100, "background": "white",
         "root": {"type": "view", "children": [\(split),
           {"type": "view", "frame": {"x": 20, "y": 20, "width": 60, "height": 40}, "backdropFilter": "blur(2)", "background": "rgba(255,255,255,0.5)"}]}}
        """)
        // Black behind, under white at 50 %: 127.5.
        #expect(near(bitmap.pixel(x: 30, y: 40).red, 128), "\(bitmap.pixel(x: 30, y: 40))")
    }

    @Test func aGroupAboveIsTheBackdropRoot() throws {
        // The parent's opacity makes it a group, which has drawn nothing before the glass:
        // the glass blurs nothing, and the split shows through it sharp.
        let bitmap = try TestSupport.bitmap("""
        {"width": 100, "height": 100, "background": "white",
         "root": {"type": "view", "children": [\(split),
           {"type": "view", "opacity": 0.99, "children": [
             {"type": "view", "frame": {"x": 20, "y": 20, "width": 60, "height": 40}, "backdropFilter": "blur(6)"}]}]}}
        """)
        #expect(bitmap.pixel(x: 49, y: 40).red == 0 && bitmap.pixel(x: 50, y: 40).red == 255)
    }

    @Test func nonsenseFromTheBuilderIsDrawnWithoutHarm() throws {
        let scene = Scene(width: 60, height: 60, background: .color(.white)) {
            View().frame(width: 40, height: 40).background(.color(.black))
                .filter(.blur(radius: .nan), .grayscale(.infinity), .hueRotate(degrees: .nan), .blur(radius: 1e12),
                        .dropShadow(Shadow(color: .black, blur: .infinity, offset: Point(x: .nan, y: 1e300))))
                .backdropFilter(.blur(radius: -5), .contrast(.nan))
        }
        let bitmap = try Renderer().bitmap(scene)
        #expect(bitmap.width == 60)
    }

    @Test func filtersFollowTheScale() throws {
        // At scale 2 a blur of 4 points is 8 pixels: the edge's half-way point is still at the
        // box's edge, and nothing is left 3σ + 1 = 13 points beyond it.
        let bitmap = try TestSupport.bitmap("""
        {"width": 100, "height": 100, "background": "white",
         "root": {"type": "view", "children": [{"type": "view", "frame": {"x": 20, "y": 20, "width": 60, "height": 60}, "background": "black", "filter": "blur(4)"}]}}
        """, scale: 2)
        #expect((100...160).contains(Int(bitmap.pixel(x: 40, y: 100).red)))
        #expect(bitmap.pixel(x: 12, y: 100).red == 255)
        #expect(bitmap.pixel(x: 30, y: 100).red > 200)
    }

    @Test func pdfKeepsBlendModesAsVectorsAndEmbedsFilteredLayers() async throws {
        let renderer = try Renderer()
        let blended = try TestSupport.scene("""
        {"width": 100, "height": 100, "background": "#FF8000",
         "root": {"type": "view", "children": [{"type": "view", "frame": {"x": 20, "y": 20, "width": 60, "height": 60}, "background": "#808080", "blendMode": "multiply",
           "mask": {"type": "linear", "stops": ["black", "transparent"]}}]}}
        """)
        let vector = try await renderer.render(blended, options: RenderOptions(format: .pdf)).data
        let vectorText = String(decoding: vector, as: UTF8.self)
        #expect(vectorText.hasPrefix("%PDF"))
        #expect(vectorText.contains("/BM /Multiply"), "the blend mode is PDF's own")
        #expect(!vectorText.contains("/Subtype /Image"), "nothing was made pixels")

        let blurred = try TestSupport.scene("""
        {"width": 100, "height": 100, "background": "white",
         "root": {"type": "view", "children": [{"type": "view", "frame": {"x": 20, "y": 20, "width": 60, "height": 60}, "background": "black", "filter": "blur(4)"}]}}
        """)
        let raster = try await renderer.render(blurred, options: RenderOptions(format: .pdf)).data
        let rasterText = String(decoding: raster, as: UTF8.self)
        #expect(rasterText.hasPrefix("%PDF"))
        #expect(rasterText.contains("/Subtype /Image"), "the filtered layer is embedded as a picture")
        #expect(raster.count > 1000)

        let glass = try TestSupport.scene("""
        {"width": 100, "height": 100, "background": "white",
         "root": {"type": "view", "children": [{"type": "view", "frame": {"x": 0, "y": 0, "width": 50, "height": 100}, "background": "black"},
           {"type": "view", "frame": {"x": 20, "y": 20, "width": 60, "height": 60}, "backdropFilter": "blur(6)"}]}}
        """)
        let page = String(decoding: try await renderer.render(glass, options: RenderOptions(format: .pdf)).data, as: UTF8.self)
        #expect(page.hasPrefix("%PDF") && page.contains("/Subtype /Image"), "a page with a backdrop filter is embedded as a picture")
    }

    @Test func aMissingMaskPictureIsAWarningNamingItsKey() throws {
        let scene = try TestSupport.scene("""
        {"width": 40, "height": 40, "background": "white",
         "root": {"type": "view", "children": [{"type": "view", "frame": {"x": 0, "y": 0, "width": 40, "height": 40}, "background": "black",
           "mask": {"src": "nowhere.png"}}]}}
        """)
        let (bitmap, warnings) = try Renderer().bitmapAndWarnings(scene)
        #expect(warnings.map(\.path.description) == ["root.children[0].mask.src"], "\(warnings)")
        #expect(bitmap.pixel(x: 20, y: 20) == RGBA(red: 255, green: 255, blue: 255, alpha: 255), "nothing of the node shows")
    }

    @Test func svgKeepsGradientMasksAsVectors() async throws {
        let scene = try TestSupport.scene("""
        {"width": 100, "height": 100, "background": "#FF8000",
         "root": {"type": "view", "children": [{"type": "view", "frame": {"x": 20, "y": 20, "width": 60, "height": 60}, "background": "#808080",
           "opacity": 0.5, "mask": {"type": "linear", "stops": ["black", "transparent"]}}]}}
        """)
        let svg = String(decoding: try await Renderer().render(scene, options: RenderOptions(format: .svg)).data, as: UTF8.self)
        #expect(svg.contains("<mask"), "the mask is SVG's own")
        #expect(!svg.contains("<image"), "nothing was made pixels")
    }
}
