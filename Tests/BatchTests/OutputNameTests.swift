import Batch
import Scene
import Testing

/// Output names come from data, so each must stay a plain file inside the output folder.
struct OutputNameTests {
    private func row(_ cells: [(String, String)], number: Int = 7) -> BatchRow {
        BatchRow(number: number, line: number + 1, values: .success(cells.map { ($0.0, RowValue.text($0.1)) }))
    }

    private func name(_ pattern: String, _ cells: [(String, String)]) throws -> String {
        switch try OutputNamePattern(pattern).name(for: row(cells)) {
        case .success(let name): return name
        case .failure(let problem): return "problem: \(problem)"
        }
    }

    @Test func columnsRowNumbersAndEscapedBraces() throws {
        #expect(try name("{slug}-{lang}.png", [("slug", "hello"), ("lang", "en")]) == "hello-en.png")
        #expect(try name("{row}.webp", [("slug", "x")]) == "7.webp")
        #expect(try name("{row}.png", [("row", "r1")]) == "r1.png")
        #expect(try name("{{x}}{slug}.png", [("slug", "a")]) == "{x}a.png")
    }

    @Test func namesFromDataMayNotLeaveTheFolder() throws {
        #expect(try name("{slug}.png", [("slug", "../../etc/passwd")]) == "problem: the value in \"slug\", \"../../etc/passwd\", holds '/' or NUL, which a file name inside the output folder cannot")
        #expect(try name("{slug}", [("slug", "..")]) == "problem: --name makes the name \"..\", which is not a file name")
        #expect(try name("{slug}", [("slug", "")]) == "problem: --name makes the name \"\", which is not a file name")
        #expect(try name("{slug}.png", [("slug", "")]) == "problem: --name makes the hidden name \".png\"; names may not start with '.'")
        #expect(try name("{slug}.png", [("slug", String(repeating: "a", count: 252))]) == "problem: --name makes a name of 256 bytes; file names may have at most 255")
        #expect(try name("{slug}.png", [("other", "x")]) == "problem: the row has no value in \"slug\", which --name uses")
    }

    @Test func badPatternsAreRefused() {
        #expect(throws: BatchError("--name 'a/{slug}.png': a name is a file directly inside the output folder, so it may not contain '/'")) { try OutputNamePattern("a/{slug}.png") }
        #expect(throws: BatchError("--name '{slug.png': an unclosed '{'; write '{{' for a literal brace")) { try OutputNamePattern("{slug.png") }
        #expect(throws: BatchError("--name 'a}.png': a lone '}'; write '}}' for a literal brace")) { try OutputNamePattern("a}.png") }
        #expect(throws: BatchError("--name '{}.png': '{' must be followed by a column name and '}'")) { try OutputNamePattern("{}.png") }
    }

    @Test func aPatternNamingAMissingColumnSuggestsOne() throws {
        #expect(throws: BatchError("--name '{slgu}.png' uses {slgu}, but the rows have no column \"slgu\"; did you mean {slug}? Columns: slug, title")) {
            try OutputNamePattern("{slgu}.png").check(against: ["slug", "title"])
        }
    }
}

/// Shards split the rows into contiguous shares that together hold every row once.
struct ShardTests {
    @Test func sharesCoverEveryRowExactlyOnce() throws {
        for total in [0, 1, 2, 7, 100, 501] {
            for count in [1, 2, 3, 8, 13] {
                var seen: [Int] = []
                for index in 1...count {
                    seen += Array(try Shard(parsing: "\(index)/\(count)").range(of: total))
                }
                #expect(seen == Array(0..<total), "\(total) rows in \(count) shards")
            }
        }
    }

    @Test func sharesDifferByAtMostOneRow() throws {
        let sizes = try (1...3).map { try Shard(parsing: "\($0)/3").range(of: 10).count }
        #expect(sizes == [3, 3, 4])
    }

    @Test func badShardsAreRefused() {
        for text in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "-1/2"] {
            #expect(throws: BatchError("--shard expects I/N with 1 ≤ I ≤ N, such as 2/8, received '\(text)'")) { try Shard(parsing: text) }
        }
    }
}
