/// What a comparison found.
public struct ImageComparisonResult: Sendable, Hashable, CustomStringConvertible {
    public var strategy: ComparisonStrategy
    public var verdict: Verdict
    /// Pixels that count as different (antialiasing left out when the strategy ignores it).
    public var differentPixels: Int
    /// Differing pixels judged to be antialiasing and not counted.
    public var antialiasedPixels: Int
    /// Pixels compared: width × height of the expected image (0 for a size mismatch).
    public var totalPixels: Int
    /// The largest difference of any pixel: channel units (0–255) for `exact` and
    /// `threshold`, ΔE2000 for `perceptual`.
    public var maximumDifference: Double

    /// Creates a result.
    public init(strategy: ComparisonStrategy, verdict: Verdict, differentPixels: Int, antialiasedPixels: Int, totalPixels: Int, maximumDifference: Double) {
        self.strategy = strategy
        self.verdict = verdict
        self.differentPixels = differentPixels
        self.antialiasedPixels = antialiasedPixels
        self.totalPixels = totalPixels
        self.maximumDifference = maximumDifference
    }

    /// The verdict of one comparison.
    public enum Verdict: Sendable, Hashable {
        /// Bit for bit the same.
        case identical
        /// Different, within the strategy's tolerance.
        case withinTolerance
        case different
        /// Nothing can be compared: the sizes differ.
        case sizeMismatch(expected: PixelSize, actual: PixelSize)
    }

    /// Whether the images count as the same.
    public var matches: Bool {
        switch verdict {
        case .identical, .withinTolerance: true
        case .different, .sizeMismatch: false
        }
    }

    /// The share of pixels that count as different, 0…1.
    public var differentRatio: Double {
        totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels)
    }

    /// One line with the strategy, the counts and the largest difference.
    public var description: String {
        if case .sizeMismatch(let expected, let actual) = verdict {
            return "the sizes differ: expected \(expected), actual \(actual)"
        }
        let unit = if case .perceptual = strategy { "ΔE2000" } else { "channel difference" }
        let percent = (differentRatio * 10_000).rounded() / 100
        var line = "\(strategy): \(differentPixels) of \(totalPixels) pixels differ (\(percent)%), largest \(unit) \(Self.format(maximumDifference))"
        if antialiasedPixels > 0 { line += ", \(antialiasedPixels) more judged antialiasing" }
        return line
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 100).rounded() / 100)
    }
}

/// An image's size in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }
}
