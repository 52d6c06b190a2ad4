extension SceneValidator {
    /// Size, spacing and item keys, accepted on every node.
    static let boxKeys = [
        "width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight", "aspectRatio",
        "margin", "padding", "position", "left", "top", "right", "bottom",
        "grow", "shrink", "basis", "alignSelf",
    ]
    /// Container keys of `hstack` and `vstack`.
    static let flexKeys = ["direction", "justify", "align", "wrap", "alignContent", "gap"]

    /// The layout keys a node of `kind` accepts.
    static func layoutKeys(for kind: NodeKind) -> [String] {
        switch kind {
        case .hstack, .vstack: boxKeys + flexKeys
        case .zstack: boxKeys + ["alignment"]
        case .spacer: boxKeys + ["minLength"]
        case .view, .label, .image, .icon, .progress, .button: boxKeys
        case .toast, .alert: []
        }
    }

    func layout(_ object: ObjectReader, kind: NodeKind, hasFrame: Bool) throws(SceneError) -> LayoutStyle {
        var layout = LayoutStyle(for: kind)
        if hasFrame {
            for key in ["width", "height", "position", "left", "top", "right", "bottom"] {
                if let (value, path) = object.member(key) {
                    throw SceneError(location: value.location, path: path, message: "\(key.jsonQuoted) cannot be combined with \"frame\", which already places and sizes the node; use one or the other")
                }
            }
        }
        let size = LengthRule.size(limits.maximumCoordinate)
        layout.width = try length(in: object, "width", size, keyword: "auto")
        layout.height = try length(in: object, "height", size, keyword: "auto")
        layout.minWidth = try length(in: object, "minWidth", size, keyword: "auto")
        layout.minHeight = try length(in: object, "minHeight", size, keyword: "auto")
        layout.maxWidth = try length(in: object, "maxWidth", size, keyword: "none")
        layout.maxHeight = try length(in: object, "maxHeight", size, keyword: "none")
        if let (value, path) = object.member("aspectRatio") {
            // `auto` takes away a ratio a kind has by default, such as an icon's 1.
            layout.aspectRatio = value.kind == .string("auto") ? nil : try number(value, path, .positive(upTo: 10_000))
        }
        let offset = LengthRule.offset(limits.maximumCoordinate)
        if let (value, path) = object.member("margin") {
            layout.margin = try edges(value, path, role: "margins", rule: offset, keyword: "auto", default: .zero)
        }
        if let (value, path) = object.member("padding") {
            layout.padding = try edges(value, path, role: "padding", rule: size, keyword: nil, default: .zero).map { $0 ?? .zero }
        }
        layout.position = try keyword(in: object, "position", default: .relative)
        layout.insets = Edges(
            top: try length(in: object, "top", offset, keyword: "auto"),
            right: try length(in: object, "right", offset, keyword: "auto"),
            bottom: try length(in: object, "bottom", offset, keyword: "auto"),
            left: try length(in: object, "left", offset, keyword: "auto")
        )
        layout.grow = try number(in: object, "grow", .nonNegative(upTo: 1_000_000), default: layout.grow)
        layout.shrink = try number(in: object, "shrink", .nonNegative(upTo: 1_000_000), default: layout.shrink)
        layout.basis = try length(in: object, "basis", size, keyword: "auto")
        if let (value, path) = object.member("alignSelf") {
            layout.alignSelf = try keywordOrAuto(value, path, CrossAlignment.self)
        }
        // Container keys are read only on the kinds they belong to: a label has keys of the
        // same names (`align`, `wrap`, `direction`) that mean something else.
        switch kind {
        case .hstack, .vstack:
            layout.direction = try keyword(in: object, "direction", default: layout.direction)
            layout.justify = try keyword(in: object, "justify", default: layout.justify)
            layout.align = try keyword(in: object, "align", default: layout.align)
            layout.wrap = try keyword(in: object, "wrap", default: layout.wrap)
            layout.alignContent = try keyword(in: object, "alignContent", default: layout.alignContent)
            if let (value, path) = object.member("gap") { (layout.rowGap, layout.columnGap) = try gap(value, path) }
        case .zstack:
            layout.alignment = try keyword(in: object, "alignment", default: layout.alignment)
        case .spacer:
            layout.minLength = try points(in: object, "minLength", .nonNegative(upTo: limits.maximumCoordinate), default: 0)
        case .view, .label, .image, .icon, .progress, .button, .toast, .alert:
            break
        }
        return layout
    }

    /// A length: a number of points, pixels such as `"12px"` (a CSS px is a point), a
    /// percentage string such as `"50%"`, or `keyword` (`auto`, `none`), which reads as `nil`.
    func length(_ value: JSONValue, _ path: JSONPath, _ rule: LengthRule, keyword: String?) throws(SceneError) -> Length? {
        let expected = rule.expectation + (keyword.map { ", or \($0.jsonQuoted)" } ?? "")
        switch value.kind {
        case .number(let number):
            guard rule.points.accepts(number) else { throw failure(value, path, expected: expected) }
            return .points(number)
        case .string(let text):
            if let keyword, text == keyword { return nil }
            if let pixels = Self.pixels(in: text) {
                guard rule.points.accepts(pixels) else { throw failure(value, path, expected: expected) }
                return .points(pixels)
            }
            guard text.hasSuffix("%"), Self.isDecimal(text.dropLast()), let number = Double(text.dropLast()) else {
                throw SceneError(location: value.location, path: path, message: "expected \(expected), received \(value.summary)" + Self.unitHint(for: value))
            }
            guard rule.percent.accepts(number) else {
                throw failure(value, path, expected: "a percentage between \(formatNumber(rule.percentRange.lowerBound))% and \(formatNumber(rule.percentRange.upperBound))%")
            }
            return .percent(number)
        default:
            throw failure(value, path, expected: expected)
        }
    }

    /// CSS number syntax without exponents: `-?(digits(.digits)?|.digits)`. Swift's own
    /// parser would also take hexadecimal and `5.`, which CSS refuses.
    static func isDecimal(_ text: Substring) -> Bool {
        var rest = text
        if rest.first == "-" { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }) else { return false }
        if parts.count == 1 { return !parts[0].isEmpty }
        return !parts[1].isEmpty
    }

    private func length(in object: ObjectReader, _ key: String, _ rule: LengthRule, keyword: String?) throws(SceneError) -> Length? {
        guard let (value, path) = object.member(key) else { return nil }
        return try length(value, path, rule, keyword: keyword)
    }

    /// One value for every side, or an object with `top`, `right`, `bottom`, `left`, and
    /// `horizontal`/`vertical` for both sides of an axis. Missing sides take `fallback`.
    private func edges(_ value: JSONValue, _ path: JSONPath, role: String, rule: LengthRule, keyword: String?, default fallback: Length) throws(SceneError) -> Edges<Length?> {
        guard case .object = value.kind else { return Edges(try length(value, path, rule, keyword: keyword)) }
        let object = try ObjectReader(value, path: path, role: role, allowedKeys: ["top", "right", "bottom", "left", "horizontal", "vertical"])
        try object.finish()
        func side(_ key: String, _ axis: String) throws(SceneError) -> Length? {
            if let (sideValue, sidePath) = object.member(key) { return try length(sideValue, sidePath, rule, keyword: keyword) }
            if let (axisValue, axisPath) = object.member(axis) { return try length(axisValue, axisPath, rule, keyword: keyword) }
            return fallback
        }
        return Edges(top: try side("top", "vertical"), right: try side("right", "horizontal"),
                     bottom: try side("bottom", "vertical"), left: try side("left", "horizontal"))
    }

    /// `gap`: one distance for both, or `{"row": …, "column": …}`.
    private func gap(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> (row: Double, column: Double) {
        let rule = NumberRule.nonNegative(upTo: limits.maximumCoordinate)
        guard case .object = value.kind else {
            let both = try points(value, path, rule, expected: "a number ≥ 0, \(Self.pixelsExample), or an object with row and column")
            return (both, both)
        }
        let object = try ObjectReader(value, path: path, role: "a gap", allowedKeys: ["row", "column"])
        try object.finish()
        return (try points(in: object, "row", rule, default: 0), try points(in: object, "column", rule, default: 0))
    }

    /// A keyword from a string enum, with the allowed spellings in the message.
    private func keyword<Value: RawRepresentable & CaseIterable>(in object: ObjectReader, _ key: String, default fallback: Value) throws(SceneError) -> Value where Value.RawValue == String {
        guard let (value, path) = object.member(key) else { return fallback }
        return try keywordValue(value, path, Value.self, extra: [])
    }

    private func keywordOrAuto<Value: RawRepresentable & CaseIterable>(_ value: JSONValue, _ path: JSONPath, _ type: Value.Type) throws(SceneError) -> Value? where Value.RawValue == String {
        if case .string("auto") = value.kind { return nil }
        return try keywordValue(value, path, type, extra: ["auto"])
    }

    private func keywordValue<Value: RawRepresentable & CaseIterable>(_ value: JSONValue, _ path: JSONPath, _ type: Value.Type, extra: [String]) throws(SceneError) -> Value where Value.RawValue == String {
        let names = extra + Value.allCases.map(\.rawValue)
        guard case .string(let text) = value.kind, let keyword = Value(rawValue: text) else {
            var message = "expected one of " + names.map(\.jsonQuoted).joined(separator: ", ") + ", received \(value.summary)"
            if case .string(let text) = value.kind, let suggestion = NearestKey.suggestion(for: text, among: names) {
                message += "; did you mean \(suggestion.jsonQuoted)?"
            }
            throw SceneError(location: value.location, path: path, message: message)
        }
        return keyword
    }
}

