import Foundation
import Rendering
import SceneTesting
import Testing

/// Record modes, loud failures and failure messages of one golden check, on images built
/// pixel by pixel in the test.
struct GoldenCheckTests {
    /// A fresh folder for one test's references and artifacts.
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-check-\(UUID().uuidString)")

    private func flat(_ argb: UInt32, width: Int = 8, height: Int = 8) -> Bitmap {
        Bitmap(width: width, height: height, premultipliedARGB: Array(repeating: argb, count: width * height))
    }

    private func check(_ mode: GoldenRecordMode, strategy: ComparisonStrategy = .standard) -> GoldenCheck {
        GoldenCheck(name: "Cards/testCard.card", reference: folder.appendingPathComponent("ref/card.png"), recordMode: mode, strategy: strategy,
                    artifacts: folder.appendingPathComponent("artifacts"))
    }

    private var referenceExists: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("ref/card.png").path) }

    @Test func missingRecordsANewReferenceAndStillFails() throws {
        let outcome = check(.missing).verify(flat(0xFFFF_0000))
        guard case .recorded(let message) = outcome else { Issue.record("expected a recording, got \(outcome)"); return }
        #expect(message.contains("recorded a new reference at") && message.contains("ref/card.png"))
        #expect(referenceExists)
        #expect(check(.missing).verify(flat(0xFFFF_0000)) == .passed(ImageComparisonResult(strategy: .standard, verdict: .identical, differentPixels: 0,
                                                                                        antialiasedPixels: 0, totalPixels: 64, maximumDifference: 0)))
    }

    @Test func neverFailsWithoutAReferenceAndSaysHowToRecord() {
        let message = check(.never).verify(flat(0xFFFF_0000)).failureMessage ?? ""
        #expect(message.contains("there is no reference") && message.contains("SCENE_GOLDEN_RECORD=missing"))
        #expect(!referenceExists)
    }

    @Test func aChangedColourFailsWithMetricsAndArtifacts() throws {
        _ = check(.missing).verify(flat(0xFFFF_0000))
        let message = check(.never).verify(flat(0xFF00_00FF)).failureMessage ?? ""
        #expect(message.contains("does not match its reference"))
        #expect(message.contains("perceptual (ΔE2000 over 2.3"), "names the strategy and threshold")
        #expect(message.contains("64 of 64 pixels differ (100.0%)"), "counts and ratio: \(message)")
        for file in ["expected.png", "actual.png", "diff.png"] {
            let path = folder.appendingPathComponent("artifacts").appendingPathComponent(file).path
            #expect(message.contains(path))
            #expect(FileManager.default.fileExists(atPath: path))
        }
        let actual = try Bitmap(pngData: Data(contentsOf: folder.appendingPathComponent("artifacts/actual.png")))
        #expect(actual.pixel(x: 0, y: 0) == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func failedRecordsOnlyOverAMismatch() throws {
        _ = check(.missing).verify(flat(0xFFFF_0000))
        let written = try Data(contentsOf: folder.appendingPathComponent("ref/card.png"))
        #expect(check(.failed).verify(flat(0xFFFF_0000)).failureMessage == nil, "a match is left alone")
        #expect(try Data(contentsOf: folder.appendingPathComponent("ref/card.png")) == written)
        guard case .recorded = check(.failed).verify(flat(0xFF00_FF00)) else { Issue.record("a mismatch is recorded"); return }
        #expect(check(.never).verify(flat(0xFF00_FF00)).failureMessage == nil, "the new reference holds")
    }

    @Test func allRecordsEvenAMatch() {
        _ = check(.missing).verify(flat(0xFFFF_0000))
        guard case .recorded(let message) = check(.all).verify(flat(0xFFFF_0000)) else { Issue.record("all records every time"); return }
        #expect(message.contains("recorded again"))
    }

    @Test func aSizeMismatchIsReportedAsSuch() {
        _ = check(.missing).verify(flat(0xFFFF_0000))
        let message = check(.never).verify(flat(0xFFFF_0000, width: 9)).failureMessage ?? ""
        #expect(message.contains("the sizes differ: expected 8×8, actual 9×8"))
    }

    @Test func anUnreadableReferenceFailsLoudly() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ref"), withIntermediateDirectories: true)
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("ref/card.png"))
        let message = check(.missing).verify(flat(0xFFFF_0000)).failureMessage ?? ""
        #expect(message.contains("cannot read the reference"))
    }

    @Test func anEmptyImageCannotBeCompared() {
        let message = check(.missing).verify(Bitmap(width: 0, height: 0, premultipliedARGB: [])).failureMessage ?? ""
        #expect(message.contains("the image is empty (0×0)"))
        #expect(!referenceExists, "nothing is recorded from an empty image")
    }

    @Test func textSnapshotsShowTheDifferingLines() {
        let text = GoldenCheck(name: "Cards/testCard.layout", reference: folder.appendingPathComponent("card.layout"), recordMode: .missing,
                               artifacts: folder)
        guard case .recorded = text.verify(text: "root (0, 0, 10, 10)\n") else { Issue.record("a new text reference is recorded"); return }
        #expect(text.verify(text: "root (0, 0, 10, 10)\n") == .passed(nil))
        var strict = text
        strict.recordMode = .never
        let message = strict.verify(text: "root (0, 0, 12, 10)\n").failureMessage ?? ""
        #expect(message.contains("line 1:\n  expected: root (0, 0, 10, 10)\n  actual:   root (0, 0, 12, 10)"))
    }

    @Test func theRecordModeComesFromTheEnvironment() throws {
        #expect(try GoldenRecordMode.fromEnvironment([:]) == .missing)
        #expect(try GoldenRecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try GoldenRecordMode.fromEnvironment(["CI": "false"]) == .missing)
        #expect(try GoldenRecordMode.fromEnvironment(["CI": "true", "SCENE_GOLDEN_RECORD": "failed"]) == .failed)
        #expect(throws: GoldenModeError.self) { try GoldenRecordMode.fromEnvironment(["SCENE_GOLDEN_RECORD": "yes"]) }
    }
}
