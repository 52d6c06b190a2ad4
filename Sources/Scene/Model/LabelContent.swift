/// What a `label` shows and how its text is set. Text layout itself (Pango) belongs to the
/// rendering side; the scene only describes it.
public struct LabelContent: Sendable, Hashable {
    /// The whole text; with `runs`, their texts joined.
    public var text: String
    /// Styled pieces of `text`, in order; empty when the text is plain.
    public var runs: [TextRun] = []
    /// `text` is Pango markup, such as `<b>Bold</b> and <i>italic</i>`.
    public var isMarkup = false
    public var font: FontSpec
    public var color: Color
    public var align: TextAlign
    /// `nil` keeps the font's own line spacing.
    public var lineHeight: LineHeight?
    /// Extra space between characters, in points.
    public var letterSpacing: Double
    /// At most this many lines; 0 means no limit.
    public var maxLines: Int
    /// Where the ellipsis goes when the text does not fit its lines.
    public var truncation: Truncation
    public var wrap: TextWrap
    public var direction: TextDirection
    /// How far the text may shrink to fit its box before it is truncated, as a fraction of
    /// its size (UILabel's `minimumScaleFactor`); 1 never shrinks.
    public var minimumScaleFactor: Double = 1
    /// The first of `textShadows`; setting it leaves that one shadow, or none.
    public var textShadow: Shadow? {
        get { textShadows.first }
        set { textShadows = newValue.map { [$0] } ?? [] }
    }
    /// Shadows behind the glyphs, the first on top (CSS `text-shadow`'s list; no spread).
    public var textShadows: [Shadow] = []
    /// The case the text is shown in; applied before the text is measured.
    public var textTransform: TextTransform = .none
    /// A gradient that paints the glyphs in place of `color`, laid over the label's padding
    /// box as CSS lays a `background-clip: text` background. Scenes write it as `color`.
    public var fill: Fill?

    /// Creates a label's content: 16-point regular sans-serif in black, wrapping at words.
    public init(text: String, font: FontSpec = FontSpec(), color: Color = Color(red8: 0, green8: 0, blue8: 0),
                align: TextAlign = .leading, lineHeight: LineHeight? = nil, letterSpacing: Double = 0,
                maxLines: Int = 0, truncation: Truncation = .end, wrap: TextWrap = .word, direction: TextDirection = .auto) {
        self.text = text
        self.font = font
        self.color = color
        self.align = align
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.maxLines = maxLines
        self.truncation = truncation
        self.wrap = wrap
        self.direction = direction
    }
}

/// A piece of a label's text with its own style. Each property left `nil` takes the
/// label's value.
public struct TextRun: Sendable, Hashable {
    public var text: String
    public var family: String?
    public var size: Double?
    public var weight: Int?
    public var italic: Bool?
    public var color: Color?
    public var underline: Bool
    public var strikethrough: Bool
    /// Painted behind the run's glyphs.
    public var background: Color?
    public var letterSpacing: Double?
    /// Raises the run above the baseline (negative lowers it), in points.
    public var baselineShift: Double
    /// A gradient that paints the run's glyphs in place of `color`, laid over the run's own
    /// boxes as if its lines were set end to end (CSS `background-clip: text` on an inline
    /// box). Scenes write it as the run's `color`.
    public var fill: Fill?

    /// Creates a run that changes nothing.
    public init(text: String, family: String? = nil, size: Double? = nil, weight: Int? = nil, italic: Bool? = nil, color: Color? = nil,
                underline: Bool = false, strikethrough: Bool = false, background: Color? = nil, letterSpacing: Double? = nil, baselineShift: Double = 0) {
        self.text = text
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.background = background
        self.letterSpacing = letterSpacing
        self.baselineShift = baselineShift
    }
}

/// A font request: family, size in points, weight and slant.
public struct FontSpec: Sendable, Hashable {
    /// A family name or a generic one (`sans-serif`, `serif`, `monospace`), or a
    /// comma-separated list of them, first choice first (see `families(in:)`).
    public var family: String
    public var size: Double
    /// 1 to 1000, as CSS counts: 100 is thin, 400 regular, 700 bold and 900 black. A
    /// variable font is set at the very weight asked for.
    public var weight: Int
    public var italic: Bool

    /// Creates a font request.
    public init(family: String = "sans-serif", size: Double = 16, weight: Int = 400, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// Weight names accepted in scenes, with their numeric weights (CSS's names).
    public static let weightNames: [(name: String, weight: Int)] = [
        ("thin", 100), ("extralight", 200), ("light", 300), ("regular", 400), ("normal", 400),
        ("medium", 500), ("semibold", 600), ("bold", 700), ("extrabold", 800), ("black", 900), ("heavy", 900),
    ]
}

/// The distance between baselines.
public enum LineHeight: Sendable, Hashable {
    /// A multiple of the font size, as CSS's unitless `line-height`.
    case multiple(Double)
    /// A fixed distance in points.
    case points(Double)
}

/// `align`: where lines sit in the label's box. `leading` and `trailing` follow the text's
/// direction; `natural` is `leading` for the paragraph's own direction.
public enum TextAlign: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing, justify, natural
}

/// `truncation`: where an ellipsis replaces text that does not fit.
public enum Truncation: String, Sendable, Hashable, CaseIterable {
    /// At the end, as browsers cut: the last line shown keeps its own words and ends in "…"
    /// after the last character that leaves room for it; one line cuts the whole text so.
    case end
    /// At the end, after the last whole word that fits, so that no word is split.
    case endWord = "end-word"
    /// The same as `end`, the name this cut had before `end` made it.
    case endCharacter = "end-character"
    case middle, start, none
}

/// `wrap`: where lines may break.
public enum TextWrap: String, Sendable, Hashable, CaseIterable {
    /// Between words only; a word longer than the line overflows.
    case word
    /// Anywhere between characters.
    case char
    /// Between words, and inside a word only when it does not fit alone.
    case wordChar = "word-char"
}

/// `direction`: the paragraph's base direction.
public enum TextDirection: String, Sendable, Hashable, CaseIterable {
    case auto, ltr, rtl
}
