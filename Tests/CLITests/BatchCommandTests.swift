import Foundation
import XCTest

/// `render-cli batch` as a user runs it: rows in, a folder of images out, bad rows reported
/// by number while the rest render, resumable, shardable, and safe with hostile names.
final class BatchCommandTests: XCTestCase {
    /// A 40×20 card: a square of `color`, `size` wide, and the `label`.
    static let template = TemplateCommandTests.template

    private func folder(_ rows: String? = nil, named name: String = "rows.csv") throws -> ScratchFolder {
        let folder = try ScratchFolder("batch-cli-tests")
        try folder.write("card.json", Self.template)
        if let rows { try folder.write(name, rows) }
        return folder
    }

    private func images(in folder: ScratchFolder, _ out: String = "out") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path(out)).sorted()
    }

    func testFiveHundredRowsRenderAndOneBadRowIsReported() throws {
        var csv = "slug,code,size,color\n"
        for index in 1...500 {
            csv += index == 250 ? "card-250,c,wide,blue\n" : "card-\(index),c,\(index % 20),\(index.isMultiple(of: 2) ? "#0EA5E9" : "crimson")\n"
        }
        let folder = try folder(csv)
        let result = try folder.run(["batch", "card.json", "--rows", "rows.csv", "--out", "out", "--name", "{slug}.png"], timeout: 300)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdoutText.hasPrefix("499 rendered, 1 failed in "), result.stdoutText)
        XCTAssertEqual(result.stderr, "rows.csv:251: row 250: card.json:1:13: params.size (set by rows.csv:251, column \"size\"): expected a number, received \"wide\"\n")
        let files = try images(in: folder)
        XCTAssertEqual(files.count, 499)
        XCTAssertEqual(Set(files), Set((1...500).filter { $0 != 250 }.map { "card-\($0).png" }))
        XCTAssertEqual(pngSize(try folder.contents("out/card-7.png"))?.width, 40)
    }

    func testAJSONLinesFileRendersWithItsBadLineReported() throws {
        let rows = "{\"slug\": \"a\", \"code\": \"c\", \"size\": 12}\n[\"not\", \"an object\"]\n\n{\"slug\": \"b\", \"code\": \"c\", \"label\": \"Hello\", \"size\": null}\n"
        let folder = try folder(rows, named: "rows.jsonl")
        let result = try folder.run(["batch", "card.json", "--rows", "rows.jsonl", "--out", "out", "--name", "{slug}.png", "--jobs", "1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdoutText.hasPrefix("2 rendered, 1 failed in "), result.stdoutText)
        XCTAssertEqual(result.stderr, "rows.jsonl:2: row 2: rows.jsonl:2:1: expected an object of values such as {\"title\": \"Hello\"}, received an array\n")
        XCTAssertEqual(try images(in: folder), ["a.png", "b.png"])
    }

    func testEachCardIsTheSingleRenderOfTheSameValues() throws {
        let card = SchemaRoot.url.appendingPathComponent("Examples/og-card.json").path
        let folder = try ScratchFolder("batch-cli-tests")
        try folder.write("rows.csv", "slug,title,author,minutes,accent,hidePhoto\nfirst,\"A title, with a comma\",Grace Hopper,3,#0EA5E9,false\nsecond,Short,Alan Turing,12,crimson,true\n")
        let batch = try folder.run(["batch", card, "--rows", "rows.csv", "--out", "out", "--name", "{slug}.png", "--strict"], timeout: 120)
        XCTAssertEqual(batch.status, 0, batch.stderr)
        let first = try folder.run([card, "--set", "title=A title, with a comma", "--set", "author=Grace Hopper", "--set", "minutes=3", "--set", "accent=#0EA5E9",
                                    "--set", "hidePhoto=false", "-o", "first.png"])
        let second = try folder.run([card, "--set", "title=Short", "--set", "author=Alan Turing", "--set", "minutes=12", "--set", "accent=crimson",
                                     "--set", "hidePhoto=true", "-o", "second.png"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(try folder.contents("out/first.png"), try folder.contents("first.png"))
        XCTAssertEqual(try folder.contents("out/second.png"), try folder.contents("second.png"))
    }

    func testARerunSkipsWhatExistsAndForceRendersAgain() throws {
        let folder = try folder("slug,code\na,c\nb,c\nc,c\n")
        let arguments = ["batch", "card.json", "--rows", "rows.csv", "--out", "out", "--name", "{slug}.png"]
        XCTAssertEqual(try folder.run(arguments).status, 0)
        try FileManager.default.removeItem(atPath: folder.path("out/b.png"))
        try Data("keep".utf8).write(to: URL(fileURLWithPath: folder.path("out/c.png")))
        let resumed = try folder.run(arguments)
        XCTAssertEqual(resumed.status, 0, resumed.stderr)
        XCTAssertTrue(resumed.stdoutText.hasPrefix("1 rendered, 0 failed, 2 skipped in "), resumed.stdoutText)
        XCTAssertEqual(try folder.contents("out/c.png"), Data("keep".utf8), "an existing file is left as it is")
        let forced = try folder.run(arguments + ["--force"])
        XCTAssertTrue(forced.stdoutText.hasPrefix("3 rendered, 0 failed in "), forced.stdoutText)
        XCTAssertEqual(pngSize(try folder.contents("out/c.png"))?.width, 40)
        XCTAssertEqual(try images(in: folder), ["a.png", "b.png", "c.png"], "nothing but the images, no temporary files")
    }

    func testShardsTogetherRenderEveryRowOnce() throws {
        let folder = try folder("slug,code\n" + (1...10).map { "s\($0),c\n" }.joined())
        var rendered: [Int] = []
        for index in 1...3 {
            let result = try folder.run(["batch", "card.json", "--rows", "rows.csv", "--out", "out\(index)", "--name", "{slug}.png", "--shard", "\(index)/3"])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stdoutText.contains(" of shard \(index)/3 in "), result.stdoutText)
            rendered.append(try images(in: folder, "out\(index)").count)
        }
        let all = try (1...3).flatMap { try images(in: folder, "out\($0)") }
        XCTAssertEqual(all.sorted(), (1...10).map { "s\($0).png" }.sorted(), "every row once")
        XCTAssertEqual(rendered, [3, 3, 4])
        XCTAssertEqual(try images(in: folder, "out1"), ["s1.png", "s2.png", "s3.png"])
    }

    func testTwoRowsNamingOneFileStopTheBatchBeforeAnythingRenders() throws {
        let folder = try folder("slug,code\na,c\nb,c\na,c\n")
        let result = try folder.run(["batch", "card.json", "--rows", "rows.csv", "--out", "out", "--name", "{slug}.png"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "rows.csv: rows 1 and 3 both name the file \"a.png\"; make --name unique, for example with {row}\n")
        XCTAssertEqual(try images(in: folder), [])
    }

    func testNamesFromDataStayInsideTheFolder() throws {
        let folder = try folder("slug,code\n../escape,c\n.hidden,c\nok,c\n/abs,c\n")
        let result = try folder.run(["batch", "card.json", "--rows", "rows.csv", "--out", "out", "--name", "{slug}.png", "--jobs", "1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, """
            rows.csv:2: row 1: the value in "slug", "../escape", holds '/' or NUL, which a file name inside the output folder cannot
            rows.csv:3: row 2: --name makes the hidden name ".hidden.png"; names may not start with '.'
            rows.csv:5: row 4: the value in "slug", "/abs", holds '/' or NUL, which a file name inside the output folder cannot

            """)
        XCTAssertEqual(try images(in: folder), ["ok.png"])
        XCTAssertEqual(try folder.listing().filter { $0.contains("escape") }, [])
    }

    func testColumnsThatAreUsedByNothingAreWarned() throws {
        let folder = try folder("code,labl,extra\nc,x,y\n")
        let result = try folder.run(["batch", "card.json", "--rows", "rows.csv", "--out", "out"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, """
            rows.csv: warning: the column "labl" is neither a parameter of card.json nor used by --name; did you mean "label"?
            rows.csv: warning: the column "extra" is neither a parameter of card.json nor used by --name

            """)
        XCTAssertEqual(try images(in: folder), ["1.png"], "the default name is the row number")
    }

    func testUnreadableRowsAreRefusedAtOnce() throws {
        let folder = try folder()
        try FileManager.default.createDirectory(atPath: folder.path("folder.csv"), withIntermediateDirectories: false)
        XCTAssertEqual(mkfifo(folder.path("fifo.csv"), 0o644), 0)
        XCTAssertTrue(FileManager.default.createFile(atPath: folder.path("huge.csv"), contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path("huge.csv")))
        try handle.truncate(atOffset: 300 << 20)
        try handle.close()
        let cases = [
            ("missing.csv", "cannot read 'missing.csv': no such file"),
            ("folder.csv", "cannot read 'folder.csv': it is not a regular file"),
            ("fifo.csv", "cannot read 'fifo.csv': it is not a regular file"),
            ("huge.csv", "cannot read 'huge.csv': it is \(300 << 20) bytes; rows files may be at most 268435456 bytes"),
            ("rows.txt", "cannot tell the rows' format from 'rows.txt'; name it .csv (with a header row) or .jsonl (one JSON object a line)"),
        ]
        for (rows, message) in cases {
            let result = try folder.run(["batch", "card.json", "--rows", rows, "--out", "out"], timeout: 10)
            XCTAssertFalse(result.timedOut, rows)
            XCTAssertEqual(result.status, 64, rows)
            XCTAssertEqual(result.stderr, message + "\n", rows)
        }
        XCTAssertFalse(folder.exists("out"))
    }

    func testBadInvocationsAreRefused() throws {
        let folder = try folder("code\nc\n")
        try folder.assertUsageFailure("batch", ["card.json", "--out", "out"], "missing --rows <rows.csv|rows.jsonl>, the data to render")
        try folder.assertUsageFailure("batch", ["card.json", "--rows", "rows.csv"], "missing --out <dir>, the folder the images go in")
        try folder.assertUsageFailure("batch", ["card.json", "--rows", "rows.csv", "--out", "out", "-o", "x.png"],
                                      "-o does not apply to a batch: each row's file is named by --name inside --out")
        try folder.assertUsageFailure("batch", ["card.json", "--rows", "rows.csv", "--out", "out", "--jobs", "0"], "--jobs expects a whole number from 1 to 256, received '0'")
        try folder.assertUsageFailure("batch", ["card.json", "--rows", "rows.csv", "--out", "out", "--shard", "4/3"], "--shard expects I/N with 1 ≤ I ≤ N, such as 2/8, received '4/3'")
        try folder.assertUsageFailure("batch", ["card.json", "--rows", "rows.csv", "--out", "out", "--name", "a/{code}.png"],
                                      "--name 'a/{code}.png': a name is a file directly inside the output folder, so it may not contain '/'")
        try folder.assertUsageFailure("batch", ["card.json", "--rows", "rows.csv", "--out", "out", "--jbos", "2"], "unknown option '--jbos'; did you mean '--jobs'?")
        let help = try folder.run(["batch", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdoutText.hasPrefix("USAGE: render-cli batch <template.json> --rows"), help.stdoutText)
    }
}
