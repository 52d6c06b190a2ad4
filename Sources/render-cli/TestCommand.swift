import FoundationEssentials
import Glibc
import Rendering
import Scene
import ImageComparison

/// `render-cli test DIR`: renders every scene under a folder and compares it with the PNG of
/// the same name beside it, one line per case, then a summary. A scene is rendered at each
/// moment its `.times` file lists, or at `--time`, as the golden tests render theirs.
///
/// Like the library's golden tests, a run that records references fails and says what it
/// recorded, so that a reference is never created and trusted in the same run.
enum TestCommand {
    static let name = "render-cli test"
    static let valueOptions = ["--record", "--report", "--time"] + ComparisonOptions.valueOptions
    static let flagOptions = ["--help", "-h"] + ComparisonOptions.flagOptions

    /// Which references a run writes.
    enum RecordMode: String, CaseIterable {
        /// Those that do not exist yet.
        case missing
        /// Those that do not exist, cannot be read or do not match.
        case failed
        /// Every one.
        case all
    }

    /// What was asked for, once checked.
    struct Options {
        var folder: String
        var record: RecordMode?
        var report: String?
        /// The moment of the scenes without a `.times` file, when given.
        var time: Double?
        var strategy: ComparisonStrategy
        /// The comparison flags as given, for the report's command that accepts every failure.
        var comparisonArguments: [String]
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        let cases: [SceneCase]
        do {
            guard let parsed = try parse(arguments) else {
                print(testUsageText)
                return 0
            }
            options = parsed
            cases = try SceneCase.find(in: options.folder, time: options.time ?? 0)
        } catch {
            return RenderCommand.usageFailure(error.message, command: name)
        }
        if let report = options.report {
            do {
                try OutputFile.checkFolder(of: report)
            } catch {
                RenderCommand.printError("\(name): \(error)")
                return 1
            }
        }
        var runner = CaseRunner(strategy: options.strategy, record: options.record, keepsImages: options.report != nil)
        var results: [CaseResult] = []
        for sceneCase in cases {
            let result = runner.run(sceneCase)
            if let warning = result.warning { RenderCommand.printError(warning) }
            print(result.line)
            results.append(result)
        }
        let summary = Summary(results)
        print(summary.line)
        if summary.recorded > 0 {
            let references = summary.recorded == 1 ? "reference was" : "references were"
            print("\(summary.recorded) \(references) recorded, so this run fails; look at them, then run again without --record")
        }
        if let report = options.report {
            let page = TestReport(results: results, summary: summary, options: options,
                                  workingDirectory: FileManager.default.currentDirectoryPath)
            do {
                try OutputFile.write(Data(page.html().utf8), to: report)
            } catch {
                RenderCommand.printError("\(name): \(error)")
                return 1
            }
            print("report: \(report)")
        }
        return summary.succeeded ? 0 : 1
    }

    /// The checked options, or `nil` when help was asked for.
    private static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        let parsed = try SplitArguments.split(arguments, valueOptions: valueOptions, flagOptions: flagOptions)
        var comparison = ComparisonOptions()
        var record: RecordMode?
        var report: String?
        var time: Double?
        for (option, value) in parsed.options {
            switch option {
            case "--help", "-h":
                return nil
            case "--record":
                guard let value, let mode = RecordMode(rawValue: value) else {
                    throw UsageError("--record expects missing, failed or all, received '\(value ?? "")'")
                }
                record = mode
            case "--report":
                guard let value, !value.isEmpty, value != "-" else {
                    throw UsageError("--report needs a file name for the HTML page")
                }
                report = value
            case "--time":
                guard let value, let seconds = Double(value), seconds.isFinite, seconds >= 0 else {
                    throw UsageError("--time expects a number of seconds, 0 or more, received '\(value ?? "")'")
                }
                time = seconds
            default:
                _ = try comparison.apply(option, value)
            }
        }
        guard let folder = parsed.positional.first else {
            throw UsageError("missing the folder of scenes to test")
        }
        if parsed.positional.count > 1 {
            throw UsageError("unexpected argument '\(parsed.positional[1])'; give one folder of scenes")
        }
        return Options(folder: folder, record: record, report: report, time: time, strategy: try comparison.strategy(),
                       comparisonArguments: comparison.arguments)
    }
}

/// What happened to one case.
struct CaseResult {
    enum Status {
        case passed
        case failed
        /// The reference was written: `replaced` when one was there before.
        case recorded(replaced: Bool)
        /// The scene could not be rendered, or its reference read or written.
        case error
    }

    var sceneCase: SceneCase
    var status: Status
    /// What the line says after the name.
    var message: String
    var comparison: ImageComparisonResult?
    /// What the run says about the case on standard error, beside its line.
    var warning: String?
    /// The images the report shows, as PNG; kept only when a report is written.
    var expected: Data?
    var actual: Data?
    var mask: Data?

    /// `PASS name`, `FAIL name: …`, `NEW name: …`, `UPDATED name: …` or `ERROR name: …`.
    var line: String {
        let tag = switch status {
        case .passed: "PASS"
        case .failed: "FAIL"
        case .recorded(let replaced): replaced ? "UPDATED" : "NEW"
        case .error: "ERROR"
        }
        return message.isEmpty ? "\(tag) \(sceneCase.name)" : "\(tag) \(sceneCase.name): \(message)"
    }
}

/// The counts a run ends with.
struct Summary {
    var passed = 0
    var failed = 0
    var recorded = 0
    var errors = 0

    init(_ results: [CaseResult]) {
        for result in results {
            switch result.status {
            case .passed: passed += 1
            case .failed: failed += 1
            case .recorded: recorded += 1
            case .error: errors += 1
            }
        }
    }

    /// Whether the run passes: nothing failed, broke or was recorded.
    var succeeded: Bool { failed == 0 && recorded == 0 && errors == 0 }

    /// `3 passed, 1 failed`, then the recorded and errors when there are any.
    var line: String {
        var parts = ["\(passed) passed", "\(failed) failed"]
        if recorded > 0 { parts.append("\(recorded) recorded") }
        if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }
}
