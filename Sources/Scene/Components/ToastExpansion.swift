/// A `toast` as a bubble over its parent, shown only inside its window of the queue and
/// faded in and out at its ends.
struct ToastExpansion {
    let node: Node
    let toast: ToastContent
    let window: ToastSchedule.Window
    let time: Double

    var expanded: Node {
        var cover = ComponentPalette.cover(node)
        cover.kind = .zstack
        cover.component = nil
        cover.layout.alignment = switch toast.position {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        }
        cover.layout.padding = Edges(top: .points(24), right: .points(16), bottom: .points(24), left: .points(16))
        // A glass bubble fades itself: a faded cover would be a group of its own, and the
        // bubble's backdrop would be that empty group rather than what lies behind.
        var bubble = self.bubble
        if toast.material == .glass {
            bubble.style.opacity *= visibility
        } else {
            cover.style.opacity *= visibility
        }
        if visibility == 0 { cover.style.hidden = true }
        cover.children = [bubble]
        return cover
    }

    /// How much of the toast shows at `time`: none outside its window, and eased ramps of
    /// `ToastContent.fadeDuration` at either end.
    var visibility: Double {
        guard time >= window.start, time < window.end else { return 0 }
        let fade = ToastContent.fadeDuration
        let ramp = min(1, (time - window.start) / fade, (window.end - time) / fade)
        return TimingCurve.easeInOut.value(at: ramp)
    }

    private var bubble: Node {
        let (fill, ink, symbol) = colors
        var parts: [Node] = []
        if let symbol { parts.append(Icon(symbol, color: ink).width(18)) }
        parts.append(Label(toast.text).font(size: 15, weight: 500).textColor(ink).textAlign(.center).maxLines(3))
        var bubble = HStack(spacing: 8) { parts }.align(.center).padding(horizontal: 18, vertical: 11).cornerRadius(20)
        switch toast.material {
        case .solid:
            bubble = bubble.background(fill)
        case .glass:
            let tint = Color(red8: fill.red8, green8: fill.green8, blue8: fill.blue8, alpha8: UInt8((Double(fill.alpha8) * Self.glassTint).rounded()))
            bubble = bubble.background(tint).border(width: 1, color: Self.glassEdge)
            bubble.style.backdropFilters = ComponentMaterial.glassFilters
        }
        if toast.style == .light || toast.material == .glass { bubble = bubble.shadow(color: ComponentPalette.shadow, blur: 16, y: 6) }
        return bubble
    }

    /// How much of its style's fill a glass bubble keeps: the rest shows the blurred backdrop.
    static let glassTint = 0.6
    /// A glass bubble's hairline edge: white at 25 %.
    static let glassEdge = Color(red8: 255, green8: 255, blue8: 255, alpha8: 64)

    /// The bubble's fill, the text's colour, and the glyph of the semantic styles.
    private var colors: (Color, Color, Symbol?) {
        switch toast.style {
        case .dark: (Color(red8: 0, green8: 0, blue8: 0, alpha8: 209), ComponentPalette.white, nil)
        case .light: (ComponentPalette.white, ComponentPalette.ink, nil)
        case .success: (AlertStyle.success.color, ComponentPalette.white, .checkmark)
        case .error: (AlertStyle.error.color, ComponentPalette.white, .xmark)
        case .warning: (AlertStyle.warning.color, ComponentPalette.white, .exclamationmark)
        case .info: (AlertStyle.info.color, ComponentPalette.white, .info)
        }
    }
}
