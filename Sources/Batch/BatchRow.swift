import Scene

/// One row of a rows file: the values of one card, or why they could not be read.
public struct BatchRow: Sendable {
    /// The row's number, counting data rows from 1 (a CSV header is not a row).
    public let number: Int
    /// The line of the file the row starts on.
    public let line: Int
    /// The values by column, in the order written.
    public let values: Result<[(column: String, value: RowValue)], RowProblem>

    /// Creates a row.
    public init(number: Int, line: Int, values: Result<[(column: String, value: RowValue)], RowProblem>) {
        self.number = number
        self.line = line
        self.values = values
    }

    /// The value in `column`, when the row has one.
    public func value(of column: String) -> RowValue? {
        guard case .success(let values) = values else { return nil }
        return values.first { $0.column == column }?.value
    }
}

/// One cell: CSV text, read by the parameter's type, or a JSON value, checked as it is.
public enum RowValue: Sendable, Equatable {
    case text(String)
    case json(JSONValue)

    /// Whether the cell stands for "no value", so that the parameter's default applies: an
    /// empty CSV cell, or JSON `null`.
    public var isEmpty: Bool {
        switch self {
        case .text(let text): text.isEmpty
        case .json(let value): value.kind == .null
        }
    }

    /// The cell as an output name's pattern uses it, or `nil` for an array or an object.
    public var nameText: String? {
        switch self {
        case .text(let text): return text
        case .json(let value):
            switch value.kind {
            case .string(let text): return text
            case .number, .bool: return value.summary
            case .null: return ""
            case .array, .object: return nil
            }
        }
    }
}
