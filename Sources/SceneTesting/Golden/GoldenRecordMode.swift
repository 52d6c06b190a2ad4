import Foundation

/// When a golden check writes its reference, chosen per call or with `SCENE_GOLDEN_RECORD`.
///
/// A check that records still fails, saying what it recorded, so a reference is never
/// created and trusted in the same run.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
    /// Record references that do not exist yet.
    case missing
    /// Record references that do not exist or do not match.
    case failed
    /// Record every reference.
    case all
    /// Record nothing: a missing reference is a failure.
    case never

    /// The mode named by `SCENE_GOLDEN_RECORD`; when it is unset, `never` on a CI machine
    /// (`CI` set, as every CI service does) and `missing` elsewhere, so a new test records
    /// its reference on the author's machine and can never pass unseen on CI.
    /// - Throws: `GoldenModeError` for an unknown value, rather than guessing.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(GoldenModeError) -> GoldenRecordMode {
        if let value = environment["SCENE_GOLDEN_RECORD"], !value.isEmpty {
            guard let mode = GoldenRecordMode(rawValue: value) else { throw GoldenModeError(value: value) }
            return mode
        }
        let ci = environment["CI"]?.lowercased() ?? ""
        return ci.isEmpty || ci == "false" || ci == "0" ? .missing : .never
    }
}

/// `SCENE_GOLDEN_RECORD` holds something that is not a record mode.
public struct GoldenModeError: Error, Sendable, CustomStringConvertible {
    public let value: String

    public var description: String {
        "SCENE_GOLDEN_RECORD is \(value.debugDescription); allowed: " + GoldenRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
