import Foundation
import Rendering
import Scene
import Testing

/// Labels rendered to pixels and laid out, checked against figures worked out by hand from
/// the scene or taken from Pango's own `pango-view` (pango1.0-tools), never read back from
/// the engine under test. pango-view figures come from
/// `pango-view --font="DejaVu Sans 16px" --pixels --margin=0 --hinting=none
/// --hint-metrics=off [--width=200 --wrap=word] --text=… --serialize-to=out.json`, whose
/// `output.height` (in 1/1024 px) and `output.lines` are quoted below.
struct LabelRenderingTests {
    static let white = RGBA(red: 255, green: 255, blue: 255, alpha: 255)

    // MARK: - Helpers

    /// A scene `width` × `height` points on white whose root is `root`.
    static func scene(width: Int, height: Int, root: String) throws -> Scene {
        try TestSupport.scene(#"{"width": \#(width), "height": \#(height), "background": "white", "root": \#(root)}"#)
    }

    /// The laid-out node with `id`, searched depth first.
    static func node(_ id: String, in node: LayoutNode) -> LayoutNode? {
        if node.id == id { return node }
        return node.children.lazy.compactMap { Self.node(id, in: $0) }.first
    }

    /// 0 (black) to 255 (white), from the composited colour.
    static func luminance(_ pixel: RGBA) -> Int {
        (Int(pixel.red) * 299 + Int(pixel.green) * 587 + Int(pixel.blue) * 114) / 1000
    }

    /// How far a pixel is from grey: 0 for black, white and every grey.
    static func chroma(_ pixel: RGBA) -> Int {
        Int(max(pixel.red, pixel.green, pixel.blue)) - Int(min(pixel.red, pixel.green, pixel.blue))
    }

    /// The pixels of `bitmap` in `xs` × `ys` that satisfy `test`, as (x, y).
    static func pixels(in bitmap: Bitmap, xs: Range<Int>, ys: Range<Int>, where test: (RGBA) -> Bool) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in ys where y >= 0 && y < bitmap.height {
            for x in xs where x >= 0 && x < bitmap.width && test(bitmap.pixel(x: x, y: y)) { found.append((x, y)) }
        }
        return found
    }

    /// The lowest row holding ink (a pixel darker than mid-grey) in the columns `xs`.
    static func lowestInkRow(in bitmap: Bitmap, xs: Range<Int>) -> Int? {
        pixels(in: bitmap, xs: xs, ys: 0..<bitmap.height) { luminance($0) < 128 }.map(\.y).max()
    }

    // MARK: - Ink and frames

    @Test func redLabelPaintsRedInsideItsFrameAndNothingOutside() throws {
        // The label is placed by construction: the vstack pads 20 and the label is 120 × 40,
        // so its frame is x 20..<140, y 20..<60. 24-pt "Hello" (DejaVu, upright, no
        // descender) is about 60 wide and 28 tall: its ink lies well inside.
        let scene = try Self.scene(width: 200, height: 80, root: """
            {"type": "vstack", "padding": 20, "align": "start", "children": [
              {"type": "label", "width": 120, "height": 40, "text": "Hello", "font": {"size": 24}, "color": "#FF0000"}
            ]}
            """)
        let bitmap = try Renderer().bitmap(scene)
        let frameX = 20..<140, frameY = 20..<60
        let red = Self.pixels(in: bitmap, xs: frameX, ys: frameY) { $0.red > 200 && $0.green < 60 && $0.blue < 60 }
        #expect(red.count > 50, "the label's glyphs are red")
        let outside = Self.pixels(in: bitmap, xs: 0..<bitmap.width, ys: 0..<bitmap.height) { pixel in pixel != Self.white }
            .filter { !frameX.contains($0.x) || !frameY.contains($0.y) }
        #expect(outside.isEmpty, "ink outside the label's frame at \(outside.prefix(5))")
    }

