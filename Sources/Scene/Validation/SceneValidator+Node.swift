extension SceneValidator {
    /// Keys every node accepts.
    static let commonNodeKeys = ["type", "id", "frame", "background", "cornerRadius", "border", "shadow", "opacity", "clip", "transform", "hidden", "zIndex"]
        + timeKeys + screenStateKeys + effectKeys

    /// The keys a node of `kind` accepts.
    static func nodeKeys(for kind: NodeKind) -> [String] {
        // A toast or an alert covers its parent: it has no frame or size of its own.
        let common = kind == .toast || kind == .alert ? commonNodeKeys.filter { $0 != "frame" } : commonNodeKeys
        return common + layoutKeys(for: kind) + contentKeys(for: kind) + (kind.allowsChildren ? ["children"] : [])
    }

    /// The keys of a kind's own content.
    static func contentKeys(for kind: NodeKind) -> [String] {
        switch kind {
        case .label: labelKeys
        case .image: imageKeys
        case .icon: iconKeys
        case .progress: progressKeys
        case .button: buttonKeys
        case .toast: toastKeys
        case .alert: alertKeys
        case .view, .hstack, .vstack, .zstack, .spacer: []
        }
    }

    func node(_ value: JSONValue, _ path: JSONPath, depth: Int, budget: inout NodeBudget) throws(SceneError) -> Node {
        guard depth <= limits.maximumDepth else {
            throw SceneError(location: value.location, path: path, message: "nodes are nested deeper than \(limits.maximumDepth) levels")
        }
        guard budget.remaining > 0 else {
            throw SceneError(location: value.location, path: path, message: "the scene has more than \(limits.maximumNodes) nodes")
        }
        budget.remaining -= 1
        guard case .object = value.kind else {
            throw failure(value, path, expected: "a node (a JSON object with a \"type\")")
        }
        let kind = try nodeKind(value, path)
        let object = try ObjectReader(value, path: path, role: "\(kind.withArticle) node", allowedKeys: Self.nodeKeys(for: kind))
        try refuseKeysOfOtherKinds(object, kind: kind)
        try object.finish()
        var node = Node(kind: kind)
        if let (idValue, idPath) = object.member("id") { node.id = try string(idValue, idPath) }
        if let (frameValue, framePath) = object.member("frame") { node.frame = try frame(frameValue, framePath) }
        node.style = try style(object)
        if !Self.layoutKeys(for: kind).isEmpty { node.layout = try layout(object, kind: kind, hasFrame: node.frame != nil) }
        switch kind {
        case .label:
            let label = try label(object)
            budget.characters -= label.text.unicodeScalars.count
            guard budget.characters >= 0 else {
                throw SceneError(location: value.location, path: path,
                                 message: "the scene's labels hold more than \(limits.maximumTextCharacters) characters of text in all")
            }
            node.label = label
        case .image: node.image = try image(object)
        case .icon: node.icon = try icon(object)
        case .progress: node.progress = try progress(object)
        case .button: try button(object, into: &node)
        case .toast: node.component = .toast(try toast(object))
        case .alert: node.component = .alert(try alert(object))
        case .view, .hstack, .vstack, .zstack, .spacer: break
        }
        node.transitions = try transitions(object, kind: kind)
        node.screenState = try screenState(object)
        node.style.redacted = try bool(in: object, "redacted", default: false)
        if let (childrenValue, childrenPath) = object.member("children") {
            for (index, child) in try array(childrenValue, childrenPath, of: "nodes").enumerated() {
                node.children.append(try self.node(child, childrenPath.appending(index: index), depth: depth + 1, budget: &budget))
            }
        }
        return node
    }

    /// A key that belongs to other node kinds gets a message naming them, rather than a
    /// guess at a similar key of this kind.
    private func refuseKeysOfOtherKinds(_ object: ObjectReader, kind: NodeKind) throws(SceneError) {
        guard let key = object.presentKeys(in: Self.foreignKeys[kind] ?? []).min(),
              let (_, keyPath) = object.member(key) else { return }
        let location = object.keyLocation(key)
        let owners = NodeKind.allCases.filter { Self.nodeKeys(for: $0).contains(key) }.map(\.rawValue)
        let list = owners.count == 1 ? owners[0] : owners.dropLast().joined(separator: ", ") + " and " + owners.last!
        throw SceneError(location: location, path: keyPath, message: "\(key.jsonQuoted) applies only to \(list) nodes, not to \(kind.withArticle) node")
    }

    /// For each kind, the keys that only other kinds have, worked out once: every node is
    /// checked against them, and a template is validated again on every render.
    private static let foreignKeys: [NodeKind: Set<String>] = {
        let all = Set(NodeKind.allCases.flatMap(nodeKeys(for:)))
        return Dictionary(uniqueKeysWithValues: NodeKind.allCases.map { ($0, all.subtracting(nodeKeys(for: $0))) })
    }()

    private func nodeKind(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> NodeKind {
        let object = try ObjectReader(value, path: path, role: "a node", allowedKeys: [])
        let names = NodeKind.allCases.map(\.rawValue)
        let (typeValue, typePath) = try object.required("type", expected: "one of " + names.joined(separator: ", "))
        let name = try string(typeValue, typePath)
        guard let kind = NodeKind(rawValue: name) else {
            var message = "unknown node type \(name.jsonQuoted)"
            if let suggestion = NearestKey.suggestion(for: name, among: names) {
                message += "; did you mean \(suggestion.jsonQuoted)? Allowed: "
            } else {
                message += "; allowed: "
            }
            message += names.joined(separator: ", ")
            throw SceneError(location: typeValue.location, path: typePath, message: message)
        }
        return kind
    }

    private func frame(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> FrameSpec {
        let object = try ObjectReader(value, path: path, role: "a frame", allowedKeys: ["x", "y", "width", "height"])
        try object.finish()
        let position = NumberRule.coordinate(limits.maximumCoordinate)
        let length = NumberRule.nonNegative(upTo: limits.maximumCoordinate)
        var frame = FrameSpec()
        frame.x = try points(in: object, "x", position, default: 0)
        frame.y = try points(in: object, "y", position, default: 0)
        if let (widthValue, widthPath) = object.member("width") { frame.width = try points(widthValue, widthPath, length) }
        if let (heightValue, heightPath) = object.member("height") { frame.height = try points(heightValue, heightPath, length) }
        return frame
    }
}
