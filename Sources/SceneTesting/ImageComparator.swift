import Rendering

/// Compares two bitmaps in the spirit of pixelmatch: identical pixels pass at once; otherwise a
/// pixel differs when any channel (premultiplied) differs by more than `channelTolerance`, and
/// the images match while no more than `maximumDifferingPixels` differ.
public struct ImageComparator: Sendable {
    public var channelTolerance: Int
    public var maximumDifferingPixels: Int

    /// Creates a comparator; the defaults absorb antialiasing noise, not visible change.
    public init(channelTolerance: Int = 2, maximumDifferingPixels: Int = 0) {
        self.channelTolerance = channelTolerance
        self.maximumDifferingPixels = maximumDifferingPixels
    }

    /// The verdict of one comparison.
    public enum Outcome: Sendable, Equatable {
        case identical
        /// Differences within tolerance.
        case similar(differingPixels: Int, largestChannelDifference: Int)
        case different(differingPixels: Int, largestChannelDifference: Int)
        /// Nothing can be compared: the sizes differ.
        case sizeMismatch(expected: String, actual: String)

        /// Whether the images count as the same.
        public var matches: Bool {
            switch self {
            case .identical, .similar: true
            case .different, .sizeMismatch: false
            }
        }
    }

    /// Compares `actual` against the reference `expected`.
    public func compare(expected: Bitmap, actual: Bitmap) -> Outcome {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeMismatch(expected: "\(expected.width)×\(expected.height)", actual: "\(actual.width)×\(actual.height)")
        }
        if expected.premultipliedARGB == actual.premultipliedARGB { return .identical }
        var differing = 0
        var largest = 0
        for (left, right) in zip(expected.premultipliedARGB, actual.premultipliedARGB) where left != right {
            let difference = Self.channelDifference(left, right)
            largest = max(largest, difference)
            if difference > channelTolerance { differing += 1 }
        }
        return differing <= maximumDifferingPixels
            ? .similar(differingPixels: differing, largestChannelDifference: largest)
            : .different(differingPixels: differing, largestChannelDifference: largest)
    }

    /// The largest difference between corresponding channels of two pixels.
    static func channelDifference(_ left: UInt32, _ right: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let a = Int((left >> UInt32(shift)) & 0xFF)
            let b = Int((right >> UInt32(shift)) & 0xFF)
            largest = max(largest, abs(a - b))
        }
        return largest
    }

    /// Three panels side by side: expected, a mask of differing pixels in red over a faded
    /// copy of the expected image, and actual. Sizes may differ; panels are top-aligned.
    public func diffImage(expected: Bitmap, actual: Bitmap) -> Bitmap {
        let panelWidth = max(expected.width, actual.width)
        let height = max(expected.height, actual.height)
        let width = panelWidth * 3
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        func place(_ bitmap: Bitmap, at column: Int) {
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width {
                    pixels[y * width + column + x] = bitmap.premultipliedARGB[y * bitmap.width + x]
                }
            }
        }
        place(expected, at: 0)
        place(actual, at: panelWidth * 2)
        for y in 0..<height {
            for x in 0..<panelWidth {
                let inExpected = x < expected.width && y < expected.height
                let inActual = x < actual.width && y < actual.height
                var mark: UInt32 = 0xFFF0_F0F0
                if inExpected && inActual {
                    let left = expected.premultipliedARGB[y * expected.width + x]
                    let right = actual.premultipliedARGB[y * actual.width + x]
                    if Self.channelDifference(left, right) > channelTolerance {
                        mark = 0xFFFF_0000
                    } else {
                        let gray = UInt32(200 + Self.luminance(left) * 55 / 255)
                        mark = 0xFF00_0000 | gray << 16 | gray << 8 | gray
                    }
                } else if inExpected != inActual {
                    mark = 0xFFFF_0000
                }
                pixels[y * width + panelWidth + x] = mark
            }
        }
        return Bitmap(width: width, height: height, premultipliedARGB: pixels)
    }

    private static func luminance(_ pixel: UInt32) -> UInt32 {
        let red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
        return (red * 54 + green * 183 + blue * 19) >> 8
    }
}
