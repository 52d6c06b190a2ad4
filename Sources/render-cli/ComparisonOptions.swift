import ImageComparison

/// The flags `diff` and `test` share to choose how images are compared.
///
/// Without any, the comparison is `ComparisonStrategy.standard`: perceptual, ΔE2000 over 2.3
/// on any pixel that is not antialiasing fails. `--delta-e` and the pixel limits adjust the
/// perceptual comparison; `--threshold` switches to per-channel differences and takes the
/// same limits; `--exact` stands alone.
struct ComparisonOptions {
    static let valueOptions = ["--threshold", "--max-pixels", "--max-ratio", "--delta-e"]
    static let flagOptions = ["--perceptual", "--exact"]

    var exact = false
    var perceptual = false
    var channelThreshold: Int?
    var deltaE: Double?
    var maximumPixels: Int?
    var maximumRatio: Double?
    /// The flags as given, normalised, so that a command line repeating the comparison
    /// (the report's "accept" command) can be printed.
    private(set) var arguments: [String] = []

    /// Takes one of the comparison flags; `false` for any other option.
    mutating func apply(_ name: String, _ value: String?) throws(UsageError) -> Bool {
        switch name {
        case "--exact":
            exact = true
        case "--perceptual":
            perceptual = true
        case "--threshold":
            guard let value, let number = Int(value), (0...255).contains(number) else {
                throw UsageError("--threshold expects a whole number of channel units from 0 to 255, received '\(value ?? "")'")
            }
            channelThreshold = number
        case "--delta-e":
            guard let value, let number = Double(value), number.isFinite, number >= 0, number <= 100 else {
                throw UsageError("--delta-e expects a ΔE2000 from 0 to 100, received '\(value ?? "")'")
            }
            deltaE = number
        case "--max-pixels":
            guard let value, let number = Int(value), number >= 0 else {
                throw UsageError("--max-pixels expects a whole number, 0 or more, received '\(value ?? "")'")
            }
            maximumPixels = number
        case "--max-ratio":
            guard let value, let number = Double(value), number.isFinite, number >= 0, number <= 1 else {
                throw UsageError("--max-ratio expects a fraction of the pixels from 0 to 1, received '\(value ?? "")'")
            }
            maximumRatio = number
        default:
            return false
        }
        arguments += [name] + (value.map { [$0] } ?? [])
        return true
    }

    /// The strategy the flags describe.
    /// - Throws: `UsageError` for flags that contradict each other, rather than letting one
    ///   silently win.
    func strategy() throws(UsageError) -> ComparisonStrategy {
        if maximumPixels != nil, maximumRatio != nil {
            throw UsageError("--max-pixels and --max-ratio cannot be used together; give the limit as a count or as a fraction")
        }
        let limit: PixelLimit = maximumRatio.map { .ratio($0) } ?? .pixels(maximumPixels ?? 0)
        if exact {
            if channelThreshold != nil || perceptual || deltaE != nil {
                throw UsageError("--exact cannot be combined with --threshold, --perceptual or --delta-e; choose one way of comparing")
            }
            if maximumPixels != nil || maximumRatio != nil {
                throw UsageError("--exact allows no differing pixel; for a limit use --threshold 0 with --max-pixels or --max-ratio")
            }
            return .exact
        }
        if let channelThreshold {
            if perceptual || deltaE != nil {
                throw UsageError("--threshold compares channels and --perceptual or --delta-e compares colours; choose one")
            }
            return .threshold(channel: channelThreshold, limit: limit)
        }
        // The perceptual defaults are the library's own, so that `--max-pixels 5` alone only
        // changes the limit; were `.standard` ever not perceptual, it is used as it is.
        guard case .perceptual(let standardDeltaE, _, let ignoresAntialiasing) = ComparisonStrategy.standard else {
            return .standard
        }
        return .perceptual(deltaE: deltaE ?? standardDeltaE, limit: limit, ignoresAntialiasing: ignoresAntialiasing)
    }
}
