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
/// A render with warnings fails, listing them, and its image is neither recorded nor
/// compared: a missing picture drawn as its placeholder, or a font that fell back, would
/// otherwise be written into the reference and pass from then on. A test that means to
/// render such a scene names the warnings it expects in `allowedWarnings`.
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
///   - allowedWarnings: texts of the warnings the test expects; a warning is allowed when its
///     description (`path: message`, as the failure lists it) contains one of them.
///   - record: overrides `SCENE_GOLDEN_RECORD`.
///   - renderer: renders the scene; by default one whose asset folder is the test file's
///     folder, so that pictures and fonts beside the test are found, shared by the checks of
///     every test file in that folder.
public func assertGolden(
    of scene: Scene, named name: String, at time: Double = 0, as strategy: ComparisonStrategy = .standard, allowedWarnings: [String] = [],
    record: GoldenRecordMode? = nil, in directory: URL? = nil, renderer: Renderer? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: Int = #column
) {
    let location = TestLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let rendered: (bitmap: Bitmap, warnings: [SceneWarning])
    do {
        rendered = try (renderer ?? SharedRenderers.get(assets: location.folder)).bitmapAndWarnings(scene, time: time)
    } catch {
        return FailureReporter.report("\(location.fileName)/\(location.testName).\(name): the scene could not be rendered: \(error)", at: location)
    }
    if let message = unexpectedWarnings(rendered.warnings, allowed: allowedWarnings, name: name, location: location) {
        return FailureReporter.report(message, at: location)
    }
    check(rendered.bitmap, name: name, extension: "png", strategy: strategy, record: record, directory: directory, location: location)
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
/// differing lines when it does not match. Warnings fail the check as they do in
/// `assertGolden(of:named:)`, since a missing picture changes the layout too.
public func assertLayoutGolden(
    of scene: Scene, named name: String, at time: Double = 0, allowedWarnings: [String] = [], record: GoldenRecordMode? = nil, in directory: URL? = nil,
    renderer: Renderer? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: Int = #column
) {
    let location = TestLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let tree: LayoutTree
    do {
        tree = try (renderer ?? SharedRenderers.get(assets: location.folder)).layout(scene, time: time)
    } catch {
        return FailureReporter.report("\(location.fileName)/\(location.testName).\(name): the scene could not be laid out: \(error)", at: location)
    }
    if let message = unexpectedWarnings(tree.warnings, allowed: allowedWarnings, name: name, location: location) {
        return FailureReporter.report(message, at: location)
    }
    let dump = tree.dump()
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

/// The failure for the warnings none of `allowed` matches, or `nil` when there are none.
private func unexpectedWarnings(_ warnings: [SceneWarning], allowed: [String], name: String, location: TestLocation) -> String? {
    let unexpected = warnings.map(\.description).filter { warning in !allowed.contains { warning.contains($0) } }
    guard !unexpected.isEmpty else { return nil }
    let count = unexpected.count == 1 ? "a warning" : "\(unexpected.count) warnings"
    return """
    \(location.fileName)/\(location.testName).\(name): the scene has \(count), so its reference was neither compared nor recorded:
    \(unexpected.map { "  " + $0 }.joined(separator: "\n"))
      fix what they name, or list the warnings the test expects in allowedWarnings
    """
}
