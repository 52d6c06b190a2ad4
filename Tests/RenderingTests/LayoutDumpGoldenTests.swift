import Foundation
import Scene
import SceneTesting
import Testing

/// Lays out every `Goldens/layout/<case>.json` and compares the layout dump with the
/// `<case>.layout` beside it. The dump is `LayoutTree.dump()`, the same text that
/// `render-cli scene.json --dump-layout` prints: one line per node with its JSON path, `#id`
/// and absolute frame. Set `SCENE_GOLDEN_RECORD` to record (see `GoldenRecordMode`); a
/// recording run still fails, so that a person checks the new file against the picture.
struct LayoutDumpGoldenTests {
    static let cases = ((try? GoldenCase.all(in: TestSupport.goldens)) ?? []).filter { $0.area == "layout" }

    @Test func layoutFolderHasCases() {
        #expect(Self.cases.count >= 10, "expected the layout golden cases under \(TestSupport.goldens.appendingPathComponent("layout").path)")
    }

    @Test(arguments: cases)
    func matchesLayoutDump(_ golden: GoldenCase) throws {
        let scene = try SceneDecoder().decode(Array(Data(contentsOf: golden.scene)), file: golden.scene.lastPathComponent)
        let check = GoldenCheck(name: golden.description, reference: Self.reference(for: golden), recordMode: try GoldenRecordMode.fromEnvironment(),
                                artifacts: FileManager.default.temporaryDirectory)
        if let message = check.verify(text: LayoutEngine().layout(scene).dump()).failureMessage {
            Issue.record(Comment(rawValue: message + "\ncheck the dump against the picture before committing it"))
        }
    }

    /// `Goldens/<area>/<case>.layout`, beside the scene.
    static func reference(for golden: GoldenCase) -> URL {
        golden.scene.deletingPathExtension().appendingPathExtension("layout")
    }
}
