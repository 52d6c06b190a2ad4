import Rendering

/// Compares a rendered image with its reference under a `ComparisonStrategy`, and draws what
/// differs.
///
/// Images of different sizes are not compared pixel by pixel: the verdict is `.sizeMismatch`
/// with every count 0. Two images of the same size with no pixels at all (0×0 against 0×0)
/// are identical, since nothing in them can differ; an empty image against a non-empty one is
/// a size mismatch like any other.
public struct ImageComparator: Sendable {
    public var strategy: ComparisonStrategy

    /// Creates a comparator; by default, a difference the eye can see on any pixel that is not
    /// antialiasing fails.
    public init(strategy: ComparisonStrategy = .standard) {
        self.strategy = strategy
    }

    /// Compares `actual` against the reference `expected`.
    public func compare(expected: Bitmap, actual: Bitmap) -> ImageComparisonResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            let verdict = ImageComparisonResult.Verdict.sizeMismatch(expected: PixelSize(width: expected.width, height: expected.height),
                                                                actual: PixelSize(width: actual.width, height: actual.height))
            return ImageComparisonResult(strategy: strategy, verdict: verdict, differentPixels: 0, antialiasedPixels: 0, totalPixels: 0, maximumDifference: 0)
        }
        let total = expected.width * expected.height
        if expected.premultipliedARGB == actual.premultipliedARGB {
            return ImageComparisonResult(strategy: strategy, verdict: .identical, differentPixels: 0, antialiasedPixels: 0, totalPixels: total, maximumDifference: 0)
        }
        var counted = 0
        var antialiased = 0
        var largest = 0.0
        PixelJudge(strategy: strategy, expected: expected, actual: actual).forEachDifference { _, _, judgement, difference in
            largest = max(largest, difference)
            switch judgement {
            case .counted: counted += 1
            case .antialiased: antialiased += 1
            case .tolerated: break
            }
        }
        let verdict: ImageComparisonResult.Verdict = allows(counted, of: total) ? .withinTolerance : .different
        return ImageComparisonResult(strategy: strategy, verdict: verdict, differentPixels: counted, antialiasedPixels: antialiased, totalPixels: total, maximumDifference: largest)
    }

    /// Three panels side by side: expected | difference mask | actual (sizes may differ;
    /// top-aligned). Each panel is as wide as the wider image; what an image does not cover
    /// stays white.
    public func diffImage(expected: Bitmap, actual: Bitmap) -> Bitmap {
        let mask = differenceMask(expected: expected, actual: actual)
        let panelWidth = mask.width
        let width = panelWidth * 3
        var pixels = [UInt32](repeating: MaskColor.uncovered, count: width * mask.height)
        for (bitmap, column) in [(expected, 0), (mask, panelWidth), (actual, panelWidth * 2)] {
            for y in 0..<bitmap.height {
                let source = y * bitmap.width
                let target = y * width + column
                pixels.replaceSubrange(target..<target + bitmap.width, with: bitmap.premultipliedARGB[source..<source + bitmap.width])
            }
        }
        return Bitmap(width: width, height: mask.height, premultipliedARGB: pixels)
    }

    /// The mask alone, the size of the larger image: counted differences in red, antialiasing
    /// in yellow, agreeing pixels as a faded grey copy of expected, and areas only one image
    /// covers in magenta.
    ///
    /// Pixels that differ within the strategy's tolerance count as agreeing. When the sizes
    /// differ, the region both images cover is still judged pixel by pixel (its edges taken as
    /// the image edges for antialiasing), so a mismatch shows where the content moved too; what
    /// neither covers stays white.
    public func differenceMask(expected: Bitmap, actual: Bitmap) -> Bitmap {
        let width = max(expected.width, actual.width)
        let height = max(expected.height, actual.height)
        var pixels = [UInt32](repeating: MaskColor.uncovered, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let inExpected = x < expected.width && y < expected.height
                let inActual = x < actual.width && y < actual.height
                if inExpected && inActual {
                    pixels[y * width + x] = MaskColor.faded(expected.premultipliedARGB[y * expected.width + x])
                } else if inExpected || inActual {
                    pixels[y * width + x] = MaskColor.onlyOne
                }
            }
        }
        PixelJudge(strategy: strategy, expected: expected, actual: actual).forEachDifference { x, y, judgement, _ in
            switch judgement {
            case .counted: pixels[y * width + x] = MaskColor.counted
            case .antialiased: pixels[y * width + x] = MaskColor.antialiased
            case .tolerated: break
            }
        }
        return Bitmap(width: width, height: height, premultipliedARGB: pixels)
    }

    /// Whether `count` counted differences out of `total` pixels pass; `exact` tolerates none.
    private func allows(_ count: Int, of total: Int) -> Bool {
        switch strategy {
        case .exact:
            count == 0
        case .threshold(_, let limit), .perceptual(_, let limit, _):
            switch limit {
            case .pixels(let maximum): count <= maximum
            // Dividing gives the same correctly rounded double as a ratio written as that
            // fraction, so a limit of exactly 1% passes exactly 1% of the pixels.
            case .ratio(let ratio): total == 0 || Double(count) / Double(total) <= ratio
            }
        }
    }
}

/// The colours of the difference mask, premultiplied ARGB and opaque.
private enum MaskColor {
    static let counted: UInt32 = 0xFFFF_0000
    static let antialiased: UInt32 = 0xFFFF_FF00
    static let onlyOne: UInt32 = 0xFFFF_00FF
    static let uncovered: UInt32 = 0xFFFF_FFFF

    /// A grey as light as the pixel over white, squeezed into the top quarter of the range so
    /// red and yellow stand out while the picture stays recognisable.
    static func faded(_ word: UInt32) -> UInt32 {
        let grey = UInt32(192 + PixelJudge.brightness(word) / 4000)
        return 0xFF00_0000 | grey << 16 | grey << 8 | grey
    }
}
