import Foundation
import Rendering
import Scene
import ImageComparison

/// `render-cli test DIR`: renders every scene under a folder and compares it with the PNG of
/// the same name beside it, one line per case, then a summary.
///
/// Like the library's golden tests, a run that records references fails and says what it
/// recorded, so that a reference is never created and trusted in the same run.
enum TestCommand {
    static let name = "render-cli test"
    static let valueOptions = ["--record", "--report"] + ComparisonOptions.valueOptions
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
            cases = try SceneCase.find(in: options.folder)
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
        return Options(folder: folder, record: record, report: report, strategy: try comparison.strategy(),
                       comparisonArguments: comparison.arguments)
    }
}

/// A scene under the tested folder and the reference image beside it.
struct SceneCase {
    /// The scene's path inside the folder, without `.json`: `cards/login`.
    var name: String
    /// The scene file, as a path from the current directory.
    var scene: String
    /// The reference: the scene's path with `.png` for `.json`.
    var reference: String

    /// Every `*.json` file under `folder`, at any depth, sorted by path. Hidden files and
    /// folders are skipped, as they hold tools' data rather than scenes.
    /// - Throws: `UsageError` when the folder does not exist or holds no scene.
    static func find(in folder: String) throws(UsageError) -> [SceneCase] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw UsageError("no such folder '\(folder)'")
        }
        guard isFolder.boolValue, let walker = FileManager.default.enumerator(atPath: folder) else {
            throw UsageError("'\(folder)' is not a folder; give the folder that holds the scenes")
        }
        var names: [String] = []
        while let relative = walker.nextObject() as? String {
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            guard (relative as NSString).pathExtension.lowercased() == "json",
                  walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular else { continue }
            names.append(relative)
        }
        guard !names.isEmpty else {
            throw UsageError("no scenes (*.json files) under '\(folder)'")
        }
        return names.sorted().map { relative in
            let scene = (folder as NSString).appendingPathComponent(relative)
            return SceneCase(name: (relative as NSString).deletingPathExtension, scene: scene,
                             reference: (scene as NSString).deletingPathExtension + ".png")
        }
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

/// Renders cases and compares, or records, their references.
struct CaseRunner {
    let comparator: ImageComparator
    let record: TestCommand.RecordMode?
    let keepsImages: Bool
    /// One renderer per asset folder: a scene's relative paths resolve beside it, as when
    /// `render-cli` renders it alone, and scenes in the same folder share fonts and images.
    private var renderers: [String: Renderer] = [:]

    init(strategy: ComparisonStrategy, record: TestCommand.RecordMode?, keepsImages: Bool) {
        comparator = ImageComparator(strategy: strategy)
        self.record = record
        self.keepsImages = keepsImages
    }

    mutating func run(_ sceneCase: SceneCase) -> CaseResult {
        var result = CaseResult(sceneCase: sceneCase, status: .passed, message: "")
        let actual: Bitmap
        let actualPNG: Data
        do {
            (actualPNG, actual) = try render(sceneCase.scene)
        } catch {
            result.status = .error
            result.message = error.description
            return result
        }
        if keepsImages { result.actual = actualPNG }
        let exists = FileManager.default.fileExists(atPath: sceneCase.reference)
        guard exists else {
            guard record != nil else {
                result.status = .failed
                result.message = "no reference '\(sceneCase.reference)'; record it with --record missing"
                return result
            }
            return recorded(actualPNG, into: result, replacing: nil)
        }
        let expected: (data: Data, bitmap: Bitmap)
        do {
            expected = try PNGFile.read(sceneCase.reference)
        } catch {
            let reason = "cannot read the reference '\(sceneCase.reference)': \(error.reason)"
            guard record == .failed || record == .all else {
                result.status = .error
                result.message = reason
                return result
            }
            return recorded(actualPNG, into: result, replacing: reason)
        }
        let comparison = comparator.compare(expected: expected.bitmap, actual: actual)
        result.comparison = comparison
        if keepsImages { result.expected = expected.data }
        if record == .all || (record == .failed && !comparison.matches) {
            return recorded(actualPNG, into: result, replacing: comparison.matches ? "it matched: \(comparison)" : "it differed: \(comparison)")
        }
        guard !comparison.matches else { return result }
        result.status = .failed
        result.message = comparison.description
        if keepsImages { result.mask = try? comparator.differenceMask(expected: expected.bitmap, actual: actual).encoded(as: .png(.fast)) }
        return result
    }

    /// Writes the rendered PNG as the reference, whole or not at all.
    /// - Parameter previous: why the reference there is replaced, or `nil` when there was none.
    private func recorded(_ png: Data, into result: CaseResult, replacing previous: String?) -> CaseResult {
        var result = result
        let reference = result.sceneCase.reference
        do {
            try OutputFile.write(png, to: reference)
        } catch {
            result.status = .error
            result.message = "\(error)"
            return result
        }
        result.status = .recorded(replaced: previous != nil)
        result.message = previous.map { "recorded '\(reference)' in place of the reference there; \($0)" } ?? "recorded '\(reference)'"
        return result
    }

    /// The scene rendered to PNG, as the plain command would write it, and the pixels read
    /// back from that PNG: what is compared is exactly what a recorded reference would hold.
    /// - Throws: `CaseError` with the scene error's file, line, column and path.
    private mutating func render(_ file: String) throws(CaseError) -> (png: Data, bitmap: Bitmap) {
        let json: Data
        do {
            json = try RenderCommand.readInput(file)
        } catch {
            throw CaseError("cannot read '\(file)': \((error as? InputError)?.reason ?? OutputFile.describe(error))")
        }
        do {
            let renderer = try renderer(for: file)
            let png = try renderer.bitmap(try renderer.decode(json: json, file: file)).encoded(as: .png(.small))
            return (png, try Bitmap(pngData: png))
        } catch var error as SceneError {
            if error.file == nil { error.file = file }
            throw CaseError(error.description)
        } catch {
            throw CaseError("\(file): error: \(error)")
        }
    }

    private mutating func renderer(for file: String) throws -> Renderer {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        if let known = renderers[folder] { return known }
        let renderer = try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: folder)))
        renderers[folder] = renderer
        return renderer
    }
}

/// Why a case could not be rendered, worded for its `ERROR` line.
struct CaseError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
