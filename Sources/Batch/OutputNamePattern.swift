import Scene

/// How each row's output file is named: `--name "{slug}.png"`. `{column}` is the row's value
/// in that column, `{row}` its number (unless a column is called `row`), and `{{` and `}}`
/// are literal braces.
///
/// A name must stay a plain file inside the output folder: no `/`, no NUL, not `.` or `..`,
/// not hidden (starting with `.`), and at most 255 bytes.
public struct OutputNamePattern: Sendable, Equatable {
    enum Part: Sendable, Equatable {
        case literal(String)
        case column(String)
    }

    /// The pattern as given.
    public let text: String
    let parts: [Part]

    /// The default: `{row}.png`.
    public static let standard = try! OutputNamePattern("{row}.png")

    /// Parses a pattern.
    /// - Throws: `BatchError` for a stray brace, an empty `{}` or a `/`.
    public init(_ text: String) throws(BatchError) {
        self.text = text
        var parts: [Part] = []
        var literal = ""
        var characters = text[...]
        while let character = characters.popFirst() {
            switch character {
            case "{" where characters.first == "{", "}" where characters.first == "}":
                characters.removeFirst()
                literal.append(character)
            case "{":
                guard let close = characters.firstIndex(of: "}") else { throw BatchError("--name '\(text)': an unclosed '{'; write '{{' for a literal brace") }
                let column = String(characters[..<close])
                guard !column.isEmpty, !column.contains("{") else { throw BatchError("--name '\(text)': '{' must be followed by a column name and '}'") }
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                parts.append(.column(column))
                characters = characters[characters.index(after: close)...]
            case "}":
                throw BatchError("--name '\(text)': a lone '}'; write '}}' for a literal brace")
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        guard !parts.contains(where: { if case .literal(let text) = $0 { text.contains("/") || text.contains("\0") } else { false } }) else {
            throw BatchError("--name '\(text)': a name is a file directly inside the output folder, so it may not contain '/'")
        }
        guard !parts.isEmpty else { throw BatchError("--name needs a pattern such as '{slug}.png'") }
        self.parts = parts
    }

    /// The columns the pattern reads, in order.
    public var columns: [String] {
        parts.compactMap { if case .column(let name) = $0 { name } else { nil } }
    }

    /// Refuses a pattern naming a column the rows do not have.
    public func check(against columns: [String]) throws(BatchError) {
        for name in self.columns where name != "row" && !columns.contains(name) {
            var message = "--name '\(text)' uses {\(name)}, but the rows have no column \(name.clippedName.jsonQuoted)"
            if let suggestion = NearestKey.suggestion(for: name, among: columns) { message += "; did you mean {\(suggestion)}?" }
            throw BatchError(message + (columns.isEmpty ? "" : " Columns: " + columns.joined(separator: ", ")))
        }
    }

    /// The file name for `row`, or why the row cannot have one.
    public func name(for row: BatchRow) -> Result<String, RowProblem> {
        if case .failure(let problem) = row.values { return .failure(problem) }
        var name = ""
        for part in parts {
            switch part {
            case .literal(let text): name += text
            case .column(let column):
                if let value = row.value(of: column) {
                    guard let text = value.nameText else { return .failure(RowProblem("the value in \(column.clippedName.jsonQuoted) is not text or a number, so --name cannot use it")) }
                    guard !text.contains("/"), !text.contains("\0") else {
                        return .failure(RowProblem("the value in \(column.clippedName.jsonQuoted), \(text.clippedName.jsonQuoted), holds '/' or NUL, which a file name inside the output folder cannot"))
                    }
                    name += text
                } else if column == "row" {
                    name += String(row.number)
                } else {
                    return .failure(RowProblem("the row has no value in \(column.clippedName.jsonQuoted), which --name uses"))
                }
            }
        }
        return Self.check(name)
    }

    /// A name that stays a plain, visible file inside the output folder.
    static func check(_ name: String) -> Result<String, RowProblem> {
        guard !name.isEmpty, name != ".", name != ".." else { return .failure(RowProblem("--name makes the name \(name.jsonQuoted), which is not a file name")) }
        guard !name.hasPrefix(".") else { return .failure(RowProblem("--name makes the hidden name \(name.clippedName.jsonQuoted); names may not start with '.'")) }
        guard name.utf8.count <= 255 else { return .failure(RowProblem("--name makes a name of \(name.utf8.count) bytes; file names may have at most 255")) }
        return .success(name)
    }
}
