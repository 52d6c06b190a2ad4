import Foundation

/// When a golden test writes its reference image, chosen with `SCENE_GOLDEN_RECORD`.
///
/// A run that records still fails, saying "recorded, re-run", so a reference is never
/// created and trusted in the same run. CI uses `never`, the default.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
    /// Record references that do not exist yet.
    case missing
    /// Record references that do not exist or do not match.
    case failed
    /// Record every reference.
    case all
    /// Record nothing: a missing reference is a failure.
    case never

    /// The mode named by `SCENE_GOLDEN_RECORD`, or `never` when unset.
    /// - Throws: `GoldenError.badRecordMode` for an unknown value, rather than guessing.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> GoldenRecordMode {
        guard let value = environment["SCENE_GOLDEN_RECORD"], !value.isEmpty else { return .never }
        guard let mode = GoldenRecordMode(rawValue: value) else { throw GoldenError.badRecordMode(value) }
        return mode
    }
}
