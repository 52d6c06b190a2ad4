import Fetch
import FoundationEssentials
import Glibc
import Rendering
import Scene

/// Everything the command line asked for, after parsing and checking.
struct CommandLineOptions {
    /// The scene file, or `-` for standard input.
    var input: String?
    /// The output file, or `-` for standard output.
    var output: String?
    var format: String?
    var scale: Double?
    var quality: Int?
    var lossless = false
    var pngCompression = PNGCompression.default
    var flattenColor = Color.white
    var assets: String?
    var debugBounds = false
    var dumpLayout = false
    var strict = false
    var timings = false
    /// The longest a single render may take, in seconds.
    var timeLimit: Double?
    var maximumPixels: Int?
    var showHelp = false
    var showVersion = false
    /// The moment a single image shows, in seconds.
    var time: Double?
    /// Where `--animate` writes the animation: a file, or a folder of numbered PNG frames.
    var animate: String?
    var fps: Int?
    var duration: Double?
    /// Values for a template's parameters.
    var parameters = ParameterArguments()
    /// The hosts pictures may be fetched from.
    var remote = RemoteAccess.none

    /// Options that take a value, for "did you mean" hints and for parsing.
    static let valueOptions = ["-o", "--output", "--format", "--scale", "--quality", "--png", "--background", "--assets", "--max-pixels",
                               "--time", "--time-limit", "--animate", "--fps", "--duration", "--set", "--params", "--allow-remote"]
    static let flagOptions = ["--lossless", "--debug-bounds", "--dump-layout", "--strict", "--timings", "--help", "-h", "--version"]

