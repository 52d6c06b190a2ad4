/// Reads CSV as RFC 4180 defines it: fields separated by commas, records by CRLF (a bare LF
/// is accepted too), fields that hold commas, quotes or line breaks quoted with `"`, and a
/// quote inside a quoted field doubled.
///
/// A record is read whole before the next starts, so a broken one (an unclosed quote, a
/// quote in the middle of a bare field) is reported with its line and does not stop the rest.
struct CSVReader {
    /// One record: its fields, or why it could not be read, and the line it starts on.
    struct Record {
        var line: Int
        var fields: Result<[String], RowProblem>
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The next record, skipping lines that are wholly empty, or `nil` at the end.
    mutating func next() -> Record? {
        while index < bytes.count, bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
            consumeLineBreak()
        }
        guard index < bytes.count else { return nil }
        let start = line
        var fields: [String] = []
        var problem: RowProblem?
        while true {
            switch readField() {
            case .success(let field): fields.append(field)
            case .failure(let failure): problem = problem ?? failure
            }
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            consumeLineBreak()
            break
        }
        return Record(line: start, fields: problem.map { .failure($0) } ?? .success(fields))
    }

    /// Reads one field and leaves the index on the comma or line break after it. A broken
    /// field is read to its end all the same, so the next record starts where it should.
    private mutating func readField() -> Result<String, RowProblem> {
        var field: [UInt8] = []
        var problem: RowProblem?
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            let openedOn = line
            index += 1
            var closed = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 2
                        continue
                    }
                    index += 1
                    closed = true
                    break
                }
                if byte == UInt8(ascii: "\n") { line += 1 }
                field.append(byte)
                index += 1
            }
            if !closed {
                problem = RowProblem("the quoted field opened on line \(openedOn) is never closed")
            } else if index < bytes.count, !isFieldEnd(bytes[index]) {
                problem = RowProblem("a quoted field must end at a comma or the end of its line; a quote inside it is written \"\"")
                while index < bytes.count, !isFieldEnd(bytes[index]) { index += 1 }
            }
        } else {
            while index < bytes.count, !isFieldEnd(bytes[index]) {
                if bytes[index] == UInt8(ascii: "\"") {
                    problem = problem ?? RowProblem("a quote inside a field that does not start with one; quote the whole field and double the quote")
                }
                field.append(bytes[index])
                index += 1
            }
        }
        if let problem { return .failure(problem) }
        guard let text = String(validating: field, as: UTF8.self) else {
            return .failure(RowProblem("a field is not valid UTF-8"))
        }
        return .success(text)
    }

    private func isFieldEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Steps over CRLF, LF or a lone CR.
    private mutating func consumeLineBreak() {
        guard index < bytes.count else { return }
        if bytes[index] == UInt8(ascii: "\r") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        } else if bytes[index] == UInt8(ascii: "\n") {
            index += 1
        }
        line += 1
    }
}

/// Why one row of a rows file cannot be rendered.
public struct RowProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
