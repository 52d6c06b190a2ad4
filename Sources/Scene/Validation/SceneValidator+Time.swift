extension SceneValidator {
    /// Keys that change a node over time, accepted on every node.
    static let timeKeys = ["transition"]
    /// The keys of one transition.
    static let transitionKeys = ["kind", "duration", "delay", "curve", "edge", "distance", "from", "amplitude", "cycles"]
    /// No transition may run longer than an hour, or start later.
    static let maximumTransitionSeconds = 3600.0

    /// A node's `transition`: one transition, or an array of them applied together.
    func transitions(_ object: ObjectReader, kind: NodeKind) throws(SceneError) -> [Transition] {
        guard let (value, path) = object.member("transition") else { return [] }
        if case .array(let elements) = value.kind {
            guard elements.count <= 16 else { throw failure(value, path, expected: "at most 16 transitions") }
            var transitions: [Transition] = []
            for (index, element) in elements.enumerated() {
                transitions.append(try transition(element, path.appending(index: index), kind: kind))
            }
            return transitions
        }
        return [try transition(value, path, kind: kind)]
    }

    private func transition(_ value: JSONValue, _ path: JSONPath, kind nodeKind: NodeKind) throws(SceneError) -> Transition {
        let object = try ObjectReader(value, path: path, role: "a transition", allowedKeys: Self.transitionKeys)
        try object.finish()
        let (kindValue, kindPath) = try object.required("kind", expected: "one of " + TransitionKind.names.joined(separator: ", "))
        guard case .string(let name) = kindValue.kind, TransitionKind.names.contains(name) else {
            var message = "expected one of " + TransitionKind.names.map(\.jsonQuoted).joined(separator: ", ") + ", received \(kindValue.summary)"
            if case .string(let name) = kindValue.kind, let suggestion = NearestKey.suggestion(for: name, among: TransitionKind.names) {
                message += "; did you mean \(suggestion.jsonQuoted)?"
            }
            throw SceneError(location: kindValue.location, path: kindPath, message: message)
        }
        let owners: [String: [String]] = [
            "edge": ["slide"], "distance": ["slide"], "from": ["scale", "crossDissolve", "flipFromBottom"],
            "amplitude": ["shake"], "cycles": ["shake"],
        ]
        for (key, kinds) in owners.sorted(by: { $0.key < $1.key }) where !kinds.contains(name) {
            if let (keyValue, keyPath) = object.member(key) {
                let list = kinds.map(\.jsonQuoted).joined(separator: ", ")
                throw SceneError(location: keyValue.location, path: keyPath, message: "\(key.jsonQuoted) applies only to \(list) transitions, not to \(name.jsonQuoted)")
            }
        }
        let kind: TransitionKind
        switch name {
        case "fade":
            kind = .fade
        case "slide":
            let edge: SlideEdge = try textKeyword(in: object, "edge", default: .bottom)
            var distance: Double?
            if let (distanceValue, distancePath) = object.member("distance") {
                distance = try points(distanceValue, distancePath, .nonNegative(upTo: limits.maximumCoordinate))
            }
            kind = .slide(edge: edge, distance: distance)
        case "scale":
            kind = .scale(from: try number(in: object, "from", .between(0, 100), default: 0.5))
        case "shake":
            kind = .shake(amplitude: try points(in: object, "amplitude", .nonNegative(upTo: limits.maximumCoordinate), default: 10),
                          cycles: try number(in: object, "cycles", .positive(upTo: 100), default: 3))
        default:
            guard nodeKind == .image else {
                throw SceneError(location: kindValue.location, path: kindPath, message: "\(name.jsonQuoted) changes one picture into another, so it applies only to image nodes, not to \(nodeKind.withArticle) node")
            }
            let (fromValue, fromPath) = try object.required("from", expected: "the picture shown before the transition: a path relative to the asset folder, or a data: URI")
            let source = try imageSource(fromValue, fromPath)
            kind = name == "crossDissolve" ? .crossDissolve(from: source) : .flipFromBottom(from: source)
        }
        let seconds = NumberRule.nonNegative(upTo: Self.maximumTransitionSeconds)
        var transition = Transition(kind)
        transition.duration = try number(in: object, "duration", seconds, default: kind.defaultDuration)
        transition.delay = try number(in: object, "delay", seconds, default: 0)
        transition.curve = try textKeyword(in: object, "curve", default: kind.defaultCurve)
        return transition
    }
}
