extension JSONCursor {
    /// Reads a string literal, resolving escapes and checking that the text is valid UTF-8.
    mutating func parseString() throws(SceneError) -> String {
        let start = location
        advance()
        var scalars = String.UnicodeScalarView()
        while true {
            guard let byte = current else {
                throw error("this string is not closed before the end of the input", at: start)
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(scalars)
            case UInt8(ascii: "\\"):
                advance()
                scalars.append(try parseEscape())
            case 0..<0x20:
                throw error("control characters must be escaped in strings (found \(describeCurrent()))")
            case 0..<0x80:
                scalars.append(UnicodeScalar(byte))
                advance()
            default:
                scalars.append(try parseMultibyteScalar())
            }
        }
    }

    private mutating func parseEscape() throws(SceneError) -> UnicodeScalar {
        let escapeLocation = location
        guard let byte = current else { throw error("this string is not closed before the end of the input") }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHexQuad()
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\") else { throw error("a \\u escape for a high surrogate must be followed by a low surrogate", at: escapeLocation) }
                advance()
                guard current == UInt8(ascii: "u") else { throw error("a \\u escape for a high surrogate must be followed by a low surrogate", at: escapeLocation) }
                advance()
                let low = try parseHexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw error("a \\u escape for a high surrogate must be followed by a low surrogate", at: escapeLocation) }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return UnicodeScalar(value) ?? "\u{FFFD}"
            }
            guard let scalar = UnicodeScalar(high) else {
                throw error("a lone low surrogate \\u escape is not a character", at: escapeLocation)
            }
            return scalar
        default:
            throw error("unknown escape '\\\(String(UnicodeScalar(byte)))' in a string", at: escapeLocation)
        }
    }

    private mutating func parseHexQuad() throws(SceneError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Character(UnicodeScalar(byte)).hexDigitValue else {
                throw error("expected four hexadecimal digits after \\u, found \(describeCurrent())")
            }
            value = value << 4 | UInt32(digit)
            advance()
        }
        return value
    }

    /// Decodes one UTF-8 sequence of two to four bytes, refusing overlong and invalid forms.
    private mutating func parseMultibyteScalar() throws(SceneError) -> UnicodeScalar {
        let lead = bytes[index]
        let invalid = error("the text is not valid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)))")
        let count: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: count = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: count = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: count = 4; value = UInt32(lead & 0x07)
        default: throw invalid
        }
        guard index + count <= bytes.count else { throw invalid }
        for offset in 1..<count {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { throw invalid }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = count == 2 ? 0x80 : count == 3 ? 0x800 : 0x10000
        guard value >= minimum, value <= 0x10FFFF, let scalar = UnicodeScalar(value) else { throw invalid }
        advance(count: count)
        return scalar
    }
}
