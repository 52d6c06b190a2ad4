import Foundation
import Rendering
import Scene
import Testing
import TextLayout

/// Scene fonts in every container, under aliases, in fallback lists and at variable
/// weights, rendered: the pixels say which face set the text.
struct WebFontRenderingTests {
    /// A renderer whose asset folder holds the golden fonts, such as `assets/Inter-Variable.ttf`.
    static func renderer(strict: Bool = false, fontData: [Data] = []) throws -> Renderer {
        try Renderer(configuration: RendererConfiguration(strict: strict, fontData: fontData, assets: AssetFolder(path: TestSupport.goldens.appendingPathComponent("text").path)))
    }

    /// A label in `family` at `weight`, with `fonts` (JSON array members) registered.
    static func scene(fonts: String, family: String, weight: Int = 400, text: String = "Hamburgefonstiv Rag 0123") throws -> Scene {
        try TestSupport.scene(#"{"width": 360, "height": 50, "background": "white", "fonts": [\#(fonts)], "root": {"type": "label", "font": {"family": "\#(family)", "size": 26, "weight": \#(weight)}, "text": "\#(text)", "padding": 8}}"#)
    }

    /// How much ink the picture holds: the sum of every pixel's darkness.
    static func ink(_ bitmap: Bitmap) -> Int {
        var total = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width { total += 255 - Int(bitmap.pixel(x: x, y: y).green) }
        }
        return total
    }

