extension Color {
    /// What a colour string may look like, quoted in error messages.
    static let allowedSpellings = "#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba() or a CSS colour name"

    /// Parses the CSS spellings the scene format accepts; `nil` when the text is none of them.
    ///
    /// `rgb()` and `rgba()` take comma- or space-separated channels (0–255 or percentages) and
    /// an optional alpha (0–1 or a percentage), after a comma or a slash.
    public init?(parsing text: String) {
        let trimmed = text.trimmingWhitespace().lowercased()
        if trimmed.hasPrefix("#") {
            guard let color = Self.parseHex(trimmed.dropFirst()) else { return nil }
            self = color
        } else if trimmed.hasPrefix("rgb") {
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

    /// `rgb(r, g, b)` and `rgba(r, g, b, a)` with commas, or `rgb(r g b / a)` with spaces.
    private static func parseFunction(_ text: String) -> Color? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = text[..<open]
        guard name == "rgb" || name == "rgba" else { return nil }
        let body = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        var channels: [String]
        var alphaText: String?
        if body.contains(",") {
            channels = body.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
            guard !channels.contains(where: \.isEmpty), channels.count == 3 || channels.count == 4 else { return nil }
            if channels.count == 4 { alphaText = channels.removeLast() }
        } else {
            let parts = body.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { return nil }
            channels = parts[0].split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if parts.count == 2 {
                alphaText = parts[1].trimmingWhitespace()
                guard !alphaText!.isEmpty else { return nil }
            }
            guard channels.count == 3 else { return nil }
        }
        var values: [Double] = []
        for channel in channels {
            guard let value = parseChannel(channel) else { return nil }
            values.append(value)
        }
        var alpha = 1.0
        if let alphaText {
            guard let value = parseAlpha(alphaText) else { return nil }
            alpha = value
        }
        return Color(red: values[0], green: values[1], blue: values[2], alpha: alpha)
    }

    /// Whether `text` is a CSS number: digits, a point, a sign and an exponent, nothing else
    /// (Swift's `Double` parser also reads hexadecimal, `nan` and `inf`).
    private static func isDecimal(_ text: Substring) -> Bool {
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
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
