import Foundation
import Rendering
import Scene
import Testing

/// `Examples/loading-dissolve.json`: a cover photo cross-dissolving in, a title sliding in,
/// a loading button and a toast, which `render-cli --animate` turns into an animation.
struct ExampleAnimationTests {
    static let example = TestSupport.packageRoot.appendingPathComponent("Examples/loading-dissolve.json")

    private func load() throws -> (Scene, Renderer) {
        let renderer = try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: Self.example.deletingLastPathComponent().path)))
        return (try renderer.decode(json: Data(contentsOf: Self.example)), renderer)
    }

    @Test func theAnimationEndsWhenTheToastHasFadedOut() throws {
        let (scene, renderer) = try load()
        // The toast waits for its 1.5 s delay, shows for 1 s and fades 0.25 s each way.
        #expect(scene.timelineEnd == 3)
        #expect(try renderer.layout(scene).warnings.isEmpty)
    }

    @Test func thePhotoDissolvesFromTheAvatar() throws {
        let (scene, renderer) = try load()
        let layout = try renderer.layout(scene)
        func find(_ node: LayoutNode) -> LayoutNode? { node.id == "photo" ? node : node.children.lazy.compactMap(find).first }
        let photo = try #require(find(layout.root)).frame
        // The avatar's face sits at the top centre; the photo has open sky there.
        let x = Int(photo.x + photo.width / 2), y = Int(photo.y + photo.height * 0.35)
        let before = try renderer.bitmap(scene, time: 0).pixel(x: x, y: y)
        let after = try renderer.bitmap(scene, time: 1.5).pixel(x: x, y: y)
        #expect(before != after, "\(before) then \(after)")
        #expect(try renderer.bitmap(scene, time: 0.3).pixel(x: x, y: y) == before, "nothing moves before the 0.3 s delay")
        #expect(try renderer.bitmap(scene, time: 9).pixel(x: x, y: y) == after, "nothing moves after the end")
    }
}
