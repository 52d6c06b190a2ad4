import Foundation
import Rendering

/// Checks a rendered bitmap against a golden case's reference, recording when asked and
/// writing `actual.png` and a three-panel `diff.png` on failure.
public struct GoldenVerifier: Sendable {
    public var comparator: ImageComparator
    public var recordMode: GoldenRecordMode
    /// Where failure artifacts go, one folder per case.
    public var artifacts: URL

    /// Creates a verifier.
    public init(comparator: ImageComparator = ImageComparator(), recordMode: GoldenRecordMode, artifacts: URL) {
        self.comparator = comparator
        self.recordMode = recordMode
        self.artifacts = artifacts
    }

    /// Passes silently, or throws a `GoldenError` that says what happened and where to look.
    public func verify(_ actual: Bitmap, against golden: GoldenCase) throws {
        let fileManager = FileManager.default
        let exists = fileManager.fileExists(atPath: golden.reference.path)
        if recordMode == .all || (!exists && recordMode != .never) {
            try actual.encoded(as: .png(.small)).write(to: golden.reference)
            throw GoldenError.recorded(case: golden.description, reference: golden.reference.path)
        }
        guard exists else {
            throw GoldenError.missingReference(case: golden.description, reference: golden.reference.path)
        }
        let expected: Bitmap
        do {
            expected = try Bitmap(pngData: Data(contentsOf: golden.reference))
        } catch {
            throw GoldenError.unreadableReference(case: golden.description, reference: golden.reference.path, reason: "\(error)")
        }
        let outcome = comparator.compare(expected: expected, actual: actual)
        guard !outcome.matches else { return }
        if recordMode == .failed {
            try actual.encoded(as: .png(.small)).write(to: golden.reference)
            throw GoldenError.recorded(case: golden.description, reference: golden.reference.path)
        }
        let folder = artifacts.appendingPathComponent(golden.area).appendingPathComponent(golden.reference.deletingPathExtension().lastPathComponent)
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        let actualFile = folder.appendingPathComponent("actual.png")
        let diffFile = folder.appendingPathComponent("diff.png")
        try actual.encoded(as: .png(.fast)).write(to: actualFile)
        try comparator.diffImage(expected: expected, actual: actual).encoded(as: .png(.fast)).write(to: diffFile)
        throw GoldenError.mismatch(case: golden.description, outcome: outcome, actual: actualFile.path, diff: diffFile.path)
    }
}
