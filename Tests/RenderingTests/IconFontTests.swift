import CCairo
import Foundation
import Rendering
import Scene
import Testing

/// Material icons: every name in the table has a glyph in Debian's font, and icons are drawn
/// where and as Chromium draws the same font's glyphs in boxes of the same size.
struct IconFontTests {
    static let reference = TestSupport.packageRoot.appendingPathComponent("Tests/RenderingTests/IconReference")
    static let fontFile = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    /// Looks each code point up in the font's character map, with a face of our own (not the
    /// renderer's): glyph 0 is "no glyph".
    @Test func everyNameHasAGlyphInTheFont() throws {
        let pattern = try #require(FcPatternCreate())
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FILE, Self.fontFile)
        let face = try #require(cairo_ft_font_face_create_for_pattern(pattern))
        defer { cairo_font_face_destroy(face) }
        var matrix = cairo_matrix_t(), identity = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 24, 24)
        cairo_matrix_init_identity(&identity)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        let font = try #require(cairo_scaled_font_create(face, &matrix, &identity, options))
        defer { cairo_scaled_font_destroy(font) }
        #expect(cairo_scaled_font_status(font) == CAIRO_STATUS_SUCCESS, "the font file opens")
        let material = Symbol.allCases.filter { $0.materialCodePoint != nil }
        #expect(material.count == Symbol.allCases.count - Symbol.builtIn.count)
        #expect(material.count > 2000)
        var missing: [String] = []
        for symbol in material {
            let codePoint = try #require(symbol.materialCodePoint)
            let text = String(Character(try #require(Unicode.Scalar(codePoint))))
            var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
            var count: Int32 = 0
            let status = cairo_scaled_font_text_to_glyphs(font, 0, 0, text, -1, &glyphs, &count, nil, nil, nil)
            if status != CAIRO_STATUS_SUCCESS || count != 1 || glyphs?.pointee.index == 0 { missing.append(symbol.rawValue) }
            cairo_glyph_free(glyphs)
        }
        #expect(missing.isEmpty, "no glyph for \(missing.prefix(10))")
    }

    /// Twelve icons at 24, 32 and 48 points against headless Chromium's screenshot of the
    /// same glyphs set as text (`Tools/icon-names/chromium_reference.py`): the same inked box,
    /// and only antialiasing apart (measured: mean 0.27 levels, largest 55).
    @Test func iconsMatchChromiumsDrawingOfTheSameFont() throws {
        let json = try String(contentsOf: Self.reference.appendingPathComponent("icons.json"), encoding: .utf8)
        let ours = try TestSupport.bitmap(json)
        let chromium = try Bitmap(pngData: try Data(contentsOf: Self.reference.appendingPathComponent("chromium.png")))
        #expect(ours.width == chromium.width && ours.height == chromium.height)
        func darkness(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Int { 255 - Int(bitmap.pixel(x: x, y: y).green) }
        var total = 0, largest = 0
        var inked: [(minX: Int, minY: Int, maxX: Int, maxY: Int)] = [(.max, .max, .min, .min), (.max, .max, .min, .min)]
        for y in 0..<ours.height {
            for x in 0..<ours.width {
                let difference = abs(darkness(ours, x, y) - darkness(chromium, x, y))
                total += difference
                largest = max(largest, difference)
                for (index, bitmap) in [ours, chromium].enumerated() where darkness(bitmap, x, y) > 0 {
                    inked[index] = (min(inked[index].minX, x), min(inked[index].minY, y), max(inked[index].maxX, x), max(inked[index].maxY, y))
                }
            }
        }
        let mean = Double(total) / Double(ours.width * ours.height)
        #expect(mean < 1, "mean difference \(mean) levels")
        #expect(largest < 96, "largest difference \(largest) levels")
        #expect(inked[0] == inked[1], "inked boxes: ours \(inked[0]), Chromium's \(inked[1])")
    }

    /// A Material icon takes the node's colour and stays inside its square, whatever the
    /// box's shape: a wide box centres the square.
    @Test func iconsAreTintedAndCentredInTheirSquare() throws {
        let bitmap = try TestSupport.bitmap("""
        {"width": 100, "height": 40, "root": {"type": "view", "children": [
          {"type": "icon", "symbol": "stop", "color": "#FF0000", "frame": {"x": 0, "y": 0, "width": 100, "height": 40}}]}}
        """)
        // Material's "stop" is a square from 6 to 18 on its 24-unit grid: here 40 × 12/24 = 20
        // points wide, centred at (50, 20).
        #expect(bitmap.pixel(x: 50, y: 20) == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(bitmap.pixel(x: 41, y: 11) == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(bitmap.pixel(x: 58, y: 28) == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(bitmap.pixel(x: 38, y: 20).alpha == 0 && bitmap.pixel(x: 62, y: 20).alpha == 0)
        #expect(bitmap.pixel(x: 50, y: 8).alpha == 0 && bitmap.pixel(x: 50, y: 32).alpha == 0)
    }

    /// PDF and SVG embed the icon font's glyphs rather than rasterising them.
    @Test func vectorOutputDrawsMaterialIcons() async throws {
        let scene = try TestSupport.scene(#"{"width": 48, "height": 48, "root": {"type": "icon", "symbol": "home"}}"#)
        let renderer = try Renderer()
        let svg = String(decoding: try await renderer.render(scene, options: RenderOptions(format: .svg)).data, as: UTF8.self)
        #expect(svg.contains("<path"), "the glyph is drawn as a path")
        let pdf = try await renderer.render(scene, options: RenderOptions(format: .pdf)).data
        #expect(String(decoding: pdf, as: UTF8.self).contains("MaterialIcons"), "the PDF embeds the icon font")
    }
}
