/// A readable account of how two texts differ, line by line, for layout goldens.
public enum TextDiff {
    /// The first `limit` differing lines, each as its 1-based number with the expected and
    /// the actual text, then how many more differ. Lines are compared by position; a missing
    /// line shows as `<none>`. Empty when the texts are equal.
    public static func lines(expected: String, actual: String, limit: Int = 8) -> String {
        guard expected != actual else { return "" }
        func split(_ text: String) -> [Substring] {
            var result = text.split(separator: "\n", omittingEmptySubsequences: false)
            if result.last == "" { result.removeLast() }
            return result
        }
        let expectedLines = split(expected)
        let actualLines = split(actual)
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
            report.append("the texts differ only in their final newline")
        } else if differing > limit {
            report.append("… and \(differing - limit) more differing line\(differing - limit == 1 ? "" : "s")")
        }
        if expectedLines.count != actualLines.count {
            report.append("expected \(expectedLines.count) lines, got \(actualLines.count)")
        }
        return report.joined(separator: "\n")
    }
}
