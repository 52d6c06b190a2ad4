extension SceneValidator {
    /// A colour string, or a gradient object with `"type": "linear"` or `"radial"`.
    func fill(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> Fill {
        switch value.kind {
        case .string:
            return .color(try color(value, path))
        case .object:
            let probe = try ObjectReader(value, path: path, role: "a gradient", allowedKeys: [])
            let (typeValue, typePath) = try probe.required("type", expected: "\"linear\" or \"radial\"")
            switch try string(typeValue, typePath) {
            case "linear":
                let object = try ObjectReader(value, path: path, role: "a linear gradient", allowedKeys: ["type", "angle", "stops"])
                try object.finish()
                let angle = try number(in: object, "angle", .coordinate(100_000), default: 180)
                return .linearGradient(LinearGradient(angle: angle, stops: try stops(object)))
            case "radial":
                let object = try ObjectReader(value, path: path, role: "a radial gradient", allowedKeys: ["type", "center", "radius", "stops"])
                try object.finish()
                var gradient = RadialGradient(stops: try stops(object))
                if let (centerValue, centerPath) = object.member("center") {
                    let point = try pair(centerValue, centerPath, role: "a gradient centre", rule: .coordinate(1000), default: 0.5)
                    gradient.center = UnitPoint(x: point.x, y: point.y)
                }
                if let (radiusValue, radiusPath) = object.member("radius") {
                    gradient.radius = try points(radiusValue, radiusPath, .positive(upTo: limits.maximumCoordinate))
                }
                return .radialGradient(gradient)
            default:
                throw failure(typeValue, typePath, expected: "\"linear\" or \"radial\"")
            }
        default:
            throw failure(value, path, expected: "a colour string or a gradient object")
        }
    }

    /// Reads the stops and places the ones without a position as CSS does: the first at 0,
    /// the last at 1, the rest evenly between their positioned neighbours, and none before
    /// an earlier stop.
    private func stops(_ object: ObjectReader) throws(SceneError) -> [GradientStop] {
        let (value, path) = try object.required("stops", expected: "an array of at least two colours or {color, position} objects")
        let elements = try array(value, path, of: "colours or {color, position} objects")
        guard (2...64).contains(elements.count) else {
            throw failure(value, path, expected: "2 to 64 gradient stops")
        }
        var colors: [Color] = []
        var positions: [Double?] = []
        for (index, element) in elements.enumerated() {
            let elementPath = path.appending(index: index)
            if case .string = element.kind {
                colors.append(try color(element, elementPath))
                positions.append(nil)
                continue
            }
            let stop = try ObjectReader(element, path: elementPath, role: "a gradient stop", allowedKeys: ["color", "position"])
            try stop.finish()
            let (colorValue, colorPath) = try stop.required("color", expected: "a colour")
            colors.append(try color(colorValue, colorPath))
            if let (positionValue, positionPath) = stop.member("position") {
                positions.append(try number(positionValue, positionPath, .between(0, 1)))
            } else {
                positions.append(nil)
            }
        }
        return zip(colors, Self.resolvePositions(positions)).map { GradientStop(color: $0, position: $1) }
    }

    static func resolvePositions(_ given: [Double?]) -> [Double] {
        var positions = given
        if positions[0] == nil { positions[0] = 0 }
        if positions[positions.count - 1] == nil { positions[positions.count - 1] = 1 }
        var highest = 0.0
        for index in positions.indices {
            if let position = positions[index] {
                highest = max(highest, position)
                positions[index] = highest
            }
        }
        var index = 0
        while index < positions.count {
            guard positions[index] == nil else { index += 1; continue }
            let before = index - 1
            var after = index
            while positions[after] == nil { after += 1 }
            let start = positions[before]!
            let end = positions[after]!
            for missing in index..<after {
                positions[missing] = start + (end - start) * Double(missing - before) / Double(after - before)
            }
            index = after
        }
        return positions.map { $0! }
    }
}
