extension SceneValidator {
    static let borderSides = ["top", "right", "bottom", "left"]

    /// Reads a border: `width` and `color` for every side, or per side with `top`, `right`,
    /// `bottom` and `left` (each `{width, color}`, falling back to the border's own), as CSS's
    /// `border` and `border-left`. Sides neither names have no border when the border has
    /// no `color` of its own. `dash` is for a border the same on every side.
    func border(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> Border {
        let object = try ObjectReader(value, path: path, role: "a border", allowedKeys: ["width", "color", "dash"] + Self.borderSides)
        try object.finish()
        let named = Self.borderSides.compactMap { side in object.member(side).map { (side, $0.value, $0.path) } }
        let width = try points(in: object, "width", .positive(upTo: 10_000), default: 1)
        if named.isEmpty {
            let (colorValue, colorPath) = try object.required("color", expected: "a colour")
            return Border(width: width, color: try color(colorValue, colorPath), dash: try dash(in: object))
        }
        if let (dashValue, dashPath) = object.member("dash") {
            throw failure(dashValue, dashPath, expected: "no dash on a border whose sides are given one by one (only a border the same on every side is dashed)")
        }
        var all: BorderSide?
        if let (colorValue, colorPath) = object.member("color") { all = BorderSide(width: width, color: try color(colorValue, colorPath)) }
        var sides = Edges(all ?? BorderSide(width: 0, color: .clear))
        for (side, sideValue, sidePath) in named {
            let reader = try ObjectReader(sideValue, path: sidePath, role: "a border side", allowedKeys: ["width", "color"])
            try reader.finish()
            let sideWidth = try points(in: reader, "width", .nonNegative(upTo: 10_000), default: width)
            let resolved: BorderSide
            if let all, reader.member("color") == nil {
                resolved = BorderSide(width: sideWidth, color: all.color)
            } else {
                let (colorValue, colorPath) = try reader.required("color", expected: "a colour, as the border has none for every side")
                resolved = BorderSide(width: sideWidth, color: try color(colorValue, colorPath))
            }
            switch side {
            case "top": sides.top = resolved
            case "right": sides.right = resolved
            case "bottom": sides.bottom = resolved
            default: sides.left = resolved
            }
        }
        return Border(sides: sides)
    }

    private func dash(in object: ObjectReader) throws(SceneError) -> [Double] {
        guard let (dashValue, dashPath) = object.member("dash") else { return [] }
        let elements = try array(dashValue, dashPath, of: "dash and gap lengths")
        guard (1...16).contains(elements.count) else {
            throw failure(dashValue, dashPath, expected: "1 to 16 dash and gap lengths")
        }
        var dash: [Double] = []
        for (index, element) in elements.enumerated() {
            dash.append(try points(element, dashPath.appending(index: index), .nonNegative(upTo: 10_000)))
        }
        guard dash.contains(where: { $0 > 0 }) else {
            throw failure(dashValue, dashPath, expected: "dash lengths that are not all zero")
        }
        return dash
    }
}
