import Foundation
import XCTest
@testable import Scene

/// A scene's `fonts` entries: paths, `data:` URIs and objects that name the font, read,
/// refused with their path, and written back. Expected values are written out by hand.
final class FontFileTests: XCTestCase {
    private func document(_ fonts: String) -> String {
        #"{"width": 100, "height": 100, "fonts": \#(fonts), "root": {"type": "view"}}"#
    }

    private func fonts(_ fonts: String, file: StaticString = #filePath, line: UInt = #line) throws -> [FontFile] {
        try SceneDecoder().decode(Array(document(fonts).utf8), file: "card.json").fonts
    }

    /// The error's path and message, without the file and position.
    private func assertRefused(_ fonts: String, path: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try SceneDecoder().decode(Array(document(fonts).utf8), file: "card.json")
            XCTFail("accepted \(fonts)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.path.description, path, file: file, line: line)
            XCTAssertEqual(error.message, message, file: file, line: line)
        }
    }

    func testEntriesAreRead() throws {
        let read = try fonts(#"""
            ["fonts/Inter.ttf",
             {"src": "brand.woff2", "family": "Brand", "weight": 450, "style": "oblique"},
             {"src": "brand-bold.woff", "family": "Brand", "weight": "bold", "style": "normal"},
             {"src": "data:font/woff2;base64,d09GMg=="},
             {"src": "plain.otf"}]
            """#)
        XCTAssertEqual(read, [
            FontFile(.file("fonts/Inter.ttf")),
            FontFile(.file("brand.woff2"), family: "Brand", weight: 450, italic: true),
            FontFile(.file("brand-bold.woff"), family: "Brand", weight: 700, italic: false),
            FontFile(.bytes(Array("wOF2".utf8))),
            "plain.otf",
        ])
    }

    func testUnknownAndMissingKeysAreNamed() {
        assertRefused(#"[{"src": "a.woff2", "famliy": "Brand"}]"#, path: "fonts[0].famliy", #"unknown key "famliy" in a font file; did you mean "family"?"#)
        assertRefused(#"["a.ttf", {"src": "a.woff2", "qqqqqqqqqqqq": 1}]"#, path: "fonts[1].qqqqqqqqqqqq",
                      #"unknown key "qqqqqqqqqqqq" in a font file; allowed keys: src, family, weight, style"#)
        assertRefused(#"[{"family": "Brand"}]"#, path: "fonts[0]",
                      #"missing required key "src" (a font file path relative to the asset folder, an http(s) URL, or a data: URI)"#)
    }

    func testSourcesAreChecked() {
        assertRefused(#"[{"src": "/etc/a.ttf"}]"#, path: "fonts[0].src", #"expected a font file path relative to the asset folder, an http(s) URL, or a data: URI, received "/etc/a.ttf""#)
        assertRefused(#"[""]"#, path: "fonts[0]", #"expected a font file path relative to the asset folder, an http(s) URL, or a data: URI, received """#)
        assertRefused(#"["ftp://example.com/brand.woff2"]"#, path: "fonts[0]", #"only http:// and https:// URLs are fetched, received a "ftp" URL"#)
        assertRefused(#"[{"src": "data:font/woff2,d09GMg"}]"#, path: "fonts[0].src",
                      #"expected a base64 data: URI such as "data:font/woff2;base64,d09GMgAB…", received "data:font/woff2,d09GMg""#)
        assertRefused(#"[{"src": 3}]"#, path: "fonts[0].src", "expected a string, received 3")
        assertRefused("[3]", path: "fonts[0]", "expected a string, received 3")
    }

    func testAnAliasIsOneNameOfItsOwn() {
        let expected = #"expected one family name such as "Brand Sans", at most 200 characters, without commas, received "#
        assertRefused(#"[{"src": "a.ttf", "family": "Brand, serif"}]"#, path: "fonts[0].family", expected + #""Brand, serif""#)
        assertRefused(#"[{"src": "a.ttf", "family": " "}]"#, path: "fonts[0].family", expected + #"" ""#)
        XCTAssertNoThrow(try fonts(#"[{"src": "a.ttf", "family": "\#(String(repeating: "b", count: 200))"}]"#))
        XCTAssertThrowsError(try fonts(#"[{"src": "a.ttf", "family": "\#(String(repeating: "b", count: 201))"}]"#)) { error in
            XCTAssertTrue((error as? SceneError)?.message.hasPrefix(expected) == true, "\(error)")
        }
        assertRefused(#"[{"src": "a.ttf", "family": "Sans-Serif"}]"#, path: "fonts[0].family",
                      #""Sans-Serif" is a generic family, which always means the renderer's own face; give the font a name of its own"#)
        assertRefused(#"[{"src": "a.ttf", "family": "monospace"}]"#, path: "fonts[0].family",
                      #""monospace" is a generic family, which always means the renderer's own face; give the font a name of its own"#)
    }

    func testWeightAndStyleAreCheckedAsAFont() {
        assertRefused(#"[{"src": "a.ttf", "weight": 1001}]"#, path: "fonts[0].weight",
                      "expected a weight from 1 to 1000 (a whole number), or one of thin, extralight, light, regular, normal, medium, semibold, bold, extrabold, black, heavy, received 1001")
        assertRefused(#"[{"src": "a.ttf", "weight": "blod"}]"#, path: "fonts[0].weight",
                      #"expected a weight from 1 to 1000 (a whole number), or one of thin, extralight, light, regular, normal, medium, semibold, bold, extrabold, black, heavy, received "blod"; did you mean "bold"?"#)
        assertRefused(#"[{"src": "a.ttf", "style": "bold"}]"#, path: "fonts[0].style", #"expected "normal", "italic" or "oblique", received "bold""#)
    }

    // MARK: - Writing back

    private func assertRoundTrips(_ scene: Scene, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try SceneValidator().validate(scene.jsonValue), scene, "validate(jsonValue)", file: file, line: line)
        let text = scene.jsonValue.jsonText()
        XCTAssertEqual(try SceneDecoder().decode(Array(text.utf8), file: "fonts.json"), scene, text, file: file, line: line)
        let data = try JSONEncoder().encode(scene)
        XCTAssertEqual(try JSONDecoder().decode(Scene.self, from: data), scene, "Foundation", file: file, line: line)
    }

    /// A plain entry is written as its bare `src`; one that names the font as an object with
    /// only the members given; bytes as a `data:` URI.
    func testEntriesAreWrittenAsTheyAreRead() throws {
        let scene = Scene(width: 100, height: 100, fonts: [
            "fonts/Inter.ttf",
            FontFile(.file("brand.woff2"), family: "Brand"),
            FontFile(.file("brand-bold.woff2"), family: "Brand", weight: 700, italic: true),
            FontFile(.bytes([0x77, 0x4F, 0x46, 0x32, 0xFF])),
        ]) {
            Label("Brand headline").font(family: "Brand, Inter, sans-serif", weight: 450)
        }
        let fonts = scene.jsonValue.compactText
        XCTAssertTrue(fonts.contains(#""fonts":["fonts/Inter.ttf",{"src":"brand.woff2","family":"Brand"},{"src":"brand-bold.woff2","family":"Brand","weight":700,"style":"italic"},"data:application/octet-stream;base64,d09GMv8="]"#), fonts)
        XCTAssertTrue(fonts.contains(#""font":{"family":"Brand, Inter, sans-serif","weight":450}"#), fonts)
        try assertRoundTrips(scene)
    }

    func testHandWrittenEntriesMatchTheBuilder() throws {
        let text = #"""
            {"width": 100, "height": 100,
             "fonts": [{"src": "brand.woff2", "family": "Brand", "style": "normal"}, "data:font/ttf;base64,AAEAAA=="],
             "root": {"type": "label", "text": "x", "font": {"family": "Brand,serif", "weight": 1}}}
            """#
        let builder = Scene(width: 100, height: 100, fonts: [FontFile(.file("brand.woff2"), family: "Brand", italic: false), FontFile(.bytes([0, 1, 0, 0]))]) {
            Label("x").font(family: "Brand,serif", weight: 1)
        }
        XCTAssertEqual(try SceneDecoder().decode(Array(text.utf8), file: "fonts.json"), builder)
        try assertRoundTrips(builder)
    }
}
