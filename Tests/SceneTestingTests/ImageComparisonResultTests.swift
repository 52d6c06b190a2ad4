import SceneTesting
import Testing

/// The one-line summaries failure messages are made of.
struct ImageComparisonResultTests {
    @Test func summaryNamesTheStrategyTheCountsAndTheLargestDifference() {
        let result = ImageComparisonResult(strategy: .standard, verdict: .different, differentPixels: 42, antialiasedPixels: 7, totalPixels: 10_000, maximumDifference: 12.345)
        #expect(result.description == "perceptual (ΔE2000 over 2.3, at most 0 differing pixels, antialiasing ignored): 42 of 10000 pixels differ (0.42%), largest ΔE2000 12.35, 7 more judged antialiasing")
        #expect(!result.matches)
        #expect(result.differentRatio == 0.0042)
    }

    @Test func sizeMismatchIsReportedAsSuch() {
        let result = ImageComparisonResult(strategy: .exact, verdict: .sizeMismatch(expected: PixelSize(width: 10, height: 20), actual: PixelSize(width: 10, height: 21)),
                                      differentPixels: 0, antialiasedPixels: 0, totalPixels: 0, maximumDifference: 0)
        #expect(result.description == "the sizes differ: expected 10×20, actual 10×21")
        #expect(!result.matches)
    }
}
