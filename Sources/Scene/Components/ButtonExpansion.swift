import Foundation

/// A `button` as a row of plain nodes: its variant's fill or border, an optional picture
/// behind, the icon and title, and whatever its state shows.
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
        switch button.variant {
        case .filled: if row.style.background == nil { row.style.background = .color(button.tint) }
        case .bordered: if row.style.border == nil { row.style.border = Border(width: 1.5, color: button.tint) }
        case .plain: break
        }
        var content = self.content
        var overlays: [Node] = []
        switch button.state {
        case .idle, .error: break
        case .disabled: row.style.opacity *= 0.4
        case .loading: showLoading(content: &content, overlays: &overlays)
        }
        var children: [Node] = []
        if let picture = button.backgroundImage {
            row.style.clip = true
            // Sized outright: a picture's own ratio would otherwise size it from the width.
            children.append(Node(kind: .image, image: ImageContent(source: picture, contentMode: .aspectFill))
                .absolute(left: .zero, top: .zero).size(width: .percent(100), height: .percent(100)))
        }
        row.children = children + content + overlays
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
        let spinnerSide = Length.points((button.font.size * 1.15).rounded())
        switch button.loadingStyle {
        case .overlay:
            hideContent()
            overlays.append(centered(Progress(tint: foreground).size(width: spinnerSide, height: spinnerSide)))
        case .pulse:
            // Full strength at every whole second, faintest half-way between.
            let strength = 0.3 + 0.7 * (0.5 + 0.5 * cos(2 * Double.pi * time))
            for index in content.indices { content[index].style.opacity *= strength }
        case .leading:
            content.insert(Progress(tint: foreground).size(width: spinnerSide, height: spinnerSide), at: 0)
        case .trailing:
            content.append(Progress(tint: foreground).size(width: spinnerSide, height: spinnerSide))
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
}
