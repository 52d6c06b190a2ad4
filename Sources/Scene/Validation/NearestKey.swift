/// Finds the allowed word closest to a misspelt one, for "did you mean …?" hints.
public enum NearestKey {
    /// Words longer than this get no suggestion: no key is that long, and the edit distance
    /// costs the product of the lengths.
    static let longestWord = 100

    /// The closest candidate within a small edit distance, ignoring case, or `nil`.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        guard word.utf8.count <= longestWord else { return nil }
        let lowered = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate.utf8.count <= longestWord {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let threshold = max(2, min(word.count, best.candidate.count) / 3)
        return best.distance <= threshold ? best.candidate : nil
    }

    /// Levenshtein distance, counting a swap of neighbours as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow = Array(0...b.count)
        var rowBefore = previousRow
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], rowBefore[j - 2] + 1)
                }
            }
            rowBefore = previousRow
            previousRow = row
        }
        return previousRow[b.count]
    }
}
