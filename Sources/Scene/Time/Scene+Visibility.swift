extension Scene {
    /// A moment at which the scene shows content, when at `time` it shows none but it does
    /// at another moment of its timeline; `nil` otherwise.
    ///
    /// A scene checked at one moment can look empty for reasons of time alone: a toast at
    /// 0 s has not faded in yet, nor a node that fades in. An image of the background alone
    /// is then recorded as the reference and passes for ever. Content is anything drawn
    /// beyond the backdrop, the canvas and the root's own fill, border and shadow; the moments
    /// tried are those at which a toast has fully appeared and at which a transition ends.
    public func momentShowingContent(hiddenAt time: Double) -> Double? {
        guard !at(time: time).root.showsContent(isRoot: true) else { return nil }
        return contentMoments.first { $0 != time && at(time: $0).root.showsContent(isRoot: true) }
    }

    /// The moments worth looking at, in order: each toast once its fade-in is done, and the
    /// end of each transition, by when what fades, slides or grows in is in place.
    private var contentMoments: [Double] {
        let toasts = ToastSchedule(root).windows.map { min($0.start + ToastContent.fadeDuration, ($0.start + $0.end) / 2) }
        func ends(of node: Node) -> [Double] {
            node.transitions.map(\.end) + node.children.flatMap(ends(of:))
        }
        return Array(Set(toasts + ends(of: root))).sorted()
    }
}

extension Node {
    /// Whether this node, once resolved at a moment, draws anything that can be seen: not
    /// hidden, transparent or scaled to nothing, with something to paint in it. The root's
    /// own fill, border and shadow are the backdrop, and do not count.
    fileprivate func showsContent(isRoot: Bool = false) -> Bool {
        let scale = style.transform.scale
        guard !style.hidden, style.opacity > 0, scale.width != 0, scale.height != 0 else { return false }
        let boxPaints = (style.background?.isVisible ?? false) || (style.border?.isVisible ?? false)
            || style.shadows.contains { $0.color.alpha8 > 0 }
        let contentPaints = !(label?.text.isEmpty ?? true) || image != nil || icon != nil || progress != nil
        return contentPaints || (!isRoot && boxPaints) || children.contains { $0.showsContent() }
    }
}

extension Fill {
    /// Whether the fill puts any colour down: a gradient does unless every stop is clear.
    fileprivate var isVisible: Bool {
        switch self {
        case .color(let color): color.alpha8 > 0
        case .linearGradient(let gradient): gradient.stops.contains { $0.color.alpha8 > 0 }
        case .radialGradient(let gradient): gradient.stops.contains { $0.color.alpha8 > 0 }
        }
    }
}
