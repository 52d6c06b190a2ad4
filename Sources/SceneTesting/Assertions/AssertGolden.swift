import Foundation
import Rendering
import Scene

/// Renders `scene` and compares it with its reference image, failing the current test
/// (Swift Testing or XCTest) with the metrics and the paths of the expected, actual and diff
/// images when it does not match.
///
/// The reference is `__Goldens__/<TestFile>/<test>.<name>.png` beside the test file, or
/// `<name>.png` in `directory`. Without a reference the check records one when the record
/// mode allows it (by default it does, except on CI) and fails saying so: look at it, then
/// re-run.
///
/// ```swift
/// @Test func card() throws {
///     let scene = try SceneDecoder().decode(Array(json.utf8))
///     assertGolden(of: scene, named: "card")
/// }
/// ```
/// - Parameters:
///   - time: the moment rendered, in seconds, for scenes with transitions.
///   - strategy: how the images are compared; `.standard` ignores antialiasing and fails on
///     any visible change.
///   - record: overrides `SCENE_GOLDEN_RECORD`.
///   - renderer: renders the scene; by default one with no asset folder, shared by all checks.
public func assertGolden(
    of scene: Scene, named name: String, at time: Double = 0, as strategy: ComparisonStrategy = .standard,
    record: GoldenRecordMode? = nil, in directory: URL? = nil, renderer: Renderer? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: Int = #column
) {
    let location = TestLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let image: Bitmap
    do {
        image = try (renderer ?? SharedRenderer.get()).bitmap(scene, time: time)
    } catch {
        return FailureReporter.report("\(location.fileName)/\(location.testName).\(name): the scene could not be rendered: \(error)", at: location)
    }
    check(image, name: name, extension: "png", strategy: strategy, record: record, directory: directory, location: location)
}

/// Compares an image already rendered (or read from anywhere) with its reference, as
/// `assertGolden(of:named:)` does for a scene.
public func assertGolden(
    of image: Bitmap, named name: String, as strategy: ComparisonStrategy = .standard,
    record: GoldenRecordMode? = nil, in directory: URL? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: Int = #column
) {
    let location = TestLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    check(image, name: name, extension: "png", strategy: strategy, record: record, directory: directory, location: location)
}

/// Lays `scene` out and compares the layout dump (one line per node: its JSON path, `#id`
/// and frame, as `render-cli --dump-layout` prints) with `<test>.<name>.layout`, showing the
/// differing lines when it does not match.
public func assertLayoutGolden(
    of scene: Scene, named name: String, at time: Double = 0, record: GoldenRecordMode? = nil, in directory: URL? = nil, renderer: Renderer? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: Int = #column
) {
    let location = TestLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let dump: String
    do {
        dump = try (renderer ?? SharedRenderer.get()).layout(scene, time: time).dump()
    } catch {
        return FailureReporter.report("\(location.fileName)/\(location.testName).\(name): the scene could not be laid out: \(error)", at: location)
    }
    guard let check = makeCheck(name: name, extension: "layout", strategy: .exact, record: record, directory: directory, location: location) else { return }
    if let message = check.verify(text: dump).failureMessage { FailureReporter.report(message, at: location) }
}

private func check(_ image: Bitmap, name: String, extension: String, strategy: ComparisonStrategy, record: GoldenRecordMode?, directory: URL?, location: TestLocation) {
    guard let check = makeCheck(name: name, extension: `extension`, strategy: strategy, record: record, directory: directory, location: location) else { return }
    if let message = check.verify(image).failureMessage { FailureReporter.report(message, at: location) }
}

/// The check for one assertion, or `nil` after reporting a bad `SCENE_GOLDEN_RECORD`.
private func makeCheck(name: String, extension: String, strategy: ComparisonStrategy, record: GoldenRecordMode?, directory: URL?, location: TestLocation) -> GoldenCheck? {
    var mode = GoldenRecordMode.never
    if let record {
        mode = record
    } else {
        do {
            mode = try GoldenRecordMode.fromEnvironment()
        } catch {
            FailureReporter.report(error.description, at: location)
            return nil
        }
    }
    let file = directory == nil ? "\(location.testName).\(name).\(`extension`)" : "\(name).\(`extension`)"
    return GoldenCheck(name: "\(location.fileName)/\(location.testName).\(name)", reference: location.referenceFolder(directory).appendingPathComponent(file),
                       recordMode: mode, strategy: strategy, artifacts: location.artifacts(for: name))
}

/// The renderer checks use when the caller gives none: made once, on first use.
enum SharedRenderer {
    private static let shared = Result { try Renderer() }

    static func get() throws -> Renderer {
        try shared.get()
    }
}
