import Foundation
import Rendering
import Scene
import Testing

/// `Examples/og-card.json` is laid out with stacks and real text, so content flows: a
/// shorter title lets what follows it move up and the card shrink, instead of leaving a gap.
struct ExampleCardTests {
    static let example = TestSupport.packageRoot.appendingPathComponent("Examples/og-card.json")

    /// A renderer that finds the card's pictures beside it, as `render-cli` does.
    static func renderer() throws -> Renderer {
        try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: example.deletingLastPathComponent().path)))
    }

    @Test func cardPicturesAreFoundAndNothingIsWarned() throws {
        let scene = try SceneDecoder().decode(Array(Data(contentsOf: Self.example)))
        #expect(try Self.renderer().layout(scene).warnings.isEmpty)
    }

    private func frames(_ scene: Scene) throws -> [String: Rect] {
        var frames: [String: Rect] = [:]
        func visit(_ node: LayoutNode) {
            if let id = node.id { frames[id] = node.frame }
            node.children.forEach(visit)
        }
        visit(try Self.renderer().layout(scene).root)
        return frames
    }

    @Test func cardMatchesItsDesign() throws {
        let scene = try SceneDecoder().decode(Array(Data(contentsOf: Self.example)))
        let frames = try frames(scene)
        #expect(frames["card"]?.x == 80 && frames["card"]?.y == 80)
        #expect(frames["avatar"] == Rect(x: 136, y: 144, width: 96, height: 96))
        // Header 96 tall, then a 40-point margin: the title starts at 144 + 96 + 40 = 280.
        // It is ellipsized at 2 lines of 42 × 1.15 = 48.3 points: 96.6 tall, 648 wide.
        let title = try #require(frames["title"])
        #expect(title.y == 280 && title.width == 648)
        #expect(abs(title.height - 96.6) < 0.01)
        // The summary follows 20 points below the title.
        #expect(abs((frames["summary"]?.y ?? 0) - (280 + 96.6 + 20)) < 0.01)
        // The card ends 32 points below the footer.
        let footer = try #require(frames["footer"]), card = try #require(frames["card"])
        #expect(abs(card.maxY - (footer.maxY + 32)) < 0.01)
    }

    @Test func shorterTitleMovesContentUp() throws {
        var scene = try SceneDecoder().decode(Array(Data(contentsOf: Self.example)))
        let before = try frames(scene)
        #expect(scene.root.children[1].children[2].id == "title")
        scene.root.children[1].children[2].label?.text = "A short title"
        let after = try frames(scene)
        // One line instead of two: everything below moves up by one 48.3-point line.
        #expect(abs((before["summary"]!.y - after["summary"]!.y) - 48.3) < 0.01)
        #expect(abs((before["button"]!.y - after["button"]!.y) - 48.3) < 0.01)
        #expect(abs((before["card"]!.height - after["card"]!.height) - 48.3) < 0.01)
        #expect(after["avatar"] == before["avatar"])
    }

    @Test func measuringTheCardAgainCostsNoPangoLayout() throws {
        let scene = try SceneDecoder().decode(Array(Data(contentsOf: Self.example)))
        let renderer = try Self.renderer()
        let first = try renderer.layout(scene)
        let layouts = renderer.text.layoutCount
        #expect(layouts > 0)
        let second = try renderer.layout(scene)
        #expect(renderer.text.layoutCount == layouts, "every label's measurement should come from the cache")
        #expect(second.dump() == first.dump())
    }
}