/// What a length may be: the rule for points (written as numbers or pixels) and the rule
/// for percentages.
struct LengthRule {
    let points: NumberRule
    let percent: NumberRule
    let percentRange: ClosedRange<Double>
    let expectation: String

    /// Sizes, padding and minima: not negative.
    static func size(_ limit: Double) -> LengthRule {
        LengthRule(points: .nonNegative(upTo: limit), percent: .nonNegative(upTo: 100_000), percentRange: 0...100_000,
                   expectation: "a number of points ≥ 0 and ≤ \(formatNumber(limit)), \(SceneValidator.pixelsExample), a percentage such as \"50%\"")
    }

    /// Margins and insets: may be negative.
    static func offset(_ limit: Double) -> LengthRule {
        LengthRule(points: .coordinate(limit), percent: .coordinate(100_000), percentRange: -100_000...100_000,
                   expectation: "a number of points between \(formatNumber(-limit)) and \(formatNumber(limit)), \(SceneValidator.pixelsExample), a percentage such as \"50%\"")
    }
}

extension Edges {
    /// The same change on every side.
    func map<Other: Sendable & Hashable>(_ change: (Value) -> Other) -> Edges<Other> {
        Edges<Other>(top: change(top), right: change(right), bottom: change(bottom), left: change(left))
    }
}
