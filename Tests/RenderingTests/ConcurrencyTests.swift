import Foundation
import Rendering
import Scene
import Testing

/// Many renders at once must give exactly the pixels of the same renders made one by one.
struct ConcurrencyTests {
    @Test func concurrentRendersMatchSequentialOnes() async throws {
        let files = try FileManager.default.contentsOfDirectory(at: TestSupport.goldens.appendingPathComponent("views"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" } + [TestSupport.packageRoot.appendingPathComponent("Examples/og-card.json")]
        let scenes = try files.sorted { $0.path < $1.path }.map { try SceneDecoder().decode(Array(Data(contentsOf: $0))) }
        #expect(scenes.count >= 10)
        let renderer = try Renderer()
        let sequential = try scenes.map { try renderer.bitmap($0) }

        let rounds = 3
        let concurrent = try await withThrowingTaskGroup(of: (Int, Bitmap).self) { group in
            for round in 0..<rounds {
                for (index, scene) in scenes.enumerated() {
                    group.addTask { (round * scenes.count + index, try renderer.bitmap(scene)) }
                }
            }
            var results: [Int: Bitmap] = [:]
            for try await (slot, bitmap) in group { results[slot] = bitmap }
            return results
        }
        #expect(concurrent.count == rounds * scenes.count)
        for (slot, bitmap) in concurrent {
            #expect(bitmap == sequential[slot % scenes.count], "render \(slot) differs from its sequential twin")
        }
    }

    @Test func concurrentEncodedRendersMatch() async throws {
        let scene = try SceneDecoder().decode(Array(Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("Examples/og-card.json"))))
        let renderer = try Renderer()
        let reference = try await renderer.render(scene).data
        let outputs = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try await renderer.render(scene).data } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.count == 8)
        #expect(outputs.allSatisfy { $0 == reference })
    }
}
