import Foundation
import Rendering
import Scene

// Renders one scene many times in this process and prints the median time of each stage,
// then the PNG trade-off and the wall time of whole `render-cli` runs.
//
// `--stages-only` prints the per-format stage lines and the PNG modes beside libpng, and
// stops: the loop for measuring a change to drawing or encoding. `--layout-only` prints only
// the layout lines, `--effects-only` only the filter lines, and `--process-only` only the
// whole-process comparison with the reference card's C program.

let usage = """
    usage: scene-bench <scene.json> [--iterations N] [--cli PATH] [--batch-rows N] [--memory-rows N]
                       [--batch-rounds N] [--reference DIR --card-program PATH]
                       [--stages-only | --layout-only | --effects-only | --process-only]

    """
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
let options: BenchOptions
do {
    options = try BenchOptions(arguments)
} catch {
    FileHandle.standardError.write(Data("scene-bench: \(error)\n\(usage)".utf8))
    exit(64)
}
do {
    try runBenchmarks(options)
} catch {
    FileHandle.standardError.write(Data("scene-bench: \(error)\n".utf8))
    exit(1)
}

func runBenchmarks(_ options: BenchOptions) throws {
    let iterations = options.iterations
    if options.layoutOnly {
        for line in LayoutBenchmark.run(iterations: max(5, iterations / 6)) { print(line) }
        return
    }
    if options.processOnly, let cli = options.cliPath, let folder = options.referenceFolder, let program = options.cardProgram {
        for line in try ProcessBenchmark.run(cli: cli, program: program, folder: folder, rounds: 20) { print(line) }
        return
    }
    if options.effectsOnly {
        for line in try EffectBenchmark.run(iterations: max(5, iterations / 6)) { print(line) }
        return
    }
    let scenePath = options.scenePath
    guard let json = FileManager.default.contents(atPath: scenePath) else {
        throw BenchFailure("cannot read the scene \(scenePath)")
    }
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
    let scene = try renderer.decode(json: json, file: scenePath)
    for line in try PNGBaseline.run(try renderer.bitmap(scene), rounds: max(5, iterations / 4)) {
        print(line)
    }
    if options.stagesOnly { return }
    if let cliPath = options.cliPath {
        print(try Report.cliRuns(cliPath, scene: scenePath, runs: 15))
        if let folder = options.referenceFolder, let program = options.cardProgram {
            for line in try ProcessBenchmark.run(cli: cliPath, program: program, folder: folder, rounds: 20) { print(line) }
        }
    }
    for line in LayoutBenchmark.run(iterations: max(5, iterations / 6)) {
        print(line)
    }
    for line in try ImageBenchmark.run(iterations: max(5, iterations / 6)) {
        print(line)
    }
    for line in try EffectBenchmark.run(iterations: max(5, iterations / 6)) {
        print(line)
    }
    for line in try SVGBenchmark.run(iterations: max(5, iterations / 6)) {
        print(line)
    }
    for line in try AnimationBenchmark.run(iterations: max(3, iterations / 20)) {
        print(line)
    }
    for line in try BatchBenchmark.run(template: scenePath, cli: options.cliPath,
                                       rows: options.batchRows,
                                       memoryRows: options.memoryRows,
                                       rounds: options.batchRounds) {
        print(line)
    }
}
