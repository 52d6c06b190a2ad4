@testable import Scene
import XCTest

/// `objectPosition` on an image: read as CSS `object-position`, written back, and placed
/// as CSS places a replaced element's content (percentages of the room left over).
final class ImagePositionTests: XCTestCase {
    private func image(_ members: String) throws(SceneError) -> ImageContent? {
        let text = #"{"width": 10, "height": 10, "root": {"type": "image", "src": "a.png", \#(members)}}"#
        return try SceneDecoder().decode(Array(text.utf8), file: "i.json").root.image
    }

    func testReadsPositions() throws {
        XCTAssertNil(try image(#""contentMode": "aspectFill""#)?.position)
        XCTAssertEqual(try image(#""contentMode": "aspectFill", "objectPosition": "50% 20%""#)?.position, BoxPosition(fraction: UnitPoint(x: 0.5, y: 0.2)))
        XCTAssertEqual(try image(#""objectPosition": "right 10px""#)?.position, BoxPosition(fraction: UnitPoint(x: 1, y: 0), offset: Point(x: 0, y: 10)))
        XCTAssertEqual(try image(#""objectPosition": {"x": -5}"#)?.position, BoxPosition(fraction: UnitPoint(x: 0, y: 0.5), offset: Point(x: -5, y: 0)))
    }

    func testRefusals() {
        XCTAssertEqual(error(#""objectPosition": "botom""#),
                       #"i.json:1:89: root.objectPosition: expected a number of points, pixels such as "12px", a percentage such as "25%", "calc(50% + 12px)" or one of "left", "center", "right", received "botom"; did you mean "bottom"?"#)
        XCTAssertEqual(error(#""objectPosition": {"x": "NaN%"}"#)?.hasPrefix(#"i.json:1:95: root.objectPosition.x: expected a number of points"#), true)
        XCTAssertEqual(error(#""object-position": "top""#), #"i.json:1:71: root["object-position"]: unknown key "object-position" in an image node; did you mean "objectPosition"?"#)
    }

    private func error(_ members: String) -> String? {
        do {
            _ = try image(members)
            return nil
        } catch {
            return error.description
        }
    }

    func testRoundTrips() throws {
        let node = Image("a.png").contentMode(.aspectFill).objectPosition(BoxPosition(fraction: UnitPoint(x: 0.3, y: 1), offset: Point(x: 0, y: -8)))
        XCTAssertEqual(node.jsonValue.compactText, #"{"type":"image","src":"a.png","contentMode":"aspectFill","objectPosition":{"x":"30%","y":"calc(100% - 8px)"}}"#)
        let scene = Scene(width: 10, height: 10) { node }
        XCTAssertEqual(try SceneValidator().validate(scene.jsonValue), scene)
    }

    func testPlacesContentInTheRoomLeft() {
        let box = Rect(x: 10, y: 20, width: 100, height: 50)
        let size = Size(width: 200, height: 50)
        XCTAssertEqual(BoxPosition(fraction: UnitPoint(x: 0, y: 0)).place(size, in: box), Rect(x: 10, y: 20, width: 200, height: 50))
        XCTAssertEqual(BoxPosition(fraction: UnitPoint(x: 1, y: 1)).place(size, in: box), Rect(x: -90, y: 20, width: 200, height: 50))
        XCTAssertEqual(BoxPosition(fraction: UnitPoint(x: 0.25, y: 0.5), offset: Point(x: 5, y: 0)).place(size, in: box), Rect(x: -10, y: 20, width: 200, height: 50))
    }
}
