import Foundation
import Rendering
import Scene

/// Times the example animation (`Examples/loading-dissolve.json`, 3 s at 30 fps): resolving
/// the scene at one moment, one frame on one thread, and all 90 frames rendered in
/// parallel, which is what `render-cli --animate` does before encoding.
enum AnimationBenchmark {
    static func run(iterations: Int) throws -> [String] {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/loading-dissolve.json").standardized
        let renderer = try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: example.deletingLastPathComponent().path)))
        let scene = try renderer.decode(json: Data(contentsOf: example))
        let timing = try FrameTiming(fps: 30, duration: scene.timelineEnd)
        func median(_ work: () throws -> Void) rethrows -> Double {
            var times: [Double] = []
            for _ in 0..<iterations {
                let start = ContinuousClock.now
                try work()
                times.append(Report.milliseconds(ContinuousClock.now - start))
            }
            return Report.median(times)
        }
        let resolve = median { _ = scene.at(time: 1.5) }
        let frame = try median { _ = try renderer.bitmap(scene, time: 1.5) }
        let all = try median {
            try renderer.renderFrames(of: scene, timing: timing, prepare: { $0 }, consume: { _ in })
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return [
            String(format: "animation %d frames: Scene.at %.3f ms, one frame %.1f ms, all frames %.0f ms on %d cores (%.1f× one frame × %d)",
                   timing.frameCount, resolve, frame, all, cores, frame * Double(timing.frameCount) / max(all, 0.001), timing.frameCount),
        ]
    }
}
