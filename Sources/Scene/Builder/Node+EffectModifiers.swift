/// Compositing modifiers for the builder API: each mirrors one scene key and, like CSS,
/// makes the node a stacking context drawn as one layer.
extension Node {
    /// Sets `filter`: the functions are applied in order to the node and its subtree.
    ///
    ///     Image("photo.jpg").filter(.grayscale(1), .blur(radius: 2))
    public func filter(_ filters: Filter...) -> Node {
        changingEffects { $0.filters = filters }
    }

    /// Sets `backdropFilter`: what lies behind the node's rounded box is filtered, and a
    /// translucent `background` tints it, as frosted glass.
    ///
    ///     View().backdropFilter(.blur(radius: 20)).background(Color(hex: 0xFFFFFF, alpha: 0.5))
    public func backdropFilter(_ filters: Filter...) -> Node {
        changingEffects { $0.backdropFilters = filters }
    }

    /// Sets `blendMode`.
    public func blendMode(_ mode: BlendMode) -> Node {
        changingEffects { $0.blendMode = mode }
    }

    /// Sets `mask` to a gradient (or colour) over the border box; only its alpha counts.
    public func mask(_ fill: Fill) -> Node {
        changingEffects { $0.mask = .fill(fill) }
    }

    /// Sets `mask` to a picture's alpha, placed in the border box by `contentMode`.
    public func mask(image source: ImageSource, contentMode: ContentMode = .fill) -> Node {
        changingEffects { $0.mask = .image(ImageContent(source: source, contentMode: contentMode)) }
    }

    private func changingEffects(_ change: (inout ViewStyle) -> Void) -> Node {
        var copy = self
        change(&copy.style)
        return copy
    }
}
