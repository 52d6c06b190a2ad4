/// What one golden check came to. Only `passed` is a success: a check that records a
/// reference fails too, so a reference is never written and trusted in the same run.
public enum GoldenOutcome: Sendable, Equatable {
    /// The output matches its reference; the result says how closely (`nil` for text).
    case passed(ImageComparisonResult?)
    /// A reference was written; the message says which and why.
    case recorded(String)
    /// The output does not match, or could not be compared; the message says why and
    /// where to look.
    case failed(String)

    /// The message a test failure shows, or `nil` when the check passed.
    public var failureMessage: String? {
        switch self {
        case .passed: nil
        case .recorded(let message), .failed(let message): message
        }
    }
}
