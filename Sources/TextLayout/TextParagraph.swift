/// A paragraph of text and how to set it: what `TextEngine` measures and draws. Independent
/// of scenes: the renderer translates a label into one.
public struct TextParagraph: Sendable, Hashable {
    public var text: String
    /// A family name or a generic one (`sans-serif`, `serif`, `monospace`), or a
    /// comma-separated list of them, first choice first.
    public var family: String
    /// In points.
    public var size: Double
    /// 1 to 1000 (400 regular, 700 bold). A variable font with a `wght` axis is set at this
    /// very weight: Fontconfig picks its variable face for a weight between named instances
    /// and sets the axis, for shaping and drawing alike.
    public var weight: Int
    public var italic: Bool
    public var alignment: Alignment
    /// `nil` keeps the font's own line spacing.
    public var lineHeight: LineSpacing?
    /// Extra space between characters, in points.
    public var letterSpacing: Double
    /// At most this many lines; 0 means no limit.
    public var maxLines: Int
    public var ellipsis: Ellipsis
    public var wrap: Wrap
    public var direction: Direction
    /// Styled ranges of `text`; outside them the paragraph's own style applies.
    public var spans: [Span] = []
    /// `text` is Pango markup (checked with `PangoMarkup.problem(in:)` first); `spans`
    /// are then ignored.
    public var isMarkup = false

    /// Creates a paragraph: 16-point regular sans-serif, leading-aligned, wrapped at words.
    public init(text: String, family: String = "sans-serif", size: Double = 16, weight: Int = 400, italic: Bool = false,
                alignment: Alignment = .leading, lineHeight: LineSpacing? = nil, letterSpacing: Double = 0,
                maxLines: Int = 0, ellipsis: Ellipsis = .end, wrap: Wrap = .word, direction: Direction = .auto) {
        self.text = text
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.alignment = alignment
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.maxLines = maxLines
        self.ellipsis = ellipsis
        self.wrap = wrap
        self.direction = direction
    }

    /// The letter spacing after the text's last character: a span's that reaches the end,
    /// or the paragraph's; none after a letter of a cursive script.
    var trailingLetterSpacing: Double {
        let end = text.utf8.count
        if let last = text.unicodeScalars.last, Self.isCursive(last) { return 0 }
        return spans.last(where: { $0.range.upperBound >= end && $0.letterSpacing != nil })?.letterSpacing ?? letterSpacing
    }

    /// The UTF-8 ranges of runs of letters in cursive scripts (Arabic, Syriac, N'Ko,
    /// Mandaic, Mongolian), which Chromium sets without letter spacing so that their joins
    /// stay unbroken; the spaces between their words are still spaced.
    var cursiveRanges: [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            let length = String(scalar).utf8.count
            if Self.isCursive(scalar) {
                if let last = ranges.last, last.upperBound == offset {
                    ranges[ranges.count - 1] = last.lowerBound..<offset + length
                } else {
                    ranges.append(offset..<offset + length)
                }
            }
            offset += length
        }
        return ranges
    }

    private static func isCursive(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x08FF, 0x1800...0x18AF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: true
        default: false
        }
    }

    /// The paragraph's first `utf8Count` bytes of text, with its spans cut to match.
    func prefix(utf8Count: Int) -> TextParagraph {
        var copy = self
        copy.text = String(decoding: text.utf8.prefix(utf8Count), as: UTF8.self)
        copy.spans = spans.compactMap { span in
            guard span.range.lowerBound < utf8Count else { return nil }
            var span = span
            span.range = span.range.lowerBound..<min(span.range.upperBound, utf8Count)
            return span
        }
        return copy
    }

    /// The paragraph with every length multiplied by `scale`: sizes, spacing, fixed line
    /// heights and baseline shifts.
    public func scaled(by scale: Double) -> TextParagraph {
        guard scale != 1 else { return self }
        var copy = self
        copy.size *= scale
        copy.letterSpacing *= scale
        if case .points(let points)? = lineHeight { copy.lineHeight = .points(points * scale) }
        copy.spans = spans.map { span in
            var span = span
            span.size = span.size.map { $0 * scale }
            span.letterSpacing = span.letterSpacing.map { $0 * scale }
            span.baselineShift *= scale
            return span
        }
        return copy
    }

    public enum Alignment: Sendable, Hashable {
        /// The start of the paragraph's direction: left in English, right in Arabic.
        case leading
        case center
        case trailing
        /// Lines but the last fill the width.
        case justify
        /// `leading`, with the direction taken from the text itself.
        case natural
    }

    /// The distance between baselines.
    public enum LineSpacing: Sendable, Hashable {
        /// A multiple of the paragraph's font size, as CSS's unitless `line-height`.
        case multiple(Double)
        case points(Double)
    }

    /// Where an ellipsis replaces what does not fit in `maxLines`.
    public enum Ellipsis: Sendable, Hashable {
        /// At the end, as browsers cut: the last line keeps its own words and ends in "…"
        /// after the last character that leaves room for it (one line: the whole text cut).
        case end
        /// At the end, after the last word (line-break opportunity) that fits.
        case endWord
        case middle, start
        /// Lines past `maxLines` are cut off without a mark.
        case none
    }

    public enum Wrap: Sendable, Hashable {
        case word, char, wordChar
    }

    public enum Direction: Sendable, Hashable {
        case auto, ltr, rtl
    }

    /// A styled range of the text. `nil` properties keep the paragraph's.
    public struct Span: Sendable, Hashable {
        /// UTF-8 byte offsets into `text`.
        public var range: Range<Int>
        public var family: String?
        public var size: Double?
        public var weight: Int?
        public var italic: Bool?
        public var color: TextColor?
        public var underline = false
        public var strikethrough = false
        public var background: TextColor?
        public var letterSpacing: Double?
        /// Points above the baseline.
        public var baselineShift = 0.0

        /// Creates a span that changes nothing.
        public init(range: Range<Int>) {
            self.range = range
        }
    }
}

/// A colour for a span, with components in 0...1.
public struct TextColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a colour.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// The width a paragraph is set in.
public enum TextWidth: Sendable, Hashable {
    /// Broken at every opportunity: the widest word.
    case minContent
    /// On as few lines as its line breaks allow.
    case maxContent
    /// This many points.
    case definite(Double)
}

/// The size of a set paragraph, in points.
public struct TextMetrics: Sendable, Equatable {
    /// The widest line's extent.
    public var width: Double
    public var height: Double
    /// From the top to the first line's baseline.
    public var baseline: Double
    public var lineCount: Int

    /// Creates metrics.
    public init(width: Double, height: Double, baseline: Double, lineCount: Int) {
        self.width = width
        self.height = height
        self.baseline = baseline
        self.lineCount = lineCount
    }
}
