import Foundation
import XCTest

/// End-to-end tests of the `render-cli` binary: arguments in, files, streams and exit status out.
///
/// Every run happens in a fresh temporary folder that is also the working directory, so the
/// file names in messages are the short relative names the tests pass.
final class RenderCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("render-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    // MARK: - Fixtures and helpers

    /// 30×20 points: a white canvas with a red rounded square.
    private let smallScene = """
        {"width": 30, "height": 20, "background": "white", "root": {"type": "view", "children": [
          {"type": "view", "frame": {"x": 5, "y": 5, "width": 10, "height": 10}, "background": "red", "cornerRadius": 2}
        ]}}
        """

    /// `cornerRadius` is -5 at line 3, column 45.
    private let negativeRadiusScene = """
        {
          "width": 100, "height": 50,
          "root": { "type": "view", "cornerRadius": -5 }
        }
        """
    private let negativeRadiusMessage = "3:45: root.cornerRadius: expected a number ≥ 0 and ≤ 1000000, received -5\n"

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    private func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    private func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: path(name))
    }

    private func contents(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// Every entry in the temporary folder, hidden ones included, sorted.
    private func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private func run(
        _ arguments: [String],
        stdin: Data? = nil,
        timeout: TimeInterval = 30,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> CLIResult {
        try CLIRunner.run(arguments, in: folder, stdin: stdin, timeout: timeout, file: file, line: line)
    }

    /// What `render-cli` prints for a bad invocation (RenderCommand.usageFailure).
    private func usage(_ message: String) -> String {
        "render-cli: \(message)\nRun 'render-cli --help' for usage.\n"
    }

    /// Checks a bad invocation: exit 64, exactly `message` on stderr, nothing on stdout.
    private func assertUsageFailure(
        _ result: CLIResult,
        _ message: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertTrue(result.exitedNormally, "render-cli did not exit normally: \(result.terminationReason)", file: file, line: line)
        XCTAssertEqual(result.status, 64, "stderr: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr, usage(message), file: file, line: line)
        XCTAssertEqual(result.stdout.count, 0, "nothing should be written to stdout", file: file, line: line)
    }

    private func assertSuccess(_ result: CLIResult, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(result.exitedNormally, "render-cli did not exit normally: \(result.terminationReason)", file: file, line: line)
        XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)", file: file, line: line)
    }

    /// The width and height in a PNG's IHDR chunk.
    private func pngSize(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> (width: UInt32, height: UInt32)? {
        let bytes = [UInt8](data)
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else {
            XCTFail("not a PNG with an IHDR chunk first (\(bytes.count) bytes)", file: file, line: line)
            return nil
        }
        func u32(_ offset: Int) -> UInt32 {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        return (u32(16), u32(20))
    }

    private func assertPNG(
        _ data: Data,
        width: UInt32,
        height: UInt32,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        guard let size = pngSize(data, file: file, line: line) else { return }
        XCTAssertEqual(size.width, width, "PNG width", file: file, line: line)
        XCTAssertEqual(size.height, height, "PNG height", file: file, line: line)
    }

    // MARK: - Successful renders

    func testRendersPNG() throws {
        try write("card.json", smallScene)
        let result = try run(["card.json", "-o", "card.png"])
        assertSuccess(result)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout.count, 0)
        let data = try contents("card.png")
        XCTAssertEqual([UInt8](data.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        assertPNG(data, width: 30, height: 20)
        XCTAssertEqual(try listing(), ["card.json", "card.png"], "only the output should be added")
    }

    func testRendersJPEG() throws {
        try write("card.json", smallScene)
        assertSuccess(try run(["card.json", "-o", "card.jpg"]))
        XCTAssertEqual([UInt8](try contents("card.jpg").prefix(3)), [0xFF, 0xD8, 0xFF])
    }

    func testRendersJPEGFromJpegExtension() throws {
        try write("card.json", smallScene)
        assertSuccess(try run(["card.json", "-o", "card.jpeg", "--quality", "50"]))
        XCTAssertEqual([UInt8](try contents("card.jpeg").prefix(3)), [0xFF, 0xD8, 0xFF])
    }

    func testRendersWebP() throws {
        try write("card.json", smallScene)
        assertSuccess(try run(["card.json", "-o", "card.webp"]))
        let bytes = [UInt8](try contents("card.webp"))
        XCTAssertGreaterThanOrEqual(bytes.count, 12)
        XCTAssertEqual(Array(bytes.prefix(4)), Array("RIFF".utf8))
        XCTAssertEqual(Array(bytes.dropFirst(8).prefix(4)), Array("WEBP".utf8))
    }

    func testRendersLosslessWebP() throws {
        try write("card.json", smallScene)
        assertSuccess(try run(["card.json", "-o", "card.webp", "--lossless"]))
        let bytes = [UInt8](try contents("card.webp"))
        XCTAssertEqual(Array(bytes.prefix(4)), Array("RIFF".utf8))
        XCTAssertEqual(Array(bytes.dropFirst(8).prefix(4)), Array("WEBP".utf8))
    }

    func testRendersPDF() throws {
        try write("card.json", smallScene)
        assertSuccess(try run(["card.json", "-o", "card.pdf"]))
        XCTAssertEqual(Array(try contents("card.pdf").prefix(5)), Array("%PDF-".utf8))
    }

    func testRendersSVG() throws {
        try write("card.json", smallScene)
        assertSuccess(try run(["card.json", "-o", "card.svg"]))
        let text = String(decoding: try contents("card.svg"), as: UTF8.self)
        XCTAssertTrue(text.contains("<svg"), "no <svg element in: \(text.prefix(200))")
    }

    func testFormatOptionOverridesTheExtension() throws {
        try write("card.json", smallScene)
        assertSuccess(try run(["card.json", "-o", "card.png", "--format", "jpeg"]))
        XCTAssertEqual([UInt8](try contents("card.png").prefix(3)), [0xFF, 0xD8, 0xFF])
    }

    func testScaleOptionDoublesThePixelSize() throws {
        try write("card.json", smallScene)
        assertSuccess(try run(["card.json", "-o", "one.png"]))
        assertSuccess(try run(["card.json", "-o", "two.png", "--scale", "2"]))
        assertSuccess(try run(["card.json", "-o", "half.png", "--scale=0.5"]))
        assertPNG(try contents("one.png"), width: 30, height: 20)
        assertPNG(try contents("two.png"), width: 60, height: 40)
        assertPNG(try contents("half.png"), width: 15, height: 10)
    }

    func testTheScenesScaleIsUsedByDefault() throws {
        try write("retina.json", #"{"width": 30, "height": 20, "scale": 3, "root": {"type": "view", "background": "blue"}}"#)
        assertSuccess(try run(["retina.json", "-o", "default.png"]))
        assertPNG(try contents("default.png"), width: 90, height: 60)
        assertSuccess(try run(["retina.json", "-o", "override.png", "--scale", "1"]))
        assertPNG(try contents("override.png"), width: 30, height: 20)
    }

    func testReadsStandardInputAndWritesStandardOutput() throws {
        let result = try run(["-", "-o", "-", "--format", "png"], stdin: Data(smallScene.utf8))
        assertSuccess(result)
        XCTAssertEqual(result.stderr, "")
        assertPNG(result.stdout, width: 30, height: 20)
        XCTAssertEqual(try listing(), [], "writing to stdout must create no file")
    }

    func testReadsStandardInputIntoAFile() throws {
        assertSuccess(try run(["-", "-o", "out.webp"], stdin: Data(smallScene.utf8)))
        XCTAssertEqual(Array(try contents("out.webp").prefix(4)), Array("RIFF".utf8))
    }

    /// Standard output has no name to tell the format from, so it is PNG unless --format
    /// says otherwise, as with rsvg-convert.
    func testStandardOutputIsPNGWithoutAFormat() throws {
        try write("card.json", smallScene)
        let result = try run(["card.json", "-o", "-"])
        assertSuccess(result)
        XCTAssertEqual(result.stderr, "")
        assertPNG(result.stdout, width: 30, height: 20)
        XCTAssertEqual(try run(["card.json", "-o", "-", "--format", "png"]).stdout, result.stdout, "the same bytes as --format png")
        let jpeg = try run(["card.json", "-o", "-", "--format", "jpeg"])
        assertSuccess(jpeg)
        XCTAssertEqual(Array(jpeg.stdout.prefix(3)), [0xFF, 0xD8, 0xFF], "--format still chooses")
        XCTAssertEqual(try listing(), ["card.json"], "writing to stdout must create no file")
    }

    func testTimingsGoToStandardError() throws {
        try write("card.json", smallScene)
        let result = try run(["card.json", "-o", "card.png", "--timings"])
        assertSuccess(result)
        XCTAssertTrue(result.stderr.hasPrefix("timings: layout "), result.stderr)
        XCTAssertTrue(result.stderr.contains(", total "), result.stderr)
        XCTAssertTrue(exists("card.png"))
    }

    func testARenderPastItsTimeLimitStopsWithTheStageAndWritesNothing() throws {
        // Fifteen thousand words to set take far longer than a millisecond.
        let words = Array(repeating: "limit", count: 15_000).joined(separator: " ")
        try write("long.json", #"{"width": 400, "height": 300, "root": {"type": "label", "text": "\#(words)"}}"#)
        let result = try run(["long.json", "-o", "long.png", "--time-limit", "0.001"])
        XCTAssertTrue(result.exitedNormally)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("the render passed its time limit of 0.001 s during layout, and was stopped there"), result.stderr)
        XCTAssertFalse(exists("long.png"))
        assertSuccess(try run(["long.json", "-o", "long.png", "--time-limit", "60"]))
        XCTAssertTrue(exists("long.png"))
        assertUsageFailure(try run(["long.json", "-o", "x.png", "--time-limit", "soon"]),
                           "--time-limit expects a number of seconds above 0 (at most a day), received 'soon'")
    }

    // MARK: - Invalid scenes

    func testOutOfRangeNumberNamesFileLineColumnAndPath() throws {
        try write("bad.json", negativeRadiusScene)
        let result = try run(["bad.json", "-o", "out.png"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "bad.json:" + negativeRadiusMessage)
        XCTAssertEqual(result.stdout.count, 0)
    }

    func testWrongTypeForCornerRadius() throws {
        // The value "big" starts at line 3, column 45.
        try write("bad.json", """
            {
              "width": 100, "height": 50,
              "root": { "type": "view", "cornerRadius": "big" }
            }
            """)
        let result = try run(["bad.json", "-o", "out.png"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(
            result.stderr,
            "bad.json:3:45: root.cornerRadius: expected a number ≥ 0, pixels such as \"12px\", or an object with topLeft, topRight, bottomRight and bottomLeft, received \"big\"\n"
        )
    }

    func testUnknownKeySuggestsTheNearestKey() throws {
        // The key "cornerRadus" starts at line 3, column 29.
        try write("typo.json", """
            {
              "width": 100, "height": 50,
              "root": { "type": "view", "cornerRadus": 4 }
            }
            """)
        let result = try run(["typo.json", "-o", "out.png"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(
            result.stderr,
            "typo.json:3:29: root.cornerRadus: unknown key \"cornerRadus\" in a view node; did you mean \"cornerRadius\"?\n"
        )
        XCTAssertFalse(exists("out.png"))
    }

    func testTrailingCommaInAnObjectIsReportedWhereItEnds() throws {
        // The closing brace after the trailing comma is at line 5, column 1.
        try write("trailing.json", """
            {
              "width": 10,
              "height": 10,
              "root": { "type": "view" },
            }
            """)
        let result = try run(["trailing.json", "-o", "out.png"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "trailing.json:5:1: expected a quoted key, found '}' (JSON allows no trailing comma)\n")
    }

    func testTrailingCommaInAnArrayNamesTheArraysPath() throws {
        // The closing bracket after the trailing comma is at line 4, column 3.
        try write("trailing.json", """
            {"width": 10, "height": 10,
              "root": {"type": "view", "children": [
                {"type": "view"},
              ]}
            }
            """)
        let result = try run(["trailing.json", "-o", "out.png"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "trailing.json:4:3: root.children: expected a JSON value, found ']' (JSON allows no trailing comma)\n")
    }

    func testStandardInputErrorsAreAttributedToStdin() throws {
        let result = try run(["-", "-o", "out.png"], stdin: Data(negativeRadiusScene.utf8))
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "<stdin>:" + negativeRadiusMessage)
        XCTAssertEqual(try listing(), [])
    }

    func testEmptyStandardInput() throws {
        let result = try run(["-", "-o", "out.png"], stdin: Data())
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "<stdin>:1:1: expected a JSON value, but the input is empty\n")
        XCTAssertFalse(exists("out.png"))
    }

    // MARK: - Nothing is written on failure

    func testInvalidSceneWritesNothing() throws {
        try write("bad.json", negativeRadiusScene)
        for output in ["out.png", "out.jpg", "out.webp", "out.pdf", "out.svg"] {
            let result = try run(["bad.json", "-o", output])
            XCTAssertEqual(result.status, 64, output)
        }
        XCTAssertEqual(try listing(), ["bad.json"], "no output and no .partial file may be left")
    }

    func testFailedRenderLeavesAnExistingOutputUntouched() throws {
        let original = Data("the previous render".utf8)
        try original.write(to: folder.appendingPathComponent("out.png"))
        try write("bad.json", negativeRadiusScene)

        let result = try run(["bad.json", "-o", "out.png"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(try contents("out.png"), original)
        XCTAssertEqual(try listing(), ["bad.json", "out.png"])
    }

    func testStrictFailureLeavesAnExistingOutputUntouched() throws {
        let original = Data("the previous render".utf8)
        try original.write(to: folder.appendingPathComponent("out.png"))
        try write("dup.json", duplicateIDScene)

        let result = try run(["dup.json", "-o", "out.png", "--strict"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(try contents("out.png"), original)
        XCTAssertEqual(try listing(), ["dup.json", "out.png"])
    }

    func testSuccessfulRenderReplacesAnExistingOutput() throws {
        try Data("the previous render".utf8).write(to: folder.appendingPathComponent("out.png"))
        try write("card.json", smallScene)
        assertSuccess(try run(["card.json", "-o", "out.png"]))
        assertPNG(try contents("out.png"), width: 30, height: 20)
        XCTAssertEqual(try listing(), ["card.json", "out.png"])
    }

    // MARK: - Bad invocations

    func testUnknownOptionSuggestsTheNearestOption() throws {
        try write("card.json", smallScene)
        let result = try run(["card.json", "-o", "out.png", "--sclae", "2"])
        assertUsageFailure(result, "unknown option '--sclae'; did you mean '--scale'?")
        XCTAssertFalse(exists("out.png"))
    }

    func testUnknownOptionWithoutANearbyName() throws {
        try write("card.json", smallScene)
        let result = try run(["card.json", "-o", "out.png", "--frobnicate"])
        assertUsageFailure(result, "unknown option '--frobnicate'")
    }

    func testOptionMissingItsValue() throws {
        try write("card.json", smallScene)
        assertUsageFailure(try run(["card.json", "-o"]), "option '-o' needs a value")
    }

    func testMissingOutput() throws {
        try write("card.json", smallScene)
        assertUsageFailure(try run(["card.json"]), "missing -o <output>; use - to write to standard output")
    }

    func testMissingInput() throws {
        assertUsageFailure(try run(["-o", "out.png"]), "missing the scene file to render (use - for standard input)")
        XCTAssertFalse(exists("out.png"))
    }

    func testTwoInputs() throws {
        try write("a.json", smallScene)
        try write("b.json", smallScene)
        assertUsageFailure(
            try run(["a.json", "b.json", "-o", "out.png"]),
            "unexpected argument 'b.json'; give one scene file (the output goes after -o)"
        )
    }

    func testNonexistentInput() throws {
        assertUsageFailure(try run(["missing.json", "-o", "out.png"]), "cannot read 'missing.json': no such file")
        XCTAssertFalse(exists("out.png"))
    }

    func testDirectoryAsInput() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scenes.json"), withIntermediateDirectories: false)
        assertUsageFailure(try run(["scenes.json", "-o", "out.png"]), "cannot read 'scenes.json': it is not a regular file")
        XCTAssertFalse(exists("out.png"))
    }

    func testFIFOAsInputDoesNotHang() throws {
        let mkfifo = Process()
        mkfifo.executableURL = URL(fileURLWithPath: "/usr/bin/mkfifo")
        mkfifo.arguments = [path("pipe.json")]
        try mkfifo.run()
        mkfifo.waitUntilExit()
        XCTAssertEqual(mkfifo.terminationStatus, 0, "mkfifo failed")

        let result = try run(["pipe.json", "-o", "out.png"], timeout: 10)
        assertUsageFailure(result, "cannot read 'pipe.json': it is not a regular file")
        XCTAssertLessThan(result.elapsed, 5, "refusing a FIFO should be immediate")
        XCTAssertFalse(exists("out.png"))
    }

    func testUnknownOutputExtension() throws {
        try write("card.json", smallScene)
        assertUsageFailure(
            try run(["card.json", "-o", "out.gif"]),
            "cannot tell the format from 'out.gif'; use a .png, .jpg, .webp, .pdf or .svg name, or --format"
        )
        XCTAssertFalse(exists("out.gif"))
    }

    func testQualityAbove100() throws {
        try write("card.json", smallScene)
        assertUsageFailure(
            try run(["card.json", "-o", "out.jpg", "--quality", "101"]),
            "--quality expects a whole number from 0 to 100, received '101'"
        )
        XCTAssertFalse(exists("out.jpg"))
    }

    func testScaleZero() throws {
        try write("card.json", smallScene)
        assertUsageFailure(
            try run(["card.json", "-o", "out.png", "--scale", "0"]),
            "--scale expects a number between 0.01 and 16, received '0'"
        )
    }

    func testScaleNotANumber() throws {
        try write("card.json", smallScene)
        assertUsageFailure(
            try run(["card.json", "-o", "out.png", "--scale=nan"]),
            "--scale expects a number between 0.01 and 16, received 'nan'"
        )
    }

    func testUnknownFormat() throws {
        try write("card.json", smallScene)
        assertUsageFailure(
            try run(["card.json", "-o", "out.png", "--format", "bmp"]),
            "unknown format 'bmp'; allowed: png, jpeg, webp, pdf, svg"
        )
        XCTAssertFalse(exists("out.png"))
    }

    func testUnknownPNGMode() throws {
        try write("card.json", smallScene)
        assertUsageFailure(
            try run(["card.json", "-o", "out.png", "--png", "huge"]),
            "--png expects fast, default or small, received 'huge'"
        )
    }

    func testTranslucentBackgroundIsRefused() throws {
        try write("card.json", smallScene)
        assertUsageFailure(
            try run(["card.json", "-o", "out.jpg", "--background", "#00000080"]),
            "--background expects an opaque colour such as white or #F0F0F0, received '#00000080'"
        )
    }

    func testAssetsMustBeAFolder() throws {
        try write("card.json", smallScene)
        try write("assets.txt", "not a folder")
        assertUsageFailure(try run(["card.json", "-o", "out.png", "--assets", "assets.txt"]), "--assets 'assets.txt' is not a folder")
        assertUsageFailure(try run(["card.json", "-o", "out.png", "--assets", "nowhere"]), "--assets 'nowhere' is not a folder")
        XCTAssertFalse(exists("out.png"))
    }

    func testAssetsFolderIsAccepted() throws {
        try write("card.json", smallScene)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("assets"), withIntermediateDirectories: false)
        assertSuccess(try run(["card.json", "-o", "out.png", "--assets", "assets"]))
        XCTAssertTrue(exists("out.png"))
    }

    // MARK: - Render and write failures

    func testOutputIntoAMissingFolderFailsWithExit1() throws {
        try write("card.json", smallScene)
        let target = path("no-such-folder/x.png")
        let result = try run(["card.json", "-o", target])
        XCTAssertTrue(result.exitedNormally)
        XCTAssertEqual(result.status, 1, "stderr: \(result.stderr)")
        let prefix = "card.json: error: cannot write '\(target)': "
        XCTAssertTrue(result.stderr.hasPrefix(prefix), "stderr: \(result.stderr)")
        XCTAssertTrue(result.stderr.hasSuffix("\n"))
        let reason = result.stderr.dropFirst(prefix.count).dropLast()
        XCTAssertFalse(reason.isEmpty, "the reason is missing")
        XCTAssertFalse(reason.contains("\n"), "the error should be one line: \(result.stderr)")
        XCTAssertEqual(try listing(), ["card.json"])
    }

    func testOutputOntoAFolderFailsAndLeavesNoPartialFile() throws {
        try write("card.json", smallScene)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("taken.png"), withIntermediateDirectories: false)
        let result = try run(["card.json", "-o", "taken.png"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "card.json: error: cannot write 'taken.png': Is a directory\n")
        XCTAssertEqual(try listing(), ["card.json", "taken.png"], "the temporary .partial file must be removed")
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("taken.png"), isDirectory: &isFolder) && isFolder.boolValue)
    }

    // MARK: - Warnings and --strict

    /// Two nodes share the id "a"; the second is root.children[1].
    private let duplicateIDScene = """
        {"width": 30, "height": 20, "root": {"type": "view", "children": [
          {"type": "view", "id": "a", "background": "red"},
          {"type": "view", "id": "a"}
        ]}}
        """

    func testDuplicateIDWarnsButRenders() throws {
        try write("dup.json", duplicateIDScene)
        let result = try run(["dup.json", "-o", "out.png"])
        assertSuccess(result)
        XCTAssertEqual(result.stderr, "dup.json: warning: root.children[1]: the id \"a\" is already used by root.children[0]\n")
        assertPNG(try contents("out.png"), width: 30, height: 20)
    }

    func testStrictMakesTheWarningFatal() throws {
        try write("dup.json", duplicateIDScene)
        let result = try run(["dup.json", "-o", "out.png", "--strict"])
        XCTAssertTrue(result.exitedNormally)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "dup.json: error: root.children[1]: the id \"a\" is already used by root.children[0] (a warning, fatal in strict mode)\n"
        )
        XCTAssertEqual(try listing(), ["dup.json"])
    }

    func testStrictAcceptsASceneWithoutWarnings() throws {
        try write("card.json", smallScene)
        let result = try run(["card.json", "-o", "out.png", "--strict"])
        assertSuccess(result)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(exists("out.png"))
    }

    // MARK: - Limits

    func testHugeCanvasIsRefusedQuickly() throws {
        try write("big.json", #"{"width": 20000, "height": 20000, "root": {"type": "view", "background": "red"}}"#)
        let result = try run(["big.json", "-o", "big.png"], timeout: 20)
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(
            result.stderr,
            "big.json:1:1: the canvas (20000×20000 points at scale 1) is 20000×20000 = 400000000 pixels, above the limit of 50000000; lower width, height or scale, or raise the pixel limit\n"
        )
        XCTAssertLessThan(result.elapsed, 5, "the canvas must be refused before anything is allocated")
        XCTAssertEqual(try listing(), ["big.json"])
    }

    func testMaxPixelsOption() throws {
        try write("small.json", #"{"width": 20, "height": 20, "root": {"type": "view", "background": "red"}}"#)
        let refused = try run(["small.json", "-o", "out.png", "--max-pixels", "100"])
        XCTAssertEqual(refused.status, 64)
        XCTAssertEqual(
            refused.stderr,
            "small.json:1:1: the canvas (20×20 points at scale 1) is 20×20 = 400 pixels, above the limit of 100; lower width, height or scale, or raise the pixel limit\n"
        )
        XCTAssertFalse(exists("out.png"))

        // Exactly at the limit is allowed.
        assertSuccess(try run(["small.json", "-o", "out.png", "--max-pixels", "400"]))
        assertPNG(try contents("out.png"), width: 20, height: 20)
    }

    func testMaxPixelsMustBePositive() throws {
        try write("small.json", smallScene)
        assertUsageFailure(
            try run(["small.json", "-o", "out.png", "--max-pixels", "0"]),
            "--max-pixels expects a whole number above 0, received '0'"
        )
    }

    /// A canvas that is within the limit at the scene's scale but not at `--scale` is refused
    /// too, and like every other scene error the message starts with the file name.
    func testScaleOptionBeyondThePixelLimitNamesTheFile() throws {
        try write("big.json", #"{"width": 5000, "height": 5000, "root": {"type": "view"}}"#)
        let result = try run(["big.json", "-o", "big.png", "--scale", "2"], timeout: 20)
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(
            result.stderr.contains("the canvas (5000×5000 points at scale 2) is 10000×10000 = 100000000 pixels, above the limit of 50000000"),
            result.stderr
        )
        XCTAssertTrue(result.stderr.hasPrefix("big.json: "), "the error should name the scene file: \(result.stderr)")
        XCTAssertLessThan(result.elapsed, 5)
        XCTAssertEqual(try listing(), ["big.json"])
    }

    func testNodesNestedTooDeeply() throws {
        let prefix = #"{"width":10,"height":10,"root":"#
        let open = #"{"type":"view","children":["#
        let levels = 200
        let json = prefix + String(repeating: open, count: levels - 1) + #"{"type":"view"}"#
            + String(repeating: "]}", count: levels - 1) + "}"
        try write("nested.json", json)

        let result = try run(["nested.json", "-o", "out.png"])
        XCTAssertTrue(result.exitedNormally)
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("nodes are nested deeper than 100 levels"), result.stderr)
        // Node 101 (depth 101) is the first too deep; its "{" follows 100 opening sequences.
        let column = prefix.count + 100 * open.count + 1
        let nodePath = "root" + String(repeating: ".children[0]", count: 100)
        XCTAssertEqual(result.stderr, "nested.json:1:\(column): \(nodePath): nodes are nested deeper than 100 levels\n")
        XCTAssertFalse(exists("out.png"))
    }

    func testHundredThousandOpenBracketsDoNotCrash() throws {
        try write("brackets.json", String(repeating: "[", count: 100_000))
        let result = try run(["brackets.json", "-o", "out.png"])
        XCTAssertTrue(result.exitedNormally, "render-cli crashed: \(result.terminationReason), status \(result.status)")
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.hasPrefix("brackets.json:1:513: [0][0][0]"), String(result.stderr.prefix(200)))
        XCTAssertTrue(result.stderr.hasSuffix(": nesting is deeper than 512 levels\n"), String(result.stderr.suffix(200)))
        XCTAssertFalse(exists("out.png"))
    }

    func testHundredThousandOpenBracketsOnStandardInput() throws {
        let result = try run(["-", "-o", "-", "--format", "png"], stdin: Data(String(repeating: "[", count: 100_000).utf8))
        XCTAssertTrue(result.exitedNormally, "render-cli crashed: \(result.terminationReason), status \(result.status)")
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.hasPrefix("<stdin>:1:513: "), String(result.stderr.prefix(200)))
        XCTAssertTrue(result.stderr.hasSuffix(": nesting is deeper than 512 levels\n"))
        XCTAssertEqual(result.stdout.count, 0)
    }

    // MARK: - --dump-layout

    /// Hand-computed frames: children are placed relative to their parent, and a missing
    /// width or height reaches the parent's far edge.
    private let layoutScene = """
        {"width": 100, "height": 80, "root": {"type": "view", "children": [
          {"type": "view", "id": "card", "frame": {"x": 10, "y": 20, "width": 30, "height": 40},
           "children": [{"type": "view", "frame": {"x": 5, "y": 5}}]},
          {"type": "view", "frame": {"x": 50.5, "width": 12.25}}
        ]}}
        """
    private let expectedLayout = """
        root (0, 0, 100, 80)
        root.children[0] #card (10, 20, 30, 40)
        root.children[0].children[0] (15, 25, 25, 35)
        root.children[1] (50.5, 0, 12.25, 80)

        """

    func testDumpLayoutWithoutOutput() throws {
        try write("layout.json", layoutScene)
        let result = try run(["layout.json", "--dump-layout"])
        XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)")
        XCTAssertEqual(result.stdoutText, expectedLayout)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(try listing(), ["layout.json"])
    }

    func testDumpLayoutAlsoRendersWhenGivenAnOutput() throws {
        try write("layout.json", layoutScene)
        let result = try run(["layout.json", "--dump-layout", "-o", "layout.png"])
        assertSuccess(result)
        XCTAssertEqual(result.stdoutText, expectedLayout)
        assertPNG(try contents("layout.png"), width: 100, height: 80)
    }

    func testDumpLayoutOfAnInvalidSceneFails() throws {
        try write("bad.json", negativeRadiusScene)
        let result = try run(["bad.json", "--dump-layout", "-o", "out.png"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stdout.count, 0)
        XCTAssertEqual(result.stderr, "bad.json:" + negativeRadiusMessage)
    }

    // MARK: - Help and version

    func testHelp() throws {
        for flag in ["--help", "-h"] {
            let result = try run([flag])
            assertSuccess(result)
            XCTAssertTrue(result.stdoutText.hasPrefix("USAGE: render-cli <scene.json | -> -o <output | -> [options]\n"), result.stdoutText)
            XCTAssertTrue(result.stdoutText.contains("--dump-layout"))
            XCTAssertTrue(result.stdoutText.contains("EXIT STATUS:"))
            XCTAssertEqual(result.stderr, "")
        }
    }

    func testVersion() throws {
        let result = try run(["--version"])
        assertSuccess(result)
        XCTAssertTrue(result.stdoutText.hasPrefix("render-cli 0.1.0 (cairo "), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains(", pango "), result.stdoutText)
        XCTAssertTrue(result.stdoutText.hasSuffix(")\n"), result.stdoutText)
        XCTAssertEqual(result.stdoutText.filter { $0 == "\n" }.count, 1)
        XCTAssertEqual(result.stderr, "")
    }

    // MARK: - --debug-bounds

    func testDebugBoundsChangesTheOutput() throws {
        try write("card.json", smallScene)
        assertSuccess(try run(["card.json", "-o", "plain1.png"]))
        assertSuccess(try run(["card.json", "-o", "plain2.png"]))
        assertSuccess(try run(["card.json", "-o", "bounds.png", "--debug-bounds"]))
        let plain = try contents("plain1.png")
        XCTAssertEqual(plain, try contents("plain2.png"), "renders should be deterministic")
        let bounds = try contents("bounds.png")
        assertPNG(bounds, width: 30, height: 20)
        XCTAssertNotEqual(plain, bounds, "--debug-bounds should outline the frames")
    }
}
