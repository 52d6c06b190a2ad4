import Foundation
import XCTest

/// Libraries only some scenes need are loaded when a scene needs them, so that every other
/// process starts without mapping them: seen through the dynamic loader's own log.
final class LazyLibraryTests: XCTestCase {
    /// The libraries the loader opened for one run of `render-cli`, from `LD_DEBUG=libs`.
    private func librariesLoaded(_ arguments: [String], in folder: ScratchFolder) throws -> (status: Int32, libraries: String) {
        let process = Process()
        process.executableURL = try CLIRunner.requireBinary()
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        process.environment = ProcessInfo.processInfo.environment.merging(["LD_DEBUG": "libs"]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let opened = log.split(separator: "\n").filter { $0.contains("calling init:") }.joined(separator: "\n")
        return (process.terminationStatus, opened)
    }

    /// Neither `--version` nor a plain PNG render loads a library that only some scenes
    /// need, nor Foundation proper: it brings ICU and its data with it, for about 4 MiB of
    /// memory and most of a millisecond at every start. The command uses FoundationEssentials.
    func testAPlainRenderLoadsNoOptionalLibrary() throws {
        let folder = try ScratchFolder("lazy-plain")
        try folder.write("plain.json", ScratchFolder.squareScene("#FF0000"))
        let version = try librariesLoaded(["--version"], in: folder)
        let plain = try librariesLoaded(["plain.json", "-o", "plain.png"], in: folder)
        for run in [version, plain] {
            XCTAssertEqual(run.status, 0)
            XCTAssertTrue(run.libraries.contains("libcairo"), "the loader's log was read: \(run.libraries)")
            for library in ["librsvg", "libxml2", "libwebp", "libgif", "libwoff2", "libFoundation.so", "libFoundationInternationalization", "_FoundationICU"] {
                XCTAssertFalse(run.libraries.contains(library), run.libraries)
            }
        }
        XCTAssertTrue(plain.libraries.contains("libFoundationEssentials"), plain.libraries)
    }

    func testLibrsvgIsLoadedForAnSVGPicture() throws {
        let folder = try ScratchFolder("lazy-libraries")
        try folder.write("badge.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="red"/></svg>"#)
        try folder.write("svg.json", #"{"width": 20, "height": 20, "root": {"type": "image", "src": "badge.svg", "width": 20, "height": 20}}"#)
        let svg = try librariesLoaded(["svg.json", "-o", "svg.png"], in: folder)
        XCTAssertEqual(svg.status, 0)
        XCTAssertTrue(svg.libraries.contains("librsvg"), svg.libraries)
    }

    func testWebPAndGIFLibrariesAreLoadedForThoseFormats() throws {
        let folder = try ScratchFolder("lazy-codecs")
        try folder.write("plain.json", ScratchFolder.squareScene("#00FF00"))
        let webp = try librariesLoaded(["plain.json", "-o", "plain.webp"], in: folder)
        XCTAssertEqual(webp.status, 0)
        for library in ["libwebp.so", "libwebpmux", "libwebpdemux"] {
            XCTAssertTrue(webp.libraries.contains(library), webp.libraries)
        }
        XCTAssertFalse(webp.libraries.contains("libgif"), webp.libraries)
        // The WebP written above, read back as a picture: libwebp again, from the decoder.
        try folder.write("webp.json", #"{"width": 20, "height": 20, "root": {"type": "image", "src": "plain.webp", "width": 20, "height": 20}}"#)
        let picture = try librariesLoaded(["webp.json", "-o", "webp.png"], in: folder)
        XCTAssertEqual(picture.status, 0)
        XCTAssertTrue(picture.libraries.contains("libwebp.so"), picture.libraries)
        let gif = try librariesLoaded(["plain.json", "--animate", "plain.gif", "--duration", "0.1", "--fps", "10"], in: folder)
        XCTAssertEqual(gif.status, 0)
        XCTAssertTrue(gif.libraries.contains("libgif"), gif.libraries)
    }

    func testWOFF2LibraryIsLoadedForAWOFF2Font() throws {
        let folder = try ScratchFolder("lazy-woff2")
        try folder.write("woff2.json", #"{"width": 60, "height": 30, "fonts": [{"src": "ComicNeue-Regular.woff2", "family": "Brand"}], "root": {"type": "label", "text": "Hi", "font": {"family": "Brand", "size": 20}}}"#)
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Goldens/text/assets").standardized.path
        let woff2 = try librariesLoaded(["woff2.json", "-o", "woff2.png", "--assets", fonts, "--strict"], in: folder)
        XCTAssertEqual(woff2.status, 0)
        XCTAssertTrue(woff2.libraries.contains("libwoff2dec"), woff2.libraries)
    }
}
