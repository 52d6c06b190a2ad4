import Scene

/// The natural sizes of a scene's pictures (1 pixel = 1 point), read once per layout, and
/// the warnings for those that are missing.
struct PictureSizes {
    var sizes: [ImageSource: Size] = [:]
    var warnings: [SceneWarning] = []

    /// Gives every image with no `aspectRatio` its picture's, so that a width alone sizes it
    /// as CSS does.
    func giveRatios(to node: inout Node) {
        if let image = node.image, node.layout.aspectRatio == nil, let size = sizes[image.source], size.width > 0, size.height > 0 {
            node.layout.aspectRatio = size.width / size.height
        }
        for index in node.children.indices { giveRatios(to: &node.children[index]) }
    }
}

extension Node {
    /// Every picture the node names, with the path of the key that names it.
    func pictures(at path: JSONPath) -> [(ImageSource, JSONPath)] {
        var found: [(ImageSource, JSONPath)] = []
        if let image { found.append((image.source, path.appending("src"))) }
        for (index, transition) in transitions.enumerated() {
            let transitionPath = transitions.count == 1 ? path.appending("transition") : path.appending("transition").appending(index: index)
            switch transition.kind {
            case .crossDissolve(let from), .flipFromBottom(let from): found.append((from, transitionPath.appending("from")))
            case .fade, .slide, .scale, .shake: break
            }
        }
        if case .button(let button)? = component {
            if let background = button.backgroundImage { found.append((background, path.appending("backgroundImage"))) }
            if case .image(let icon)? = button.icon { found.append((icon, path.appending("icon"))) }
        }
        if case .image(let mask)? = style.mask { found.append((mask.source, path.appending("mask").appending("src"))) }
        return found
    }
}
