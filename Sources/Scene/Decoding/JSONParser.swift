/// A strict RFC 8259 JSON parser that records the line and column of every value.
///
/// Foundation's `JSONDecoder` accepts some non-JSON (trailing commas among it) and reports no
/// positions, so scenes are parsed here. Errors name the JSON path being read and the position.
/// Nesting is limited so that hostile input cannot exhaust the stack.
public struct JSONParser {
    /// The deepest array/object nesting accepted.
    public var maximumDepth: Int

    /// Creates a parser.
    public init(maximumDepth: Int = SceneLimits().maximumJSONDepth) {
        self.maximumDepth = maximumDepth
    }

    /// Parses one JSON value that must span the whole input (whitespace aside).
    public func parse(_ bytes: [UInt8]) throws(SceneError) -> JSONValue {
        var cursor = JSONCursor(bytes: bytes, maximumDepth: maximumDepth)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            cursor.index = 3
        }
        cursor.skipWhitespace()
        guard !cursor.isAtEnd else { throw cursor.error("expected a JSON value, but the input is empty") }
        let value = try cursor.parseValue()
        cursor.skipWhitespace()
        guard cursor.isAtEnd else {
            throw cursor.error("expected the end of the input after the top-level value, found \(cursor.describeCurrent())")
        }
        return value
    }
}

/// The parser's moving state: the bytes, the position and the path of the value being read.
struct JSONCursor {
    let bytes: [UInt8]
    let maximumDepth: Int
    var index = 0
    var line = 1
    var column = 1
    var path = JSONPath()

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    var isAtEnd: Bool { index >= bytes.count }
    var current: UInt8? { isAtEnd ? nil : bytes[index] }
    var location: SourceLocation { SourceLocation(line: line, column: column) }

    func error(_ message: String, at location: SourceLocation? = nil) -> SceneError {
        SceneError(location: location ?? self.location, path: path, message: message)
    }

    mutating func advance(count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            advance()
        }
    }

    /// The current character for messages: `'x'`, or "the end of the input".
    func describeCurrent() -> String {
        guard let byte = current else { return "the end of the input" }
        if byte >= 0x21 && byte < 0x7F { return "'" + String(UnicodeScalar(byte)) + "'" }
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { return "whitespace" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
    }

    mutating func parseValue(depth: Int = 0) throws(SceneError) -> JSONValue {
        let start = location
        guard let byte = current else { throw error("expected a JSON value, found the end of the input") }
        switch byte {
        case UInt8(ascii: "{"):
            return JSONValue(.object(try parseObject(depth: depth + 1)), location: start)
        case UInt8(ascii: "["):
            return JSONValue(.array(try parseArray(depth: depth + 1)), location: start)
        case UInt8(ascii: "\""):
            return JSONValue(.string(try parseString()), location: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONValue(.bool(true), location: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONValue(.bool(false), location: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONValue(.null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), location: start)
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw error("expected a JSON value, found \(describeCurrent()); JSON has no NaN or Infinity")
        case UInt8(ascii: "'"):
            throw error("expected a JSON value, found \(describeCurrent()); JSON strings use double quotes")
        default:
            throw error("expected a JSON value, found \(describeCurrent())")
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(SceneError) {
        let start = location
        for expected in literal.utf8 {
            guard current == expected else {
                throw error("expected a JSON value, found an unknown word; did you mean \(literal)?", at: start)
            }
            advance()
        }
    }

    private mutating func enter(depth: Int) throws(SceneError) {
        if depth > maximumDepth {
            throw error("nesting is deeper than \(maximumDepth) levels")
        }
    }

    private mutating func parseObject(depth: Int) throws(SceneError) -> [JSONMember] {
        try enter(depth: depth)
        advance()
        var members: [JSONMember] = []
        var seen: Set<String> = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            return members
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                let hint = current == UInt8(ascii: "}") ? " (JSON allows no trailing comma)" : ""
                throw error("expected a quoted key, found \(describeCurrent())\(hint)")
            }
            let keyLocation = location
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw SceneError(location: keyLocation, path: path.appending(key), message: "duplicate key \(key.jsonQuoted)")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \(key.jsonQuoted), found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            let saved = path
            path = path.appending(key)
            let value = try parseValue(depth: depth)
            path = saved
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
            case UInt8(ascii: "}"):
                advance()
                return members
            default:
                throw error("expected ',' or '}' after an object member, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(SceneError) -> [JSONValue] {
        try enter(depth: depth)
        advance()
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            return elements
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                throw error("expected a JSON value, found ']' (JSON allows no trailing comma)")
            }
            let saved = path
            path = path.appending(index: elements.count)
            elements.append(try parseValue(depth: depth))
            path = saved
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
            case UInt8(ascii: "]"):
                advance()
                return elements
            default:
                throw error("expected ',' or ']' after an array element, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseNumber() throws(SceneError) -> Double {
        let start = index
        let startLocation = location
        if current == UInt8(ascii: "-") { advance() }
        guard let first = current, isDigit(first) else {
            throw error("expected a digit in a number, found \(describeCurrent())")
        }
        advance()
        if first == UInt8(ascii: "0"), let next = current, isDigit(next) {
            throw error("numbers may not have leading zeros", at: startLocation)
        }
        skipDigits()
        if current == UInt8(ascii: ".") {
            advance()
            guard let digit = current, isDigit(digit) else {
                throw error("expected a digit after the decimal point, found \(describeCurrent())")
            }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard let digit = current, isDigit(digit) else {
                throw error("expected a digit in the exponent, found \(describeCurrent())")
            }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is too large to represent", at: startLocation)
        }
        return value
    }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { advance() }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
