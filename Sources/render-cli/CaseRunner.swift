import Files
import FoundationEssentials
import Glibc
import ImageComparison
import Rendering
import Scene

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
            (actualPNG, actual, result.warning) = try render(sceneCase)
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

    /// The scene rendered at the case's moment to PNG, as the plain command would write it,
    /// and the pixels read back from that PNG: what is compared is exactly what a recorded
    /// reference would hold. The warning says when the moment shows nothing but the backdrop
    /// while another moment shows the scene's content.
    /// - Throws: `CaseError` with the scene error's file, line, column and path.
    private mutating func render(_ sceneCase: SceneCase) throws(CaseError) -> (png: Data, bitmap: Bitmap, warning: String?) {
        let file = sceneCase.scene
        let json: Data
        do {
            json = try RenderCommand.readInput(file)
        } catch {
            throw CaseError("cannot read '\(file)': \((error as? InputError)?.reason ?? error.systemReason)")
        }
        do {
            let renderer = try renderer(for: file)
            let scene = try renderer.decode(json: json, file: file)
            let png = try renderer.bitmap(scene, time: sceneCase.time).encoded(as: .png(.small))
            let warning = scene.momentShowingContent(hiddenAt: sceneCase.time).map { Self.emptyMomentWarning(sceneCase, showing: $0) }
            return (png, try Bitmap(pngData: png), warning)
        } catch var error as SceneError {
            if error.file == nil { error.file = file }
            throw CaseError(error.description)
        } catch {
            throw CaseError("\(file): error: \(error)")
        }
    }

    /// Why an image of the backdrop alone makes a poor reference, and how to pick a moment.
    private static func emptyMomentWarning(_ sceneCase: SceneCase, showing moment: Double) -> String {
        let shown = MomentList.seconds(moment)
        let advice = sceneCase.timesFile.map { "list that moment in '\($0)'" }
            ?? "give --time \(shown), or list the moments to check in '\(sceneCase.scene.deletingPathExtension).times'"
        return "\(sceneCase.scene): warning: at \(MomentList.seconds(sceneCase.time)) s nothing but the background is visible; the scene's content "
            + "(a toast, or nodes a transition brings in) shows at \(shown) s: \(advice)"
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
