extension BoxPosition {
    /// The object form, `{x, y}`: an axis is a number of points, a percentage string, or
    /// `calc(…)` when it has both parts.
    var jsonValue: JSONValue {
        .object([("x", Self.axis(fraction.x, offset.x)), ("y", Self.axis(fraction.y, offset.y))])
    }

    private static func axis(_ fraction: Double, _ offset: Double) -> JSONValue {
        if fraction == 0 { return .number(offset) }
        let percent = percentText(for: fraction)
        if offset == 0 { return .string(percent) }
        let sign = offset < 0 ? " - " : " + "
        return .string("calc(" + percent + sign + Length.plainDecimal(abs(offset)) + "px)")
    }

    /// The fraction as a percentage, its shortest decimal with the point moved two places,
    /// which the validator moves back: `7%` for 0.07, exactly.
    private static func percentText(for fraction: Double) -> String {
        let decimal = Length.plainDecimal(fraction)
        let negative = decimal.hasPrefix("-")
        let parts = (negative ? decimal.dropFirst() : decimal[...]).split(separator: ".", omittingEmptySubsequences: false)
        let digits = parts.count > 1 ? String(parts[1]) : ""
        let padded = digits + String(repeating: "0", count: max(0, 2 - digits.count))
        var whole = String(parts[0] + padded.prefix(2))
        while whole.count > 1, whole.hasPrefix("0") { whole.removeFirst() }
        let rest = padded.dropFirst(2)
        return (negative ? "-" : "") + whole + (rest.isEmpty ? "" : "." + rest) + "%"
    }
}
