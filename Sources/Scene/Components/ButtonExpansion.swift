import FoundationEssentials
import Glibc

/// A `button` as a row of plain nodes: its variant's fill or border, an optional picture
/// behind, the icon, the title and the scene's own children, and whatever its state shows.
///
/// The parts it makes are marked generated, so that layout names them by the button's
/// path; the children the scene gave the button are not, and keep their own paths.
struct ButtonExpansion {
    let node: Node
    let button: ButtonContent
    let time: Double

    var expanded: Node {
        var row = node
        row.kind = .hstack
        row.component = nil
        row.layout.direction = .row
        row.layout.justify = .center
        row.layout.align = .center
        row.layout.columnGap = 8
        var border = row.style.border
        switch button.variant {
        case .filled: if row.style.background == nil { row.style.background = .color(button.tint) }
        case .bordered: if border == nil { border = Border(width: 1.5, color: button.tint) }
        case .plain: break
        }
        row.style.border = nil
        var content = generated(self.content) + node.children.map(styledLikeTheTitle)
        var overlays: [Node] = []
        switch button.state {
        case .idle, .error: break
        case .disabled: row.style.opacity *= 0.4
        case .loading: showLoading(content: &content, overlays: &overlays)
        }
        var under: [Node] = []
        if let picture = button.backgroundImage {
            row.style.clip = true
            // Sized outright: a picture's own ratio would otherwise size it from the width.
            under.append(Node(kind: .image, image: ImageContent(source: picture, contentMode: .aspectFill))
                .absolute(left: .zero, top: .zero).size(width: .percent(100), height: .percent(100)))
        }
        if let border { under.append(ring(border, cornerRadius: row.style.cornerRadius)) }
        row.children = generated(under) + content + generated(overlays)
        return row
    }

    private var foreground: Color { button.resolvedTitleColor }

    /// The icon and title in reading order.
    private var content: [Node] {
        var parts: [Node] = []
        if !button.title.isEmpty {
            parts.append(Label(button.title).font(family: button.font.family, size: button.font.size, weight: button.font.weight, italic: button.font.italic)
                .textColor(foreground).maxLines(1))
        }
        if let icon = button.icon {
            let side = Length.points((button.font.size * 1.1).rounded())
            let glyph = switch icon {
            case .image(let source): Node(kind: .image, image: ImageContent(source: source, contentMode: .aspectFit)).size(width: side, height: side)
            case .symbol(let symbol): Icon(symbol, color: foreground).width(side)
            }
            if button.iconPosition == .leading { parts.insert(glyph, at: 0) } else { parts.append(glyph) }
        }
        return parts
    }

    /// A child of the button, with every label and glyph in it that keeps the defaults (black,
    /// and for a label 16-point regular sans-serif) set in the title's colour and font, as a
    /// SwiftUI button style sets its label's. Nested components style their own parts.
    private func styledLikeTheTitle(_ child: Node) -> Node {
        guard child.component == nil else { return child }
        var styled = child
        let defaults = LabelContent(text: "")
        if styled.label?.color == defaults.color { styled.label?.color = foreground }
        if styled.label?.font == defaults.font { styled.label?.font = button.font }
        if styled.icon?.color == IconContent(symbol: .info).color { styled.icon?.color = foreground }
        styled.children = styled.children.map(styledLikeTheTitle)
        return styled
    }

    /// The button's border drawn inside its box rather than around its padding, so that
    /// every variant with the same content is the same size, as in SwiftUI.
    private func ring(_ border: Border, cornerRadius: CornerRadii) -> Node {
        var ring = ComponentPalette.cover(Node(kind: .view))
        ring.style.border = border
        ring.style.cornerRadius = cornerRadius
        return ring
    }

    /// A spinner, bar or percentage in place of the content, which stays laid out so the
    /// button keeps its size; or a pulse, or a spinner beside the content.
    private func showLoading(content: inout [Node], overlays: inout [Node]) {
        func hideContent() {
            for index in content.indices { content[index].style.hidden = true }
        }
        if let given = button.progress {
            // Scenes built in Swift are not validated: keep a stray value in range.
            let progress = given.isFinite ? min(1, max(0, given)) : 0
            hideContent()
            let shown: Node = switch button.progressStyle {
            case .bar:
                Node(kind: .progress, progress: ProgressContent(value: progress, tint: foreground, track: foreground.withAlpha(0.3))).width(.percent(100))
            case .percent:
                Label("\(Int((progress * 100).rounded()))%").font(family: button.font.family, size: button.font.size, weight: button.font.weight)
                    .textColor(foreground).maxLines(1)
            }
            overlays.append(centered(shown))
            return
        }
        let side = Length.points((button.font.size * 1.15).rounded())
        let spinner = Progress(tint: foreground).size(width: side, height: side)
        switch button.loadingStyle {
        case .overlay:
            hideContent()
            overlays.append(centered(spinner))
        case .pulse:
            // Full strength at every whole second, faintest half-way between.
            let strength = 0.3 + 0.7 * (0.5 + 0.5 * cos(2 * Double.pi * time))
            for index in content.indices { content[index].style.opacity *= strength }
        case .leading:
            content.insert(contentsOf: generated([spinner]), at: 0)
        case .trailing:
            content.append(contentsOf: generated([spinner]))
        case .none:
            break
        }
    }

    /// `shown` centred over the button's content box: the cover takes the button's padding.
    private func centered(_ shown: Node) -> Node {
        var cover = ComponentPalette.cover(ZStack { shown })
        cover.layout.padding = node.layout.padding
        return cover
    }

    /// The parts, marked as made by the expansion.
    private func generated(_ parts: [Node]) -> [Node] {
        parts.map { part in
            var part = part
            part.markGenerated()
            return part
        }
    }
}
