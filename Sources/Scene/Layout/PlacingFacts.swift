/// What placing a node needs to know of it besides its frame, read while the box tree is
/// built from the node.
///
/// A laid-out tree of thousands of nodes outgrows the processor's caches, so by the time
/// the placing pass came back to a node its storage was cold again: reading it there for
/// a few flags cost more than laying the node out. Read once while flattening, the flags
/// live in one small array that the pass walks in order.
struct PlacingFacts {
    /// The node's `id`, checked for a second use.
    var id: String?
    /// Paints something and is neither hidden, transparent, nor moved by a transform of its
    /// own or an ancestor's, so lying off the canvas is worth a warning.
    var warnsOffCanvas: Bool
    /// Has a shadow that is drawn, which can reach the canvas from a frame that does not.
    var hasShadow: Bool
    var childCount: Int
    /// Made by `Scene.at(time:)`: named by the path of the node it was made for.
    var isGenerated: Bool

    init(_ node: borrowing Node, visibility: Visibility) {
        id = node.id
        childCount = node.children.count
        isGenerated = node.isGenerated
        hasShadow = node.style.shadows.contains { $0.color.alpha8 > 0 }
        guard !visibility.transformed, !visibility.invisible else {
            warnsOffCanvas = false
            return
        }
        // Read in place: comparing an optional with `nil` copied its payload first.
        warnsOffCanvas = node.style.background.isSet || node.style.border.isSet || hasShadow || !(node.label?.text.isEmpty ?? true)
            || node.image.isSet || node.icon.isSet || node.progress.isSet
    }
}

/// What a node inherits from its ancestors that decides whether it can be seen where laid out.
struct Visibility {
    /// A transform moves the node away from its frame, so its frame says nothing.
    var transformed = false
    /// Hidden or fully transparent: nothing is drawn at all.
    var invisible = false

    /// The visibility of `node`'s own box, given its parent's.
    func entering(_ node: Node) -> Visibility {
        Visibility(transformed: transformed || node.style.transform != .identity,
                   invisible: invisible || node.style.hidden || node.style.opacity == 0)
    }
}
