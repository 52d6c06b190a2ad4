/// A loading, blocking or error state as a layer over its node, after ScreenStateKit's
/// `onShowLoading`, `onShowBlockLoading` and error display; an error's action is a standard
/// button under its message.
struct ScreenStateOverlay {
    let state: ScreenState
    /// The node's corners, so that a dim or a cover is as round as what it covers.
    let cornerRadius: CornerRadii

    var node: Node {
        switch state {
        case .loading:
            return ComponentPalette.cover(ZStack { Progress().size(width: 28, height: 28) })
        case .blockLoading(let subtitle):
            var panel: [Node] = [Progress(tint: ComponentPalette.white).size(width: 28, height: 28)]
            if let subtitle, !subtitle.isEmpty {
                panel.append(Label(subtitle).font(size: 15, weight: 500).textColor(ComponentPalette.white).textAlign(.center).maxLines(2))
            }
            return ComponentPalette.cover(ZStack {
                VStack(spacing: 10) { panel }.align(.center).padding(horizontal: 22, vertical: 18)
                    .background(Color(red8: 28, green8: 28, blue8: 30, alpha8: 230)).cornerRadius(12)
            })
            .background(Color(red8: 0, green8: 0, blue8: 0, alpha8: 115)).cornerRadius(cornerRadius)
        case .error(let message, let action):
            var panel = [
                ComponentPalette.badge(.exclamationmark, color: AlertStyle.error.color, diameter: 40),
                Label(message).font(size: 15).textColor(ComponentPalette.secondaryInk).textAlign(.center).maxLines(4),
            ]
            // Scenes built in Swift are not validated: an empty action shows no button.
            if let action, !action.isEmpty {
                panel.append(Button(action).margin(top: .points(4), right: .zero, bottom: .zero, left: .zero))
            }
            return ComponentPalette.cover(ZStack {
                VStack(spacing: 10) { panel }.align(.center).padding(16)
            })
            .background(Color(red8: 255, green8: 255, blue8: 255, alpha8: 245)).cornerRadius(cornerRadius)
        }
    }
}
