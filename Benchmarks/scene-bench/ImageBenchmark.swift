import Foundation
import Rendering
import Scene

/// Times a 6000 × 4000 JPEG drawn at 380 × 400 with a cold cache on every render: once
/// fitted into the box, where libjpeg decodes at 1/8 in the DCT (shrink-on-load), and once
/// placed at its natural size, which needs every pixel. The difference is the decode work
/// shrink-on-load saves.
enum ImageBenchmark {
    static func run(iterations: Int) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-bench-images-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = Scene(width: 6000, height: 4000, background: .linearGradient(LinearGradient(angle: 135, stops: [
            GradientStop(color: Color(red8: 14, green8: 165, blue8: 233), position: 0),
            GradientStop(color: Color(red8: 124, green8: 58, blue8: 237), position: 1),
        ]))) { View() }
        let jpeg = try Renderer().renderNow(photo, options: RenderOptions(format: .jpeg(quality: 85))).data
        try jpeg.write(to: folder.appendingPathComponent("photo.jpg"))
        let configuration = RendererConfiguration(assets: AssetFolder(path: folder.path))
        func scene(_ mode: ContentMode) -> Scene {
            Scene(width: 380, height: 400) {
                Node(kind: .image, image: ImageContent(source: .file("photo.jpg"), contentMode: mode)).size(width: 380, height: 400)
            }
        }
        func median(_ mode: ContentMode) throws -> Double {
            var times: [Double] = []
            for _ in 0..<iterations {
                let renderer = try Renderer(configuration: configuration)
                let start = ContinuousClock.now
                _ = try renderer.bitmap(scene(mode))
                times.append(Report.milliseconds(ContinuousClock.now - start))
            }
            return Report.median(times)
        }
        let shrunk = try median(.aspectFit), full = try median(.center)
        return [
            String(format: "jpeg 6000×4000 drawn at 380×400, cold cache: shrink-on-load (1/8) %.1f ms, full decode %.1f ms (%.1f× faster)",
                   shrunk, full, full / max(shrunk, 0.001)),
        ]
    }
}
