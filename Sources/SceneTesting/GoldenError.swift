/// Why a golden check failed. Every failure says what to look at or what to do.
public enum GoldenError: Error, Sendable, CustomStringConvertible {
    case badRecordMode(String)
    case missingReference(case: String, reference: String)
    case recorded(case: String, reference: String)
    case unreadableReference(case: String, reference: String, reason: String)
    case mismatch(case: String, outcome: ComparisonResult, actual: String, diff: String)

    public var description: String {
        switch self {
        case .badRecordMode(let value):
            "SCENE_GOLDEN_RECORD is \(value.debugDescription); allowed: " + GoldenRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        case .missingReference(let name, let reference):
            "\(name): no reference image at \(reference); record it with SCENE_GOLDEN_RECORD=missing, then look at it before committing"
        case .recorded(let name, let reference):
            "\(name): recorded \(reference); look at it, then re-run"
        case .unreadableReference(let name, let reference, let reason):
            "\(name): cannot read the reference \(reference): \(reason)"
        case .mismatch(let name, let outcome, let actual, let diff):
            "\(name): does not match its reference (\(outcome)); actual: \(actual), diff: \(diff)"
        }
    }
}
