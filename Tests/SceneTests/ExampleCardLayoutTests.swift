import Foundation
import Scene
import XCTest

/// `Examples/og-card.json` is laid out with stacks, so content flows: a longer title pushes
/// what follows it down and makes the card taller, instead of overlapping it.
final class ExampleCardLayoutTests: XCTestCase {
    private static let example = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/og-card.json")

    private func frames(_ scene: Scene) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        func visit(_ node: LayoutNode) {
            if let id = node.id { frames[id] = node.frame }
            node.children.forEach(visit)
        }
        visit(LayoutEngine().layout(scene).root)
        return frames
    }

    func testCardMatchesItsDesign() throws {
        let scene = try SceneDecoder().decode(Array(Data(contentsOf: Self.example)), file: "og-card.json")
        let frames = frames(scene)
        // Card at (80, 80), 760 wide; padding 64 top, 56 sides, 32 bottom.
        XCTAssertEqual(frames["card"], Rect(x: 80, y: 80, width: 760, height: 470))
        XCTAssertEqual(frames["avatar"], Rect(x: 136, y: 144, width: 96, height: 96))
        // Header 96 tall, then 48 margin: the title starts at 144 + 96 + 48 = 288.
        XCTAssertEqual(frames["title-line-1"]?.y, 288)
        // Two 40-pt lines with a 16-pt gap end at 384; the summary follows 32 later.
        XCTAssertEqual(frames["summary"]?.y, 416)
        // 18-pt summary, 32 margin: the footer at 466; 52 tall plus 32 padding ends the card at 550.
        XCTAssertEqual(frames["button"], Rect(x: 136, y: 466, width: 200, height: 52))
        XCTAssertEqual(frames["tag"]?.x, 136 + 200 + 24)
    }

    func testLongerTitlePushesContentDown() throws {
        var scene = try SceneDecoder().decode(Array(Data(contentsOf: Self.example)), file: "og-card.json")
        let before = frames(scene)
        let titlePath = [1, 2]
        var title = scene.root.children[titlePath[0]].children[titlePath[1]]
        XCTAssertEqual(title.id, "title")
        title.children.append(title.children[1])
        scene.root.children[titlePath[0]].children[titlePath[1]] = title
        let after = frames(scene)
        // One more 40-pt line and one more 16-pt gap: everything below moves 56 down.
        XCTAssertEqual(after["summary"]!.y - before["summary"]!.y, 56)
        XCTAssertEqual(after["button"]!.y - before["button"]!.y, 56)
        XCTAssertEqual(after["card"]!.height - before["card"]!.height, 56)
        XCTAssertEqual(after["avatar"], before["avatar"])
    }
}
