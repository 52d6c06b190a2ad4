import Foundation
import Rendering

/// One golden comparison, independent of any test framework: the output, its reference
/// file, how they are compared, and when the reference is (re)written.
///
/// On a mismatch it writes `expected.png`, `actual.png` and `diff.png` into `artifacts`
/// and names them in the message, so a failure on a machine without a display can still
/// be looked at.
public struct GoldenCheck: Sendable {
    /// The reference image (or text) file.
    public var reference: URL
    public var recordMode: GoldenRecordMode
    public var strategy: ComparisonStrategy
    /// The folder this check's failure artifacts go into.
    public var artifacts: URL
    /// What the check is called in messages, such as `CardTests/testCard.card`.
    public var name: String

    /// Creates a check.
    public init(name: String, reference: URL, recordMode: GoldenRecordMode, strategy: ComparisonStrategy = .standard, artifacts: URL) {
        self.name = name
        self.reference = reference
        self.recordMode = recordMode
        self.strategy = strategy
        self.artifacts = artifacts
    }

    /// Compares a rendered image with the reference, recording it when the mode says so.
    public func verify(_ actual: Bitmap) -> GoldenOutcome {
        guard actual.width > 0, actual.height > 0 else {
            return .failed("\(name): the image is empty (\(actual.width)×\(actual.height)), so there is nothing to compare")
        }
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if recordMode == .all || (!exists && recordMode != .never) {
            return record(actual, reason: exists ? "recorded again (record mode all)" : "recorded a new reference")
        }
        guard exists else { return .failed(missingMessage) }
        let expected: Bitmap
        do {
            expected = try Bitmap(pngData: Data(contentsOf: reference))
        } catch {
            return .failed("\(name): cannot read the reference \(reference.path): \(error)")
        }
        let comparator = ImageComparator(strategy: strategy)
        let result = comparator.compare(expected: expected, actual: actual)
        if result.matches { return .passed(result) }
        if recordMode == .failed { return record(actual, reason: "recorded over a reference that did not match (\(result))") }
        do {
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            let files = (expected: artifacts.appendingPathComponent("expected.png"), actual: artifacts.appendingPathComponent("actual.png"),
                         diff: artifacts.appendingPathComponent("diff.png"))
            try expected.encoded(as: .png(.fast)).write(to: files.expected, options: .atomic)
            try actual.encoded(as: .png(.fast)).write(to: files.actual, options: .atomic)
            try comparator.diffImage(expected: expected, actual: actual).encoded(as: .png(.fast)).write(to: files.diff, options: .atomic)
            return .failed("""
            \(name): does not match its reference
              \(result)
              reference: \(reference.path)
              expected:  \(files.expected.path)
              actual:    \(files.actual.path)
              diff:      \(files.diff.path)
              if the change is meant, look at the actual image, then re-run with SCENE_GOLDEN_RECORD=failed
            """)
        } catch {
            return .failed("\(name): does not match its reference \(reference.path) (\(result)), and the artifacts could not be written to \(artifacts.path): \(error)")
        }
    }

    /// Compares a text snapshot, such as a layout dump, with the reference, showing the
    /// differing lines on a mismatch.
    public func verify(text actual: String) -> GoldenOutcome {
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if recordMode == .all || (!exists && recordMode != .never) {
            return record(text: actual, reason: exists ? "recorded again (record mode all)" : "recorded a new reference")
        }
        guard exists else { return .failed(missingMessage) }
        let expected: String
        do {
            expected = try String(contentsOf: reference, encoding: .utf8)
        } catch {
            return .failed("\(name): cannot read the reference \(reference.path): \(error)")
        }
        if expected == actual { return .passed(nil) }
        if recordMode == .failed { return record(text: actual, reason: "recorded over a reference that did not match") }
        return .failed("""
        \(name): the text differs from its reference \(reference.path)
        \(TextDiff.lines(expected: expected, actual: actual))
        if the change is meant, re-run with SCENE_GOLDEN_RECORD=failed
        """)
    }

    private var missingMessage: String {
        "\(name): there is no reference at \(reference.path) and the record mode is never; record it with SCENE_GOLDEN_RECORD=missing, then look at it before committing"
    }

    private func record(_ actual: Bitmap, reason: String) -> GoldenOutcome {
        do {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.encoded(as: .png(.small)).write(to: reference, options: .atomic)
            return .recorded("\(name): \(reason) at \(reference.path); look at it, then re-run")
        } catch {
            return .failed("\(name): cannot write the reference \(reference.path): \(error)")
        }
    }

    private func record(text: String, reason: String) -> GoldenOutcome {
        do {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: reference, options: .atomic)
            return .recorded("\(name): \(reason) at \(reference.path); check it, then re-run")
        } catch {
            return .failed("\(name): cannot write the reference \(reference.path): \(error)")
        }
    }
}
