import Rendering
import Scene
import SceneTesting
import Testing

/// Every verdict here is known by construction: the images are built or rendered so that
/// what differs, and by how much, follows from how they were made.
struct ImageComparatorTests {
    static let white: UInt32 = 0xFFFF_FFFF
    static let black: UInt32 = 0xFF00_0000
    static let transparent: UInt32 = 0

    /// Every strategy with settings a test might plausibly use.
    static let strategies: [ComparisonStrategy] = [
        .exact,
        .threshold(channel: 2, limit: .pixels(0)),
        .threshold(channel: 16, limit: .ratio(0.01)),
        .standard,
        .perceptual(deltaE: 2.3, limit: .pixels(0), ignoresAntialiasing: false),
        .perceptual(deltaE: 5, limit: .ratio(0.01), ignoresAntialiasing: true),
    ]

    // MARK: - Helpers

    /// A bitmap whose premultiplied pixel at (x, y) is `colour(x, y)`.
    static func bitmap(width: Int, height: Int, _ colour: (Int, Int) -> UInt32) -> Bitmap {
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { pixels.append(colour(x, y)) }
        }
        return Bitmap(width: width, height: height, premultipliedARGB: pixels)
    }

    static func flat(width: Int, height: Int, _ colour: UInt32) -> Bitmap {
        Bitmap(width: width, height: height, premultipliedARGB: Array(repeating: colour, count: width * height))
    }

    static func opaque(_ red: UInt32, _ green: UInt32, _ blue: UInt32) -> UInt32 {
        0xFF00_0000 | red << 16 | green << 8 | blue
    }

    /// `base` with the pixels in `changed` replaced by `colour`.
    static func changing(_ base: Bitmap, _ changed: [(x: Int, y: Int)], to colour: UInt32) -> Bitmap {
        var pixels = base.premultipliedARGB
        for pixel in changed { pixels[pixel.y * base.width + pixel.x] = colour }
        return Bitmap(width: base.width, height: base.height, premultipliedARGB: pixels)
    }

    static func render(_ json: String) throws -> Bitmap {
        try Renderer().bitmap(try SceneDecoder().decode(Array(json.utf8), file: "test.json"))
    }

    // MARK: - Identical, empty and mismatched sizes

    @Test(arguments: strategies)
    func identicalImagesAreIdentical(_ strategy: ComparisonStrategy) {
        let image = Self.bitmap(width: 40, height: 30) { x, y in Self.opaque(UInt32(x * 6), UInt32(y * 8), 128) }
        let copy = Bitmap(width: 40, height: 30, premultipliedARGB: image.premultipliedARGB.map { $0 })
        let result = ImageComparator(strategy: strategy).compare(expected: image, actual: copy)
        #expect(result == ImageComparisonResult(strategy: strategy, verdict: .identical, differentPixels: 0, antialiasedPixels: 0, totalPixels: 1200, maximumDifference: 0))
        #expect(result.matches)
    }

    /// Two images without pixels have nothing that could differ; an empty image against one
    /// with pixels has sizes that differ, like any other pair.
    @Test func emptyImagesAreIdenticalOnlyToEmptyImages() {
        let empty = Self.flat(width: 0, height: 0, Self.white)
        let comparator = ImageComparator()
        #expect(comparator.compare(expected: empty, actual: empty).verdict == .identical)
        #expect(comparator.compare(expected: empty, actual: empty).totalPixels == 0)
        let mismatch = comparator.compare(expected: empty, actual: Self.flat(width: 1, height: 1, Self.white))
        #expect(mismatch.verdict == .sizeMismatch(expected: PixelSize(width: 0, height: 0), actual: PixelSize(width: 1, height: 1)))
        #expect(!mismatch.matches)
    }

    @Test(arguments: strategies)
    func differentSizesAreASizeMismatch(_ strategy: ComparisonStrategy) {
        let result = ImageComparator(strategy: strategy).compare(expected: Self.flat(width: 10, height: 20, Self.white), actual: Self.flat(width: 10, height: 21, Self.white))
        #expect(result == ImageComparisonResult(strategy: strategy, verdict: .sizeMismatch(expected: PixelSize(width: 10, height: 20), actual: PixelSize(width: 10, height: 21)),
                                           differentPixels: 0, antialiasedPixels: 0, totalPixels: 0, maximumDifference: 0))
    }

    // MARK: - Rendered scenes

    /// A label moved by a whole pixel is a layout change, not antialiasing: the glyph stems
    /// are a few pixels wide, so their pixels do not sit between two flat areas that stay
    /// put, and the default strategy must catch the move.
    @Test func aLabelShiftedByOnePixelFails() throws {
        func scene(x: Int) -> String {
            ##"{"width": 200, "height": 60, "background": "white", "root": {"type": "view", "children": [{"type": "label", "frame": {"x": \##(x), "y": 10, "width": 150, "height": 40}, "text": "Hello", "font": {"size": 24}, "color": "#111827"}]}}"##
        }
        let expected = try Self.render(scene(x: 20))
        let actual = try Self.render(scene(x: 21))
        #expect(expected != actual, "the shift must change pixels for the test to mean anything")
        let result = ImageComparator().compare(expected: expected, actual: actual)
        #expect(result.verdict == .different, "\(result)")
        #expect(result.differentPixels > 20, "\(result)")
    }

    /// Moving a filled rounded rectangle by a quarter pixel re-blends only the pixels its
    /// outline crosses; every one of them lies between the flat fill and the flat background,
    /// which are the same in both images. It is turned a little, since raster output puts an
    /// upright box's edges on whole pixels.
    @Test func aShapeMovedByAQuarterPixelIsOnlyAntialiasing() throws {
        func scene(x: Double) -> String {
            ##"{"width": 120, "height": 80, "background": "white", "root": {"type": "view", "children": [{"type": "view", "frame": {"x": \##(x), "y": 20.5, "width": 70, "height": 40}, "cornerRadius": 12, "transform": {"rotate": 5}, "background": "#2563EB"}]}}"##
        }
        let expected = try Self.render(scene(x: 20))
        let actual = try Self.render(scene(x: 20.25))
        let result = ImageComparator().compare(expected: expected, actual: actual)
        #expect(result.verdict == .withinTolerance, "\(result)")
        #expect(result.antialiasedPixels > 0, "\(result)")
        let strict = ImageComparator(strategy: .perceptual(deltaE: 2.3, limit: .pixels(0), ignoresAntialiasing: false)).compare(expected: expected, actual: actual)
        #expect(strict.verdict == .different, "without antialiasing detection the re-blended outline counts: \(strict)")
        #expect(strict.differentPixels == result.antialiasedPixels)
    }

    // MARK: - Antialiasing by hand

    /// A dark area (x < 6) meets a light one (x > 6) in a one-pixel column of mid grey, the
    /// blend an edge at x = 6.5 would leave; `actual` moves the edge a little, so the column
    /// turns a darker grey. By pixelmatch's definition each column pixel is antialiasing: of
    /// its neighbours only the two above and below are as bright as it is (not more than
    /// two), it has a darker neighbour (the dark area) and a brighter one (the light area),
    /// and the dark neighbour has at least three identical neighbours of its own in both
    /// images. The change is far over ΔE 2.3, so only antialiasing detection lets it pass.
    static let darkLightEdge = bitmap(width: 12, height: 10) { x, _ in x < 6 ? opaque(32, 32, 32) : x == 6 ? opaque(128, 128, 128) : opaque(224, 224, 224) }
    static let edgeColumn = (0..<10).map { (x: 6, y: $0) }

    @Test func regreyedEdgePixelsAreAntialiasing() {
        let actual = Self.changing(Self.darkLightEdge, Self.edgeColumn, to: Self.opaque(96, 96, 96))
        let result = ImageComparator().compare(expected: Self.darkLightEdge, actual: actual)
        #expect(result.verdict == .withinTolerance)
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels == 10)
        #expect(result.maximumDifference > 10)
        let strict = ImageComparator(strategy: .perceptual(deltaE: 2.3, limit: .pixels(0), ignoresAntialiasing: false)).compare(expected: Self.darkLightEdge, actual: actual)
        #expect(strict.verdict == .different)
        #expect(strict.differentPixels == 10)
        #expect(strict.antialiasedPixels == 0)
    }

    /// A dot inside a flat area has eight neighbours of one brightness: content, not an edge.
    @Test func aDotInAFlatAreaIsNotAntialiasing() {
        let actual = Self.changing(Self.darkLightEdge, [(x: 2, y: 4)], to: Self.opaque(128, 128, 128))
        let result = ImageComparator().compare(expected: Self.darkLightEdge, actual: actual)
        #expect(result.verdict == .different)
        #expect(result.differentPixels == 1)
        #expect(result.antialiasedPixels == 0)
    }

    /// The same re-greyed column, but the areas either side changed too, into ramps where no
    /// two neighbours are alike: the darkest and brightest neighbours no longer sit in areas
    /// that are flat in both images, so the column is content that changed, not antialiasing.
    @Test func anEdgeBetweenAreasThatChangedIsNotAntialiasing() {
        let actual = Self.bitmap(width: 12, height: 10) { x, y in
            let grey = x < 6 ? 33 + x + 6 * y : x == 6 ? 96 : 160 + (x - 7) + 5 * y
            return Self.opaque(UInt32(grey), UInt32(grey), UInt32(grey))
        }
        let comparator = ImageComparator()
        #expect(comparator.compare(expected: Self.darkLightEdge, actual: actual).verdict == .different)
        let mask = comparator.differenceMask(expected: Self.darkLightEdge, actual: actual)
        for pixel in Self.edgeColumn {
            #expect(mask.pixel(x: pixel.x, y: pixel.y) == RGBA(red: 255, green: 0, blue: 0, alpha: 255), "\(pixel) counts")
        }
    }

    // MARK: - Perceptual threshold

    /// Two flat colour changes either side of ΔE 2.3, with reference values computed by an
    /// independent implementation (colour-science 0.4.7: `sRGB_to_XYZ`, `XYZ_to_Lab` with the
    /// D65 chromaticity, `delta_E(method="CIE 2000")`): rgb(200, 60, 60) → rgb(211, 60, 60)
    /// is ΔE 2.3052, rgb(51, 102, 204) → rgb(51, 108, 204) is ΔE 2.2461. That library's
    /// rounded D65 white differs slightly from the sRGB matrix's own white used here, which
    /// moves these values by less than 0.001.
    @Test func aFlatChangeJustOverTheThresholdFails() {
        let result = ImageComparator().compare(expected: Self.flat(width: 8, height: 8, Self.opaque(200, 60, 60)), actual: Self.flat(width: 8, height: 8, Self.opaque(211, 60, 60)))
        #expect(result.verdict == .different)
        #expect(result.differentPixels == 64)
        #expect(result.antialiasedPixels == 0)
        #expect(abs(result.maximumDifference - 2.3052) < 0.002, "\(result.maximumDifference)")
    }

    @Test func aFlatChangeJustUnderTheThresholdPasses() {
        let result = ImageComparator().compare(expected: Self.flat(width: 8, height: 8, Self.opaque(51, 102, 204)), actual: Self.flat(width: 8, height: 8, Self.opaque(51, 108, 204)))
        #expect(result.verdict == .withinTolerance)
        #expect(result.differentPixels == 0)
        #expect(abs(result.maximumDifference - 2.2461) < 0.002, "\(result.maximumDifference)")
    }

    // MARK: - Transparency

    /// A transparent background and an opaque one look alike over one backdrop — over white
    /// for an opaque white background, over black for an opaque black one — so every
    /// strategy must see through alpha to tell them apart.
    @Test(arguments: strategies, [white, black])
    func aTransparentBackgroundIsNotAnOpaqueOne(_ strategy: ComparisonStrategy, background: UInt32) {
        let result = ImageComparator(strategy: strategy).compare(expected: Self.flat(width: 16, height: 16, Self.transparent), actual: Self.flat(width: 16, height: 16, background))
        #expect(result.verdict == .different, "\(result)")
        #expect(result.differentPixels == 256, "\(result)")
    }

    // MARK: - Threshold and limits

    /// Channels are compared with straight alpha: at alpha 16, premultiplied blue 8 against 9
    /// is straight 128 against 143.
    @Test func thresholdComparesStraightChannels() {
        let result = ImageComparator(strategy: .threshold(channel: 14, limit: .pixels(0))).compare(expected: Self.flat(width: 1, height: 1, 0x1000_0008), actual: Self.flat(width: 1, height: 1, 0x1000_0009))
        #expect(result.verdict == .different)
        #expect(result.maximumDifference == 15)
    }

    @Test func aChannelDifferenceAtTheThresholdIsTolerated() {
        let expected = Self.flat(width: 4, height: 4, Self.opaque(100, 100, 100))
        let actual = Self.flat(width: 4, height: 4, Self.opaque(100, 104, 100))
        let atThreshold = ImageComparator(strategy: .threshold(channel: 4, limit: .pixels(0))).compare(expected: expected, actual: actual)
        #expect(atThreshold.verdict == .withinTolerance)
        #expect(atThreshold.differentPixels == 0)
        #expect(atThreshold.maximumDifference == 4)
        let overThreshold = ImageComparator(strategy: .threshold(channel: 3, limit: .pixels(0))).compare(expected: expected, actual: actual)
        #expect(overThreshold.verdict == .different)
        #expect(overThreshold.differentPixels == 16)
    }

    /// 10 × 10 pixels of which the first `count` along the top rows are changed by 50.
    static func changed(_ count: Int) -> (expected: Bitmap, actual: Bitmap) {
        let expected = flat(width: 10, height: 10, opaque(100, 100, 100))
        return (expected, changing(expected, (0..<count).map { (x: $0 % 10, y: $0 / 10) }, to: opaque(150, 100, 100)))
    }

    @Test func aPixelLimitPassesAtTheLimitAndFailsOnePast() {
        let comparator = ImageComparator(strategy: .threshold(channel: 2, limit: .pixels(7)))
        let atLimit = comparator.compare(expected: Self.changed(7).expected, actual: Self.changed(7).actual)
        #expect(atLimit.verdict == .withinTolerance)
        #expect(atLimit.differentPixels == 7)
        #expect(atLimit.maximumDifference == 50)
        let pastLimit = comparator.compare(expected: Self.changed(8).expected, actual: Self.changed(8).actual)
        #expect(pastLimit.verdict == .different)
        #expect(pastLimit.differentPixels == 8)
    }

    @Test func aRatioLimitPassesAtTheLimitAndFailsOnePast() {
        let comparator = ImageComparator(strategy: .threshold(channel: 2, limit: .ratio(0.07)))
        #expect(comparator.compare(expected: Self.changed(7).expected, actual: Self.changed(7).actual).verdict == .withinTolerance)
        #expect(comparator.compare(expected: Self.changed(8).expected, actual: Self.changed(8).actual).verdict == .different)
        let perceptual = ImageComparator(strategy: .perceptual(deltaE: 2.3, limit: .ratio(0.07), ignoresAntialiasing: true))
        #expect(perceptual.compare(expected: Self.changed(7).expected, actual: Self.changed(7).actual).verdict == .withinTolerance)
        #expect(perceptual.compare(expected: Self.changed(8).expected, actual: Self.changed(8).actual).verdict == .different)
    }

    @Test func exactToleratesNothingAndMeasuresChannels() {
        let result = ImageComparator(strategy: .exact).compare(expected: Self.changed(1).expected, actual: Self.changed(1).actual)
        #expect(result == ImageComparisonResult(strategy: .exact, verdict: .different, differentPixels: 1, antialiasedPixels: 0, totalPixels: 100, maximumDifference: 50))
    }

    // MARK: - Difference images

    @Test func theMaskPaintsEachKindOfPixel() {
        let dotted = Self.changing(Self.darkLightEdge, [(x: 2, y: 4)], to: Self.opaque(128, 128, 128))
        let actual = Self.changing(dotted, Self.edgeColumn, to: Self.opaque(96, 96, 96))
        let mask = ImageComparator().differenceMask(expected: Self.darkLightEdge, actual: actual)
        #expect(mask.width == 12 && mask.height == 10)
        #expect(mask.pixel(x: 2, y: 4) == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(mask.pixel(x: 6, y: 0) == RGBA(red: 255, green: 255, blue: 0, alpha: 255))
        let dark = mask.pixel(x: 0, y: 0)
        let light = mask.pixel(x: 11, y: 0)
        #expect(dark.red == dark.green && dark.green == dark.blue && dark.red >= 192, "agreeing pixels are a light grey: \(dark)")
        #expect(light.red == light.green && light.green == light.blue && light.red > dark.red, "that keeps the picture's lightness order: \(light)")
    }

    @Test func theMaskShowsWhereOnlyOneImageReaches() {
        let mask = ImageComparator().differenceMask(expected: Self.flat(width: 4, height: 2, Self.white), actual: Self.flat(width: 2, height: 3, Self.white))
        #expect(mask.width == 4 && mask.height == 3)
        let magenta = RGBA(red: 255, green: 0, blue: 255, alpha: 255)
        #expect(mask.pixel(x: 3, y: 0) == magenta, "only expected")
        #expect(mask.pixel(x: 1, y: 2) == magenta, "only actual")
        #expect(mask.pixel(x: 3, y: 2) == RGBA(red: 255, green: 255, blue: 255, alpha: 255), "neither")
        #expect(mask.pixel(x: 0, y: 0) != magenta, "both")
    }

    @Test func theDiffImageIsExpectedMaskAndActualSideBySide() {
        let expected = Self.flat(width: 3, height: 2, Self.black)
        let actual = Self.flat(width: 2, height: 3, Self.opaque(0, 0, 255))
        let comparator = ImageComparator()
        let diff = comparator.diffImage(expected: expected, actual: actual)
        let mask = comparator.differenceMask(expected: expected, actual: actual)
        #expect(diff.width == 9 && diff.height == 3)
        for y in 0..<3 {
            for x in 0..<3 {
                let inExpected = x < 3 && y < 2
                let inActual = x < 2 && y < 3
                #expect(diff.pixel(x: x, y: y) == (inExpected ? RGBA(red: 0, green: 0, blue: 0, alpha: 255) : RGBA(red: 255, green: 255, blue: 255, alpha: 255)))
                #expect(diff.pixel(x: 3 + x, y: y) == mask.pixel(x: x, y: y))
                #expect(diff.pixel(x: 6 + x, y: y) == (inActual ? RGBA(red: 0, green: 0, blue: 255, alpha: 255) : RGBA(red: 255, green: 255, blue: 255, alpha: 255)))
            }
        }
    }
}
