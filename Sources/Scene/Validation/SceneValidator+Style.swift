extension SceneValidator {
    func style(_ object: ObjectReader) throws(SceneError) -> ViewStyle {
        var style = ViewStyle()
        if let (value, path) = object.member("background") { style.background = try fill(value, path) }
        if let (value, path) = object.member("cornerRadius") { style.cornerRadius = try cornerRadii(value, path) }
        if let (value, path) = object.member("border") { style.border = try border(value, path) }
        if let (value, path) = object.member("shadow") { style.shadows = try shadows(value, path) }
        style.opacity = try number(in: object, "opacity", .between(0, 1), default: 1)
        style.clip = try bool(in: object, "clip", default: false)
        if let (value, path) = object.member("transform") { style.transform = try transform(value, path) }
        style.hidden = try bool(in: object, "hidden", default: false)
        style.zIndex = try number(in: object, "zIndex", .coordinate(1_000_000), default: 0)
        try effects(object, into: &style)
        return style
    }

    func color(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> Color {
        guard case .string(let text) = value.kind, let color = Color(parsing: text) else {
            var message = "expected a colour (\(Color.allowedSpellings)), received \(value.summary)"
            if case .string(let text) = value.kind,
               let suggestion = NearestKey.suggestion(for: text, among: (Array(cssNamedColors.keys) + ["transparent"]).sorted()) {
                message += "; did you mean \(suggestion.jsonQuoted)?"
            }
            throw SceneError(location: value.location, path: path, message: message)
        }
        return color
    }

    private func cornerRadii(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> CornerRadii {
        let radius = NumberRule.nonNegative(upTo: limits.maximumCoordinate)
        guard case .object = value.kind else {
            let expected = "a number ≥ 0, \(Self.pixelsExample), or an object with topLeft, topRight, bottomRight and bottomLeft"
            return CornerRadii(try points(value, path, radius, expected: expected))
        }
        let object = try ObjectReader(value, path: path, role: "corner radii", allowedKeys: ["topLeft", "topRight", "bottomRight", "bottomLeft"])
        try object.finish()
        return CornerRadii(
            topLeft: try points(in: object, "topLeft", radius, default: 0),
            topRight: try points(in: object, "topRight", radius, default: 0),
            bottomRight: try points(in: object, "bottomRight", radius, default: 0),
            bottomLeft: try points(in: object, "bottomLeft", radius, default: 0)
        )
    }

    private func shadows(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> [Shadow] {
        if case .array(let elements) = value.kind {
            guard elements.count <= 16 else { throw failure(value, path, expected: "at most 16 shadows") }
            var shadows: [Shadow] = []
            for (index, element) in elements.enumerated() {
                shadows.append(try shadow(element, path.appending(index: index), allowsInset: true))
            }
            return shadows
        }
        return [try shadow(value, path, allowsInset: true)]
    }

    /// Reads a shadow object; `inset` only where it is allowed (a box's, not a text's shadow).
    func shadow(_ value: JSONValue, _ path: JSONPath, allowsInset: Bool = false) throws(SceneError) -> Shadow {
        let object = try ObjectReader(value, path: path, role: "a shadow", allowedKeys: ["color", "blur", "x", "y", "spread"] + (allowsInset ? ["inset"] : []))
        try object.finish()
        var shadow = Shadow(color: Color(red8: 0, green8: 0, blue8: 0, alpha8: 128))
        if let (colorValue, colorPath) = object.member("color") { shadow.color = try color(colorValue, colorPath) }
        shadow.blur = try points(in: object, "blur", .nonNegative(upTo: 1000), default: 0)
        let offset = NumberRule.coordinate(limits.maximumCoordinate)
        shadow.offset = Point(x: try points(in: object, "x", offset, default: 0), y: try points(in: object, "y", offset, default: 0))
        shadow.spread = try points(in: object, "spread", .coordinate(10_000), default: 0)
        if allowsInset { shadow.inset = try bool(in: object, "inset", default: false) }
        return shadow
    }

    private func transform(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> Transform {
        let object = try ObjectReader(value, path: path, role: "a transform", allowedKeys: ["translate", "scale", "rotate", "anchor", "skewX", "skewY", "origin"])
        try object.finish()
        var transform = Transform()
        let offset = NumberRule.coordinate(limits.maximumCoordinate)
        if let (translateValue, translatePath) = object.member("translate") {
            transform.translate = try pair(translateValue, translatePath, role: "a translation", rule: offset, inPoints: true)
        }
        if let (scaleValue, scalePath) = object.member("scale") {
            let factor = NumberRule.coordinate(1000)
            if case .number = scaleValue.kind {
                let uniform = try number(scaleValue, scalePath, factor)
                transform.scale = Size(width: uniform, height: uniform)
            } else {
                guard case .object = scaleValue.kind else {
                    throw failure(scaleValue, scalePath, expected: "a number or an object with x and y")
                }
                let pair = try pair(scaleValue, scalePath, role: "a scale", rule: factor, default: 1)
                transform.scale = Size(width: pair.x, height: pair.y)
            }
        }
        transform.rotate = try number(in: object, "rotate", .coordinate(100_000), default: 0)
        if let (anchorValue, anchorPath) = object.member("anchor") {
            let point = try pair(anchorValue, anchorPath, role: "an anchor", rule: .coordinate(1000), default: 0.5)
            transform.anchor = UnitPoint(x: point.x, y: point.y)
        }
        // Within ±89°, so that the slant's tangent stays finite.
        transform.skewX = try number(in: object, "skewX", .between(-89, 89), default: 0)
        transform.skewY = try number(in: object, "skewY", .between(-89, 89), default: 0)
        if let (originValue, originPath) = object.member("origin") {
            if object.member("anchor") != nil {
                throw SceneError(location: originValue.location, path: originPath, message: "a transform has either \"anchor\" or \"origin\", not both")
            }
            transform.origin = try boxPosition(originValue, originPath, role: "a transform origin")
        }
        return transform
    }

    /// Reads `{"x": …, "y": …}`, each optional.
    /// - Parameter inPoints: whether the two are distances, which may be written in pixels
    ///   (`"12px"`), rather than factors or fractions.
    func pair(_ value: JSONValue, _ path: JSONPath, role: String, rule: NumberRule, default fallback: Double = 0, inPoints: Bool = false) throws(SceneError) -> Point {
        let object = try ObjectReader(value, path: path, role: role, allowedKeys: ["x", "y"])
        try object.finish()
        func coordinate(_ key: String) throws(SceneError) -> Double {
            inPoints ? try points(in: object, key, rule, default: fallback) : try number(in: object, key, rule, default: fallback)
        }
        return Point(x: try coordinate("x"), y: try coordinate("y"))
    }
}
