import Files
import FoundationEssentials
import Glibc
import Scene

/// The rows of a batch, read from a CSV file (with a header row naming the columns) or a
/// JSON Lines file (one object a line). Each row keeps its number and line, so a bad one is
/// reported where it is and the others still render.
public struct RowsFile: Sendable {
    /// The file's name as given, for messages.
    public let file: String
    /// The columns: a CSV file's header, or every key a JSON Lines file uses, in the order
    /// they first appear.
    public let columns: [String]
    public let rows: [BatchRow]

    /// Larger files are refused before reading.
    public static let maximumBytes = 256 << 20
    /// More rows than this are refused; split the file.
    public static let maximumRows = 1_000_000

    /// The layouts a rows file may have, told apart by its extension.
    public enum Format: String, Sendable {
        case csv
        case jsonLines = "jsonl"

        /// The format a file name's extension names: `.csv`, `.jsonl` or `.ndjson`.
        public init?(fileName: String) {
            switch fileName.pathExtension.lowercased() {
            case "csv": self = .csv
            case "jsonl", "ndjson": self = .jsonLines
            default: return nil
            }
        }
    }

    /// Creates rows directly, as a Swift caller with its own data does.
    public init(file: String, columns: [String], rows: [BatchRow]) {
        self.file = file
        self.columns = columns
        self.rows = rows
    }

    /// Reads a rows file.
    /// - Throws: `BatchError` when the file cannot be read or its header is unusable; a
    ///   bad row is kept as a row with a problem instead.
    public static func read(_ path: String, format: Format? = nil) throws(BatchError) -> RowsFile {
        guard let format = format ?? Format(fileName: path) else {
            throw BatchError("cannot tell the rows' format from '\(path)'; name it .csv (with a header row) or .jsonl (one JSON object a line)")
        }
        let bytes = try contents(of: path)
        switch format {
        case .csv: return try csv(bytes, file: path)
        case .jsonLines: return try jsonLines(bytes, file: path)
        }
    }

    /// Parses CSV bytes; the first record names the columns.
    public static func csv(_ bytes: [UInt8], file: String) throws(BatchError) -> RowsFile {
        var reader = CSVReader(bytes: bytes)
        guard let header = reader.next() else {
            throw BatchError("\(file): the file is empty; its first line must name the columns")
        }
        let columns: [String]
        switch header.fields {
        case .success(let names): columns = names
        case .failure(let problem): throw BatchError("\(file):\(header.line): the header row cannot be read: \(problem)")
        }
        for (index, name) in columns.enumerated() {
            guard !name.isEmpty else { throw BatchError("\(file):\(header.line): column \(index + 1) of the header has no name") }
            if columns[..<index].contains(name) {
                throw BatchError("\(file):\(header.line): the column \(name.clippedName.jsonQuoted) is named twice in the header")
            }
        }
        var rows: [BatchRow] = []
        while let record = reader.next() {
            try checkCount(rows.count, file: file)
            let values = record.fields.flatMap { fields -> Result<[(column: String, value: RowValue)], RowProblem> in
                guard fields.count == columns.count else {
                    return .failure(RowProblem("the row has \(fields.count) field\(fields.count == 1 ? "" : "s"), but the header names \(columns.count) columns"))
                }
                return .success(zip(columns, fields).map { ($0, RowValue.text($1)) })
            }
            rows.append(BatchRow(number: rows.count + 1, line: record.line, values: values))
        }
        return RowsFile(file: file, columns: columns, rows: rows)
    }

    /// Parses JSON Lines bytes: every line that is not blank is one row's object.
    public static func jsonLines(_ bytes: [UInt8], file: String) throws(BatchError) -> RowsFile {
        var columns: [String] = []
        var known: Set<String> = []
        var rows: [BatchRow] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 0
        while start < bytes.count {
            line += 1
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { start = end + 1 }
            let text = bytes[start..<end]
            guard text.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
            try checkCount(rows.count, file: file)
            let values: Result<[(column: String, value: RowValue)], RowProblem>
            do throws(SceneError) {
                let object = try JSONParser(maximumDepth: 64).parse(Array(text))
                guard case .object(let members) = object.kind else {
                    throw SceneError(location: object.location, path: JSONPath(), message: "expected an object of values such as {\"title\": \"Hello\"}, received \(object.summary)")
                }
                for member in members where known.insert(member.key).inserted { columns.append(member.key) }
                values = .success(members.map { ($0.key, RowValue.json(JSONValue($0.value.kind, location: $0.value.location.map { SourceLocation(line: line, column: $0.column) }))) })
            } catch {
                let column = error.location.map { ":\($0.column)" } ?? ""
                let path = error.path.components.isEmpty ? "" : "\(error.path): "
                values = .failure(RowProblem("\(file):\(line)\(column): \(path)\(error.message)"))
            }
            rows.append(BatchRow(number: rows.count + 1, line: line, values: values))
        }
        return RowsFile(file: file, columns: columns, rows: rows)
    }

    private static func checkCount(_ count: Int, file: String) throws(BatchError) {
        guard count < maximumRows else {
            throw BatchError("\(file) has more than \(maximumRows) rows; split it into several files")
        }
    }

    /// A regular file's bytes, refusing FIFOs, devices and files beyond `maximumBytes`.
    private static func contents(of path: String) throws(BatchError) -> [UInt8] {
        do {
            return Array(try RegularFile.read(path, maximumBytes: maximumBytes, kind: "rows files"))
        } catch {
            throw BatchError("cannot read '\(path)': \(error.reason)")
        }
    }
}

/// Why a batch cannot start: a file it cannot read, a pattern or shard it cannot use, two
/// rows naming one file.
public struct BatchError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    /// Creates an error with the words the user reads.
    public init(_ description: String) {
        self.description = description
    }
}

extension String {
    /// A name from data, shortened for a message.
    var clippedName: String {
        count > 64 ? String(prefix(64)) + "…" : self
    }
}
