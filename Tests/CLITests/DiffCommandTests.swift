import Foundation
import XCTest

/// `render-cli diff`: the verdict and its exit status, the strategies the flags choose, the
/// diff image, the formats it reads, and refusals that name the file or flag and write nothing.
///
/// The images are rendered by `render-cli` from scenes of a 10×10 square on a 30×20 canvas,
/// so a change of the square's colour changes exactly 100 of 600 pixels.
final class DiffCommandTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws {
        folder = try ScratchFolder("render-cli-diff")
        for (name, color) in [("red", "red"), ("blue", "blue"), ("nearly-red", "#FE0000")] {
            try folder.write("\(name).json", ScratchFolder.squareScene(color))
            try folder.render("\(name).json", to: "\(name).png")
        }
        try folder.write("wide.json", ScratchFolder.squareScene("red", width: 40))
        try folder.render("wide.json", to: "wide.png")
    }

    override func tearDown() {
        folder = nil
    }

    private let standard = "perceptual (ΔE2000 over 2.3, at most 0 differing pixels, antialiasing ignored)"

    private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult {
        try folder.run(["diff"] + arguments, file: file, line: line)
    }

    /// Checks a run's exit status and that it wrote nothing to standard error.
    private func assertExit(_ result: CLIResult, _ status: Int32, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(result.exitedNormally, "render-cli did not exit normally: \(result.terminationReason)", file: file, line: line)
        XCTAssertEqual(result.status, status, "stdout: \(result.stdoutText)\nstderr: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr, "", file: file, line: line)
    }

    /// Checks a refusal of `render-cli diff`.
    private func assertUsageFailure(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try folder.assertUsageFailure("diff", arguments, message, file: file, line: line)
    }

    // MARK: - Verdicts

    func testIdenticalImagesMatch() throws {
        let result = try run(["red.png", "red.png"])
        assertExit(result, 0)
        XCTAssertEqual(result.stdoutText, """
            \(standard): 0 of 600 pixels differ (0.0%), largest ΔE2000 0
            identical: the images match pixel for pixel

            """)
    }

    func testAChangedColourDiffersWithItsCounts() throws {
        let result = try run(["red.png", "blue.png"])
        assertExit(result, 1)
        let lines = result.stdoutText.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, result.stdoutText)
        XCTAssertTrue(lines.first?.hasPrefix("\(standard): 100 of 600 pixels differ (16.67%), largest ΔE2000 ") == true, result.stdoutText)
        XCTAssertEqual(lines.last, "different: the images differ beyond the tolerance")
    }

    func testAnInvisibleChangeIsWithinTheStandardToleranceButNotExact() throws {
        let perceptual = try run(["red.png", "nearly-red.png"])
        assertExit(perceptual, 0)
        XCTAssertTrue(perceptual.stdoutText.hasPrefix("\(standard): 0 of 600 pixels differ (0.0%), largest ΔE2000 "), perceptual.stdoutText)
        XCTAssertTrue(perceptual.stdoutText.hasSuffix("\nmatch: the differences are within the tolerance\n"), perceptual.stdoutText)

        let exact = try run(["red.png", "nearly-red.png", "--exact"])
        assertExit(exact, 1)
        XCTAssertEqual(exact.stdoutText, """
            exact: 100 of 600 pixels differ (16.67%), largest channel difference 1
            different: the images differ beyond the tolerance

            """)
    }

    func testAChannelThresholdAndItsLimits() throws {
        let strict = try run(["red.png", "nearly-red.png", "--threshold", "0"])
        assertExit(strict, 1)
        XCTAssertTrue(strict.stdoutText.hasPrefix("threshold (a channel off by more than 0, at most 0 differing pixels): 100 of 600 pixels differ (16.67%), largest channel difference 1\n"), strict.stdoutText)

        assertExit(try run(["red.png", "nearly-red.png", "--threshold=1"]), 0)
        assertExit(try run(["red.png", "blue.png", "--threshold", "0", "--max-pixels", "100"]), 0)
        assertExit(try run(["red.png", "blue.png", "--threshold", "0", "--max-pixels", "99"]), 1)
        assertExit(try run(["red.png", "blue.png", "--threshold", "0", "--max-ratio", "0.17"]), 0)
        assertExit(try run(["red.png", "blue.png", "--threshold", "0", "--max-ratio", "0.16"]), 1)
    }

    func testPerceptualLimitsAndDeltaE() throws {
        assertExit(try run(["red.png", "blue.png", "--max-pixels", "100"]), 0)
        assertExit(try run(["red.png", "blue.png", "--perceptual", "--max-ratio", "0.1"]), 1)
        let loose = try run(["red.png", "blue.png", "--delta-e", "100"])
        assertExit(loose, 0)
        XCTAssertTrue(loose.stdoutText.hasPrefix("perceptual (ΔE2000 over 100.0, at most 0 differing pixels, antialiasing ignored): 0 of 600"), loose.stdoutText)
    }

    func testASizeMismatchIsADifferenceSaidAsSuch() throws {
        let result = try run(["red.png", "wide.png"])
        assertExit(result, 1)
        XCTAssertEqual(result.stdoutText, """
            the sizes differ: expected 30×20, actual 40×20
            different: the images are not the same size

            """)
    }

    // MARK: - The diff image

    func testTheDiffImageIsWrittenWhenTheImagesDiffer() throws {
        let result = try run(["red.png", "blue.png", "--diff", "diff.png"])
        assertExit(result, 1)
        XCTAssertTrue(result.stdoutText.hasSuffix("\ndiff image (expected | difference | actual): diff.png\n"), result.stdoutText)
        let size = try XCTUnwrap(pngSize(try folder.contents("diff.png")), "diff.png is not a PNG")
        XCTAssertEqual(size.width, 90, "three panels of 30 pixels")
        XCTAssertEqual(size.height, 20)
        // The diff image decodes: compared with itself it is identical.
        assertExit(try run(["diff.png", "diff.png", "--exact"]), 0)
    }

    func testTheDiffImageOfASizeMismatchSpansTheWiderImage() throws {
        assertExit(try run(["red.png", "wide.png", "--diff", "diff.png"]), 1)
        let size = try XCTUnwrap(pngSize(try folder.contents("diff.png")))
        XCTAssertEqual(size.width, 120)
        XCTAssertEqual(size.height, 20)
    }

    func testNoDiffImageIsWrittenOnAMatch() throws {
        let result = try run(["red.png", "nearly-red.png", "--diff", "diff.png"])
        assertExit(result, 0)
        XCTAssertFalse(folder.exists("diff.png"))
        XCTAssertFalse(result.stdoutText.contains("diff.png"))
    }

    func testADiffImageThatCannotBeWrittenFailsAndLeavesNothing() throws {
        let before = try folder.listing()
        let result = try run(["red.png", "blue.png", "--diff", "missing/diff.png"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("render-cli diff: cannot write 'missing/diff.png': the folder "), result.stderr)
        XCTAssertEqual(result.stdoutText, "", "nothing is compared when the diff image could not be kept")
        XCTAssertEqual(try folder.listing(), before)
    }

    // MARK: - JPEG and WebP

    /// Renders a fixture scene to another format with the plain command.
    private func render(_ scene: String, to output: String, _ options: [String] = []) throws {
        let result = try folder.run([scene, "-o", output] + options)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testLosslessWebPMatchesThePNGPixelForPixel() throws {
        try render("red.json", to: "red.webp", ["--lossless"])
        let result = try run(["red.png", "red.webp", "--exact"])
        assertExit(result, 0)
        XCTAssertEqual(result.stdoutText, "exact: 0 of 600 pixels differ (0.0%), largest channel difference 0\nidentical: the images match pixel for pixel\n")
    }

    func testJPEGAndLossyWebPAreCompared() throws {
        try render("red.json", to: "red.jpg", ["--quality", "95"])
        try render("blue.json", to: "blue.jpg", ["--quality", "95"])
        try render("red.json", to: "red-lossy.webp", ["--quality", "95"])
        assertExit(try run(["red.jpg", "red.jpg", "--exact"]), 0)
        // JPEG's halved chroma blurs the square's edge (about 40 of its 600 pixels); a colour
        // change moves all of its 100 pixels.
        let loose = ["--threshold", "32", "--max-ratio", "0.1"]
        assertExit(try run(["red.png", "red.jpg"] + loose), 0)
        assertExit(try run(["red.jpg", "red-lossy.webp"] + loose), 0)
        let changed = try run(["red.jpg", "blue.jpg"] + loose)
        assertExit(changed, 1)
        XCTAssertTrue(changed.stdoutText.hasSuffix("\ndifferent: the images differ beyond the tolerance\n"), changed.stdoutText)
        // The diff image of two JPEGs is still a PNG.
        assertExit(try run(["red.jpg", "blue.jpg", "--diff", "diff.png"]), 1)
        XCTAssertEqual(pngSize(try folder.contents("diff.png"))?.width, 90)
    }

    func testTheFormatComesFromTheBytesNotTheName() throws {
        try render("red.json", to: "red.webp", ["--lossless"])
        try FileManager.default.copyItem(atPath: folder.path("red.webp"), toPath: folder.path("actually-webp.png"))
        assertExit(try run(["red.png", "actually-webp.png", "--exact"]), 0)
    }

    func testOtherFormatsAndDamagedFilesAreNamed() throws {
        try folder.write("still.gif", "GIF89a\u{1}\u{0}\u{1}\u{0}")
        try folder.write("drawing.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"/>"#)
        try Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 60)).write(to: URL(fileURLWithPath: folder.path("broken.jpg")))
        try Data(Array("RIFF".utf8) + [0x20, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [UInt8](repeating: 0, count: 24))
            .write(to: URL(fileURLWithPath: folder.path("broken.webp")))
        try assertUsageFailure(["still.gif", "red.png"], "cannot read 'still.gif': it is in GIF format; diff compares PNG, JPEG and WebP images")
        try assertUsageFailure(["red.png", "drawing.svg"], "cannot read 'drawing.svg': it is in SVG format; diff compares PNG, JPEG and WebP images")
        try assertUsageFailure(["broken.jpg", "red.png"], "cannot read 'broken.jpg': it is a damaged or unsupported JPEG image")
        try assertUsageFailure(["red.png", "broken.webp"], "cannot read 'broken.webp': it is a damaged or unsupported WebP image")
    }

    // MARK: - Refusals

    func testUnusableFilesAreNamed() throws {
        try folder.write("notes.txt", "not a picture")
        try FileManager.default.createDirectory(atPath: folder.path("pictures"), withIntermediateDirectories: true)
        var truncated = try folder.contents("red.png")
        truncated.removeLast(truncated.count / 2)
        try truncated.write(to: URL(fileURLWithPath: folder.path("truncated.png")))

        try assertUsageFailure(["red.png", "missing.png"], "cannot read 'missing.png': no such file")
        try assertUsageFailure(["missing.png", "red.png"], "cannot read 'missing.png': no such file")
        try assertUsageFailure(["notes.txt", "red.png"], "cannot read 'notes.txt': it is not a PNG, JPEG or WebP image")
        try assertUsageFailure(["red.png", "red.json"], "cannot read 'red.json': it is not a PNG, JPEG or WebP image")
        try assertUsageFailure(["red.png", "pictures"], "cannot read 'pictures': it is not a regular file")
        try assertUsageFailure(["truncated.png", "red.png"], "cannot read 'truncated.png': it is a damaged or unsupported PNG image")
    }

    func testTheFilesAreCounted() throws {
        try assertUsageFailure([], "missing the two images to compare (PNG, JPEG or WebP), the expected one first")
        try assertUsageFailure(["red.png"], "missing the actual image; give the expected file first, then the actual one")
        try assertUsageFailure(["red.png", "blue.png", "nearly-red.png"], "unexpected argument 'nearly-red.png'; give two images, the expected one first")
        try assertUsageFailure(["-", "red.png"], "images are not read from standard input; give two image files")
    }

    func testConflictingFlagsAreRefused() throws {
        try assertUsageFailure(["red.png", "blue.png", "--exact", "--threshold", "2"],
                               "--exact cannot be combined with --threshold, --perceptual or --delta-e; choose one way of comparing")
        try assertUsageFailure(["red.png", "blue.png", "--exact", "--max-pixels", "3"],
                               "--exact allows no differing pixel; for a limit use --threshold 0 with --max-pixels or --max-ratio")
        try assertUsageFailure(["red.png", "blue.png", "--threshold", "2", "--delta-e", "3"],
                               "--threshold compares channels and --perceptual or --delta-e compares colours; choose one")
        try assertUsageFailure(["red.png", "blue.png", "--threshold", "2", "--perceptual"],
                               "--threshold compares channels and --perceptual or --delta-e compares colours; choose one")
        try assertUsageFailure(["red.png", "blue.png", "--max-pixels", "3", "--max-ratio", "0.1"],
                               "--max-pixels and --max-ratio cannot be used together; give the limit as a count or as a fraction")
    }

    func testBadValuesAndUnknownFlagsAreRefused() throws {
        try assertUsageFailure(["red.png", "blue.png", "--threshold", "256"], "--threshold expects a whole number of channel units from 0 to 255, received '256'")
        try assertUsageFailure(["red.png", "blue.png", "--max-ratio", "1.5"], "--max-ratio expects a fraction of the pixels from 0 to 1, received '1.5'")
        try assertUsageFailure(["red.png", "blue.png", "--max-pixels", "-1"], "--max-pixels expects a whole number, 0 or more, received '-1'")
        try assertUsageFailure(["red.png", "blue.png", "--delta-e", "nan"], "--delta-e expects a ΔE2000 from 0 to 100, received 'nan'")
        try assertUsageFailure(["red.png", "blue.png", "--treshold", "2"], "unknown option '--treshold'; did you mean '--threshold'?")
        try assertUsageFailure(["red.png", "blue.png", "--diff"], "option '--diff' needs a value")
        try assertUsageFailure(["red.png", "blue.png", "--diff", "diff.jpg"], "--diff writes a PNG file; give a name ending in .png, received 'diff.jpg'")
        try assertUsageFailure(["red.png", "blue.png", "--diff", "./blue.png"], "--diff './blue.png' would overwrite 'blue.png', one of the images compared")
    }

    func testHelp() throws {
        let result = try run(["--help"])
        assertExit(result, 0)
        XCTAssertTrue(result.stdoutText.hasPrefix("USAGE: render-cli diff <expected> <actual>"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("PNG, JPEG or WebP"))
        XCTAssertTrue(result.stdoutText.contains("--threshold <n>"))
        XCTAssertTrue(result.stdoutText.contains("not written when they match"))
    }
}
