import CProcess
import Files
import FoundationEssentials
import Glibc
import Rendering
import Scene

/// `render-cli`: reads a scene, renders it and writes the file; `render-cli diff` and
/// `render-cli test` compare images. Exit codes follow sysexits: 0 success, 64 bad
/// invocation or invalid input, 1 failed render or write, or images that differ.
@main
struct RenderCommand {
    static let version = LibraryVersions.renderer
    /// Larger scene files are refused before reading; real scenes are kilobytes.
    static let maximumSceneBytes = 16 << 20

    static func main() {
        // A closed pipe is then an error a write reports, not a signal that kills.
        signal(SIGPIPE, SIG_IGN)
        exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    static func run(_ arguments: [String]) -> Int32 {
        // A scene file named like a subcommand is still rendered when given as ./diff.
        switch arguments.first {
        case "diff": return DiffCommand.run(Array(arguments.dropFirst()))
        case "test": return TestCommand.run(Array(arguments.dropFirst()))
        case "batch": return BatchCommand.run(Array(arguments.dropFirst()))
        case "serve": return ServeLauncher.run(Array(arguments.dropFirst()))
        default: break
        }
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            return usageFailure(error.message)
        }
        if options.showHelp {
            print(usageText)
            return 0
        }
        if options.showVersion {
            print("render-cli \(version) (\(LibraryVersions.summary))")
            return 0
        }
        guard let input = options.input else { return usageFailure("missing the scene file to render (use - for standard input)") }
        guard options.output != nil || options.dumpLayout || options.animate != nil else {
            return usageFailure("missing -o <output>; use - to write to standard output")
        }
        var format = OutputFormat.png()
        let animation: AnimationTarget?
        do {
            try options.checkCombinations()
            if options.output != nil { format = try options.outputFormat() }
            animation = try options.animationTarget()
        } catch {
            return usageFailure(error.message)
        }
        if let duration = options.duration {
            do {
                _ = try FrameTiming(fps: options.fps ?? defaultFPS, duration: duration)
            } catch {
                return usageFailure(error.description)
            }
        }
        do {
            try options.checkAssets()
        } catch {
            return usageFailure(error.message)
        }
        let json: Data
        do {
            json = try readInput(input)
        } catch {
            return usageFailure("cannot read '\(input)': \((error as? InputError)?.reason ?? String(describing: error))")
        }
        return render(json, file: input == "-" ? "<stdin>" : input, format: format, animation: animation, options: options)
    }

    private static func render(_ json: Data, file: String, format: OutputFormat, animation: AnimationTarget?, options: CommandLineOptions) -> Int32 {
        // One image, then the process exits: freed buffers are worth keeping for the next
        // (5–6% of a card's CPU time, paired with the same render without it).
        if animation == nil { cprocess_keep_freed_memory() }
        var limits = SceneLimits()
        if let maximumPixels = options.maximumPixels { limits.maximumPixels = maximumPixels }
        var bound: BoundScene?
        do {
            let values = try options.parameters.values(limits: limits)
            // A still image draws each picture and gradient once, so neither the decoded
            // pictures nor the layers they are drawn into need outlive the drawing: they would
            // only add their pixels to the peak while the PNG is encoded. It draws its text on
            // one thread, so fonts' faces can be opened as they are used. An animation's
            // frames reuse pictures and layers, and are drawn on several threads.
            let still = animation == nil
            let configuration = RendererConfiguration(limits: limits, strict: options.strict, assets: assetFolder(options, file: file),
                                                      imageCacheBytes: still ? 0 : RendererConfiguration.defaultImageCacheBytes,
                                                      keepsPaintLayers: !still, opensInstalledFontFaces: !still, remote: options.remote)
            let renderer = try Renderer(configuration: configuration)
            let template = try renderer.template(json: json, file: file)
            let scene = try renderer.bind(template, params: values)
            bound = scene
            if options.dumpLayout {
                print(try renderer.layout(scene.scene, time: options.time ?? 0).dump(), terminator: "")
            }
            if let animation {
                return try animate(scene.scene, file: file, renderer: renderer, target: animation, options: options)
            }
            guard let output = options.output else { return 0 }
            let renderOptions = RenderOptions(format: format, scale: options.scale, debugBounds: options.debugBounds, time: options.time ?? 0,
                                              timeLimit: options.timeLimitDuration)
            let result = try renderer.renderNow(scene, file: file, options: renderOptions)
            for warning in result.warnings {
                printError("\(file): warning: \(warning)")
            }
            try OutputFile.write(result.data, to: output)
            if options.timings { printError(describe(result.timings)) }
            return 0
        } catch var error as SceneError {
            if let bound { error = bound.binding.attribute(error) }
            // The canvas check made at render time (after --scale) knows no file name.
            if error.file == nil { error.file = file }
            printError(error.description)
            return 64
        } catch let error as InputError {
            return usageFailure("cannot read '\(options.parameters.file ?? file)': \(error.reason)")
        } catch let error as StrictModeError {
            printError("\(file): error: \(bound.map { StrictModeError(warning: $0.binding.attribute(error.warning)) } ?? error)")
            return 1
        } catch {
            printError("\(file): error: \(error)")
            return 1
        }
    }

