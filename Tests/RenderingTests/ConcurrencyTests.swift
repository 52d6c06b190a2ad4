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

    /// Renderers made and dropped while others set text: each scene's fonts get a registry of
    /// their own, and Cairo meets more font files than the ten faces it keeps open. Cairo
    /// 1.16 closed one of them under a thread drawing with it (a crash in FreeType about
    /// once in a hundred rounds) until every registry's fonts came with faces of the
    /// process's own. Every render must also keep the pixels it has alone.
    @Test func shortLivedFontRegistriesRenderAsTheyDoAlone() async throws {
        let files = ["ComicNeue-Regular.otf", "ComicNeue-Regular.woff", "ComicNeue-Regular.woff2", "Inter-Variable.ttf", "Inter-Variable.woff2"]
        func scene(_ file: String) throws -> Scene {
            try WebFontRenderingTests.scene(fonts: "\"assets/\(file)\"", family: file.hasPrefix("Inter") ? "Inter" : "Comic Neue", text: "Hamburgefonstiv 0123 漢字 😀")
        }
        let plain = try TestSupport.scene(#"{"width": 360, "height": 50, "background": "white", "root": {"type": "label", "font": {"size": 20, "weight": 700}, "text": "DejaVu 0123 漢字 😀 Ελληνικά", "padding": 8}}"#)
        let shared = try WebFontRenderingTests.renderer()
        let plainReference = try shared.bitmap(plain)
        let references = try files.map { try WebFontRenderingTests.renderer().bitmap(try scene($0)) }
        let rounds = 60
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for round in 0..<rounds {
                for worker in 0..<4 {
                    group.addTask {
                        guard worker % 2 == 1 else { return try shared.bitmap(plain) == plainReference ? 0 : 1 }
                        let file = (round + worker) % files.count
                        return try WebFontRenderingTests.renderer().bitmap(try scene(files[file])) == references[file] ? 0 : 1
                    }
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        // The fonts were used: Comic Neue and Inter set different pixels, each the same from
        // every container.
        #expect(references[0] == references[1] && references[0] == references[2] && references[3] == references[4])
        #expect(references[0] != references[3])
    }
}
