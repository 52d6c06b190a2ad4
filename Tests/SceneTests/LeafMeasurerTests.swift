import Scene
import Synchronization
import XCTest

/// The measure hook that labels and images will use: leaves size themselves through a
/// `LeafMeasurer`, take part in flex layout like CSS text does, and are measured once per
/// distinct width however many times layout asks.
final class LeafMeasurerTests: XCTestCase {
    /// Lays out words 50 points wide with 10-point spaces, 20 points a line, like a label
    /// that wraps; `id` is "words-N". Records every call.
    private final class Words: LeafMeasurer {
        let calls = Mutex<[String]>([])

        func measure(_ node: Node, width: AvailableWidth) -> LeafSize {
            let count = Int(node.id?.split(separator: "-").last ?? "") ?? 0
            calls.withLock { $0.append("\(node.id ?? "?") \(width)") }
            let perLine: Int
            switch width {
            case .minContent: perLine = 1
            case .maxContent: perLine = count
            case .definite(let available): perLine = max(1, min(count, Int((available + 10) / 60)))
            }
            let lines = (count + perLine - 1) / perLine
            return LeafSize(width: Double(perLine * 60 - 10), height: Double(lines * 20), baseline: 15)
        }
    }

    private func label(_ words: Int, prefix: String = "") -> Node {
        Node(kind: .label, id: "\(prefix)words-\(words)")
    }

    private func frames(_ scene: Scene, _ measurer: Words) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        func visit(_ node: LayoutNode) {
            frames[node.id ?? node.path.description] = node.frame
            node.children.forEach(visit)
        }
        visit(LayoutEngine(measurer: measurer).layout(scene).root)
        return frames
    }

    func testWrappedLeafPushesItsSiblingsDown() {
        let words = Words()
        let scene = Scene(width: 400, height: 300) {
            VStack {
                label(10)
                View(id: "below").height(30)
            }.width(200).align(.start)
        }
        let frames = frames(scene, words)
        // Fit-content, as CSS sizes a text box: min(590, max(50, 200)) = 200 wide. 200
        // points hold 3 words (3 × 60 − 10 = 170), so 10 words take 4 lines, 80 points.
        XCTAssertEqual(frames["words-10"], Rect(x: 0, y: 0, width: 200, height: 80))
        XCTAssertEqual(frames["below"]?.y, 80)
    }

    func testLeafShrinksInARowAndGrowsTaller() {
        let words = Words()
        let scene = Scene(width: 300, height: 200) {
            HStack {
                label(10)
                View(id: "badge").size(width: 40, height: 40).shrink(0)
            }.align(.start)
        }
        let frames = frames(scene, words)
        // One line would be 590 wide; the row has 300 − 40 = 260 for it, so it shrinks
        // to 260, where 4 words fit a line (230): 3 lines, 60 tall.
        XCTAssertEqual(frames["words-10"], Rect(x: 0, y: 0, width: 260, height: 60))
        XCTAssertEqual(frames["badge"]?.x, 260)
    }

    func testBaselinesComeFromTheMeasurer() {
        let words = Words()
        let scene = Scene(width: 400, height: 200) {
            HStack {
                View(id: "box").size(width: 30, height: 40)
                label(2).padding(top: 10)
            }.align(.baseline)
        }
        let frames = frames(scene, words)
        // The box's baseline is its bottom (40); the label's is 10 + 15 = 25 from its
        // top, so the label starts 15 lower.
        XCTAssertEqual(frames["box"]?.y, 0)
        XCTAssertEqual(frames["words-2"]?.y, 15)
    }

    func testEachLeafIsMeasuredOncePerWidth() {
        let words = Words()
        func card(_ prefix: String) -> Node {
            VStack {
                HStack {
                    label(6, prefix: prefix)
                    Spacer()
                    label(3, prefix: prefix)
                }
                label(12, prefix: prefix).grow(1)
            }.padding(8)
        }
        let scene = Scene(width: 500, height: 400) {
            HStack { card("a-"); card("b-").width(.percent(40)) }
        }
        _ = LayoutEngine(measurer: words).layout(scene)
        let calls = words.calls.withLock { $0 }
        XCTAssertFalse(calls.isEmpty)
        XCTAssertEqual(calls.count, Set(calls).count, "repeated measurements: \(calls.sorted())")
    }

    func testWithoutAMeasurerLeavesAreEmpty() {
        let scene = Scene(width: 200, height: 100) {
            VStack { label(5); View(id: "after").height(10) }.align(.start)
        }
        var frames: [String: Rect] = [:]
        func visit(_ node: LayoutNode) {
            frames[node.id ?? ""] = node.frame
            node.children.forEach(visit)
        }
        visit(LayoutEngine().layout(scene).root)
        XCTAssertEqual(frames["words-5"], Rect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(frames["after"]?.y, 0)
    }
}
