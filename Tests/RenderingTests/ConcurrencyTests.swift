import Foundation
import Rendering
import Scene
import SceneTesting
import Testing

/// Many renders at once must give exactly the pixels of the same renders made one by one.
struct ConcurrencyTests {
    @Test func concurrentRendersMatchSequentialOnes() async throws {
        // The view, text, component and effect goldens (components at each moment their `.times`
        // lists), each drawn by a renderer whose asset folder is the golden's own folder (as
        // GoldenImageTests does), so `fonts` such as `assets/ComicNeue-Regular.otf` resolve;
        // plus the example card with its pictures, which renders on many threads share
        // through the image cache.
        let goldens = try GoldenCase.all(in: TestSupport.goldens).filter { ["views", "text", "components", "effects"].contains($0.area) }
        let renderers = try Dictionary(uniqueKeysWithValues: Set(goldens.map(\.area)).map { area in
            (area, try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: TestSupport.goldens.appendingPathComponent(area).path))))
        })
        let examples = try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: TestSupport.packageRoot.appendingPathComponent("Examples").path)))
        let jobs: [(scene: Scene, time: Double, renderer: Renderer)] = try goldens.map { golden in
            (try SceneDecoder().decode(Array(Data(contentsOf: golden.scene))), golden.time ?? 0, renderers[golden.area]!)
        } + [(try SceneDecoder().decode(Array(Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("Examples/og-card.json")))), 0, examples)]
        #expect(jobs.count >= 10)
        let sequential = try jobs.map { try $0.renderer.bitmap($0.scene, time: $0.time) }

        let rounds = 3
        let concurrent = try await withThrowingTaskGroup(of: (Int, Bitmap).self) { group in
            for round in 0..<rounds {
                for (index, job) in jobs.enumerated() {
                    group.addTask { (round * jobs.count + index, try job.renderer.bitmap(job.scene, time: job.time)) }
                }
            }
            var results: [Int: Bitmap] = [:]
            for try await (slot, bitmap) in group { results[slot] = bitmap }
            return results
        }
        #expect(concurrent.count == rounds * jobs.count)
        for (slot, bitmap) in concurrent {
            #expect(bitmap == sequential[slot % jobs.count], "render \(slot) differs from its sequential twin")
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