    /// Where relative paths resolve: `--assets`, or beside the scene file.
    static func assetFolder(_ options: CommandLineOptions, file: String) -> AssetFolder? {
        let folder = options.assets ?? (file == "<stdin>" ? nil : URL(fileURLWithPath: file).deletingLastPathComponent().path)
        return folder.map { AssetFolder(path: $0) }
    }

    /// Why a scene's own timeline cannot be animated whole, with the flags that help.
    private static func timelineTooLong(_ end: Double, fps: Int, file: String) -> String {
        let seconds = cFormat("%g", end)
        guard end <= FrameTiming.maximumDuration else {
            return "\(file): the scene's timeline lasts \(seconds) s, above the limit of \(Int(FrameTiming.maximumDuration)) s; give a shorter --duration"
        }
        let frames = Int((end * Double(fps)).rounded())
        return "\(file): the scene's timeline lasts \(seconds) s, which at \(fps) fps is \(frames) frames, above the limit of \(FrameTiming.maximumFrames); give a shorter --duration or a lower --fps"
    }

    /// The frame rate when `--fps` is not given.
    static let defaultFPS = 30

    /// Renders every frame and writes the animation, or the folder of frames, whole or not
    /// at all. Warnings are those of the first frame.
    private static func animate(_ scene: Scene, file: String, renderer: Renderer, target: AnimationTarget, options: CommandLineOptions) throws -> Int32 {
        let fps = options.fps ?? defaultFPS
        let timing: FrameTiming
        do {
            timing = try options.duration.map { duration throws(RenderError) in try FrameTiming(fps: fps, duration: duration) } ?? FrameTiming(for: scene, fps: fps)
        } catch {
            return usageFailure(timelineTooLong(scene.timelineEnd, fps: fps, file: file))
        }
        if !options.strict {
            for warning in try renderer.layout(scene).warnings {
                printError("\(file): warning: \(warning)")
            }
        }
        let clock = ContinuousClock()
        let start = clock.now
        let progress = ProgressBar()
        defer { progress.finish() }
        switch target {
        case .file(let path, let format):
            try OutputFile.checkFolder(of: path)
            let animationOptions = AnimationOptions(format: format, fps: fps, duration: timing.duration, scale: options.scale, debugBounds: options.debugBounds)
            let data = try renderer.renderAnimation(scene, options: animationOptions, progress: progress.update)
            try OutputFile.write(data, to: path)
        case .frames(let path):
            let folder = try FrameFolder(path: path)
            defer { folder.discard() }
            let compression = options.pngCompression
            try renderer.renderFrames(of: scene, timing: timing, scale: options.scale, debugBounds: options.debugBounds,
                                      prepare: { try $0.encoded(as: .png(compression)) }, progress: progress.update) { png in
                try folder.append(png)
            }
            try folder.finish()
        }
        if options.timings {
            progress.finish()
            printError("timings: \(timing.frameCount) frames in \(milliseconds(clock.now - start))")
        }
        return 0
    }

    /// The bytes of a scene file (or standard input for `-`), refusing what is not a regular file
    /// or is too large to be a scene.
    static func readInput(_ input: String) throws -> Data {
        if input == "-" { return try readStandardInput(limit: maximumSceneBytes) }
        do {
            return try RegularFile.read(input, maximumBytes: maximumSceneBytes, kind: "scene files")
        } catch {
            throw InputError(error.reason)
        }
    }

    /// Standard input up to `limit` bytes; more is refused as soon as it arrives, so that a
    /// scene piped from an endless stream cannot fill memory.
    static func readStandardInput(limit: Int) throws -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw InputError(String(cString: strerror(errno))) }
            if count == 0 { return data }
            guard data.count + count <= limit else {
                throw InputError("it is longer than \(limit) bytes; scenes may be at most \(limit) bytes")
            }
            data.append(contentsOf: chunk[..<count])
        }
    }

    private static func describe(_ timings: StageTimings) -> String {
        let ms = milliseconds
        return "timings: layout \(ms(timings.layout)), draw \(ms(timings.draw)), encode \(ms(timings.encode)), total \(ms(timings.total))"
    }

    private static func milliseconds(_ duration: Duration) -> String {
        cFormat("%.2f ms", Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000)
    }

    /// Prints a bad invocation's message with where to find the usage, and returns 64.
    static func usageFailure(_ message: String, command: String = "render-cli") -> Int32 {
        printError("\(command): \(message)\nRun '\(command) --help' for usage.")
        return 64
    }

    static func printError(_ message: String) {
        StandardStream.printError(message)
    }
}

/// Why the scene file could not be read.
struct InputError: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