    /// Parses arguments (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        let split = try SplitArguments.split(arguments, valueOptions: valueOptions, flagOptions: flagOptions)
        var options = CommandLineOptions()
        for (name, value) in split.options {
            if let value { try options.apply(name, value) } else { options.apply(flag: name) }
        }
        if split.positional.count > 1 {
            throw UsageError("unexpected argument '\(split.positional[1])'; give one scene file (the output goes after -o)")
        }
        options.input = split.positional.first
        return options
    }

    mutating func apply(_ name: String, _ value: String) throws(UsageError) {
        switch name {
        case "-o", "--output":
            guard !value.isEmpty else { throw UsageError("option '\(name)' needs a file name, or - for standard output") }
            output = value
        case "--format":
            let lowered = value.lowercased()
            guard OutputFormat(fileExtension: lowered) != nil else {
                throw UsageError("unknown format '\(value)'; allowed: png, jpeg, webp, pdf, svg")
            }
            format = lowered
        case "--scale":
            guard let number = Double(value), number.isFinite, number >= 0.01, number <= 16 else {
                throw UsageError("--scale expects a number between 0.01 and 16, received '\(value)'")
            }
            scale = number
        case "--quality":
            guard let number = Int(value), (0...100).contains(number) else {
                throw UsageError("--quality expects a whole number from 0 to 100, received '\(value)'")
            }
            quality = number
        case "--png":
            guard let compression = PNGCompression(rawValue: value) else {
                throw UsageError("--png expects fast, default or small, received '\(value)'")
            }
            pngCompression = compression
        case "--background":
            guard let color = Color(parsing: value), color.alpha8 == 255 else {
                throw UsageError("--background expects an opaque colour such as white or #F0F0F0, received '\(value)'")
            }
            flattenColor = color
        case "--assets":
            assets = value
        case "--allow-remote":
            do {
                remote.allowed.append(try HostPattern(value))
            } catch {
                throw UsageError("--allow-remote: \(error)")
            }
        case "--set":
            try parameters.addAssignment(value)
        case "--params":
            guard !value.isEmpty else { throw UsageError("--params needs the name of a JSON file of values") }
            parameters.file = value
        case "--max-pixels":
            guard let number = Int(value), number > 0 else {
                throw UsageError("--max-pixels expects a whole number above 0, received '\(value)'")
            }
            maximumPixels = number
        case "--time":
            guard let number = Double(value), number.isFinite, number >= 0 else {
                throw UsageError("--time expects a number of seconds, 0 or more, received '\(value)'")
            }
            time = number
        case "--time-limit":
            guard let number = Double(value), number.isFinite, number > 0, number <= 86_400 else {
                throw UsageError("--time-limit expects a number of seconds above 0 (at most a day), received '\(value)'")
            }
            timeLimit = number
        case "--animate":
            guard !value.isEmpty, value != "-" else {
                throw UsageError("--animate needs a file name (.webp, .gif, .png, .apng) or a folder name ending in /; animations are not written to standard output")
            }
            animate = value
        case "--fps":
            let rates = FrameTiming.frameRates
            guard let number = Int(value), rates.contains(number) else {
                throw UsageError("--fps expects a whole number from \(rates.lowerBound) to \(rates.upperBound), received '\(value)'")
            }
            fps = number
        case "--duration":
            let longest = Int(FrameTiming.maximumDuration)
            guard let number = Double(value), number.isFinite, number > 0, number <= FrameTiming.maximumDuration else {
                throw UsageError("--duration expects a number of seconds above 0 and at most \(longest), received '\(value)'")
            }
            duration = number
        default:
            break
        }
    }

    mutating func apply(flag: String) {
        switch flag {
        case "--lossless": lossless = true
        case "--debug-bounds": debugBounds = true
        case "--dump-layout": dumpLayout = true
        case "--strict": strict = true
        case "--timings": timings = true
        case "--help", "-h": showHelp = true
        case "--version": showVersion = true
        default: break
        }
    }

    /// Refuses options that do not go together: `--animate` with `-o`, `--format` or
    /// `--time`, and `--fps` or `--duration` without `--animate`.
    func checkCombinations() throws(UsageError) {
        guard animate != nil else {
            if fps != nil { throw UsageError("--fps only applies with --animate") }
            if duration != nil { throw UsageError("--duration only applies with --animate") }
            return
        }
        if output != nil {
            throw UsageError("--animate and -o cannot be used together; --animate names the animation's file or folder")
        }
        if format != nil {
            throw UsageError("--format is for single images; --animate takes the format from its file name (.webp, .gif, .png, .apng) or writes PNG frames into a folder ending in /")
        }
        if time != nil {
            throw UsageError("--time picks the moment of a single image; an animation starts at 0 and lasts --duration seconds")
        }
    }

    /// Where and how `--animate` writes, with the frame rate checked against the format.
    func animationTarget() throws(UsageError) -> AnimationTarget? {
        guard let animate else { return nil }
        var isFolder = false
        if animate.hasSuffix("/") || (FileManager.default.fileExists(atPath: animate, isDirectory: &isFolder) && isFolder) {
            return .frames(folder: animate)
        }
        guard let base = AnimationFormat(fileExtension: animate.pathExtension) else {
            throw UsageError("cannot tell the animation format from '\(animate)'; use a .webp, .gif, .png or .apng name, or a folder name ending in / for PNG frames")
        }
        let format: AnimationFormat
        switch base {
        case .webp:
            // Lossless unless a quality is asked for, which means lossy at that quality.
            format = quality.map { .webp(quality: $0, lossless: lossless) } ?? .webp()
        case .gif:
            if let fps, fps > GIFEncoder.maximumFPS {
                throw UsageError("--fps \(fps) is too fast for a GIF, whose delays are whole hundredths of a second; use at most \(GIFEncoder.maximumFPS), or a .webp or .png animation")
            }
            format = .gif
        case .apng:
            format = .apng(pngCompression)
        }
        return .file(path: animate, format: format)
    }

    /// Refuses an `--assets` that is not a folder.
    func checkAssets() throws(UsageError) {
        guard let assets else { return }
        var isFolder = false
        guard FileManager.default.fileExists(atPath: assets, isDirectory: &isFolder), isFolder else {
            throw UsageError("--assets '\(assets)' is not a folder")
        }
    }

    /// How a batch renders a file with this extension, or `nil` when it names no format.
    func renderOptions(forExtension fileExtension: String) -> RenderOptions? {
        var copy = self
        copy.format = fileExtension.lowercased()
        guard let format = try? copy.outputFormat() else { return nil }
        return RenderOptions(format: format, scale: scale, debugBounds: debugBounds, time: time ?? 0, timeLimit: timeLimitDuration)
    }

    /// `--time-limit` as a duration, rounded up to the millisecond.
    var timeLimitDuration: Duration? {
        timeLimit.map { .milliseconds(Int64(($0 * 1000).rounded(.up))) }
    }

    /// The output format: `--format` if given, otherwise the output file's extension, or PNG
    /// on standard output, which has no name to tell it from (as rsvg-convert does).
    func outputFormat() throws(UsageError) -> OutputFormat {
        var name = format ?? "png"
        if format == nil, let output, output != "-" {
            let ext = output.pathExtension
            guard OutputFormat(fileExtension: ext) != nil else {
                throw UsageError("cannot tell the format from '\(output)'; use a .png, .jpg, .webp, .pdf or .svg name, or --format")
            }
            name = ext
        }
        guard let base = OutputFormat(fileExtension: name) else {
            throw UsageError("unknown format '\(name)'; allowed: png, jpeg, webp, pdf, svg")
        }
        switch base {
        case .png: return .png(pngCompression)
        case .jpeg: return .jpeg(quality: quality ?? 90, background: flattenColor)
        case .webp: return .webp(quality: quality ?? 90, lossless: lossless)
        case .pdf, .svg: return base
        }
    }
}

/// What `--animate` writes.
enum AnimationTarget: Equatable {
    /// One animated file.
    case file(path: String, format: AnimationFormat)
    /// `frame-0000.png`, `frame-0001.png`, ... in a new or empty folder.
    case frames(folder: String)
}

/// A mistake in how the command was called; exits with 64 (EX_USAGE).
struct UsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
