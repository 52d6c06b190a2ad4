import Foundation
import Rendering
import Scene
import SceneTesting
import Testing

/// Renders every `Goldens/<area>/<case>.json` and compares it with the `<case>.png` beside it.
/// Each case is reported on its own. Set `SCENE_GOLDEN_RECORD` to record (see GoldenRecordMode).
/// Each scene is rendered with its own folder as the asset folder, so a scene's `fonts` such as
/// `assets/ComicNeue-Regular.otf` resolve beside it.
struct GoldenImageTests {
    static let cases = (try? GoldenCase.all(in: TestSupport.goldens)) ?? []

    @Test func goldenFolderHasCases() {
        #expect(Self.cases.count >= 10, "expected the golden cases under \(TestSupport.goldens.path)")
    }

    @Test(arguments: cases)
    func matchesReference(_ golden: GoldenCase) throws {
        let scene = try SceneDecoder().decode(Array(Data(contentsOf: golden.scene)), file: golden.scene.lastPathComponent)
        let actual = try TestSupport.renderer(for: golden).bitmap(scene, time: golden.time ?? 0)
        let verifier = GoldenVerifier(
            recordMode: try GoldenRecordMode.fromEnvironment(),
            artifacts: TestSupport.packageRoot.appendingPathComponent(".build/golden-artifacts")
        )
        try verifier.verify(actual, against: golden)
    }
}
