import Files

extension Color {
    /// What a colour string may look like, quoted in error messages.
    static let allowedSpellings = "#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or a CSS colour name"

    /// Parses the CSS spellings the scene format accepts; `nil` when the text is none of them.
    ///
    /// `rgb()` and `rgba()` take comma- or space-separated channels (0–255 or percentages) and
    /// an optional alpha (0–1 or a percentage), after a comma or a slash. `hsl()` and `hsla()`
    /// take a hue, a saturation and a lightness the same two ways (`Color+HSL.swift`).
    public init?(parsing text: String) {
        let trimmed = text.trimmingWhitespace().lowercased()
        if trimmed.hasPrefix("#") {
            guard let color = Self.parseHex(trimmed.dropFirst()) else { return nil }
            self = color
        } else if trimmed.hasPrefix("rgb") || trimmed.hasPrefix("hsl") {
            guard let color = Self.parseFunction(trimmed) else { return nil }
            self = color
        } else if trimmed == "transparent" {
            self = .clear
        } else if let rgb = cssNamedColors[trimmed] {
            self.init(red8: UInt8(rgb >> 16), green8: UInt8((rgb >> 8) & 0xFF), blue8: UInt8(rgb & 0xFF))
        } else {
            return nil
        }
    }

    /// Reads `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` may be left out), as a scene
    /// document does; `nil` for anything else. `Color(hex: 0x4F46E5)` takes a number instead.
    public init?(hex: String) {
        guard let color = Self.parseHex(hex.hasPrefix("#") ? hex.dropFirst() : hex[...]) else { return nil }
        self = color
    }

    private static func parseHex(_ digits: Substring) -> Color? {
        guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let values = digits.compactMap { $0.hexDigitValue }.map(UInt8.init)
        switch values.count {
        case 3, 4:
            let bytes = values.map { $0 * 17 }
            return Color(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: bytes.count == 4 ? bytes[3] : 255)
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
            return Color(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: bytes.count == 4 ? bytes[3] : 255)
        default:
            return nil
        }
    }

    /// `rgb(r, g, b)`, `rgba(r, g, b, a)`, `hsl(h, s, l)` and `hsla(h, s, l, a)` with commas, or
    /// `rgb(r g b / a)` and `hsl(h s l / a)` with spaces. As in CSS, the `a` names are aliases:
    /// each function takes an optional alpha.
    private static func parseFunction(_ text: String) -> Color? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = text[..<open]
        let body = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        guard let (components, alphaText) = functionArguments(body) else { return nil }
        var alpha = 1.0
        if let alphaText {
            guard let value = parseAlpha(alphaText) else { return nil }
            alpha = value
        }
        switch name {
        case "rgb", "rgba":
            var values: [Double] = []
            for channel in components {
                guard let value = parseChannel(channel) else { return nil }
                values.append(value)
            }
            return Color(red: values[0], green: values[1], blue: values[2], alpha: alpha)
        case "hsl", "hsla":
            return parseHSL(components, alpha: alpha)
        default:
            return nil
        }
    }

    /// A colour function's three components and its alpha, if any: four comma-separated
    /// values, or three space-separated ones with the alpha after a slash. The two
    /// syntaxes do not mix, so `rgb(1, 2, 3 / 0.5)` is `nil`.
    private static func functionArguments(_ body: String) -> (components: [String], alpha: String?)? {
        var components: [String]
        var alpha: String?
        if body.contains(",") {
            components = body.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
            guard !components.contains(where: \.isEmpty), components.count == 3 || components.count == 4 else { return nil }
            if components.count == 4 { alpha = components.removeLast() }
        } else {
            let parts = body.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { return nil }
            components = parts[0].split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if parts.count == 2 {
                alpha = parts[1].trimmingWhitespace()
                guard !alpha!.isEmpty else { return nil }
            }
            guard components.count == 3 else { return nil }
        }
        return (components, alpha)
    }

    /// Whether `text` is a CSS number: digits, a point, a sign and an exponent, nothing else
    /// (Swift's `Double` parser also reads hexadecimal, `nan` and `inf`).
    static func isDecimal(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
    }

    /// A channel of 0–255, or a percentage, as a fraction of full intensity.
    private static func parseChannel(_ text: String) -> Double? {
        guard isDecimal(text.hasSuffix("%") ? text.dropLast() : text[...]) else { return nil }
        if text.hasSuffix("%") {
            guard let percent = Double(text.dropLast()), percent.isFinite, (0...100).contains(percent) else { return nil }
            return percent / 100
        }
        guard let value = Double(text), value.isFinite, (0...255).contains(value) else { return nil }
        return value / 255
    }

    /// An alpha of 0–1, or a percentage.
    private static func parseAlpha(_ text: String) -> Double? {
        guard isDecimal(text.hasSuffix("%") ? text.dropLast() : text[...]) else { return nil }
        if text.hasSuffix("%") {
            guard let percent = Double(text.dropLast()), percent.isFinite, (0...100).contains(percent) else { return nil }
            return percent / 100
        }
        guard let value = Double(text), value.isFinite, (0...1).contains(value) else { return nil }
        return value
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        trimming { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    }
}
