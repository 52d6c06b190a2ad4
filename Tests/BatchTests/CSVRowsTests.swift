import Batch
import Scene
import Testing

/// RFC 4180 as the rows file reads it: quoting, line breaks inside fields, CRLF, and the bad
/// records that become bad rows without stopping the others.
struct CSVRowsTests {
    private func rows(_ text: String) throws -> RowsFile {
        try RowsFile.csv(Array(text.utf8), file: "rows.csv")
    }

    private func cells(_ row: BatchRow) -> [String]? {
        guard case .success(let values) = row.values else { return nil }
        return values.map { if case .text(let text) = $0.value { text } else { "?" } }
    }

    private func problem(_ row: BatchRow) -> String? {
        guard case .failure(let problem) = row.values else { return nil }
        return problem.description
    }

    @Test func quotedFieldsHoldCommasQuotesAndLineBreaks() throws {
        let file = try rows("slug,title\r\na,\"One, two\"\r\nb,\"Say \"\"hi\"\"\"\r\nc,\"Two\r\nlines\"\r\n")
        #expect(file.columns == ["slug", "title"])
        #expect(file.rows.map(cells) == [["a", "One, two"], ["b", "Say \"hi\""], ["c", "Two\r\nlines"]])
        #expect(file.rows.map(\.line) == [2, 3, 4])
        #expect(file.rows.map(\.number) == [1, 2, 3])
    }

    @Test func bareLineFeedsBlankLinesAndAByteOrderMarkAreAccepted() throws {
        let file = try rows("\u{FEFF}a,b\n1,2\n\n3,\n")
        #expect(file.columns == ["a", "b"])
        #expect(file.rows.map(cells) == [["1", "2"], ["3", ""]])
        #expect(file.rows.map(\.line) == [2, 4])
    }

    @Test func aLastRecordWithoutALineBreakIsRead() throws {
        #expect(try rows("a\nx").rows.map(cells) == [["x"]])
    }

    @Test func raggedRowsAreBadRowsAndTheRestAreRead() throws {
        let file = try rows("a,b\n1,2\n3\n4,5,6\n7,8\n")
        #expect(file.rows.map(problem) == [nil, "the row has 1 field, but the header names 2 columns", "the row has 3 fields, but the header names 2 columns", nil])
        #expect(cells(file.rows[3]) == ["7", "8"])
    }

    @Test func brokenQuotingIsABadRow() throws {
        let file = try rows("a,b\nx\"y,1\n\"ok\"z,2\n3,4\n\"never closed,5\n")
        #expect(problem(file.rows[0]) == "a quote inside a field that does not start with one; quote the whole field and double the quote")
        #expect(problem(file.rows[1]) == "a quoted field must end at a comma or the end of its line; a quote inside it is written \"\"")
        #expect(cells(file.rows[2]) == ["3", "4"])
        #expect(problem(file.rows[3]) == "the quoted field opened on line 5 is never closed")
    }

    @Test func invalidUTF8IsABadRow() throws {
        let file = try RowsFile.csv(Array("a\n".utf8) + [0xFF, 0x0A] + Array("ok\n".utf8), file: "rows.csv")
        #expect(problem(file.rows[0]) == "a field is not valid UTF-8")
        #expect(cells(file.rows[1]) == ["ok"])
    }

    @Test func unusableHeadersStopTheBatch() {
        #expect(throws: BatchError("rows.csv: the file is empty; its first line must name the columns")) { try rows("") }
        #expect(throws: BatchError("rows.csv:1: the column \"a\" is named twice in the header")) { try rows("a,b,a\n1,2,3\n") }
        #expect(throws: BatchError("rows.csv:1: column 2 of the header has no name")) { try rows("a,,c\n") }
        #expect(throws: BatchError("rows.csv:1: the header row cannot be read: the quoted field opened on line 1 is never closed")) { try rows("\"a\n") }
    }
}

/// JSON Lines: one object a line, positions kept for messages, bad lines as bad rows.
struct JSONLinesRowsTests {
    private func rows(_ text: String) throws -> RowsFile {
        try RowsFile.jsonLines(Array(text.utf8), file: "rows.jsonl")
    }

    @Test func objectsGiveColumnsInTheOrderTheyFirstAppear() throws {
        let file = try rows("{\"slug\": \"a\", \"n\": 1}\n\n  \n{\"title\": \"T\", \"slug\": \"b\"}\n")
        #expect(file.columns == ["slug", "n", "title"])
        #expect(file.rows.map(\.line) == [1, 4])
        #expect(file.rows[1].value(of: "title") == .json(JSONValue(.string("T"), location: SourceLocation(line: 4, column: 11))))
    }

    @Test func aLineThatIsNotAnObjectIsABadRow() throws {
        let file = try rows("[1, 2]\n{\"a\": tru}\n{\"a\": 1,}\n{\"a\": 2}\n")
        let problems = file.rows.map { row -> String? in
            if case .failure(let problem) = row.values { problem.description } else { nil }
        }
        #expect(problems == [
            "rows.jsonl:1:1: expected an object of values such as {\"title\": \"Hello\"}, received an array",
            "rows.jsonl:2:7: a: expected a JSON value, found an unknown word; did you mean true?",
            "rows.jsonl:3:9: expected a quoted key, found '}' (JSON allows no trailing comma)",
            nil,
        ])
    }

    @Test func formatsComeFromTheExtension() {
        #expect(RowsFile.Format(fileName: "a.CSV") == .csv)
        #expect(RowsFile.Format(fileName: "a.ndjson") == .jsonLines)
        #expect(RowsFile.Format(fileName: "a.json") == nil)
        #expect(throws: BatchError("cannot tell the rows' format from 'rows.txt'; name it .csv (with a header row) or .jsonl (one JSON object a line)")) {
            try RowsFile.read("rows.txt")
        }
    }
}
