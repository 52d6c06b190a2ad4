import Foundation
import Rendering
import Scene

// Renders one scene many times in this process and prints the median time of each stage,
// then the PNG trade-off and the wall time of whole `render-cli` runs.
//
// Usage: scene-bench <scene.json> [--iterations N] [--cli PATH] [--batch-rows N] [--memory-rows N] [--batch-rounds N]
//                    [--stages-only]
//
// `--stages-only` prints the per-format stage lines and stops: the quick loop for
// measuring a change to drawing or encoding.

let arguments = Array(CommandLine.arguments.dropFirst())
guard let scenePath = arguments.first else {
    FileHandle.standardError.write(Data("usage: scene-bench <scene.json> [--iterations N] [--cli PATH]\n".utf8))
    exit(64)
}
let iterations = BenchOptions.value(after: "--iterations", in: arguments).flatMap(Int.init) ?? 60
let cliPath = BenchOptions.value(after: "--cli", in: arguments)
let stagesOnly = arguments.contains("--stages-only")
let json = try Data(contentsOf: URL(fileURLWithPath: scenePath))
// The scene's own folder holds its pictures, as for render-cli; a warning (a missing
// picture drawn as a placeholder) fails the benchmark rather than timing less work.
let renderer = try Renderer(configuration: RendererConfiguration(strict: true, assets: AssetFolder(path: URL(fileURLWithPath: scenePath).deletingLastPathComponent().path)))

print("scene: \(scenePath), \(iterations) renders after 5 warm-up renders (medians)")
for compression in PNGCompression.allCases {
    let options = RenderOptions(format: .png(compression))
    for _ in 0..<5 { _ = try renderer.renderNow(json: json, file: scenePath, options: options) }
    var samples: [StageTimings] = []
    var size = 0
    for _ in 0..<iterations {
        let result = try renderer.renderNow(json: json, file: scenePath, options: options)
        samples.append(result.timings)
        size = result.data.count
    }
    print(Report.line(label: "png \(compression.rawValue)", samples: samples, bytes: size))
}
for format in [OutputFormat.jpeg(), .webp(), .webp(quality: 100, lossless: true), .pdf, .svg] {
    var samples: [StageTimings] = []
    var size = 0
    for _ in 0..<max(10, iterations / 3) {
        let result = try renderer.renderNow(json: json, file: scenePath, options: RenderOptions(format: format))
        samples.append(result.timings)
        size = result.data.count
    }
    let label = format == .webp(quality: 100, lossless: true) ? "webp lossless" : format.name
    print(Report.line(label: label, samples: samples, bytes: size))
}
if stagesOnly { exit(0) }
let scene = try renderer.decode(json: json, file: scenePath)
for line in try PNGBaseline.run(try renderer.bitmap(scene), rounds: max(5, iterations / 4)) {
    print(line)
}
if let cliPath {
    print(try Report.cliRuns(cliPath, scene: scenePath, runs: 15))
}
for line in LayoutBenchmark.run(iterations: max(5, iterations / 6)) {
    print(line)
}
for line in try ImageBenchmark.run(iterations: max(5, iterations / 6)) {
    print(line)
}
for line in try SVGBenchmark.run(iterations: max(5, iterations / 6)) {
    print(line)
}
for line in try AnimationBenchmark.run(iterations: max(3, iterations / 20)) {
    print(line)
}
for line in try BatchBenchmark.run(template: scenePath, cli: cliPath,
                                   rows: BenchOptions.value(after: "--batch-rows", in: arguments).flatMap(Int.init) ?? 500,
                                   memoryRows: BenchOptions.value(after: "--memory-rows", in: arguments).flatMap(Int.init) ?? 5000,
                                   rounds: BenchOptions.value(after: "--batch-rounds", in: arguments).flatMap(Int.init) ?? 3) {
    print(line)
}