    @Test(arguments: ["Inter-Variable.woff2"], [400, 450, 700])
    func aWOFF2SetsTheSamePixelsAsTheTTFItCameFrom(_ file: String, weight: Int) throws {
        let renderer = try Self.renderer()
        let ttf = try renderer.bitmap(try Self.scene(fonts: #""assets/Inter-Variable.ttf""#, family: "Inter", weight: weight))
        let woff2 = try renderer.bitmap(try Self.scene(fonts: "\"assets/\(file)\"", family: "Inter", weight: weight))
        #expect(woff2 == ttf)
        let dejaVu = try renderer.bitmap(try Self.scene(fonts: #""assets/Inter-Variable.ttf""#, family: "DejaVu Sans", weight: weight))
        #expect(ttf != dejaVu, "Inter's glyphs are not DejaVu's")
    }

    @Test(arguments: ["ComicNeue-Regular.woff", "ComicNeue-Regular.woff2"])
    func aWebFontSetsTheSamePixelsAsTheOTFItCameFrom(_ file: String) throws {
        let renderer = try Self.renderer()
        let otf = try renderer.renderNow(try Self.scene(fonts: #""assets/ComicNeue-Regular.otf""#, family: "Comic Neue"))
        let web = try renderer.renderNow(try Self.scene(fonts: "\"assets/\(file)\"", family: "Comic Neue"))
        #expect(web.warnings.isEmpty)
        #expect(web.data == otf.data)
        let dejaVu = try renderer.renderNow(try Self.scene(fonts: "\"assets/\(file)\"", family: "DejaVu Sans"))
        #expect(web.data != dejaVu.data, "Comic Neue's glyphs are not DejaVu's")
    }

    @Test func aFontInADataURISetsTheSamePixelsAsItsFile() throws {
        let renderer = try Self.renderer()
        let uri = "data:font/woff2;base64," + (try FontRegistryTests.asset("ComicNeue-Regular.woff2")).base64EncodedString()
        let file = try renderer.bitmap(try Self.scene(fonts: #""assets/ComicNeue-Regular.woff2""#, family: "Comic Neue"))
        let inline = try renderer.bitmap(try Self.scene(fonts: "\"\(uri)\"", family: "Comic Neue"))
        #expect(inline == file)
        // Bytes need no asset folder.
        let bare = try Renderer().bitmap(try Self.scene(fonts: "\"\(uri)\"", family: "Comic Neue"))
        #expect(bare == file)
    }

    @Test func aWOFF2InTheConfigurationIsSeenByEveryScene() throws {
        let woff2 = try FontRegistryTests.asset("ComicNeue-Regular.woff2")
        let renderer = try Renderer(configuration: RendererConfiguration(fontData: [woff2]))
        let scene = try TestSupport.scene(#"{"width": 200, "height": 40, "root": {"type": "label", "font": {"family": "Comic Neue"}, "text": "Hello"}}"#)
        #expect(try renderer.layout(scene).warnings.isEmpty)
        let error = #expect(throws: FontRegistryError.self) {
            try Renderer(configuration: RendererConfiguration(fontData: [woff2, woff2.prefix(woff2.count / 2)]))
        }
        #expect(error?.description == "fontData[1] is not a font this renderer reads: its WOFF2 data does not decode (it is truncated or corrupt)")
    }

    /// Broken fonts are errors naming their entry, in strict mode or not: never text
    /// silently set in the fallback face.
    @Test(arguments: [false, true])
    func aBrokenFontIsAnErrorAtItsEntry(strict: Bool) throws {
        let woff2 = try FontRegistryTests.asset("ComicNeue-Regular.woff2")
        var pastTheEnd = try FontRegistryTests.asset("ComicNeue-Regular.woff")
        pastTheEnd.replaceU32(at: FontDecoderTests.entry(2) + 4, with: UInt32(pastTheEnd.count - 4))
        var random = SeededBytes(seed: 42)
        let folder = try TemporaryAssets(files: [
            "good.otf": try FontRegistryTests.asset("ComicNeue-Regular.otf"),
            "brand.woff2": woff2.prefix(woff2.count - 100),
            "past-end.woff": pastTheEnd,
            "random.ttf": random.bytes(5000),
            "empty.ttf": Data(),
        ])
        let renderer = try Renderer(configuration: RendererConfiguration(strict: strict, assets: folder.assets))
        let expected = [
            "brand.woff2": "its WOFF2 data does not decode (it is truncated or corrupt)",
            "past-end.woff": "a WOFF table lies outside the file",
            "random.ttf": "its first bytes are not those of a TTF, OTF, TTC, WOFF or WOFF2 file",
            "empty.ttf": "the file is empty",
        ]
        for (file, reason) in expected {
            let scene = try Self.scene(fonts: #""good.otf", {"src": "\#(file)", "family": "Brand"}"#, family: "Brand")
            let error = #expect(throws: SceneError.self) { try renderer.bitmap(scene) }
            #expect(error?.path.description == "fonts[1]")
            #expect(error?.message == "\"\(file)\" is not a font this renderer reads: \(reason)")
        }
    }

    @Test func anAliasIsFoundByItsAliasAndNotByItsOwnName() throws {
        let renderer = try Self.renderer()
        let own = try renderer.renderNow(try Self.scene(fonts: #""assets/ComicNeue-Regular.woff2""#, family: "Comic Neue"))
        let alias = try renderer.renderNow(try Self.scene(fonts: #"{"src": "assets/ComicNeue-Regular.woff2", "family": "Brand"}"#, family: "Brand"))
        #expect(alias.warnings.isEmpty)
        #expect(alias.data == own.data)
        let renamed = try renderer.layout(try Self.scene(fonts: #"{"src": "assets/ComicNeue-Regular.woff2", "family": "Brand"}"#, family: "Comic Neue"))
        #expect(renamed.warnings.map(\.message) == [#"the font family "Comic Neue" is not installed; the text uses "DejaVu Sans" instead"#])
    }

    /// Two files under one alias, told apart by the weights their entries give: the bold
    /// request gets DejaVu Sans Bold, the regular one Comic Neue.
    @Test func entriesGiveTheWeightTheirFaceIsFoundBy() throws {
        let folder = try TemporaryAssets(files: [
            "comic.otf": try FontRegistryTests.asset("ComicNeue-Regular.otf"),
            "bold.ttf": try Data(contentsOf: URL(fileURLWithPath: FontRegistryTests.dejaVu).appendingPathComponent("DejaVuSans-Bold.ttf")),
        ])
        let renderer = try Renderer(configuration: RendererConfiguration(assets: folder.assets))
        let fonts = #"{"src": "comic.otf", "family": "Brand", "weight": 400}, {"src": "bold.ttf", "family": "Brand", "weight": 700, "style": "normal"}"#
        let regular = try renderer.renderNow(try Self.scene(fonts: fonts, family: "Brand", weight: 400))
        let bold = try renderer.renderNow(try Self.scene(fonts: fonts, family: "Brand", weight: 700))
        #expect(regular.warnings.isEmpty && bold.warnings.isEmpty)
        #expect(regular.data == (try renderer.renderNow(try Self.scene(fonts: #""comic.otf""#, family: "Comic Neue"))).data)
        #expect(bold.data == (try renderer.renderNow(try Self.scene(fonts: #""comic.otf""#, family: "DejaVu Sans", weight: 700))).data)
    }

    /// Inter's wght axis runs from 100 to 900: a weight between its named instances is drawn
    /// at that very weight, heavier than the instance below and lighter than the one above.
    @Test func aVariableFontIsSetAtWeightsBetweenItsInstances() throws {
        let renderer = try Self.renderer()
        func ink(_ weight: Int) throws -> Int {
            Self.ink(try renderer.bitmap(try Self.scene(fonts: #""assets/Inter-Variable.woff2""#, family: "Inter", weight: weight, text: "Hamburgefonstiv")))
        }
        let weights = [100, 300, 400, 450, 500, 550, 600, 650, 700, 900]
        let inks = try weights.map(ink)
        #expect(inks == inks.sorted(), "ink by weight \(Array(zip(weights, inks)))")
        #expect(Set(inks).count == weights.count, "every weight draws differently: \(Array(zip(weights, inks)))")
        // Past the ends of the axis, the nearest end.
        #expect(try ink(1) == inks.first)
        #expect(try ink(1000) == inks.last)
    }

    @Test func aMissingFirstFamilyInAListWarnsNamingTheList() throws {
        let renderer = try Self.renderer()
        let list = "Imaginary Grotesk, DejaVu Serif, sans-serif"
        let tree = try renderer.layout(try Self.scene(fonts: #""assets/ComicNeue-Regular.otf""#, family: list))
        #expect(tree.warnings.map(\.path.description) == ["root.font.family"])
        #expect(tree.warnings.map(\.message) == [#"the font family "Imaginary Grotesk" (the first of "Imaginary Grotesk, DejaVu Serif, sans-serif") is not installed; the text uses "DejaVu Serif" instead"#])
        // The face used is the list's second family, as if it had been asked for alone.
        let listed = try renderer.bitmap(try Self.scene(fonts: #""assets/ComicNeue-Regular.otf""#, family: list))
        let alone = try renderer.bitmap(try Self.scene(fonts: #""assets/ComicNeue-Regular.otf""#, family: "DejaVu Serif"))
        #expect(listed == alone)
        #expect(throws: StrictModeError.self) { try Self.renderer(strict: true).bitmap(try Self.scene(fonts: #""assets/ComicNeue-Regular.otf""#, family: list)) }
    }

    @Test(arguments: ["Comic Neue, Imaginary Grotesk", "sans-serif, Imaginary Grotesk", "serif", " Comic Neue ,serif"])
    func aListWhoseFirstFamilyResolvesDoesNotWarn(_ family: String) throws {
        let tree = try Self.renderer(strict: true).layout(try Self.scene(fonts: #""assets/ComicNeue-Regular.otf""#, family: family))
        #expect(tree.warnings.isEmpty)
    }

    @Test func aRunsListWarnsAtTheRun() throws {
        let scene = try TestSupport.scene(#"{"width": 300, "height": 40, "root": {"type": "label", "text": [{"text": "a"}, {"text": "b", "family": "Nowhere, monospace"}]}}"#)
        let tree = try Renderer().layout(scene)
        #expect(tree.warnings.map(\.path.description) == ["root.text[1].family"])
        #expect(tree.warnings.first?.message == #"the font family "Nowhere" (the first of "Nowhere, monospace") is not installed; the text uses "DejaVu Sans Mono" instead"#)
    }
}

/// A private asset folder holding the files a test names, removed when the test ends.
final class TemporaryAssets {
    let folder: URL
    var assets: AssetFolder { AssetFolder(path: folder.path) }

    init(files: [String: Data]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
