/// How two images are compared, and how much difference still passes.
public enum ComparisonStrategy: Sendable, Hashable, CustomStringConvertible {
    /// Every pixel equal, bit for bit.
    case exact
    /// A pixel differs when any of its straight-alpha RGBA channels (0–255) differs by more
    /// than `channel`; the images match while the differing pixels stay within `limit`.
    case threshold(channel: Int, limit: PixelLimit)
    /// A pixel differs when its colour difference, CIEDE2000 ΔE over the pixel composited on
    /// white and on black (the larger of the two, so transparency counts), exceeds
    /// `deltaE`. With `ignoresAntialiasing`, a differing pixel that pixelmatch's test judges
    /// to be antialiasing on either side does not count. The images match while the
    /// differing pixels stay within `limit`.
    case perceptual(deltaE: Double, limit: PixelLimit, ignoresAntialiasing: Bool)

    /// What golden tests use unless told otherwise: a difference the eye can just see
    /// (ΔE 2.3) on any pixel that is not antialiasing fails.
    public static let standard = ComparisonStrategy.perceptual(deltaE: 2.3, limit: .pixels(0), ignoresAntialiasing: true)

    /// Names the strategy and its thresholds, for failure messages.
    public var description: String {
        switch self {
        case .exact: "exact"
        case .threshold(let channel, let limit): "threshold (a channel off by more than \(channel), \(limit))"
        case .perceptual(let deltaE, let limit, let ignoresAntialiasing):
            "perceptual (ΔE2000 over \(deltaE), \(limit)\(ignoresAntialiasing ? ", antialiasing ignored" : ""))"
        }
    }
}

/// How many differing pixels still pass.
public enum PixelLimit: Sendable, Hashable, CustomStringConvertible {
    /// At most this many.
    case pixels(Int)
    /// At most this fraction (0…1) of all pixels.
    case ratio(Double)

    public var description: String {
        switch self {
        case .pixels(let count): "at most \(count) differing pixel\(count == 1 ? "" : "s")"
        case .ratio(let ratio): "at most \(ratio * 100)% of pixels differing"
        }
    }
}
