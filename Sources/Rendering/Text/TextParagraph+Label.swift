import Scene
import TextLayout

extension TextParagraph {
    /// The paragraph a label sets: the scene's words mapped onto the text engine's.
    init(_ label: LabelContent) {
        let alignment: Alignment = switch label.align {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        case .justify: .justify
        case .natural: .natural
        }
        let ellipsis: Ellipsis = switch label.truncation {
        case .end, .endCharacter: .end
        case .endWord: .endWord
        case .middle: .middle
        case .start: .start
        case .none: .none
        }
        let wrap: Wrap = switch label.wrap {
        case .word: .word
        case .char: .char
        case .wordChar: .wordChar
        }
        let direction: Direction = switch label.direction {
        case .auto: .auto
        case .ltr: .ltr
        case .rtl: .rtl
        }
        let lineHeight: LineSpacing? = switch label.lineHeight {
        case .multiple(let factor)?: .multiple(factor)
        case .points(let points)?: .points(points)
        case nil: nil
        }
        // The case changes first, run by run, so that spans cover the letters shown.
        let runTexts = label.shownRunTexts
        let text = label.isMarkup ? label.textTransform.applyToMarkup(label.text)
            : label.runs.isEmpty ? label.textTransform.apply(to: label.text) : runTexts.joined()
        self.init(text: text, family: label.font.family, size: label.font.size, weight: label.font.weight, italic: label.font.italic,
                  alignment: alignment, lineHeight: lineHeight, letterSpacing: label.letterSpacing, maxLines: label.maxLines,
                  ellipsis: ellipsis, wrap: wrap, direction: direction)
        isMarkup = label.isMarkup
        var offset = 0
        for (run, runText) in zip(label.runs, runTexts) {
            let length = runText.utf8.count
            defer { offset += length }
            var span = Span(range: offset..<offset + length)
            span.family = run.family
            span.size = run.size
            span.weight = run.weight
            span.italic = run.italic
            span.color = run.color.map(TextColor.init)
            span.underline = run.underline
            span.strikethrough = run.strikethrough
            span.background = run.background.map(TextColor.init)
            span.letterSpacing = run.letterSpacing
            span.baselineShift = run.baselineShift
            if span != Span(range: span.range) { spans.append(span) }
        }
    }
}

/// Sizes labels and images for the layout engine: labels through the text engine, which
/// caches every answer, and images by their natural size (1 pixel = 1 point), whose aspect
/// ratio the renderer has already given the node.
struct ContentMeasurer: LeafMeasurer {
    let engine: TextEngine
    /// Natural sizes of the scene's pictures; a missing one is absent and measures empty.
    let imageSizes: [ImageSource: Size]

    func measure(_ node: Node, width: AvailableWidth) -> LeafSize {
        if let image = node.image {
            guard let natural = imageSizes[image.source], natural.width > 0 else { return LeafSize(width: 0, height: 0) }
            switch width {
            case .minContent, .maxContent: return LeafSize(width: natural.width, height: natural.height)
            case .definite(let points): return LeafSize(width: points, height: points * natural.height / natural.width)
            }
        }
        guard let label = node.label, !label.text.isEmpty else { return LeafSize(width: 0, height: 0) }
        let textWidth: TextWidth = switch width {
        case .minContent: .minContent
        case .maxContent: .maxContent
        case .definite(let points): .definite(points)
        }
        let metrics = engine.measure(TextParagraph(label), width: textWidth)
        return LeafSize(width: metrics.width, height: metrics.height, baseline: metrics.baseline)
    }
}

extension TextColor {
    init(_ color: Color) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
