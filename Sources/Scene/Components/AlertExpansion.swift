/// An `alert` as a card over a backdrop covering its parent: a badge in the style's colour
/// overlapping the card's top edge, the title, the subtitle, the fields of an `edit` alert
/// and a column of buttons.
struct AlertExpansion {
    let node: Node
    let alert: AlertContent

    static let cardWidth = 280.0
    static let badgeDiameter = 60.0

    var expanded: Node {
        var cover = ComponentPalette.cover(node)
        cover.kind = .zstack
        cover.component = nil
        cover.layout.alignment = .center
        cover.layout.padding = Edges(.points(24))
        if cover.style.background == nil { cover.style.background = .color(alert.backdrop) }
        cover.children = [card]
        return cover
    }

    private var card: Node {
        let badge = ComponentPalette.badge(alert.style.symbol, color: alert.style.color, diameter: Self.badgeDiameter)
            .border(width: 4, color: ComponentPalette.white)
            .absolute(left: .percent(50), top: .points(-Self.badgeDiameter / 2))
            .margin(top: .zero, right: .zero, bottom: .zero, left: .points(-Self.badgeDiameter / 2))
        var parts: [Node] = [badge]
        parts.append(Label(alert.title).font(size: 19, weight: 600).textColor(ComponentPalette.ink).textAlign(.center))
        if let subtitle = alert.subtitle, !subtitle.isEmpty {
            parts.append(Label(subtitle).font(size: 14).textColor(ComponentPalette.secondaryInk).textAlign(.center).lineHeight(.multiple(1.35))
                .margin(top: .points(6), right: .zero, bottom: .zero, left: .zero))
        }
        if alert.style == .edit {
            for (index, field) in alert.fields.enumerated() {
                parts.append(textField(field).margin(top: .points(index == 0 ? 14 : 8), right: .zero, bottom: .zero, left: .zero))
            }
        }
        for (index, button) in alert.buttons.enumerated() {
            parts.append(self.button(button).margin(top: .points(index == 0 ? 18 : 8), right: .zero, bottom: .zero, left: .zero))
        }
        var card = VStack { parts }
            .width(.points(Self.cardWidth)).maxWidth(.percent(100))
            .padding(top: .points(Self.badgeDiameter / 2 + 14), right: .points(20), bottom: .points(20), left: .points(20))
            .margin(top: .points(Self.badgeDiameter / 2), right: .zero, bottom: .zero, left: .zero)
            .cornerRadius(14)
            .shadow(color: ComponentPalette.shadow, blur: 24, y: 8)
        switch alert.material {
        case .solid:
            card.style.background = .color(ComponentPalette.white)
        case .glass:
            card.style.background = .color(Self.glassTint)
            card.style.backdropFilters = ComponentMaterial.glassFilters
        }
        return card
    }

    /// A glass card's tint: white at 72 %, over the blurred, dimmed backdrop.
    static let glassTint = Color(red8: 255, green8: 255, blue8: 255, alpha8: 184)

    /// A field: its text, or its placeholder in grey, in a bordered box.
    private func textField(_ field: AlertField) -> Node {
        let empty = field.text.isEmpty
        return HStack {
            Label(empty ? field.placeholder : field.text).font(size: 15).textColor(empty ? ComponentPalette.placeholder : ComponentPalette.ink).maxLines(1)
        }
        .align(.center).height(.points(38)).padding(horizontal: 12, vertical: 0)
        .border(width: 1, color: ComponentPalette.hairline).cornerRadius(8)
    }

    /// A full-width button: filled in the alert's colour, or bordered grey to cancel.
    private func button(_ button: AlertButton) -> Node {
        let cancel = button.role == .cancel
        let content = ButtonContent(title: button.title, variant: cancel ? .bordered : .filled,
                                    tint: cancel ? ComponentPalette.neutral : alert.style.color, font: FontSpec(size: 16, weight: 600))
        return Button(content).cornerRadius(8)
    }
}
