/// Text modifiers for the builder API, one per label key. Each returns a changed copy.
///
/// They change `label` and do nothing on other kinds (or on a label node made without
/// content), which have no text to set: a node of another kind never carries label content,
/// as no document can give it any. Names that a stack also uses get a `text` prefix
/// (`textAlign`, `textWrap`, `textDirection`), so that they cannot be mistaken for the flex
/// modifiers `align`, `wrap` and `direction`.
extension Node {
    /// Sets `font`; a member left out stays as it was. `family` may be a comma-separated
    /// fallback list; `weight` runs from 1 to 1000 (400 regular, 700 bold); `italic` is
    /// `"style": "italic"`.
    public func font(family: String? = nil, size: Double? = nil, weight: Int? = nil, italic: Bool? = nil) -> Node {
        changingLabel {
            if let family { $0.font.family = family }
            if let size { $0.font.size = size }
            if let weight { $0.font.weight = weight }
            if let italic { $0.font.italic = italic }
        }
    }

    /// Sets `color`, the text's colour (`background` paints the box behind it), in place of
    /// any gradient.
    public func textColor(_ color: Color) -> Node {
        changingLabel {
            $0.color = color
            $0.fill = nil
        }
    }

    /// Sets `align`, where lines sit in the label's box.
    public func textAlign(_ align: TextAlign) -> Node {
        changingLabel { $0.align = align }
    }

    /// Sets `lineHeight`; `nil` keeps the font's own line spacing.
    public func lineHeight(_ lineHeight: LineHeight?) -> Node {
        changingLabel { $0.lineHeight = lineHeight }
    }

    /// Sets `letterSpacing`, extra space between characters in points.
    public func letterSpacing(_ points: Double) -> Node {
        changingLabel { $0.letterSpacing = points }
    }

    /// Sets `maxLines`; 0 means no limit. Text beyond the last line is replaced by an
    /// ellipsis placed per `truncation`.
    public func maxLines(_ lines: Int) -> Node {
        changingLabel { $0.maxLines = lines }
    }

    /// Sets `truncation`, where the ellipsis goes when the text does not fit its lines.
    public func truncation(_ truncation: Truncation) -> Node {
        changingLabel { $0.truncation = truncation }
    }

    /// Sets `wrap`, where lines may break.
    public func textWrap(_ wrap: TextWrap) -> Node {
        changingLabel { $0.wrap = wrap }
    }

    /// Sets `direction`, the paragraph's base direction.
    public func textDirection(_ direction: TextDirection) -> Node {
        changingLabel { $0.direction = direction }
    }

    /// Sets `minimumScaleFactor`: how far, as a fraction of its size, the text may shrink to
    /// fit its box before it is truncated; 1 never shrinks.
    public func minimumScaleFactor(_ factor: Double) -> Node {
        changingLabel { $0.minimumScaleFactor = factor }
    }

    /// Sets `textShadow`, a shadow behind the glyphs (CSS `text-shadow`, so no spread).
    public func textShadow(color: Color, blur: Double = 0, x: Double = 0, y: Double = 0) -> Node {
        changingLabel { $0.textShadow = Shadow(color: color, blur: blur, offset: Point(x: x, y: y), spread: 0) }
    }

    /// Sets `textShadow` to a list of shadows, the first on top, as CSS `text-shadow` lists
    /// them; their `spread` must be 0.
    public func textShadows(_ shadows: [Shadow]) -> Node {
        changingLabel { $0.textShadows = shadows }
    }

    /// Sets `textTransform`, the case the text is shown in (CSS `text-transform`).
    public func textTransform(_ transform: TextTransform) -> Node {
        changingLabel { $0.textTransform = transform }
    }

    /// Sets `color` to a colour or a gradient: a gradient paints the glyphs, laid over the
    /// label's padding box, as CSS `background-clip: text` with a transparent text colour.
    public func textFill(_ fill: Fill) -> Node {
        changingLabel {
            if case .color(let color) = fill {
                $0.color = color
                $0.fill = nil
            } else {
                $0.fill = fill
            }
        }
    }

    private func changingLabel(_ change: (inout LabelContent) -> Void) -> Node {
        guard kind == .label, var content = label else { return self }
        var copy = self
        change(&content)
        copy.label = content
        return copy
    }
}
