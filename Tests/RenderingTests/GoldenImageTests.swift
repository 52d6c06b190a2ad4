import Foundation
import Rendering
import Scene
import SceneTesting
import Testing

/// Renders every `Goldens/<area>/<case>.json` (at each moment its `.times` file lists) and
/// compares it with the reference beside it, through the same `assertGolden` users call.
/// Each case is reported on its own. Set `SCENE_GOLDEN_RECORD` to record (see
/// `GoldenRecordMode`). Each scene is rendered with its own folder as the asset folder, so a
/// scene's `fonts` such as `assets/ComicNeue-Regular.otf` resolve beside it.
struct GoldenImageTests {
    static let cases = (try? GoldenCase.all(in: TestSupport.goldens)) ?? []

    /// The renderer's own references are held to within 2 of 255 on every channel of every
    /// pixel, stricter than the perceptual default users get.
    static let strategy = ComparisonStrategy.threshold(channel: 2, limit: .pixels(0))

    /// The warnings cases show on purpose, by `area/name`: a font family that is not
    /// installed, falling back as the case demonstrates. Any other warning fails its case.
    static let expectedWarnings: [String: [String]] = [
        "text/family-alias": [#"root.children[5].font.family: the font family "Comic Neue""#],
        "text/fallback-list": [#"root.children[1].font.family: the font family "Imaginary Grotesk""#,
                               #"root.children[5].font.family: the font family "Imaginary Grotesk""#],
        "text/missing-family": [#"root.children[1].font.family: the font family "Imaginary Grotesk""#],
    ]

    @Test func goldenFolderHasCases() {
        #expect(Self.cases.count >= 10, "expected the golden cases under \(TestSupport.goldens.path)")
    }

    @Test(arguments: cases)
    func matchesReference(_ golden: GoldenCase) throws {
        let scene = try SceneDecoder().decode(Array(Data(contentsOf: golden.scene)), file: golden.scene.lastPathComponent)
        assertGolden(of: scene, named: golden.reference.deletingPathExtension().lastPathComponent, at: golden.time ?? 0, as: Self.strategy,
                     allowedWarnings: Self.expectedWarnings["\(golden.area)/\(golden.name)"] ?? [],
                     in: golden.reference.deletingLastPathComponent(), renderer: try TestSupport.renderer(for: golden))
    }
}
