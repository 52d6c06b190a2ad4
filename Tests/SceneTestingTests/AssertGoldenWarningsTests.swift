import Foundation
import Rendering
import Scene
import SceneTesting
import Testing

/// `assertGolden` does not pass over a render's warnings: a missing picture drawn as its
/// placeholder fails the check, whether it would record or compare, unless the test names it.
struct AssertGoldenWarningsTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assert-golden-warnings-\(UUID().uuidString)")
    private var reference: URL { folder.appendingPathComponent("card.png") }

    /// A card showing a picture that is not in any asset folder.
    private func card(picture: String = "missing.png") throws -> Scene {
        try SceneDecoder().decode(Array("""
        {"width": 40, "height": 30, "root": {"type": "view", "background": "#4F46E5", "children": [
          {"type": "image", "src": "\(picture)", "frame": {"x": 10, "y": 5, "width": 20, "height": 20}}]}}
        """.utf8))
    }

    private func comments(of issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined(separator: "\n")
    }

    /// Writes the reference as a recording run would, placeholder and all, without failing.
    private func recordReference(of scene: Scene) throws {
        let check = GoldenCheck(name: "card", reference: reference, recordMode: .missing, artifacts: folder)
        guard case .recorded = check.verify(try Renderer().bitmap(scene)) else {
            Issue.record("the reference should have been recorded")
            return
        }
    }

    @Test func aWarningFailsInsteadOfRecording() throws {
        let scene = try card()
        withKnownIssue {
            assertGolden(of: scene, named: "card", record: .missing, in: folder)
        } matching: { issue in
            let text = comments(of: issue)
            return text.contains("AssertGoldenWarningsTests/aWarningFailsInsteadOfRecording.card: the scene has a warning, so its reference was neither compared nor recorded")
                && text.contains("root.children[0].src: \"missing.png\" does not exist in the asset folder; its placeholder is drawn instead")
        }
        #expect(!FileManager.default.fileExists(atPath: reference.path), "a placeholder is never recorded")
    }

    @Test func aWarningFailsEvenWhenThePixelsMatch() throws {
        let scene = try card()
        try recordReference(of: scene)
        withKnownIssue {
            assertGolden(of: scene, named: "card", record: .never, in: folder)
        } matching: { issue in
            comments(of: issue).contains("\"missing.png\" does not exist in the asset folder")
        }
    }

    @Test func everyWarningIsListed() throws {
        var scene = try card()
        scene.root.children.append(Image("other.png").place(x: 0, y: 0, width: 5, height: 5))
        withKnownIssue {
            assertGolden(of: scene, named: "card", record: .missing, in: folder)
        } matching: { issue in
            let text = comments(of: issue)
            return text.contains("the scene has 2 warnings") && text.contains("\"missing.png\" does not exist") && text.contains("\"other.png\" does not exist")
        }
    }

    @Test func allowedWarningsLetAnExpectedPlaceholderPass() throws {
        let scene = try card()
        try recordReference(of: scene)
        assertGolden(of: scene, named: "card", allowedWarnings: ["\"missing.png\" does not exist"], record: .never, in: folder)
        withKnownIssue {
            assertLayoutGolden(of: scene, named: "card", allowedWarnings: ["placeholder"], record: .missing, in: folder)
        } matching: { issue in
            comments(of: issue).contains("recorded a new reference")
        }
        assertLayoutGolden(of: scene, named: "card", allowedWarnings: ["placeholder"], record: .never, in: folder)
    }

    @Test func anAllowanceForAnotherWarningDoesNotCoverThisOne() throws {
        let scene = try card()
        try recordReference(of: scene)
        withKnownIssue {
            assertGolden(of: scene, named: "card", allowedWarnings: ["other.png"], record: .never, in: folder)
        } matching: { issue in
            comments(of: issue).contains("\"missing.png\" does not exist")
        }
    }

    @Test func layoutSnapshotsFailOnWarningsToo() throws {
        let scene = try card()
        withKnownIssue {
            assertLayoutGolden(of: scene, named: "card", record: .missing, in: folder)
        } matching: { issue in
            comments(of: issue).contains("the scene has a warning") && comments(of: issue).contains("placeholder")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("card.layout").path))
    }

    /// The default renderer's asset folder is this file's folder: naming this very file as
    /// the picture finds it (and then refuses it, as it is no picture), where a renderer
    /// without an asset folder cannot find it. (A real picture beside the tests would need
    /// the target to exclude it, as `ExampleGoldenTests` excludes `__Goldens__`.)
    @Test func theDefaultRendererLooksBesideTheTestFile() throws {
        let scene = try card(picture: URL(fileURLWithPath: #filePath).lastPathComponent)
        withKnownIssue {
            assertGolden(of: scene, named: "card", record: .missing, in: folder)
        } matching: { issue in
            let text = comments(of: issue)
            return text.contains("the scene could not be rendered: root.children[0].src: \"AssertGoldenWarningsTests.swift\"") && !text.contains("does not exist")
        }
        let renderer = try Renderer()
        withKnownIssue {
            assertGolden(of: scene, named: "card", record: .missing, in: folder, renderer: renderer)
        } matching: { issue in
            comments(of: issue).contains("\"AssertGoldenWarningsTests.swift\" cannot be found: no asset folder was given")
        }
    }
}
