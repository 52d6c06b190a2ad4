import Foundation
import XCTest
@testable import Scene

/// Images through every path: hand-written JSON, the builder (`Image` and the image
/// modifiers), `jsonValue` and its text, and Foundation's coders; and the validator's
/// reading of each image key. Expected values and documents are written out by hand.
final class ImageRoundTripTests: XCTestCase {
    // MARK: - Helpers

    private func decode(_ text: String) throws -> Scene {
        try SceneDecoder().decode(Array(text.utf8), file: "image.json")
    }

    private func image(_ members: String, file: StaticString = #filePath, line: UInt = #line) throws -> ImageContent {
        let scene = try decode(#"{"width": 100, "height": 100, "root": {"type": "image", "#+members+"}}")
        return try XCTUnwrap(scene.root.image, file: file, line: line)
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try decode(text)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    /// Asserts that `scene` comes back equal through `jsonValue`, its text, and Foundation.
    private func assertRoundTrips(_ scene: Scene, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try SceneValidator().validate(scene.jsonValue), scene, "validate(jsonValue)", file: file, line: line)
        let text = scene.jsonValue.jsonText()
        XCTAssertEqual(try decode(text), scene, text, file: file, line: line)
        let data = try JSONEncoder().encode(scene)
        XCTAssertEqual(try JSONDecoder().decode(Scene.self, from: data), scene, "Foundation", file: file, line: line)
    }

    /// The 2 × 2 PNG of the reference's example, and its bytes.
    private static let pngURI = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFUlEQVQI1wXBAQEAAACAEP9PF0JQGR7vBPyLRjVYAAAAAElFTkSuQmCC"
    private static let pngBytes: [UInt8] = Array(Data(base64Encoded: String(pngURI.dropFirst("data:image/png;base64,".count)))!)

    // MARK: - Reading

    func testDefaults() throws {
        XCTAssertEqual(try image(#""src": "photos/a.png""#), ImageContent(source: .file("photos/a.png"), contentMode: .fill, tint: nil, circle: false))
    }

    func testEveryKeyIsRead() throws {
        let content = try image(##""src": "a.jpg", "contentMode": "bottomRight", "tint": "#2563EB80", "circle": true"##)
        XCTAssertEqual(content, ImageContent(source: .file("a.jpg"), contentMode: .bottomRight, tint: Color(red8: 0x25, green8: 0x63, blue8: 0xEB, alpha8: 0x80), circle: true))
        for mode in ContentMode.allCases {
            XCTAssertEqual(try image(#""src": "a.jpg", "contentMode": ""#+mode.rawValue+#"""#).contentMode, mode)
        }
    }

    func testURLsAreKeptAsURLsAndRoundTrip() throws {
        XCTAssertEqual(try image(#""src": "https://cdn.example.com/a.png?v=2""#).source, .url("https://cdn.example.com/a.png?v=2"))
        XCTAssertEqual(try image(#""src": "HTTP://example.com/a.png""#).source, .url("HTTP://example.com/a.png"))
        XCTAssertEqual(try image(#""src": "http.png""#).source, .file("http.png"))
        let node = Image("https://cdn.example.com/a.png")
        XCTAssertEqual(node.image?.source, .url("https://cdn.example.com/a.png"))
        try assertRoundTrips(try decode(#"{"width": 10, "height": 10, "root": {"type": "image", "src": "https://cdn.example.com/a.png"}}"#))
    }

    func testTextThatIsNoDataURIIsRefusedNotTrapped() {
        // Found by DataURIFuzz: a comma before the fifth character crashed the reader.
        XCTAssertNil(DataURI.bytes(of: ",A\u{FFFD}w=="))
        XCTAssertNil(DataURI.bytes(of: "dat,a"))
        XCTAssertNil(DataURI.bytes(of: "image.png"))
    }

    func testDataURIsAreDecoded() throws {
        XCTAssertEqual(try image(#""src": ""#+Self.pngURI+#"""#).source, .bytes(Self.pngBytes))
        // The media type is not read, and URL-safe base64 and line breaks are accepted.
        XCTAssertEqual(try image(#""src": "data:;base64,AAEC/w==""#).source, .bytes([0, 1, 2, 255]))
        XCTAssertEqual(try image(#""src": "data:text/plain;base64,AAEC_w==""#).source, .bytes([0, 1, 2, 255]))
        XCTAssertEqual(try image(#""src": "data:;base64,AA\nEC""#).source, .bytes([0, 1, 2]))
    }

    func testBadValuesAreRefused() {
        let document = { (members: String) in #"{"width": 100, "height": 100, "root": {"type": "image", "#+members+"}}" }
        XCTAssertEqual(error(#"{"width": 100, "height": 100, "root": {"type": "image"}}"#),
                       #"image.json:1:39: root: missing required key "src" (a path relative to the asset folder, an http(s) URL, or a data: URI)"#)
        for bad in ["", "/etc/passwd"] {
            XCTAssertTrue(error(document(#""src": ""#+bad+#"""#))?.contains("root.src: expected a path relative to the asset folder, an http(s) URL, or a data: URI") ?? false, bad)
        }
        for (scheme, bad) in [("ftp", "ftp://example.com/a.png"), ("file", "file:///etc/passwd"), ("gopher", "gopher://x")] {
            XCTAssertEqual(error(document(#""src": ""#+bad+#"""#)).map { String($0.drop { $0 != " " }.dropFirst()) },
                           #"root.src: only http:// and https:// URLs are fetched, received a "\#(scheme)" URL"#)
        }
        XCTAssertTrue(error(document(#""src": "https://example.com/"#+String(repeating: "a", count: 8200)+#"""#))?.contains("root.src: the URL is longer than 8192 bytes") ?? false)
        XCTAssertTrue(error(document(#""src": "data:image/png,plain""#))?.contains("root.src: expected a base64 data: URI") ?? false)
        XCTAssertTrue(error(document(#""src": "data:;base64,A*==""#))?.contains("root.src: expected a base64 data: URI") ?? false)
        XCTAssertTrue(error(document(#""src": 5"#))?.contains("root.src: expected a string") ?? false)
        XCTAssertTrue(error(document(#""src": "a.png", "contentMode": "aspectFitt""#))?.hasSuffix(#"; did you mean "aspectFit"?"#) ?? false)
        XCTAssertTrue(error(document(#""src": "a.png", "tint": "blu""#))?.contains("root.tint: expected a colour") ?? false)
        XCTAssertTrue(error(document(#""src": "a.png", "circle": "yes""#))?.contains("root.circle: expected") ?? false)
        // Image keys on another kind, and keys of other kinds on an image.
        XCTAssertEqual(error(#"{"width": 100, "height": 100, "root": {"type": "view", "src": "a.png"}}"#),
                       #"image.json:1:56: root.src: "src" applies only to image nodes, not to a view node"#)
        XCTAssertTrue(error(document(#""src": "a.png", "children": []"#))?.contains(#""children" applies only to"#) ?? false)
        XCTAssertTrue(error(document(#""src": "a.png", "text": "x""#))?.contains(#""text" applies only to label and toast nodes"#) ?? false)
    }

    // MARK: - Hand-written JSON against the builder

    func testHandWrittenJSONEqualsTheBuilder() throws {
        let text = #"""
            {
              "width": 300,
              "height": 200,
              "root": {
                "type": "hstack",
                "children": [
                  {"type": "image", "id": "photo", "src": "photos/a.jpg", "width": 120, "contentMode": "aspectFill", "cornerRadius": 8},
                  {"type": "image", "id": "avatar", "src": "avatar.png", "width": 48, "height": 48, "circle": true, "border": {"width": 2, "color": "white"}},
                  {"type": "image", "src": "icons/star.png", "tint": "#F59E0B", "contentMode": "topLeft"}
                ]
              }
            }
            """#
        let built = Scene(width: 300, height: 200) {
            HStack {
                Image("photos/a.jpg", id: "photo").width(120).contentMode(.aspectFill).cornerRadius(8)
                Image("avatar.png", id: "avatar").size(width: 48, height: 48).circle().border(width: 2, color: .white)
                Image("icons/star.png").tint(Color(red8: 0xF5, green8: 0x9E, blue8: 0x0B)).contentMode(.topLeft)
            }
        }
        XCTAssertEqual(try decode(text), built)
        try assertRoundTrips(built)
    }

    func testBuilderReadsDataURIsAsTheValidatorDoes() throws {
        XCTAssertEqual(Image(Self.pngURI).image?.source, .bytes(Self.pngBytes))
        XCTAssertEqual(Image(bytes: Self.pngBytes), Image(Self.pngURI))
        XCTAssertEqual(Image("a.png").image, ImageContent(source: .file("a.png")))
        XCTAssertEqual(Image("a.png").kind, .image)
    }

    func testModifiersDoNothingOnOtherKinds() {
        XCTAssertEqual(View().contentMode(.center).tint(.black).circle(), View())
        XCTAssertEqual(Label("x").circle(), Label("x"))
        XCTAssertNil(View().circle().image)
        XCTAssertEqual(Image("a.png").circle().circle(false), Image("a.png"))
        XCTAssertEqual(Image("a.png").tint(.black).tint(nil), Image("a.png"))
    }

    // MARK: - Encoding

    func testDefaultsAreLeftOut() {
        XCTAssertEqual(Image("a.png").jsonValue.jsonText(), Node(kind: .image, image: ImageContent(source: .file("a.png"))).jsonValue.jsonText())
        let pairs = Image("a.png").jsonValue
        guard case .object(let members) = pairs.kind else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["type", "src"])
        guard case .object(let all) = Image("a.png").contentMode(.center).tint(.black).circle().jsonValue.kind else { return XCTFail("not an object") }
        XCTAssertEqual(all.map(\.key), ["type", "src", "contentMode", "tint", "circle"])
    }

    func testBytesAreWrittenAsABase64DataURI() throws {
        for count in 0..<7 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 97 + 251) }
            let node = Image(bytes: bytes)
            guard case .object(let members) = node.jsonValue.kind, case .string(let src) = members[1].value.kind else { return XCTFail("no src") }
            XCTAssertEqual(src, "data:application/octet-stream;base64," + Data(bytes).base64EncodedString(), "\(count) bytes")
            try assertRoundTrips(Scene(width: 10, height: 10) { node })
        }
        try assertRoundTrips(Scene(width: 10, height: 10) { Image(bytes: Array(0...255) + Array(repeating: 7, count: 1000)) })
    }

    func testEveryModeTintAndCircleRoundTrip() throws {
        for mode in ContentMode.allCases {
            try assertRoundTrips(Scene(width: 100, height: 100) {
                VStack {
                    Image("dir/pic ture.webp").contentMode(mode)
                    Image("a.png").contentMode(mode).tint(Color(red8: 1, green8: 2, blue8: 3, alpha8: 4)).circle()
                    Image(Self.pngURI).contentMode(mode).aspectRatio(3).padding(4)
                }
            })
        }
    }

    /// Image content on another kind (only the Swift API can make one) is written, so that
    /// reading it back refuses it loudly instead of dropping it.
    func testImageContentOnAnotherKindIsRefusedWhenReadBack() {
        let node = Node(kind: .view, image: ImageContent(source: .file("a.png")))
        let scene = Scene(width: 10, height: 10, root: node)
        XCTAssertThrowsError(try SceneValidator().validate(scene.jsonValue))
    }
}
