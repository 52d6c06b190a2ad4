import Foundation
import Rendering
import Scene
import Testing

/// The `image` node drawn: every picture is made in the test with known colours, written into
/// a fresh asset folder, and the rendered pixels are checked where the content mode, shape
/// or tint puts them.
struct ImageTests {
    // MARK: - Pictures made by construction

    /// An opaque colour as a bitmap word (premultiplied ARGB).
    static func word(_ red: UInt32, _ green: UInt32, _ blue: UInt32, alpha: UInt32 = 255) -> UInt32 {
        alpha << 24 | (red * alpha / 255) << 16 | (green * alpha / 255) << 8 | (blue * alpha / 255)
    }

    static let red = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
    static let lime = RGBA(red: 0, green: 255, blue: 0, alpha: 255)
    static let blue = RGBA(red: 0, green: 0, blue: 255, alpha: 255)
    static let yellow = RGBA(red: 255, green: 255, blue: 0, alpha: 255)
    static let white = RGBA(red: 255, green: 255, blue: 255, alpha: 255)

    /// A picture whose pixel at (x, y) is `color(x, y)`.
    static func picture(width: Int, height: Int, _ color: (Int, Int) -> UInt32) -> Bitmap {
        var words: [UInt32] = []
        words.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { words.append(color(x, y)) }
        }
        return Bitmap(width: width, height: height, premultipliedARGB: words)
    }

    /// Red, lime / blue, yellow quadrants.
    static func quadrants(width: Int, height: Int) -> Bitmap {
        picture(width: width, height: height) { x, y in
            switch (x < width / 2, y < height / 2) {
            case (true, true): word(255, 0, 0)
            case (false, true): word(0, 255, 0)
            case (true, false): word(0, 0, 255)
            case (false, false): word(255, 255, 0)
            }
        }
    }

    /// A fresh, empty asset folder.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("image-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("assets"), withIntermediateDirectories: true)
        return url
    }

    static func write(_ bitmap: Bitmap, as format: OutputFormat, to url: URL) throws {
        try bitmap.encoded(as: format).write(to: url)
    }

    /// A renderer whose pictures resolve in `root/assets`. It keeps no drawn layers between
    /// renders, so that every render asks the image cache these tests watch.
    static func renderer(_ root: URL, limits: SceneLimits = SceneLimits(), cacheBytes: Int = 256 << 20) throws -> Renderer {
        try Renderer(configuration: RendererConfiguration(limits: limits, assets: AssetFolder(path: root.appendingPathComponent("assets").path),
                                                          imageCacheBytes: cacheBytes, paintCacheBytes: 0))
    }

    /// A canvas holding one image node, given as JSON members.
    static func scene(width: Int = 100, height: Int = 100, background: String? = "white", _ members: String) throws -> Scene {
        let canvas = background.map { #", "background": ""# + $0 + #"""# } ?? ""
        return try TestSupport.scene(#"{"width": \#(width), "height": \#(height)\#(canvas), "root": {"type": "image", \#(members)}}"#)
    }

    /// Hits, misses, decodes and evictions.
    static func counts(_ statistics: ImageCacheStatistics) -> [Int] {
        [statistics.hits, statistics.misses, statistics.decodes, statistics.evictions]
    }

    static func close(_ actual: RGBA, _ expected: RGBA, tolerance: Int = 8) -> Bool {
        abs(Int(actual.red) - Int(expected.red)) <= tolerance && abs(Int(actual.green) - Int(expected.green)) <= tolerance
            && abs(Int(actual.blue) - Int(expected.blue)) <= tolerance && abs(Int(actual.alpha) - Int(expected.alpha)) <= tolerance
    }

    /// Expects each listed pixel to be near its colour.
    static func expectPixels(_ bitmap: Bitmap, _ expected: [(Int, Int, RGBA)], tolerance: Int = 8, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for (x, y, color) in expected {
            let actual = bitmap.pixel(x: x, y: y)
            #expect(close(actual, color, tolerance: tolerance), "\(what): (\(x), \(y)) is \(actual), expected \(color)", sourceLocation: sourceLocation)
        }
    }

    // MARK: - Content modes

    /// A 40 × 20 quadrant picture drawn unscaled in a 100 × 100 box: each placement puts
    /// the picture's top-left corner at a known point, and the rest of the box is background.
    @Test func unscaledModesPlaceThePictureWhereTheyName() throws {
        let root = try Self.folder()
        try Self.write(Self.quadrants(width: 40, height: 20), as: .png(), to: root.appendingPathComponent("assets/q.png"))
        let renderer = try Self.renderer(root)
        let origins: [(ContentMode, Int, Int)] = [
            (.center, 30, 40), (.top, 30, 0), (.bottom, 30, 80), (.left, 0, 40), (.right, 60, 40),
            (.topLeft, 0, 0), (.topRight, 60, 0), (.bottomLeft, 0, 80), (.bottomRight, 60, 80),
        ]
        for (mode, x, y) in origins {
            let bitmap = try renderer.bitmap(try Self.scene(#""src": "q.png", "width": 100, "height": 100, "contentMode": "\#(mode.rawValue)""#))
            let inside: [(Int, Int, RGBA)] = [(x + 10, y + 5, Self.red), (x + 30, y + 5, Self.lime), (x + 10, y + 15, Self.blue), (x + 30, y + 15, Self.yellow)]
            Self.expectPixels(bitmap, inside, mode.rawValue)
            // Just outside the picture on every side that is inside the box, the background.
            var outside: [(Int, Int, RGBA)] = []
            if x > 0 { outside.append((x - 2, y + 10, Self.white)) }
            if x + 40 < 100 { outside.append((x + 42, y + 10, Self.white)) }
            if y > 0 { outside.append((x + 20, y - 2, Self.white)) }
            if y + 20 < 100 { outside.append((x + 20, y + 22, Self.white)) }
            Self.expectPixels(bitmap, outside, "\(mode.rawValue) outside")
        }
    }

    /// A picture larger than its box, unscaled, is cut to the box: `center` shows its middle.
    @Test func unscaledPictureIsCroppedToItsBox() throws {
        let root = try Self.folder()
        try Self.write(Self.quadrants(width: 200, height: 200), as: .png(), to: root.appendingPathComponent("assets/q.png"))
        let bitmap = try Self.renderer(root).bitmap(try Self.scene(width: 120, height: 120, background: "white",
                                                                  #""src": "q.png", "frame": {"x": 10, "y": 10, "width": 100, "height": 100}, "contentMode": "center""#))
        let expected: [(Int, Int, RGBA)] = [(20, 20, Self.red), (100, 20, Self.lime), (20, 100, Self.blue), (100, 100, Self.yellow),
                                            (5, 60, Self.white), (115, 60, Self.white), (60, 5, Self.white), (60, 115, Self.white)]
        Self.expectPixels(bitmap, expected, "center crop")
    }

    /// A 2:1 picture in a square box: `fill` stretches it over the box, `aspectFit` leaves
    /// bands of background above and below, `aspectFill` shows only its middle.
    @Test func scaledModes() throws {
        let root = try Self.folder()
        try Self.write(Self.quadrants(width: 40, height: 20), as: .png(), to: root.appendingPathComponent("assets/q.png"))
        // Three columns: red, lime, blue; aspectFill in a square shows only the lime one.
        try Self.write(Self.picture(width: 60, height: 20) { x, _ in x < 20 ? Self.word(255, 0, 0) : x < 40 ? Self.word(0, 255, 0) : Self.word(0, 0, 255) },
                       as: .png(), to: root.appendingPathComponent("assets/columns.png"))
        let renderer = try Self.renderer(root)
        func render(_ src: String, _ mode: ContentMode) throws -> Bitmap {
            try renderer.bitmap(try Self.scene(#""src": "\#(src)", "width": 100, "height": 100, "contentMode": "\#(mode.rawValue)""#))
        }
        Self.expectPixels(try render("q.png", .fill), [(25, 25, Self.red), (75, 25, Self.lime), (25, 75, Self.blue), (75, 75, Self.yellow)], "fill")
        // aspectFit: 100 × 50 from y 25 to 75.
        let fit: [(Int, Int, RGBA)] = [(50, 5, Self.white), (50, 22, Self.white), (50, 78, Self.white), (50, 95, Self.white),
                                       (25, 35, Self.red), (75, 35, Self.lime), (25, 65, Self.blue), (75, 65, Self.yellow)]
        Self.expectPixels(try render("q.png", .aspectFit), fit, "aspectFit")
        // aspectFill: 300 × 100 from x −100; the box shows the middle column only.
        Self.expectPixels(try render("columns.png", .aspectFill), [(3, 50, Self.lime), (50, 3, Self.lime), (97, 97, Self.lime)], "aspectFill")
        // fill: the three columns squeezed into thirds.
        Self.expectPixels(try render("columns.png", .fill), [(15, 50, Self.red), (50, 50, Self.lime), (85, 50, Self.blue)], "columns fill")
        // aspectFit of the tall column picture turned on its side: 1:3 in a square.
        try Self.write(Self.picture(width: 20, height: 60) { _, y in y < 20 ? Self.word(255, 0, 0) : y < 40 ? Self.word(0, 255, 0) : Self.word(0, 0, 255) },
                       as: .png(), to: root.appendingPathComponent("assets/rows.png"))
        let tall: [(Int, Int, RGBA)] = [(10, 50, Self.white), (90, 50, Self.white), (50, 15, Self.red), (50, 50, Self.lime), (50, 85, Self.blue)]
        Self.expectPixels(try render("rows.png", .aspectFit), tall, "aspectFit tall")
        Self.expectPixels(try render("rows.png", .aspectFill), [(50, 3, Self.lime), (3, 97, Self.lime)], "aspectFill tall")
    }

    /// `padding` and `border` inset the picture: it fills the content box only.
    @Test func paddingAndBorderInsetThePicture() throws {
        let root = try Self.folder()
        try Self.write(Self.quadrants(width: 40, height: 40), as: .png(), to: root.appendingPathComponent("assets/q.png"))
        let bitmap = try Self.renderer(root).bitmap(try Self.scene(#""src": "q.png", "width": 100, "height": 100, "padding": 10, "background": "black", "border": {"width": 5, "color": "white"}"#))
        Self.expectPixels(bitmap, [(2, 50, Self.white), (12, 50, RGBA(red: 0, green: 0, blue: 0, alpha: 255)), (20, 20, Self.red), (80, 20, Self.lime), (20, 80, Self.blue), (80, 80, Self.yellow)],
                          "padding and border")
    }

    // MARK: - Sizing

    @Test func imageTakesItsPictureSizeAndProportions() throws {
        let root = try Self.folder()
        try Self.write(Self.quadrants(width: 40, height: 20), as: .png(), to: root.appendingPathComponent("assets/q.png"))
        let renderer = try Self.renderer(root)
        func frame(_ members: String) throws -> Rect {
            let scene = try TestSupport.scene(#"{"width": 300, "height": 300, "root": {"type": "vstack", "align": "start", "children": [{"type": "image", \#(members)}]}}"#)
            return try #require(renderer.layout(scene).root.children.first).frame
        }
        #expect(try frame(#""src": "q.png""#) == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(try frame(#""src": "q.png", "width": 100"#) == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(try frame(#""src": "q.png", "height": 60"#) == Rect(x: 0, y: 0, width: 120, height: 60))
        #expect(try frame(#""src": "q.png", "width": 100, "aspectRatio": 1"#) == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    // MARK: - Formats

    /// PNG, JPEG and WebP of the same quadrants draw the same colours; the format comes from
    /// the bytes, so a JPEG named `.png` and a WebP named `.jpg` work.
    @Test func formatsAreToldFromTheBytes() throws {
        let root = try Self.folder()
        let picture = Self.quadrants(width: 64, height: 64)
        let files: [(String, OutputFormat, Int)] = [
            ("a.png", .png(), 2), ("b.jpg", .jpeg(quality: 95), 40), ("c.webp", .webp(quality: 95), 40), ("d.webp", .webp(lossless: true), 2),
            ("jpeg-named.png", .jpeg(quality: 95), 40), ("webp-named.jpg", .webp(quality: 95), 40), ("png-named.webp", .png(), 2),
        ]
        let renderer = try Self.renderer(root)
        for (name, format, tolerance) in files {
            try Self.write(picture, as: format, to: root.appendingPathComponent("assets/" + name))
            let result = try renderer.bitmap(try Self.scene(width: 64, height: 64, #""src": "\#(name)""#))
            Self.expectPixels(result, [(12, 12, Self.red), (52, 12, Self.lime), (12, 52, Self.blue), (52, 52, Self.yellow)], tolerance: tolerance, name)
        }
    }

    /// A `data:` URI draws without any asset folder.
    @Test func dataURIDrawsWithoutAnAssetFolder() throws {
        let data = try Self.quadrants(width: 2, height: 2).encoded(as: .png())
        let bitmap = try Renderer().bitmap(try Self.scene(width: 2, height: 2, #""src": "data:image/png;base64,\#(data.base64EncodedString())""#))
        Self.expectPixels(bitmap, [(0, 0, Self.red), (1, 0, Self.lime), (0, 1, Self.blue), (1, 1, Self.yellow)], "data URI")
    }

    // MARK: - Refusals

    private static func failure(_ renderer: Renderer, _ scene: Scene) -> String? {
        do {
            _ = try renderer.renderNow(scene)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func textFileNamedPNGIsAnErrorNamingTheNode() throws {
        let root = try Self.folder()
        try Data("hello, not a picture\n".utf8).write(to: root.appendingPathComponent("assets/fake.png"))
        let message = try #require(Self.failure(try Self.renderer(root), try Self.scene(#""src": "fake.png""#)))
        #expect(message.contains(#"root.src: "fake.png": the data is not an image this renderer reads (PNG, JPEG, WebP, GIF or SVG)"#), "\(message)")
    }

    @Test func svgIsDrawnAsVectorsAtItsShownSize() throws {
        // A 4 × 4 document holding one blue square, shown at 80 × 80: every pixel inside is
        // blue, with no blur at the edges a scaled-up bitmap would have.
        let root = try Self.folder()
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#0000FF"/></svg>"##.utf8)
            .write(to: root.appendingPathComponent("assets/square.png"))
        let scene = try Self.scene(#""src": "square.png", "width": 80"#)
        let bitmap = try Self.renderer(root).bitmap(scene)
        #expect(bitmap.pixel(x: 0, y: 0) == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(bitmap.pixel(x: 79, y: 79) == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(bitmap.pixel(x: 40, y: 40) == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func hostileSVGIsRefusedBeforeLibrsvgReadsIt() throws {
        let root = try Self.folder()
        let documents = [
            ("entities.svg", #"<svg xmlns="http://www.w3.org/2000/svg"><!DOCTYPE s [<!ENTITY a "aaaa">]></svg>"#, "DOCTYPE or entities"),
            ("include.svg", #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="include.svg"/></svg>"#, "include other documents"),
            ("file.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><image href="/etc/passwd"/></svg>"#, "references to other files"),
        ]
        for (name, document, reason) in documents {
            try Data(document.utf8).write(to: root.appendingPathComponent("assets/\(name)"))
            let message = try #require(Self.failure(try Self.renderer(root), try Self.scene("\"src\": \"\(name)\"")))
            #expect(message.contains("root.src") && message.contains(reason), "\(message)")
        }
    }

    @Test func truncatedPicturesAreErrors() throws {
        let root = try Self.folder()
        let picture = Self.picture(width: 300, height: 200) { x, y in Self.word(UInt32(x % 256), UInt32(y % 256), UInt32((x * y) % 256)) }
        let renderer = try Self.renderer(root)
        for (name, format) in [("cut.jpg", OutputFormat.jpeg(quality: 90)), ("cut.png", .png()), ("cut.webp", .webp())] {
            let bytes = try picture.encoded(as: format)
            try bytes.prefix(bytes.count / 2).write(to: root.appendingPathComponent("assets/" + name))
            let message = Self.failure(renderer, try Self.scene(#""src": "\#(name)", "width": 100"#))
            #expect(message?.contains("root.src") == true, "\(name): \(message ?? "rendered without an error")")
        }
    }

    @Test func pathsLeavingTheAssetFolderAreRefused() throws {
        let root = try Self.folder()
        try Self.write(Self.quadrants(width: 4, height: 4), as: .png(), to: root.appendingPathComponent("outside.png"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("assets/link.png").path, withDestinationPath: root.appendingPathComponent("outside.png").path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("assets/relative-link.png").path, withDestinationPath: "../outside.png")
        let renderer = try Self.renderer(root)
        for src in ["../outside.png", "sub/../../outside.png", "link.png", "relative-link.png"] {
            let message = try #require(Self.failure(renderer, try Self.scene(#""src": "\#(src)""#)), "\(src) was drawn")
            #expect(message.contains("root.src") && message.contains("leads outside the asset folder"), "\(src): \(message)")
        }
        #expect(renderer.imageCache.statistics.decodes == 0)
    }

    /// An image above the pixel limit is refused from its header: nothing is decoded, even for
    /// a tiny file that claims to be huge.
    @Test func oversizedPicturesAreRefusedBeforeDecoding() throws {
        let root = try Self.folder()
        try Self.write(Self.quadrants(width: 50, height: 50), as: .png(), to: root.appendingPathComponent("assets/big.png"))
        let small = try Self.renderer(root, limits: SceneLimits(maximumPixels: 1000))
        let message = try #require(Self.failure(small, try Self.scene(width: 20, height: 20, #""src": "big.png", "width": 10"#)))
        #expect(message.contains("root.src") && message.contains("50 × 50") && message.contains("at most 1000 pixels"), "\(message)")
        #expect(Self.counts(small.imageCache.statistics) == [0, 0, 0, 0])

        // A 4 × 4 PNG whose header says 30000 × 30000.
        var bytes = [UInt8](try Self.quadrants(width: 4, height: 4).encoded(as: .png()))
        for offset in [16, 20] { bytes.replaceSubrange(offset..<offset + 4, with: [0, 0, 0x75, 0x30]) }
        try Data(bytes).write(to: root.appendingPathComponent("assets/bomb.png"))
        let renderer = try Self.renderer(root)
        let bomb = try #require(Self.failure(renderer, try Self.scene(#""src": "bomb.png", "width": 10, "height": 10"#)))
        #expect(bomb.contains("root.src") && bomb.contains("30000 × 30000"), "\(bomb)")
        #expect(renderer.imageCache.statistics.decodes == 0)
    }

    @Test func missingFileIsAWarningAndDrawsTheBackground() throws {
        let root = try Self.folder()
        let scene = try TestSupport.scene(#"{"width": 40, "height": 40, "background": "white", "root": {"type": "view", "children": [{"type": "image", "src": "nothere.png", "frame": {"x": 10, "y": 10, "width": 20, "height": 20}, "background": "red"}]}}"#)
        let renderer = try Self.renderer(root)
        let result = try renderer.renderNow(scene)
        #expect(result.warnings.map(\.description) == [#"root.children[0].src: "nothere.png" does not exist in the asset folder; its placeholder is drawn instead"#])
        let bitmap = try Bitmap(pngData: result.data)
        Self.expectPixels(bitmap, [(20, 20, Self.red), (5, 5, Self.white)], "placeholder")
        // Strict mode makes it an error.
        let strict = try Renderer(configuration: RendererConfiguration(strict: true, assets: AssetFolder(path: root.appendingPathComponent("assets").path)))
        #expect(Self.failure(strict, scene)?.contains("nothere.png") == true)
    }

    // MARK: - Shapes and tint

    /// `circle` cuts background, border, shadow and picture to the largest centred circle:
    /// the corners stay transparent, the centre shows the picture and the rim the border.
    @Test func circleLeavesTheCornersTransparent() throws {
        let root = try Self.folder()
        try Self.write(Self.quadrants(width: 100, height: 100), as: .png(), to: root.appendingPathComponent("assets/q.png"))
        let bitmap = try Self.renderer(root).bitmap(try Self.scene(width: 120, height: 100, background: nil,
                                                                  #""src": "q.png", "frame": {"x": 0, "y": 0, "width": 120, "height": 100}, "contentMode": "aspectFill", "circle": true, "background": "black", "border": {"width": 4, "color": "white"}, "cornerRadius": 4, "shadow": {"color": "black", "blur": 0, "spread": 0}"#))
        for (x, y) in [(1, 1), (118, 1), (1, 98), (118, 98), (12, 12), (107, 88)] {
            #expect(bitmap.pixel(x: x, y: y).alpha == 0, "(\(x), \(y)) is \(bitmap.pixel(x: x, y: y))")
        }
        // The circle is 100 across, centred at (60, 50); its rim is the white border.
        let expected: [(Int, Int, RGBA)] = [(60, 2, Self.white), (60, 97, Self.white), (12, 50, Self.white), (107, 50, Self.white),
                                            (45, 35, Self.red), (75, 35, Self.lime), (45, 65, Self.blue), (75, 65, Self.yellow)]
        Self.expectPixels(bitmap, expected, "circle")
    }

    @Test func cornerRadiusRoundsThePicture() throws {
        let root = try Self.folder()
        try Self.write(Self.quadrants(width: 100, height: 100), as: .png(), to: root.appendingPathComponent("assets/q.png"))
        let bitmap = try Self.renderer(root).bitmap(try Self.scene(background: nil, #""src": "q.png", "cornerRadius": 30"#))
        #expect(bitmap.pixel(x: 2, y: 2).alpha == 0)
        #expect(bitmap.pixel(x: 97, y: 97).alpha == 0)
        Self.expectPixels(bitmap, [(15, 15, Self.red), (50 - 2, 2, Self.red), (2, 50 - 2, Self.red), (97, 52, Self.yellow)], "rounded")
    }

    /// A black icon on transparency, tinted: every opaque pixel takes the tint, the half-
    /// transparent ring keeps its alpha, and the transparent surroundings stay transparent.
    @Test func tintRecoloursKeepingAlpha() throws {
        let root = try Self.folder()
        let icon = Self.picture(width: 20, height: 20) { x, y in
            if (5..<15).contains(x) && (5..<15).contains(y) { return Self.word(0, 0, 0) }
            if (2..<18).contains(x) && (2..<18).contains(y) { return Self.word(0, 0, 0, alpha: 128) }
            return 0
        }
        try Self.write(icon, as: .png(), to: root.appendingPathComponent("assets/icon.png"))
        let renderer = try Self.renderer(root)
        let tinted = try renderer.bitmap(try Self.scene(width: 20, height: 20, background: nil, ##""src": "icon.png", "tint": "#2563EB""##))
        let tint = RGBA(red: 0x25, green: 0x63, blue: 0xEB, alpha: 255)
        Self.expectPixels(tinted, [(10, 10, tint), (6, 13, tint), (3, 10, RGBA(red: 0x25, green: 0x63, blue: 0xEB, alpha: 128))], tolerance: 3, "tinted")
        #expect(tinted.pixel(x: 0, y: 0).alpha == 0)
        #expect(tinted.pixel(x: 19, y: 10).alpha == 0)
        // The tint's alpha multiplies the picture's.
        let faded = try renderer.bitmap(try Self.scene(width: 20, height: 20, background: nil, #""src": "icon.png", "tint": "rgba(255, 0, 0, 0.5)""#))
        Self.expectPixels(faded, [(10, 10, RGBA(red: 255, green: 0, blue: 0, alpha: 128)), (3, 10, RGBA(red: 255, green: 0, blue: 0, alpha: 64))], tolerance: 3, "faded tint")
        // Without a tint, the icon's own black.
        let plain = try renderer.bitmap(try Self.scene(width: 20, height: 20, background: nil, #""src": "icon.png""#))
        Self.expectPixels(plain, [(10, 10, RGBA(red: 0, green: 0, blue: 0, alpha: 255))], "plain")
    }

    // MARK: - Decoding at the drawn size

    /// A 4000 × 2000 JPEG of a one-pixel checkerboard drawn at 200 × 100 decodes at 1/8
    /// (500 × 250), and is averaged rather than sampled: the result is an even grey, not
    /// black and white.
    @Test func largeJPEGDecodesSmallerAndDoesNotAlias() throws {
        let root = try Self.folder()
        let checker = Self.picture(width: 4000, height: 2000) { x, y in (x + y) % 2 == 0 ? Self.word(255, 255, 255) : Self.word(0, 0, 0) }
        try Self.write(checker, as: .jpeg(quality: 90), to: root.appendingPathComponent("assets/checker.jpg"))
        let renderer = try Self.renderer(root)
        let bitmap = try renderer.bitmap(try Self.scene(width: 200, height: 100, #""src": "checker.jpg", "width": 200"#))
        #expect(renderer.imageCache.statistics.decodes == 1)
        #expect(renderer.imageCache.byteCount == 500 * 250 * 4, "decoded \(renderer.imageCache.byteCount) bytes")
        var lowest = 255, highest = 0
        for y in 0..<100 {
            for x in 0..<200 {
                let pixel = bitmap.pixel(x: x, y: y)
                lowest = min(lowest, Int(pixel.green))
                highest = max(highest, Int(pixel.green))
            }
        }
        #expect(lowest >= 96 && highest <= 160, "grey from \(lowest) to \(highest)")
        #expect(highest - lowest <= 32, "grey from \(lowest) to \(highest)")
    }

    // MARK: - The cache

    @Test func secondRenderHitsTheCache() throws {
        let root = try Self.folder()
        try Self.write(Self.quadrants(width: 10, height: 10), as: .png(), to: root.appendingPathComponent("assets/q.png"))
        let renderer = try Self.renderer(root)
        let scene = try Self.scene(#""src": "q.png""#)
        _ = try renderer.renderNow(scene)
        #expect(Self.counts(renderer.imageCache.statistics) == [0, 1, 1, 0])
        _ = try renderer.renderNow(scene)
        #expect(Self.counts(renderer.imageCache.statistics) == [1, 1, 1, 0])
        #expect(renderer.imageCache.byteCount == 10 * 10 * 4)
    }

    /// Three 10 × 10 pictures of 400 bytes each in a 1100-byte cache: using A again after B
    /// makes B the least recently used, so adding C evicts B (not A, the oldest inserted),
    /// down to the preferred 825 bytes.
    @Test func evictionIsLeastRecentlyUsedFirst() throws {
        let root = try Self.folder()
        for name in ["a", "b", "c"] {
            try Self.write(Self.quadrants(width: 10, height: 10), as: .png(), to: root.appendingPathComponent("assets/\(name).png"))
        }
        let renderer = try Self.renderer(root, cacheBytes: 1100)
        func draw(_ name: String) throws { _ = try renderer.renderNow(try Self.scene(width: 10, height: 10, #""src": "\#(name).png""#)) }
        try draw("a")
        try draw("b")
        try draw("a")
        #expect(Self.counts(renderer.imageCache.statistics) == [1, 2, 2, 0])
        try draw("c")
        #expect(Self.counts(renderer.imageCache.statistics) == [1, 3, 3, 1])
        #expect(renderer.imageCache.byteCount == 800)
        try draw("a")
        try draw("c")
        #expect(renderer.imageCache.statistics.decodes == 3, "a and c are still cached")
        try draw("b")
        #expect(renderer.imageCache.statistics.decodes == 4, "b was evicted")
    }

    /// Eight renders of the same new picture at once decode it once.
    @Test func concurrentRendersDecodeOnce() async throws {
        let root = try Self.folder()
        let checker = Self.picture(width: 1200, height: 1200) { x, y in (x / 7 + y / 5) % 2 == 0 ? Self.word(255, 0, 0) : Self.word(0, 0, 255) }
        try Self.write(checker, as: .png(.fast), to: root.appendingPathComponent("assets/shared.png"))
        let renderer = try Self.renderer(root)
        let scene = try Self.scene(#""src": "shared.png""#)
        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { try await renderer.render(scene).data.count } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(sizes.count == 8)
        #expect(Set(sizes).count == 1, "every render made the same picture")
        let statistics = renderer.imageCache.statistics
        #expect(statistics.decodes == 1)
        #expect(statistics.hits + statistics.misses == 8)
    }

    // MARK: - The reference

    /// The image examples in `docs/scene-format.md` render without warnings.
    @Test func docsImageExamplesRender() throws {
        let docs = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/scene-format.md"), encoding: .utf8)
        let blocks = docs.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "\n```").first ?? "" }
        let images = blocks.filter { $0.contains(#""type": "image""#) }
        #expect(images.count >= 2)
        for block in images {
            let result = try Renderer().renderNow(json: Data(block.utf8))
            #expect(result.warnings.isEmpty, "\(result.warnings)")
        }
    }
}
