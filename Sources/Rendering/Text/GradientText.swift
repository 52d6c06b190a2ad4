import Scene

/// Which of a label's characters a gradient paints (CSS `background-clip: text`), as UTF-8
/// ranges of the text shown: a run's own gradient paints the run; the label's paints every
/// character outside runs with a colour or gradient of their own, which keep theirs.
struct GradientText {
    /// The label's own gradient, when it has one.
    let labelFill: Fill?
    /// The characters the label's gradient paints.
    let labelRanges: [Range<Int>]
    /// Runs with a gradient of their own, and their characters.
    let runs: [(range: Range<Int>, fill: Fill)]

    /// Every character some gradient paints, which the glyphs in solid colours leave out.
    var ranges: [Range<Int>] {
        (labelFill == nil ? [] : labelRanges) + runs.map(\.range)
    }

    /// - Parameter length: the shown text's length in UTF-8 bytes.
    init(_ label: LabelContent, length: Int) {
        var runs: [(range: Range<Int>, fill: Fill)] = []
        var painted: [Range<Int>] = []
        if !label.isMarkup {
            for (run, range) in zip(label.runs, label.shownRunRanges) {
                if let fill = run.fill, Self.isGradient(fill) { runs.append((range, fill)) }
                if run.color != nil || run.fill != nil { painted.append(range) }
            }
        }
        self.runs = runs
        labelFill = label.fill.flatMap { Self.isGradient($0) ? $0 : nil }
        labelRanges = Self.complement(of: painted, length: length)
    }

    /// The parts of `0..<length` outside `ranges`, which are in order and do not overlap.
    static func complement(of ranges: [Range<Int>], length: Int) -> [Range<Int>] {
        var gaps: [Range<Int>] = []
        var start = 0
        for range in ranges {
            let end = min(range.lowerBound, length)
            if end > start { gaps.append(start..<end) }
            start = max(start, range.upperBound)
        }
        if start < length { gaps.append(start..<length) }
        return gaps
    }

    private static func isGradient(_ fill: Fill) -> Bool {
        if case .color = fill { return false }
        return true
    }
}
