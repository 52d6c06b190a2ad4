import FoundationEssentials
import Glibc
import Rendering
import ImageComparison

/// `render-cli diff expected.png actual.png`: compares two PNG, JPEG or WebP files, prints
/// what differs and exits 0 when they match within the tolerance, 1 when they differ and 64
/// when a file or a flag cannot be used.
enum DiffCommand {
    static let name = "render-cli diff"
    static let valueOptions = ["--diff"] + ComparisonOptions.valueOptions
    static let flagOptions = ["--help", "-h"] + ComparisonOptions.flagOptions

    static func run(_ arguments: [String]) -> Int32 {
        let files: [String]
        let strategy: ComparisonStrategy
        var diffPath: String?
        do {
            let parsed = try SplitArguments.split(arguments, valueOptions: valueOptions, flagOptions: flagOptions)
            var comparison = ComparisonOptions()
            for (option, value) in parsed.options {
                switch option {
                case "--help", "-h":
                    print(diffUsageText)
                    return 0
                case "--diff":
                    diffPath = value
                default:
                    _ = try comparison.apply(option, value)
                }
            }
            files = try checkFiles(parsed.positional)
            strategy = try comparison.strategy()
            if let diffPath { try checkDiffPath(diffPath, inputs: files) }
        } catch {
            return RenderCommand.usageFailure(error.message, command: name)
        }
        if let diffPath {
            do {
                try OutputFile.checkFolder(of: diffPath)
            } catch {
                RenderCommand.printError("\(name): \(error)")
                return 1
            }
        }
        var bitmaps: [Bitmap] = []
        for file in files {
            do {
                bitmaps.append(try ImageFile.read(file))
            } catch {
                return RenderCommand.usageFailure("cannot read '\(file)': \(error.reason)", command: name)
            }
        }
        let comparator = ImageComparator(strategy: strategy)
        let result = comparator.compare(expected: bitmaps[0], actual: bitmaps[1])
        print(result.description)
        print(verdict(of: result))
        guard !result.matches else { return 0 }
        if let diffPath {
            do {
                let image = comparator.diffImage(expected: bitmaps[0], actual: bitmaps[1])
                try OutputFile.write(try image.encoded(as: .png()), to: diffPath)
            } catch {
                RenderCommand.printError("\(name): \(error)")
                return 1
            }
            print("diff image (expected | difference | actual): \(diffPath)")
        }
        return 1
    }

    /// The verdict in words, the line a person reads first.
    static func verdict(of result: ImageComparisonResult) -> String {
        switch result.verdict {
        case .identical: "identical: the images match pixel for pixel"
        case .withinTolerance: "match: the differences are within the tolerance"
        case .different: "different: the images differ beyond the tolerance"
        case .sizeMismatch: "different: the images are not the same size"
        }
    }

    /// The expected and the actual file, refusing any other number of files.
    private static func checkFiles(_ positional: [String]) throws(UsageError) -> [String] {
        switch positional.count {
        case 0: throw UsageError("missing the two images to compare (PNG, JPEG or WebP), the expected one first")
        case 1: throw UsageError("missing the actual image; give the expected file first, then the actual one")
        case 2: break
        default: throw UsageError("unexpected argument '\(positional[2])'; give two images, the expected one first")
        }
        if positional.contains("-") {
            throw UsageError("images are not read from standard input; give two image files")
        }
        return positional
    }

    /// The diff image is a PNG and must not replace one of the images it shows.
    private static func checkDiffPath(_ path: String, inputs: [String]) throws(UsageError) {
        guard path != "-", path.pathExtension.lowercased() == "png" else {
            throw UsageError("--diff writes a PNG file; give a name ending in .png, received '\(path)'")
        }
        func resolved(_ file: String) -> String {
            URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath().path
        }
        if let input = inputs.first(where: { resolved($0) == resolved(path) }) {
            throw UsageError("--diff '\(path)' would overwrite '\(input)', one of the images compared")
        }
    }
}