    @Test func twoLinesAtATwentyPointLineHeightAreFortyTall() throws {
        // maxLines 2 × lineHeight 20 pt = 40, whatever the font's own line spacing (19 for
        // 16-pt DejaVu Sans). The text needs 4 lines at 200 (pango-view --width=200: 4
        // lines), so the limit applies. The label is at (10, 10) with a blue background.
        let scene = try Self.scene(width: 240, height: 80, root: """
            {"type": "vstack", "padding": 10, "align": "start", "children": [
              {"type": "label", "id": "text", "width": 200, "maxLines": 2, "lineHeight": "20pt", "background": "#0000FF", "color": "#FFFFFF",
               "font": {"family": "DejaVu Sans", "size": 16}, "text": "The quick brown fox jumps over the lazy dog and keeps running far away"}
            ]}
            """)
        let renderer = try Renderer()
        let frame = try #require(Self.node("text", in: try renderer.layout(scene).root)).frame
        #expect(frame.y == 10)
        #expect(frame.height == 40)
        let bitmap = try renderer.bitmap(scene)
        let blue = RGBA(red: 0, green: 0, blue: 255, alpha: 255)
        // x = 205 is right of the text on both lines (the widest line is 191 per pango-view),
        // so only the background shows there.
        #expect(bitmap.pixel(x: 205, y: 10) == blue)
        #expect(bitmap.pixel(x: 205, y: 49) == blue, "the background's last row is y = 10 + 40 - 1")
        #expect(bitmap.pixel(x: 205, y: 50) == Self.white)
        #expect(bitmap.pixel(x: 205, y: 9) == Self.white)
    }

    @Test func aWrappedTitlePushesTheViewBelowByItsSecondLine() throws {
        // pango-view --width=200: "Short title" is 1 line, 19.0 tall; "A title that is
        // long enough to wrap" is 2 lines (21 + 14 bytes), 38.0 tall. The red bar below
        // the title starts at the title's bottom, so it moves down by one line: 19.
        func barTop(_ title: String) throws -> Int? {
            let scene = try Self.scene(width: 220, height: 80, root: """
                {"type": "vstack", "align": "start", "children": [
                  {"type": "label", "width": 200, "font": {"family": "DejaVu Sans", "size": 16}, "text": "\(title)"},
                  {"type": "view", "width": 200, "height": 10, "background": "#FF0000"}
                ]}
                """)
            let bitmap = try Renderer().bitmap(scene)
            // The bar spans x 0..<200; at x = 195 no title line reaches (the longer one is
            // 139 wide per pango-view), so the first red pixel there is the bar's top.
            return (0..<bitmap.height).first { bitmap.pixel(x: 195, y: $0) == RGBA(red: 255, green: 0, blue: 0, alpha: 255) }
        }
        let one = try #require(try barTop("Short title"))
        let two = try #require(try barTop("A title that is long enough to wrap"))
        #expect(one == 19)
        #expect(two == 38)
        #expect(two - one == 19)
    }

