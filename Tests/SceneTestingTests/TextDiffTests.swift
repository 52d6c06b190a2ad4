import SceneTesting
import Testing

/// The line diff layout goldens show on a mismatch.
struct TextDiffTests {
    @Test func listsTheFirstDifferencesWithExpectedAndActual() {
        let expected = "root (0, 0, 10, 10)\nroot.children[0] #a (0, 0, 5, 5)\nroot.children[1] (5, 0, 5, 5)\n"
        let actual = "root (0, 0, 10, 10)\nroot.children[0] #a (1, 0, 5, 5)\n"
        #expect(TextDiff.lines(expected: expected, actual: actual) == """
        line 2:
          expected: root.children[0] #a (0, 0, 5, 5)
          actual:   root.children[0] #a (1, 0, 5, 5)
        line 3:
          expected: root.children[1] (5, 0, 5, 5)
          actual:   <none>
        expected 3 lines, got 2
        """)
    }

    @Test func countsWhatItDoesNotShow() {
        let many = (0..<12).map { "n\($0)" }.joined(separator: "\n")
        let diff = TextDiff.lines(expected: many, actual: many.replacingOccurrences(of: "n", with: "m"), limit: 2)
        #expect(diff.hasSuffix("… and 10 more differing lines"))
        #expect(diff.components(separatedBy: "\n").count == 7)
    }

    @Test func aFinalNewlineAloneIsNamed() {
        #expect(TextDiff.lines(expected: "a\n", actual: "a") == "the texts differ only in their final newline")
        #expect(TextDiff.lines(expected: "same", actual: "same") == "")
    }
}
