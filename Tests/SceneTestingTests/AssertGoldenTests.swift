import Foundation
import Rendering
import Scene
import SceneTesting
import Testing

/// `assertGolden` under Swift Testing: what it records, where, and the issues it reports.
struct AssertGoldenTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assert-golden-\(UUID().uuidString)")

    private func card(_ color: String) throws -> Scene {
        try SceneDecoder().decode(Array("""
        {"width": 40, "height": 30, "root": {"type": "view", "background": "\(color)", "cornerRadius": 8}}
        """.utf8))
    }

    private func comments(of issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined(separator: "\n")
    }

    @Test func recordsOnceThenPassesThenFailsOnAChange() throws {
        let blue = try card("#4F46E5"), red = try card("#E54F46")
        withKnownIssue {
            assertGolden(of: blue, named: "card", record: .missing, in: folder)
        } matching: { issue in
            comments(of: issue).contains("recorded a new reference at \(folder.appendingPathComponent("card.png").path)")
        }
        assertGolden(of: blue, named: "card", record: .never, in: folder)
        withKnownIssue {
            assertGolden(of: red, named: "card", record: .never, in: folder)
        } matching: { issue in
            comments(of: issue).contains("does not match its reference") && comments(of: issue).contains("diff.png")
        }
    }

    @Test func referencesLiveBesideTheTestFile() throws {
        let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Goldens__/AssertGoldenTests/referencesLiveBesideTheTestFile.card.png").path
        let blue = try card("#4F46E5")
        withKnownIssue {
            assertGolden(of: blue, named: "card", record: .never)
        } matching: { issue in
            comments(of: issue).contains("there is no reference at \(expected)")
        }
        #expect(!FileManager.default.fileExists(atPath: expected), "never records nothing")
    }

    @Test func aSceneThatCannotRenderFailsLoudly() throws {
        var scene = try card("#4F46E5")
        scene.fonts = ["missing.ttf"]
        withKnownIssue {
            assertGolden(of: scene, named: "card", record: .missing, in: folder)
        } matching: { issue in
            comments(of: issue).contains("the scene could not be rendered")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("card.png").path))
    }

    @Test func layoutSnapshotsRecordAndCompareText() throws {
        let blue = try card("#4F46E5"), red = try card("#E54F46")
        withKnownIssue {
            assertLayoutGolden(of: blue, named: "card", record: .missing, in: folder)
        } matching: { issue in
            comments(of: issue).contains("card.layout")
        }
        let recorded = try String(contentsOf: folder.appendingPathComponent("card.layout"), encoding: .utf8)
        #expect(recorded == "root (0, 0, 40, 30)\n")
        assertLayoutGolden(of: red, named: "card", record: .never, in: folder)
    }
}
