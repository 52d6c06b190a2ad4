import Foundation
import XCTest

/// A temporary folder that is also the working directory of the `render-cli` runs made in
/// it, so that messages name the short relative paths the tests pass; removed when dropped.
final class ScratchFolder {
    let url: URL

    init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A scene `width`×`height` points: white, with a 10×10 square of `color` at (5, 5).
    static func squareScene(_ color: String, width: Int = 30, height: Int = 20) -> String {
        """
        {"width": \(width), "height": \(height), "background": "white", "root": {"type": "view", "children": [
          {"type": "view", "frame": {"x": 5, "y": 5, "width": 10, "height": 10}, "background": "\(color)"}
        ]}}
        """
    }

    /// `cornerRadius` is -5 at line 3, column 45.
    static let invalidScene = """
        {
          "width": 100, "height": 50,
          "root": { "type": "view", "cornerRadius": -5 }
        }
        """

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `text` to `name`, creating the folders on the way.
    func write(_ name: String, _ text: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: path(name))
    }

    func contents(_ name: String) throws -> Data {
        try Data(contentsOf: url.appendingPathComponent(name))
    }

    /// Every file and folder inside, hidden ones included, as sorted relative paths.
    func listing() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: url.path).sorted()
    }

    func run(_ arguments: [String], timeout: TimeInterval = 60, file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult {
        try CLIRunner.run(arguments, in: url, timeout: timeout, file: file, line: line)
    }

    /// Checks that `render-cli <subcommand> <arguments>` refuses to run: exit 64, exactly
    /// `message` and the pointer to its help on standard error, nothing on standard output,
    /// and no file added to the folder.
    func assertUsageFailure(_ subcommand: String, _ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try listing()
        let result = try run([subcommand] + arguments, file: file, line: line)
        XCTAssertEqual(result.status, 64, "stdout: \(result.stdoutText)", file: file, line: line)
        XCTAssertEqual(result.stderr, "render-cli \(subcommand): \(message)\nRun 'render-cli \(subcommand) --help' for usage.\n", file: file, line: line)
        XCTAssertEqual(result.stdoutText, "", file: file, line: line)
        XCTAssertEqual(try listing(), before, "nothing may be written", file: file, line: line)
    }

    /// Renders `scene` (a file in the folder) to the PNG `output` with the plain command.
    func render(_ scene: String, to output: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try run([scene, "-o", output], file: file, line: line)
        guard result.status == 0 else {
            throw RenderFailed(message: "render-cli \(scene) -o \(output) exited \(result.status): \(result.stderr)")
        }
    }
}

/// A fixture could not be rendered.
struct RenderFailed: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Width and height from a PNG's header chunk, or `nil` for anything that is not a PNG.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    func word(_ offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (word(16), word(20))
}
