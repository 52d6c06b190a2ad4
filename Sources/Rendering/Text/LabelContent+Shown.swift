import Scene

extension LabelContent {
    /// Each run's text as it is shown, in the label's `textTransform`: a run is transformed
    /// after the runs before it, so that a word split across runs is capitalised once.
    var shownRunTexts: [String] {
        var shown = ""
        return runs.map { run in
            let text = textTransform.apply(to: run.text, after: shown.suffix(8)[...])
            shown += text
            return text
        }
    }

    /// The UTF-8 byte range each run takes in the shown text.
    var shownRunRanges: [Range<Int>] {
        var offset = 0
        return shownRunTexts.map { text in
            defer { offset += text.utf8.count }
            return offset..<offset + text.utf8.count
        }
    }
}
