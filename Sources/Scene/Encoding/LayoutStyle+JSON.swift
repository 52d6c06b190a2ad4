extension LayoutStyle {
    /// The layout members a node of `kind` carries, in the validator's key order.
    ///
    /// A value equal to the kind's default is left out, because defaults depend on the kind
    /// (`grow` is 1 on a spacer, `direction` is `column` on a vstack). Container keys that
    /// differ from the default are written even on kinds that refuse them, so that a scene
    /// built with such a value fails validation loudly instead of losing it.
    func jsonPairs(for kind: NodeKind) -> [(String, JSONValue)] {
        jsonPairs(for: kind, defaults: LayoutStyle(for: kind))
    }

    /// The members against `defaults`, the layout a node of `kind` is read with when it
    /// gives no keys (a button's padding, for one, is not the kind's zero).
    func jsonPairs(for kind: NodeKind, defaults: LayoutStyle) -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = []
        func add(_ key: String, _ value: JSONValue?) {
            if let value { pairs.append((key, value)) }
        }
        func length(_ value: Length?, _ fallback: Length?, keyword: String) -> JSONValue? {
            value == fallback ? nil : (value?.jsonValue ?? .string(keyword))
        }

        add("width", length(width, defaults.width, keyword: "auto"))
        add("height", length(height, defaults.height, keyword: "auto"))
        add("minWidth", length(minWidth, defaults.minWidth, keyword: "auto"))
        add("minHeight", length(minHeight, defaults.minHeight, keyword: "auto"))
        add("maxWidth", length(maxWidth, defaults.maxWidth, keyword: "none"))
        add("maxHeight", length(maxHeight, defaults.maxHeight, keyword: "none"))
        // An icon is square by default and the format cannot say "no ratio"; `"auto"` is
        // written for one without, so that reading it back refuses it instead of squaring it.
        if aspectRatio != defaults.aspectRatio { add("aspectRatio", aspectRatio.map(JSONValue.number) ?? .string("auto")) }
        if margin != defaults.margin { add("margin", margin.jsonValue(omitting: .zero) { $0?.jsonValue ?? .string("auto") }) }
        if padding != defaults.padding { add("padding", padding.jsonValue(omitting: .zero, \.jsonValue)) }
        if position != defaults.position { add("position", .string(position.rawValue)) }
        add("left", length(insets.left, defaults.insets.left, keyword: "auto"))
        add("top", length(insets.top, defaults.insets.top, keyword: "auto"))
        add("right", length(insets.right, defaults.insets.right, keyword: "auto"))
        add("bottom", length(insets.bottom, defaults.insets.bottom, keyword: "auto"))
        if grow != defaults.grow { add("grow", .number(grow)) }
        if shrink != defaults.shrink { add("shrink", .number(shrink)) }
        add("basis", length(basis, defaults.basis, keyword: "auto"))
        if alignSelf != defaults.alignSelf { add("alignSelf", .string(alignSelf?.rawValue ?? "auto")) }

        if direction != defaults.direction { add("direction", .string(direction.rawValue)) }
        if justify != defaults.justify { add("justify", .string(justify.rawValue)) }
        if align != defaults.align { add("align", .string(align.rawValue)) }
        if wrap != defaults.wrap { add("wrap", .string(wrap.rawValue)) }
        if alignContent != defaults.alignContent { add("alignContent", .string(alignContent.rawValue)) }
        if rowGap != defaults.rowGap || columnGap != defaults.columnGap {
            if rowGap == columnGap {
                add("gap", .number(rowGap))
            } else {
                // A missing member is 0, like a missing side of margin or padding.
                var gapPairs: [(String, JSONValue)] = []
                if rowGap != 0 { gapPairs.append(("row", .number(rowGap))) }
                if columnGap != 0 { gapPairs.append(("column", .number(columnGap))) }
                add("gap", .object(gapPairs))
            }
        }
        if alignment != defaults.alignment { add("alignment", .string(alignment.rawValue)) }
        if minLength != defaults.minLength { add("minLength", .number(minLength)) }
        return pairs
    }
}

extension Length {
    /// Points as a number, a percentage as a string such as `"50%"`.
    var jsonValue: JSONValue {
        switch self {
        case .points(let value): .number(value)
        case .percent(let value): .string(Self.plainDecimal(value) + "%")
        }
    }

    /// `value` written without an exponent, which the validator refuses in percentages
    /// (as CSS authors rarely write one); it reads back as the same `Double`.
    static func plainDecimal(_ value: Double) -> String {
        let text = formatNumber(value)
        guard let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
              let exponent = Int(text[text.index(after: marker)...]) else { return text }
        var mantissa = text[..<marker]
        let sign = mantissa.hasPrefix("-") ? "-" : ""
        if !sign.isEmpty { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let digits = String(parts[0]) + (parts.count > 1 ? String(parts[1]) : "")
        let point = parts[0].count + exponent
        if point <= 0 { return sign + "0." + String(repeating: "0", count: -point) + digits }
        if point >= digits.count { return sign + digits + String(repeating: "0", count: point - digits.count) }
        return sign + digits.prefix(point) + "." + digits.dropFirst(point)
    }
}

extension Edges {
    /// One value when every side is the same, else an object that leaves out sides at the
    /// default of zero points.
    func jsonValue(omitting zero: Value, _ encode: (Value) -> JSONValue) -> JSONValue {
        if top == right && right == bottom && bottom == left { return encode(top) }
        var pairs: [(String, JSONValue)] = []
        for (key, side) in [("top", top), ("right", right), ("bottom", bottom), ("left", left)] where side != zero {
            pairs.append((key, encode(side)))
        }
        return .object(pairs)
    }
}
