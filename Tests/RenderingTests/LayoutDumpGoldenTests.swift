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

    /// How many differing lines a failure lists before it only counts the rest.
    static let shownDifferences = 8

    @Test func layoutFolderHasCases() {
        #expect(Self.cases.count >= 10, "expected the layout golden cases under \(TestSupport.goldens.appendingPathComponent("layout").path)")
    }

    @Test(arguments: cases)
    func matchesLayoutDump(_ golden: GoldenCase) throws {
        let scene = try SceneDecoder().decode(Array(Data(contentsOf: golden.scene)), file: golden.scene.lastPathComponent)
        let actual = LayoutEngine().layout(scene).dump()
        let reference = Self.reference(for: golden)
        let mode = try GoldenRecordMode.fromEnvironment()
        let exists = FileManager.default.fileExists(atPath: reference.path)

        if mode == .all || (!exists && mode != .never) {
            try Data(actual.utf8).write(to: reference)
            Issue.record("\(golden): recorded \(reference.path); check it against the picture, then re-run")
            return
        }
        guard exists else {
            Issue.record("\(golden): no layout dump at \(reference.path); record it with SCENE_GOLDEN_RECORD=missing, then check it against the picture before committing")
            return
        }
        let expected = try String(contentsOf: reference, encoding: .utf8)
        guard expected != actual else { return }
        if mode == .failed {
            try Data(actual.utf8).write(to: reference)
            Issue.record("\(golden): recorded \(reference.path) over a differing dump; check it against the picture, then re-run")
            return
        }
        let diff = Self.lineDiff(expected: expected, actual: actual)
        Issue.record("\(golden): the layout differs from \(reference.lastPathComponent); if the change is meant, re-record with SCENE_GOLDEN_RECORD=failed and check the picture\n\(diff)")
    }

    /// `Goldens/<area>/<case>.layout`, beside the scene.
    static func reference(for golden: GoldenCase) -> URL {
        golden.scene.deletingPathExtension().appendingPathExtension("layout")
    }

    /// The first differing lines, each as its 1-based line number with the expected and the
    /// actual text, then how many more differ. Lines are compared by position; a missing line
    /// shows as `<none>`.
    static func lineDiff(expected: String, actual: String, limit: Int = shownDifferences) -> String {
        func lines(_ text: String) -> [Substring] {
            var result = text.split(separator: "\n", omittingEmptySubsequences: false)
            if result.last == "" { result.removeLast() }
            return result
        }
        let expectedLines = lines(expected)
        let actualLines = lines(actual)
        var report: [String] = []
        var differing = 0
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let left = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
            let right = index < actualLines.count ? String(actualLines[index]) : "<none>"
            guard left != right else { continue }
            differing += 1
            if differing <= limit {
                report.append("line \(index + 1):")
                report.append("  expected: \(left)")
                report.append("  actual:   \(right)")
            }
        }
        if differing == 0 {
            // Same lines, so only the final newline can differ.
            report.append("the texts differ only in their final newline")
        } else if differing > limit {
            report.append("… and \(differing - limit) more differing lines")
        }
        if expectedLines.count != actualLines.count {
            report.append("expected \(expectedLines.count) lines, got \(actualLines.count)")
        }
        return report.joined(separator: "\n")
    }

    @Test func lineDiffListsFirstDifferencesWithExpectedAndActual() {
        let expected = "root (0, 0, 10, 10)\nroot.children[0] #a (0, 0, 5, 5)\nroot.children[1] (5, 0, 5, 5)\n"
        let actual = "root (0, 0, 10, 10)\nroot.children[0] #a (1, 0, 5, 5)\n"
        #expect(Self.lineDiff(expected: expected, actual: actual) == """
        line 2:
          expected: root.children[0] #a (0, 0, 5, 5)
          actual:   root.children[0] #a (1, 0, 5, 5)
        line 3:
          expected: root.children[1] (5, 0, 5, 5)
          actual:   <none>
        expected 3 lines, got 2
        """)
        let many = (0..<12).map { "n\($0)" }.joined(separator: "\n")
        let diff = Self.lineDiff(expected: many, actual: many.replacingOccurrences(of: "n", with: "m"), limit: 2)
        #expect(diff.hasSuffix("… and 10 more differing lines"))
        #expect(Self.lineDiff(expected: "a\n", actual: "a") == "the texts differ only in their final newline")
    }
}
