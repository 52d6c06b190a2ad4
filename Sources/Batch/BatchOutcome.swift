import Scene

/// What happened to one row.
public struct BatchOutcome: Sendable {
    public enum Status: Sendable {
        case rendered(warnings: [SceneWarning])
        /// Its file existed already, and the batch does not replace files.
        case skipped
        /// Why the row has no file: the error, as the command line prints it.
        case failed(String)
    }

    /// The row's number, counting data rows from 1.
    public let row: Int
    /// The line of the rows file the row starts on.
    public let line: Int
    /// The file's name, when the row has one.
    public let name: String?
    public let status: Status
}

/// How many rows rendered, failed and were skipped.
public struct BatchSummary: Sendable, Equatable, CustomStringConvertible {
    public var rendered = 0
    public var failed = 0
    public var skipped = 0

    /// Counts given outright.
    public init(rendered: Int = 0, failed: Int = 0, skipped: Int = 0) {
        self.rendered = rendered
        self.failed = failed
        self.skipped = skipped
    }

    mutating func count(_ outcome: BatchOutcome) {
        switch outcome.status {
        case .rendered: rendered += 1
        case .skipped: skipped += 1
        case .failed: failed += 1
        }
    }

    /// `N rendered, M failed`, then `, K skipped` when rows were skipped.
    public var description: String {
        "\(rendered) rendered, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
    }
}
