extension ViewStyle {
    /// The members a node carries for this style; default values are left out. `redacted`
    /// is written by the node with its other state keys.
    var jsonPairs: [(String, JSONValue)] { jsonPairs(cornerRadiusDefault: .zero) }

    /// The members against the corner radius the node's kind is read with when it has none.
    func jsonPairs(cornerRadiusDefault: CornerRadii) -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = []
        if let background { pairs.append(("background", background.jsonValue)) }
        if cornerRadius != cornerRadiusDefault { pairs.append(("cornerRadius", cornerRadius.jsonValue)) }
        if let border { pairs.append(("border", border.jsonValue)) }
        if !shadows.isEmpty { pairs.append(("shadow", .array(shadows.map(\.jsonValue)))) }
        if opacity != 1 { pairs.append(("opacity", .number(opacity))) }
        if clip { pairs.append(("clip", .bool(true))) }
        if transform.written != .identity { pairs.append(("transform", transform.jsonValue)) }
        if hidden { pairs.append(("hidden", .bool(true))) }
        if zIndex != 0 { pairs.append(("zIndex", .number(zIndex))) }
        if !filters.isEmpty { pairs.append(("filter", .string(Filter.cssText(of: filters)))) }
        if !backdropFilters.isEmpty { pairs.append(("backdropFilter", .string(Filter.cssText(of: backdropFilters)))) }
        if blendMode != .normal { pairs.append(("blendMode", .string(blendMode.rawValue))) }
        switch mask {
        case .fill(let fill)?: pairs.append(("mask", fill.jsonValue))
        case .image(let image)?:
            var imagePairs: [(String, JSONValue)] = [("src", .string(image.source.jsonString))]
            if image.contentMode != .fill { imagePairs.append(("contentMode", .string(image.contentMode.rawValue))) }
            pairs.append(("mask", .object(imagePairs)))
        case nil: break
        }
        return pairs
    }
}

extension Border {
    /// `width` and `color`, or each side's when they differ.
    var jsonValue: JSONValue {
        guard let side = uniform else {
            let sides = [("top", self.sides.top), ("right", self.sides.right), ("bottom", self.sides.bottom), ("left", self.sides.left)]
            return .object(sides.map { name, side in (name, .object([("width", .number(side.width)), ("color", .string(side.color.hexString))])) })
        }
        var pairs: [(String, JSONValue)] = [("width", .number(side.width)), ("color", .string(side.color.hexString))]
        if !dash.isEmpty { pairs.append(("dash", .array(dash.map(JSONValue.number)))) }
        return .object(pairs)
    }
}

extension CornerRadii {
    var jsonValue: JSONValue {
        if isUniform { return .number(topLeft) }
        return .object([("topLeft", .number(topLeft)), ("topRight", .number(topRight)), ("bottomRight", .number(bottomRight)), ("bottomLeft", .number(bottomLeft))])
    }
}

extension Shadow {
    var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("color", .string(color.hexString)), ("blur", .number(blur)), ("x", .number(offset.x)), ("y", .number(offset.y)), ("spread", .number(spread))]
        if inset { pairs.append(("inset", .bool(true))) }
        return .object(pairs)
    }
}

extension Transform {
    /// The transform without `relativeTranslate`, which only `Scene.at(time:)` sets (for a
    /// slide by the node's own size) and which has no key in the format: it is left out.
    var written: Transform {
        var copy = self
        copy.relativeTranslate = .zero
        return copy
    }

    /// The fixed point is `anchor` while it is a fraction alone, and `origin` once it has
    /// points in it; skews are written when they slant.
    var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("translate", .object([("x", .number(translate.x)), ("y", .number(translate.y))])),
            ("scale", .object([("x", .number(scale.width)), ("y", .number(scale.height))])),
            ("rotate", .number(rotate)),
        ]
        if anchorOffset == .zero {
            pairs.append(("anchor", .object([("x", .number(anchor.x)), ("y", .number(anchor.y))])))
        } else {
            pairs.append(("origin", origin.jsonValue))
        }
        if skewX != 0 { pairs.append(("skewX", .number(skewX))) }
        if skewY != 0 { pairs.append(("skewY", .number(skewY))) }
        return .object(pairs)
    }
}

extension Fill {
    /// A colour string or a gradient object.
    public var jsonValue: JSONValue {
        switch self {
        case .color(let color):
            return .string(color.hexString)
        case .linearGradient(let gradient):
            return .object([("type", .string("linear")), ("angle", .number(gradient.angle)), ("stops", Self.stops(gradient.stops))])
        case .radialGradient(let gradient):
            var pairs: [(String, JSONValue)] = [
                ("type", .string("radial")),
                ("center", .object([("x", .number(gradient.center.x)), ("y", .number(gradient.center.y))])),
            ]
            if let radius = gradient.radius { pairs.append(("radius", .number(radius))) }
            pairs.append(("stops", Self.stops(gradient.stops)))
            return .object(pairs)
        }
    }

    private static func stops(_ stops: [GradientStop]) -> JSONValue {
        .array(stops.map { .object([("color", .string($0.color.hexString)), ("position", .number($0.position))]) })
    }
}
