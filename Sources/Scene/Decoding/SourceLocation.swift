/// A place in a JSON text: 1-based line and column, counting columns in Unicode scalars.
public struct SourceLocation: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
