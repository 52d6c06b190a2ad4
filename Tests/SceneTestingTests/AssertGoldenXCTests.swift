import Foundation
import Rendering
import Scene
import SceneTesting
import XCTest

/// `assertGolden` from XCTest: the same call passes against a matching reference.
final class AssertGoldenXCTests: XCTestCase {
    func testAMatchingSceneRaisesNoFailure() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assert-golden-xctest-\(UUID().uuidString)")
        let scene = try SceneDecoder().decode(Array(##"{"width": 20, "height": 20, "root": {"type": "view", "background": "#34C759"}}"##.utf8))
        // The reference is written the way a recording run would, without failing this test.
        let image = try Renderer().bitmap(scene)
        let check = GoldenCheck(name: "card", reference: folder.appendingPathComponent("card.png"), recordMode: .missing, artifacts: folder)
        guard case .recorded = check.verify(image) else { return XCTFail("the reference should have been recorded") }
        assertGolden(of: scene, named: "card", record: .never, in: folder)
        assertGolden(of: image, named: "card", as: .exact, record: .never, in: folder)
    }
}