    @Test func baselineAlignmentPutsBothBaselinesOnOneRow() throws {
        // Text without descenders ("HEM", "hem") has its lowest ink on the baseline. The
        // labels are 120 and 60 wide by construction: x 10..<130 and 130..<190.
        func lowestRows(align: String) throws -> (large: Int, small: Int) {
            let scene = try Self.scene(width: 200, height: 80, root: """
                {"type": "hstack", "padding": 10, "align": "\(align)", "children": [
                  {"type": "label", "width": 120, "text": "HEM", "font": {"size": 40}},
                  {"type": "label", "width": 60, "text": "hem", "font": {"size": 14}}
                ]}
                """)
            let bitmap = try Renderer().bitmap(scene)
            return (try #require(Self.lowestInkRow(in: bitmap, xs: 10..<130)), try #require(Self.lowestInkRow(in: bitmap, xs: 130..<190)))
        }
        let baseline = try lowestRows(align: "baseline")
        #expect(abs(baseline.large - baseline.small) <= 1, "baselines at rows \(baseline.large) and \(baseline.small)")
        // Control: top-aligned, the 14-pt baseline sits about (0.93 × (40 − 14) ≈ 24) higher.
        let top = try lowestRows(align: "start")
        #expect(baseline.large - top.small > 15)
        #expect(top.large == baseline.large, "the taller label sets the row either way")
    }

    @Test func emojiArePaintedInColour() throws {
        // Noto Color Emoji's pizza and medium-skin-tone thumbs up: a grey glyph (DejaVu's
        // outline, or a tofu box) would have no pixel far from grey.
        for emoji in ["🍕", "👍🏽"] {
            let scene = try Self.scene(width: 80, height: 60, root: """
                {"type": "vstack", "padding": 10, "align": "start", "children": [{"type": "label", "text": "\(emoji)", "font": {"size": 32}}]}
                """)
            let bitmap = try Renderer().bitmap(scene)
            // Greyscale antialiasing of black text has chroma 0; the medium skin tone is about
            // rgb(160, 115, 80), chroma 80.
            let coloured = Self.pixels(in: bitmap, xs: 0..<bitmap.width, ys: 0..<bitmap.height) { Self.chroma($0) > 50 }
            #expect(coloured.count > 50, "\(emoji) is drawn in colour")
        }
    }

    /// The columns holding ink when `text` is set in a 400-wide label at x = 0 with `keys`.
    static func inkColumns(_ text: String, keys: String = "") throws -> ClosedRange<Int> {
        let scene = try Self.scene(width: 420, height: 40, root: """
            {"type": "vstack", "align": "start", "children": [
              {"type": "label", "width": 400, \(keys) "font": {"size": 16}, "text": "\(text)"}
            ]}
            """)
        let bitmap = try Renderer().bitmap(scene)
        let ink = Self.pixels(in: bitmap, xs: 0..<bitmap.width, ys: 0..<bitmap.height) { Self.luminance($0) < 128 }.map(\.x)
        return try #require(ink.min())...(try #require(ink.max()))
    }

    @Test func rightToLeftTextStartsAtTheRightByDefault() throws {
        // The default alignment is leading, which follows the paragraph's direction: Hebrew
        // ends at the right edge of the 400-wide box (a side bearing short of x = 400);
        // English in the same label starts at the left edge. "שלום עולם" at 16 pt is under
        // 100 wide, "Hello world" about 90.
        // `pango-view --font="DejaVu Sans 16px" --pixels --width=300 --text="שלום עולם"`
        // puts it at the right too: Pango flips left and right alignment for a paragraph
        // whose direction is the opposite of the context's base direction (left-to-right).
        let hebrew = try Self.inkColumns("שלום עולם")
        #expect(hebrew.lowerBound > 250, "the Hebrew ink spans \(hebrew)")
        #expect(hebrew.upperBound >= 390 && hebrew.upperBound < 400)
        let english = try Self.inkColumns("Hello world")
        #expect(english.lowerBound < 10)
        #expect(english.upperBound < 150)
    }

    @Test func rightToLeftTextWithNaturalAlignmentSitsAtTheRight() throws {
        let hebrew = try Self.inkColumns("שלום עולם", keys: #""align": "natural","#)
        #expect(hebrew.lowerBound > 250, "the Hebrew ink spans \(hebrew)")
        #expect(hebrew.upperBound >= 390 && hebrew.upperBound < 400)
        let english = try Self.inkColumns("Hello world", keys: #""align": "natural","#)
        #expect(english.lowerBound < 10)
        // Trailing puts Hebrew at the left.
        let trailing = try Self.inkColumns("שלום עולם", keys: #""align": "trailing","#)
        #expect(trailing.lowerBound < 10)
        #expect(trailing.upperBound < 150)
    }

    // MARK: - Spacing and emoji

    @Test func aLetterSpacedLabelStaysOnOneLineAtItsOwnWidth() throws {
        // A fit-content label is as wide as its text, so it must not wrap. Pango's extents
        // leave out the last letter's spacing, which its line breaking needs: pango-view
        // --font="DejaVu Sans 20px" --pixels --margin=0 --hinting=none --hint-metrics=on
        // --markup --text='<span letter_spacing="4096">Letter spacing</span>' gives width
        // 195.0 without --width, yet 2 lines at --width=195 to 198 and 1 line only from
        // --width=199 (195 + the 4-point spacing).
        func height(_ spacing: Double) throws -> Double {
            let scene = try Self.scene(width: 300, height: 80, root: """
                {"type": "vstack", "align": "start", "children": [
                  {"type": "label", "id": "text", "letterSpacing": \(spacing), "font": {"size": 20}, "text": "Letter spacing"}
                ]}
                """)
            return try #require(Self.node("text", in: try Renderer().layout(scene).root)).frame.height
        }
        let plain = try height(0)
        let spaced = try height(4)
        #expect(spaced == plain)
    }

    @Test(arguments: ["😀", "🐱", "❤️"])
    func emojiThatDejaVuAlsoCoversAreDrawnInColour(_ emoji: String) throws {
        // 😀 (U+1F600) and 🐱 (U+1F431) have emoji presentation by default; ❤️ is U+2764 with
        // U+FE0F asking for it. DejaVu Sans has black glyphs for all three; Pango asks for the
        // `emoji` family for them, which must lead to Noto Color Emoji. `pango-view
        // --font="DejaVu Sans 28px" --text="😀 🐱 ❤️"` with FONTCONFIG_FILE set to a
        // configuration of the three font folders and the sans-serif alias draws them black;
        // adding `<alias binding="same"><family>emoji</family><prefer><family>Noto Color
        // Emoji</family></prefer></alias>` draws them in colour.
        let scene = try Self.scene(width: 80, height: 60, root: """
            {"type": "vstack", "padding": 10, "align": "start", "children": [{"type": "label", "text": "\(emoji)", "font": {"size": 32}}]}
            """)
        let bitmap = try Renderer().bitmap(scene)
        let coloured = Self.pixels(in: bitmap, xs: 0..<bitmap.width, ys: 0..<bitmap.height) { Self.chroma($0) > 50 }
        #expect(coloured.count > 50, "\(emoji) is drawn in colour")
    }

    // MARK: - Concurrency

    @Test func concurrentLabelRendersMatchTheSequentialOne() async throws {
        let scene = try Self.scene(width: 360, height: 200, root: """
            {"type": "vstack", "padding": 10, "gap": 6, "children": [
              {"type": "label", "text": [{"text": "Bold ", "weight": "bold"}, {"text": "italic red", "style": "italic", "color": "#DC2626", "underline": true}], "font": {"size": 18}},
              {"type": "label", "width": 200, "maxLines": 2, "text": "The quick brown fox jumps over the lazy dog and keeps running far away"},
              {"type": "label", "text": "مرحبا بالعالم 123 שלום"},
              {"type": "label", "text": "中文排版，日本語の文章。"},
              {"type": "label", "text": "Emoji 👍🏽 👨‍👩‍👧‍👦", "textShadow": {"color": "#00000080", "blur": 4, "y": 2}}
            ]}
            """)
        let renderer = try Renderer()
        let sequential = try renderer.bitmap(scene)
        let renders = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<8 { group.addTask { try renderer.bitmap(scene) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(renders.count == 8)
        for (index, bitmap) in renders.enumerated() {
            #expect(bitmap == sequential, "concurrent render \(index) differs from the sequential one")
        }
    }

    // MARK: - Fonts

    @Test func aMissingFamilyWarnsAndFallsBackToDejaVuSans() throws {
        func json(_ family: String) -> Data {
            Data(#"{"width": 300, "height": 50, "background": "white", "root": {"type": "label", "font": {"family": "\#(family)", "size": 24}, "text": "Fallback Rag 123"}}"#.utf8)
        }
        let renderer = try Renderer()
        let missing = try renderer.renderNow(json: json("Imaginary Grotesk"), file: "missing.json")
        #expect(missing.warnings.count == 1)
        let warning = try #require(missing.warnings.first)
        #expect(warning.path.description == "root.font.family")
        #expect(warning.message.contains("\"Imaginary Grotesk\""))
        #expect(warning.message.contains("\"DejaVu Sans\""))
        // The fallback is DejaVu Sans itself: the same pixels as asking for it by name.
        let dejaVu = try renderer.renderNow(json: json("DejaVu Sans"), file: "dejavu.json")
        #expect(dejaVu.warnings.isEmpty)
        #expect(missing.data == dejaVu.data)
    }

    @Test func aFontTheSceneRegistersIsUsedWithoutAWarning() throws {
        // Goldens/text/assets/ComicNeue-Regular.otf (SIL OFL 1.1) is family "Comic Neue".
        func json(_ family: String) -> Data {
            Data(#"{"width": 300, "height": 50, "background": "white", "fonts": ["assets/ComicNeue-Regular.otf"], "root": {"type": "label", "font": {"family": "\#(family)", "size": 24}, "text": "Hello from Comic Neue"}}"#.utf8)
        }
        let renderer = try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: TestSupport.goldens.appendingPathComponent("text").path)))
        let comic = try renderer.renderNow(json: json("Comic Neue"))
        #expect(comic.warnings.isEmpty)
        let dejaVu = try renderer.renderNow(json: json("DejaVu Sans"))
        #expect(comic.data != dejaVu.data, "Comic Neue's glyphs are not DejaVu's")
    }

    @Test func sceneFontsWithoutAnAssetFolderFailAtFonts() throws {
        let scene = try TestSupport.scene(#"{"width": 100, "height": 40, "fonts": ["assets/ComicNeue-Regular.otf"], "root": {"type": "label", "text": "x"}}"#)
        let error = #expect(throws: SceneError.self) { try Renderer().bitmap(scene) }
        #expect(error?.path.description == "fonts")
        #expect(error?.message.contains("asset folder") == true)
    }

    @Test func aFontPathLeadingOutsideTheAssetFolderFails() throws {
        let scene = try TestSupport.scene(#"{"width": 100, "height": 40, "fonts": ["../x.otf"], "root": {"type": "label", "text": "x"}}"#)
        let renderer = try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: TestSupport.goldens.appendingPathComponent("text").path)))
        let error = #expect(throws: SceneError.self) { try renderer.bitmap(scene) }
        #expect(error?.path.description == "fonts[0]")
        #expect(error?.message.contains("leads outside the asset folder") == true, "\(String(describing: error))")
    }
}
