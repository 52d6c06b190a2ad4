import Foundation
import XCTest

/// Output and messages that cannot be written, destinations that are not files, and input
/// without end: each is an error with an exit status, never a crash, a hang or a replaced
/// device. Every case runs the real `render-cli`.
final class StreamsAndDevicesTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws {
        folder = try ScratchFolder("streams-tests")
        try folder.write("card.json", ScratchFolder.squareScene("red"))
        try folder.write("bad.json", ScratchFolder.invalidScene)
    }

    /// Runs `render-cli` through the shell, so that a test can close or redirect its streams.
    private func shell(_ command: String, timeout: TimeInterval = 20) throws -> (status: Int32, stderr: String, elapsed: TimeInterval) {
        let binary = try CLIRunner.requireBinary()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command.replacingOccurrences(of: "render-cli", with: "'\(binary.path)'")]
        process.currentDirectoryURL = folder.url
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("\(command) did not finish within \(timeout) s")
        }
        process.waitUntilExit()
        return (process.terminationStatus, stderr, Date().timeIntervalSince(start))
    }

    func testAFullOrClosedStandardOutputIsAnErrorNotACrash() throws {
        let full = try shell("render-cli card.json -o - --format png > /dev/full")
        XCTAssertEqual(full.status, 1)
        XCTAssertEqual(full.stderr, "card.json: error: cannot write to standard output: No space left on device\n")
        let closed = try shell("render-cli card.json -o - --format png >&-")
        XCTAssertEqual(closed.status, 1)
        XCTAssertEqual(closed.stderr, "card.json: error: cannot write to standard output: Bad file descriptor\n")
        let broken = try shell("render-cli card.json -o - --format png | head -c 1 > /dev/null")
        XCTAssertEqual(broken.status, 0, "the shell reports head's status; render-cli must not have trapped: \(broken.stderr)")
    }

    func testAClosedStandardErrorKeepsTheExitStatus() throws {
        XCTAssertEqual(try shell("render-cli bad.json -o out.png 2>&-").status, 64)
        XCTAssertEqual(try shell("render-cli bad.json -o out.png 2>/dev/full").status, 64)
    }

    func testADeviceIsWrittenInPlaceNeverReplaced() throws {
        let result = try shell("render-cli card.json -o /dev/null --format png")
        XCTAssertEqual(result.status, 0, result.stderr)
        let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/null")
        XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeCharacterSpecial)
    }

    func testAFIFOWithoutAReaderFailsAtOnce() throws {
        XCTAssertEqual(mkfifo(folder.path("pipe.png"), 0o644), 0)
        let result = try shell("render-cli card.json -o pipe.png")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "card.json: error: cannot write 'pipe.png': no process is reading the FIFO\n")
        XCTAssertLessThan(result.elapsed, 10)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path("pipe.png"))
        XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeUnknown, "still a FIFO, which Foundation calls unknown")
    }

    func testALinkAtTheDestinationIsReplacedAndItsTargetKept() throws {
        try folder.write("victim.txt", "precious")
        try FileManager.default.createSymbolicLink(atPath: folder.path("out.png"), withDestinationPath: folder.path("victim.txt"))
        XCTAssertEqual(try shell("render-cli card.json -o out.png").status, 0)
        XCTAssertEqual(try String(contentsOfFile: folder.path("victim.txt"), encoding: .utf8), "precious")
        XCTAssertEqual(pngSize(try folder.contents("out.png"))?.width, 30)
        XCTAssertEqual(try folder.listing(), ["bad.json", "card.json", "out.png", "victim.txt"], "no temporary file is left")
    }

    func testALongOutputNameIsWritten() throws {
        let name = String(repeating: "n", count: 240) + ".png"
        XCTAssertEqual(try shell("render-cli card.json -o \(name)").status, 0)
        XCTAssertEqual(pngSize(try folder.contents(name))?.width, 30)
    }

    func testEndlessStandardInputIsRefusedAtTheSceneLimit() throws {
        let result = try shell("head -c 100000000 /dev/zero 2>/dev/null | render-cli - -o out.png")
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "render-cli: cannot read '-': it is longer than 16777216 bytes; scenes may be at most 16777216 bytes\nRun 'render-cli --help' for usage.\n")
        XCTAssertLessThan(result.elapsed, 10)
    }

    func testAHugeUnknownKeyIsNotEchoedWhole() throws {
        let key = String(repeating: "k", count: 4_000_000)
        try folder.write("huge.json", "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"view\", \"\(key)\": 1}}")
        let result = try shell("render-cli huge.json -o out.png")
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.hasPrefix("huge.json:1:54: root.kkkk"), String(result.stderr.prefix(80)))
        XCTAssertLessThan(result.stderr.utf8.count, 7000)
        XCTAssertLessThan(result.elapsed, 15)
    }
}
