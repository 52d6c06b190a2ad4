extension SceneValidator {
    /// How a position may be written, for messages.
    static let positionExpectation = #"a position as CSS writes one, such as "50% 50%", "12px 30%", "right bottom" or "center", or an object {x, y} of points, "12px", "25%", "calc(50% + 12px)" or a keyword"#

    /// A CSS `<position>` (`transform-origin`, `object-position`): a string of one or two
    /// values, each a keyword, a percentage or a length, or an object with `x` and `y`. A
    /// side left out is the centre.
    func boxPosition(_ value: JSONValue, _ path: JSONPath, role: String) throws(SceneError) -> BoxPosition {
        switch value.kind {
        case .string(let text):
            return try positionString(text, value, path)
        case .object:
            let object = try ObjectReader(value, path: path, role: role, allowedKeys: ["x", "y"])
            try object.finish()
            var position = BoxPosition.center
            if let (xValue, xPath) = object.member("x") {
                (position.fraction.x, position.offset.x) = try positionAxis(xValue, xPath, keywords: Self.horizontalKeywords)
            }
            if let (yValue, yPath) = object.member("y") {
                (position.fraction.y, position.offset.y) = try positionAxis(yValue, yPath, keywords: Self.verticalKeywords)
            }
            return position
        default:
            throw failure(value, path, expected: Self.positionExpectation)
        }
    }

    private static let horizontalKeywords: [String: Double] = ["left": 0, "center": 0.5, "right": 1]
    private static let verticalKeywords: [String: Double] = ["top": 0, "center": 0.5, "bottom": 1]

    /// `"left top"`, `"25% 12px"`, `"bottom"`: keywords may come in either order, as CSS
    /// allows; a percentage or length first is horizontal.
    private func positionString(_ text: String, _ value: JSONValue, _ path: JSONPath) throws(SceneError) -> BoxPosition {
        let words = Self.values(in: text)
        guard (1...2).contains(words.count), text.count <= 100 else {
            throw failure(value, path, expected: Self.positionExpectation + " (one or two values)")
        }
        let vertical = Self.verticalKeywords.keys.filter { $0 != "center" }, horizontal = Self.horizontalKeywords.keys.filter { $0 != "center" }
        var (first, second) = (words[0], words.count == 2 ? words[1] : "center")
        if (vertical.contains(first) && vertical.contains(second)) || (horizontal.contains(first) && horizontal.contains(second)) {
            throw failure(value, path, expected: Self.positionExpectation + "; one value for each axis")
        }
        if vertical.contains(first) || horizontal.contains(second) {
            guard Self.verticalKeywords[first] != nil, Self.horizontalKeywords[second] != nil else {
                throw failure(value, path, expected: Self.positionExpectation + "; a vertical keyword comes second unless both are keywords")
            }
            (first, second) = (second, first)
        }
        var position = BoxPosition.center
        (position.fraction.x, position.offset.x) = try positionAxis(JSONValue(.string(first), location: value.location), path, keywords: Self.horizontalKeywords, whole: value)
        (position.fraction.y, position.offset.y) = try positionAxis(JSONValue(.string(second), location: value.location), path, keywords: Self.verticalKeywords, whole: value)
        return position
    }

    /// The values of a position string, split at spaces outside parentheses, so that
    /// `calc(50% + 12px)` is one.
    private static func values(in text: String) -> [String] {
        var values: [String] = [], current = "", depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if depth == 0, character == " " || character == "\t" || character == "\n" {
                if !current.isEmpty { values.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { values.append(current) }
        return values
    }

    /// One axis: a number of points, `"12px"`, `"25%"`, `"calc(25% + 12px)"` or a keyword,
    /// as a fraction and an offset.
    /// - Parameter whole: the value the axis was written in, for messages.
    private func positionAxis(_ value: JSONValue, _ path: JSONPath, keywords: [String: Double], whole: JSONValue? = nil) throws(SceneError) -> (Double, Double) {
        let reported = whole ?? value
        let points = NumberRule.coordinate(limits.maximumCoordinate)
        let names = keywords.keys.sorted { keywords[$0]! < keywords[$1]! }
        let expected = "a number of points, \(Self.pixelsExample), a percentage such as \"25%\", \"calc(50% + 12px)\" or one of " + names.map(\.jsonQuoted).joined(separator: ", ")
        switch value.kind {
        case .number:
            return (0, try number(value, path, points))
        case .string(let text):
            if let fraction = keywords[text] { return (fraction, 0) }
            if let parts = Self.positionLength(text), abs(parts.fraction) <= 1000, points.accepts(parts.points) {
                return (parts.fraction, parts.points)
            }
            var message = "expected \(expected), received \(reported.summary)"
            // In a string a misspelt keyword may belong to either axis; in an object, to its own.
            let others = Self.otherAxisKeywords(keywords)
            if whole == nil, others.contains(text) {
                message += "; \(text.jsonQuoted) is for the other axis"
            } else if text.first?.isLetter == true, let suggestion = NearestKey.suggestion(for: text, among: whole == nil ? names : names + others) {
                message += "; did you mean \(suggestion.jsonQuoted)?"
            }
            throw SceneError(location: reported.location, path: path, message: message)
        default:
            throw failure(value, path, expected: expected)
        }
    }

    private static func otherAxisKeywords(_ keywords: [String: Double]) -> [String] {
        (keywords == horizontalKeywords ? verticalKeywords : horizontalKeywords).keys.filter { $0 != "center" }
    }

    /// `"25%"`, `"12px"`, `"0"` or `"calc(25% + 12px)"` (or `-`) as its fraction and its
    /// points; `nil` for anything else. Numbers are written as CSS writes them, without
    /// exponents.
    static func positionLength(_ text: String) -> (fraction: Double, points: Double)? {
        if text == "0" { return (0, 0) }
        if text.hasSuffix("%"), let fraction = fraction(ofPercent: text.dropLast()) { return (fraction, 0) }
        if let pixels = pixels(in: text) { return (0, pixels) }
        guard text.hasPrefix("calc("), text.hasSuffix(")") else { return nil }
        let inside = text.dropFirst(5).dropLast()
        for (sign, separator) in [(1.0, " + "), (-1.0, " - ")] {
            guard let range = inside.firstRange(of: separator) else { continue }
            let percent = trimmed(inside[..<range.lowerBound]), length = trimmed(inside[range.upperBound...])
            guard percent.hasSuffix("%"), let fraction = fraction(ofPercent: percent.dropLast()),
                  let pixels = pixels(in: String(length)) else { return nil }
            return (fraction, sign * pixels)
        }
        return nil
    }

    /// A percentage as a fraction, read by moving the decimal point two places rather than
    /// by dividing, so that a fraction written as its shortest percentage reads back exactly.
    static func fraction(ofPercent text: Substring) -> Double? {
        guard isDecimal(text) else { return nil }
        let negative = text.hasPrefix("-")
        let parts = (negative ? text.dropFirst() : text).split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(repeating: "0", count: max(0, 3 - parts[0].count)) + parts[0]
        let shifted = whole.dropLast(2) + "." + whole.suffix(2) + (parts.count > 1 ? parts[1] : "")
        return Double((negative ? "-" : "") + shifted)
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text.drop(while: { $0 == " " })
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
