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

    func testLibrsvgIsLoadedOnlyForAnSVGPicture() throws {
        let folder = try ScratchFolder("lazy-libraries")
        try folder.write("plain.json", ScratchFolder.squareScene("#FF0000"))
        try folder.write("badge.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="red"/></svg>"#)
        try folder.write("svg.json", #"{"width": 20, "height": 20, "root": {"type": "image", "src": "badge.svg", "width": 20, "height": 20}}"#)

        let version = try librariesLoaded(["--version"], in: folder)
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.libraries.contains("libcairo"), "the loader's log was read: \(version.libraries)")
        XCTAssertFalse(version.libraries.contains("librsvg"), version.libraries)
        let plain = try librariesLoaded(["plain.json", "-o", "plain.png"], in: folder)
        XCTAssertEqual(plain.status, 0)
        XCTAssertFalse(plain.libraries.contains("librsvg"), plain.libraries)
        XCTAssertFalse(plain.libraries.contains("libxml2"), plain.libraries)
        let svg = try librariesLoaded(["svg.json", "-o", "svg.png"], in: folder)
        XCTAssertEqual(svg.status, 0)
        XCTAssertTrue(svg.libraries.contains("librsvg"), svg.libraries)
    }

    /// The command uses FoundationEssentials only: Foundation proper brings ICU and its data
    /// with it, for about 4 MiB of memory and most of a millisecond at every start.
    func testNeitherFoundationNorICUIsLoaded() throws {
        let folder = try ScratchFolder("lazy-foundation")
        try folder.write("plain.json", ScratchFolder.squareScene("#FFFF00"))
        let plain = try librariesLoaded(["plain.json", "-o", "plain.png"], in: folder)
        XCTAssertEqual(plain.status, 0)
        XCTAssertTrue(plain.libraries.contains("libFoundationEssentials"), "the loader's log was read: \(plain.libraries)")
        for library in ["libFoundation.so", "libFoundationInternationalization", "_FoundationICU"] {
            XCTAssertFalse(plain.libraries.contains(library), plain.libraries)
        }
    }

    func testWebPAndGIFLibrariesAreLoadedOnlyForThoseFormats() throws {
        let folder = try ScratchFolder("lazy-codecs")
        try folder.write("plain.json", ScratchFolder.squareScene("#00FF00"))

        let version = try librariesLoaded(["--version"], in: folder)
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.libraries.contains("libcairo"), "the loader's log was read: \(version.libraries)")
        for library in ["libwebp", "libgif"] {
            XCTAssertFalse(version.libraries.contains(library), version.libraries)
        }
        let plain = try librariesLoaded(["plain.json", "-o", "plain.png"], in: folder)
        XCTAssertEqual(plain.status, 0)
        for library in ["libwebp", "libgif"] {
            XCTAssertFalse(plain.libraries.contains(library), plain.libraries)
        }
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

    func testWOFF2LibraryIsLoadedOnlyForAWOFF2Font() throws {
        let folder = try ScratchFolder("lazy-woff2")
        try folder.write("plain.json", ScratchFolder.squareScene("#0000FF"))
        try folder.write("woff2.json", #"{"width": 60, "height": 30, "fonts": [{"src": "ComicNeue-Regular.woff2", "family": "Brand"}], "root": {"type": "label", "text": "Hi", "font": {"family": "Brand", "size": 20}}}"#)
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Goldens/text/assets").standardized.path

        let plain = try librariesLoaded(["plain.json", "-o", "plain.png"], in: folder)
        XCTAssertEqual(plain.status, 0)
        XCTAssertTrue(plain.libraries.contains("libcairo"), "the loader's log was read: \(plain.libraries)")
        XCTAssertFalse(plain.libraries.contains("libwoff2"), plain.libraries)
        let woff2 = try librariesLoaded(["woff2.json", "-o", "woff2.png", "--assets", fonts, "--strict"], in: folder)
        XCTAssertEqual(woff2.status, 0)
        XCTAssertTrue(woff2.libraries.contains("libwoff2dec"), woff2.libraries)
    }
}
