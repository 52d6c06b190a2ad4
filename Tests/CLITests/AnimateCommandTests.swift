import Foundation
import XCTest

/// `render-cli --animate`: each format is written whole or not at all, flags are checked
/// before anything renders, and `--time` picks the moment of a single image.
final class AnimateCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("render-cli-animate-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(scene.utf8).write(to: folder.appendingPathComponent("card.json"))
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// 30×20 points, a blue square on white.
    private let scene = """
        {"width": 30, "height": 20, "background": "white", "root": {"type": "view", "children": [
          {"type": "view", "frame": {"x": 5, "y": 5, "width": 10, "height": 10}, "background": "blue"}
        ]}}
        """

    private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult {
        try CLIRunner.run(arguments, in: folder, timeout: 60, file: file, line: line)
    }

    private func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    private func contents(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// Every entry in the temporary folder, hidden ones included, sorted.
    private func listing(_ name: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(name)).sorted()
    }

    private func assertSuccess(_ result: CLIResult, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(result.exitedNormally, "render-cli did not exit normally: \(result.terminationReason)", file: file, line: line)
        XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)", file: file, line: line)
    }

    /// Checks a bad invocation: exit 64, exactly `message` on stderr, and nothing written.
    private func assertUsageFailure(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try run(arguments, file: file, line: line)
        XCTAssertTrue(result.exitedNormally, file: file, line: line)
        XCTAssertEqual(result.status, 64, "stderr: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr, "render-cli: \(message)\nRun 'render-cli --help' for usage.\n", file: file, line: line)
        XCTAssertEqual(try listing(), ["card.json"], "nothing may be written", file: file, line: line)
    }

    /// The chunk types of a PNG file, in order.
    private func chunkTypes(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [String] {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            XCTFail("not a PNG", file: file, line: line)
            return []
        }
        var types: [String] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) })
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    private func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    // MARK: - Formats

    func testAnimatesGIF() throws {
        let result = try run(["card.json", "--animate", "card.gif", "--fps", "10", "--duration", "0.5"])
        assertSuccess(result)
        XCTAssertEqual(result.stderr, "", "no progress line when standard error is not a terminal")
        XCTAssertEqual(result.stdout.count, 0)
        let bytes = try contents("card.gif")
        XCTAssertEqual(Array(bytes.prefix(6)), Array("GIF89a".utf8))
        XCTAssertEqual(bytes[6..<10].map { $0 }, [30, 0, 20, 0], "30×20, little-endian")
        XCTAssertNotNil(Data(bytes).range(of: Data("NETSCAPE2.0".utf8)), "the loop extension is missing")
        XCTAssertEqual(try listing(), ["card.gif", "card.json"])
    }

    func testAnimatesWebP() throws {
        assertSuccess(try run(["card.json", "--animate", "card.webp", "--duration", "0.2"]))
        let bytes = try contents("card.webp")
        XCTAssertEqual(Array(bytes.prefix(4)), Array("RIFF".utf8))
        XCTAssertEqual(Array(bytes[8..<12]), Array("WEBP".utf8))
    }

    /// `.png` and `.apng` both mean APNG; the scene does not move, so its frames merge into
    /// one lasting the whole duration.
    func testAnimatesAPNG() throws {
        for name in ["card.png", "card.apng"] {
            assertSuccess(try run(["card.json", "--animate", name, "--fps", "20", "--duration", "0.25", "--scale", "2"]))
            let bytes = try contents(name)
            XCTAssertEqual(chunkTypes(bytes), ["IHDR", "acTL", "fcTL", "IDAT", "IEND"])
            XCTAssertEqual([u32(bytes, 16), u32(bytes, 20)], [60, 40], "--scale applies to every frame")
        }
    }

    func testFramesIntoANewFolder() throws {
        let result = try run(["card.json", "--animate", "frames/", "--fps", "10", "--duration", "0.5"])
        assertSuccess(result)
        XCTAssertEqual(try listing(), ["card.json", "frames"], "no hidden partial folder may be left")
        XCTAssertEqual(try listing("frames"), (0..<5).map { "frame-000\($0).png" })
        // The frames are made in a private folder with a random name, then given the
        // permissions of any new folder.
        let mask = umask(0)
        umask(mask)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("frames").path)
        XCTAssertEqual((attributes[.posixPermissions] as? Int).map { mode_t($0) }, 0o777 & ~mask)
        let first = try contents("frames/frame-0000.png")
        XCTAssertEqual(chunkTypes(first).first, "IHDR")
        XCTAssertEqual([u32(first, 16), u32(first, 20)], [30, 20])
    }

    func testFramesIntoAnExistingEmptyFolder() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: false)
        assertSuccess(try run(["card.json", "--animate", "out", "--fps", "4", "--duration", "0.5"]))
        XCTAssertEqual(try listing("out"), ["frame-0000.png", "frame-0001.png"])
        XCTAssertEqual(try listing(), ["card.json", "out"])
    }

    func testFramesRefuseAFolderWithFilesInIt() throws {
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: out.appendingPathComponent("keep.txt"))
        let result = try run(["card.json", "--animate", "out/"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "card.json: error: cannot write 'out/': the folder is not empty; frames are written only into a new or empty folder\n")
        XCTAssertEqual(try listing("out"), ["keep.txt"])
        XCTAssertEqual(try listing(), ["card.json", "out"])
    }

    // MARK: - Failures leave nothing

    func testUnwritablePathFailsBeforeRendering() throws {
        let target = path("no-such-folder/card.gif")
        let result = try run(["card.json", "--animate", target])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "card.json: error: cannot write '\(target)': the folder '\(path("no-such-folder"))' does not exist\n")
        XCTAssertEqual(try listing(), ["card.json"])
    }

    /// The frames render, then the encoder refuses the canvas: no file, no partial file.
    func testEncoderFailureLeavesNoFile() throws {
        try Data(#"{"width": 17000, "height": 1, "root": {"type": "view"}}"#.utf8).write(to: folder.appendingPathComponent("wide.json"))
        let result = try run(["wide.json", "--animate", "wide.webp", "--fps", "1", "--duration", "1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "wide.json: error: WebP images can be at most 16383 pixels wide and high; this one is 17000×1\n")
        XCTAssertEqual(try listing(), ["card.json", "wide.json"])
    }

    func testStrictFailureLeavesNoFileOrFolder() throws {
        try Data(#"{"width": 10, "height": 10, "root": {"type": "view", "children": [{"type": "view", "id": "a"}, {"type": "view", "id": "a"}]}}"#.utf8)
            .write(to: folder.appendingPathComponent("dup.json"))
        for target in ["dup.gif", "frames/"] {
            let result = try run(["dup.json", "--animate", target, "--strict", "--fps", "5"])
            XCTAssertEqual(result.status, 1, target)
            XCTAssertTrue(result.stderr.hasSuffix("(a warning, fatal in strict mode)\n"), result.stderr)
            XCTAssertEqual(try listing(), ["card.json", "dup.json"], target)
        }
    }

    func testWarningsOfTheFirstFrameAreShown() throws {
        try Data(#"{"width": 10, "height": 10, "root": {"type": "view", "children": [{"type": "view", "id": "a"}, {"type": "view", "id": "a"}]}}"#.utf8)
            .write(to: folder.appendingPathComponent("dup.json"))
        let result = try run(["dup.json", "--animate", "dup.gif", "--fps", "5"])
        assertSuccess(result)
        XCTAssertEqual(result.stderr, "dup.json: warning: root.children[1]: the id \"a\" is already used by root.children[0]\n")
    }

    // MARK: - Usage errors

    func testFrameRateMustBeAWholeNumberInRange() throws {
        for value in ["0", "121", "abc", "2.5"] {
            try assertUsageFailure(["card.json", "--animate", "a.gif", "--fps", value], "--fps expects a whole number from 1 to 120, received '\(value)'")
        }
    }

    func testDurationMustBePositiveAndCapped() throws {
        for value in ["0", "-1", "601", "nan", "x"] {
            try assertUsageFailure(["card.json", "--animate", "a.gif", "--duration", value], "--duration expects a number of seconds above 0 and at most 600, received '\(value)'")
        }
    }

    func testTooManyFramesIsAUsageError() throws {
        try assertUsageFailure(
            ["card.json", "--animate", "a.webp", "--duration", "200"],
            "200 s at 30 frames a second is 6000 frames, above the limit of 3600; lower the duration or the frame rate"
        )
    }

    /// Without --duration the scene's timeline sets the length, and the limits still hold.
    func testATimelineTooLongIsAUsageErrorNamingTheFlags() throws {
        for (duration, message) in [
            (200, "the scene's timeline lasts 200 s, which at 30 fps is 6000 frames, above the limit of 3600; give a shorter --duration or a lower --fps"),
            (900, "the scene's timeline lasts 900 s, above the limit of 600 s; give a shorter --duration"),
        ] {
            try Data(#"{"width": 10, "height": 10, "root": {"type": "view", "transition": {"kind": "fade", "duration": \#(duration)}}}"#.utf8)
                .write(to: folder.appendingPathComponent("long.json"))
            let result = try run(["long.json", "--animate", "long.gif"])
            XCTAssertEqual(result.status, 64)
            XCTAssertEqual(result.stderr, "render-cli: long.json: \(message)\nRun 'render-cli --help' for usage.\n")
            XCTAssertEqual(try listing(), ["card.json", "long.json"])
        }
        assertSuccess(try run(["long.json", "--animate", "long.gif", "--duration", "0.1"]))
    }

    func testAnimationFlagsNeedAnimate() throws {
        try assertUsageFailure(["card.json", "-o", "a.png", "--fps", "10"], "--fps only applies with --animate")
        try assertUsageFailure(["card.json", "-o", "a.png", "--duration", "1"], "--duration only applies with --animate")
    }

    func testAnimateExcludesSingleImageOptions() throws {
        try assertUsageFailure(["card.json", "--animate", "a.gif", "-o", "a.png"], "--animate and -o cannot be used together; --animate names the animation's file or folder")
        try assertUsageFailure(["card.json", "--animate", "a.gif", "--time", "1"], "--time picks the moment of a single image; an animation starts at 0 and lasts --duration seconds")
        try assertUsageFailure(
            ["card.json", "--animate", "a.gif", "--format", "png"],
            "--format is for single images; --animate takes the format from its file name (.webp, .gif, .png, .apng) or writes PNG frames into a folder ending in /"
        )
    }

    func testAnimationFormatComesFromTheName() throws {
        try assertUsageFailure(
            ["card.json", "--animate", "a.mp4"],
            "cannot tell the animation format from 'a.mp4'; use a .webp, .gif, .png or .apng name, or a folder name ending in / for PNG frames"
        )
        try assertUsageFailure(
            ["card.json", "--animate", "-"],
            "--animate needs a file name (.webp, .gif, .png, .apng) or a folder name ending in /; animations are not written to standard output"
        )
    }

    func testGIFIsLimitedToFiftyFramesASecond() throws {
        try assertUsageFailure(
            ["card.json", "--animate", "a.gif", "--fps", "60"],
            "--fps 60 is too fast for a GIF, whose delays are whole hundredths of a second; use at most 50, or a .webp or .png animation"
        )
        assertSuccess(try run(["card.json", "--animate", "a.png", "--fps", "60", "--duration", "0.05"]))
    }

    // MARK: - --time and the rest

    func testTimePicksTheMomentOfASingleImage() throws {
        for value in ["-1", "inf", "soon"] {
            try assertUsageFailure(["card.json", "-o", "a.png", "--time", value], "--time expects a number of seconds, 0 or more, received '\(value)'")
        }
        assertSuccess(try run(["card.json", "-o", "later.png", "--time", "1.5"]))
        XCTAssertEqual(chunkTypes(try contents("later.png")).first, "IHDR")
    }

    func testTimingsCountTheFrames() throws {
        let result = try run(["card.json", "--animate", "a.webp", "--fps", "5", "--timings"])
        assertSuccess(result)
        XCTAssertTrue(result.stderr.hasPrefix("timings: 5 frames in "), result.stderr)
    }

    func testHelpDescribesAnimation() throws {
        let result = try run(["--help"])
        assertSuccess(result)
        for option in ["--animate <out>", "--fps <n>", "--duration <seconds>", "--time <seconds>"] {
            XCTAssertTrue(result.stdoutText.contains(option), "help lacks \(option)")
        }
    }
}
