import Scene
import XCTest

/// The first stage: strict JSON text to a `JSONValue` that remembers positions.
///
/// Every expected error string below was written by hand from the grammar in RFC 8259, the
/// error format in docs/scene-format.md ("file:line:col: json.path: message") and by counting
/// columns in Unicode scalars, 1-based. Where a column is not obvious the count is spelled out.
final class JSONParserTests: XCTestCase {
    // MARK: - Helpers

    /// The error description `SceneDecoder.parse` gives for `text`, or `nil` when it parses.
    private func parseError(_ text: String, limits: SceneLimits = SceneLimits()) -> String? {
        parseError(bytes: Array(text.utf8), limits: limits)
    }

    private func parseError(bytes: [UInt8], limits: SceneLimits = SceneLimits()) -> String? {
        do {
            _ = try SceneDecoder(limits: limits).parse(bytes, file: "card.json")
            return nil
        } catch {
            return String(describing: error)
        }
    }

    private func assertError(_ text: String, _ expected: String, limits: SceneLimits = SceneLimits(), file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(parseError(text, limits: limits), expected, file: file, line: line)
    }

    private func assertError(bytes: [UInt8], _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(parseError(bytes: bytes), expected, file: file, line: line)
    }

    private func parse(_ text: String) throws -> JSONValue {
        try SceneDecoder().parse(Array(text.utf8), file: "card.json")
    }

    /// The same value without source locations, so it can be compared with a hand-built one.
    private func stripped(_ value: JSONValue) -> JSONValue {
        switch value.kind {
        case .array(let elements):
            return JSONValue(.array(elements.map(stripped)))
        case .object(let members):
            return JSONValue(.object(members.map { JSONMember(key: $0.key, value: stripped($0.value)) }))
        default:
            return JSONValue(value.kind)
        }
    }

    private func num(_ value: Double) -> JSONValue { JSONValue(.number(value)) }
    private func str(_ value: String) -> JSONValue { JSONValue(.string(value)) }
    private func bool(_ value: Bool) -> JSONValue { JSONValue(.bool(value)) }
    private var null: JSONValue { JSONValue(.null) }
    private func arr(_ values: JSONValue...) -> JSONValue { JSONValue(.array(values)) }
    private func obj(_ pairs: (String, JSONValue)...) -> JSONValue {
        JSONValue(.object(pairs.map { JSONMember(key: $0.0, value: $0.1) }))
    }

    // MARK: - Valid JSON

    func testParsesNestedDocumentInOrder() throws {
        let value = try parse(#"{"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "d", "e": {}}, "f": [], "g": -0.125E+1}"#)
        let expected = obj(
            ("a", arr(num(1), num(-2.5), num(300), bool(true), bool(false), null)),
            ("b", obj(("c", str("d")), ("e", obj()))),
            ("f", arr()),
            ("g", num(-1.25))
        )
        XCTAssertEqual(stripped(value), expected)
    }

    func testParsesScalarsAtTopLevel() throws {
        XCTAssertEqual(stripped(try parse("  42 ")), num(42))
        XCTAssertEqual(stripped(try parse(#""hi""#)), str("hi"))
        XCTAssertEqual(stripped(try parse("null")), null)
        XCTAssertEqual(stripped(try parse("\t\r\ntrue\n")), bool(true))
        XCTAssertEqual(stripped(try parse("-0")), num(0))
        XCTAssertEqual(stripped(try parse("0.5")), num(0.5))
        // 1e-999 underflows to zero, which is representable: not an error.
        XCTAssertEqual(stripped(try parse("1e-999")), num(0))
    }

    func testRecordsLocationsOfValuesAndKeys() throws {
        // Line 2 is `  "a": [1,`: the key's quote is column 3, `[` column 8, `1` column 9.
        // Line 3 is eight spaces then `2]`: the `2` is column 9.
        let value = try parse("{\n  \"a\": [1,\n        2]\n}")
        XCTAssertEqual(value.location, SourceLocation(line: 1, column: 1))
        guard case .object(let members) = value.kind, let member = members.first else {
            return XCTFail("expected an object, got \(value)")
        }
        XCTAssertEqual(member.keyLocation, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(member.value.location, SourceLocation(line: 2, column: 8))
        guard case .array(let elements) = member.value.kind, elements.count == 2 else {
            return XCTFail("expected a two-element array, got \(member.value)")
        }
        XCTAssertEqual(elements[0].location, SourceLocation(line: 2, column: 9))
        XCTAssertEqual(elements[1].location, SourceLocation(line: 3, column: 9))
    }

    func testResolvesSimpleEscapes() throws {
        let value = try parse(#""\"\\\/\b\f\n\r\t""#)
        XCTAssertEqual(stripped(value), str("\"\\/\u{08}\u{0C}\n\r\t"))
    }

    func testResolvesUnicodeEscapesIncludingSurrogatePairs() throws {
        // U+00E9 é, U+4E2D 中, the pair D83D DE00 is U+1F600 😀, then A, then U+0000.
        let value = try parse(#""\u00e9\u4E2D\ud83d\uDE00\u0041\u0000""#)
        XCTAssertEqual(stripped(value), str("é中😀A\u{0}"))
        // Raw UTF-8 gives the same string.
        XCTAssertEqual(stripped(try parse("\"é中😀A\\u0000\"")), str("é中😀A\u{0}"))
    }

    func testAcceptsByteOrderMark() throws {
        let value = try SceneDecoder().parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": [1]}"#.utf8), file: "card.json")
        XCTAssertEqual(stripped(value), obj(("a", arr(num(1)))))
    }

    func testByteOrderMarkDoesNotCountAsAColumn() {
        // The BOM is an encoding signature, not text an editor shows: the `]` right after it
        // is at column 1, as any editor reports it.
        assertError(bytes: [0xEF, 0xBB, 0xBF] + Array("]".utf8), "card.json:1:1: expected a JSON value, found ']'")
        assertError(bytes: [0xEF, 0xBB, 0xBF], "card.json:1:1: expected a JSON value, but the input is empty")
    }

    func testByteOrderMarkInsideTheTextIsRefused() {
        // `[1, ` is four columns, so the BOM is at column 5 and is the second element.
        assertError(bytes: Array("[1, ".utf8) + [0xEF, 0xBB, 0xBF] + Array("2]".utf8), "card.json:1:5: [1]: expected a JSON value, found byte 0xEF")
    }

    func testAcceptsExactlyTheMaximumNesting() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        XCTAssertNoThrow(try parse(text))
    }

    // MARK: - Trailing commas

    func testTrailingCommaInArray() {
        // Line 3 is four spaces then `]`.
        assertError("{\"root\": {\"children\": [\n  {},\n    ]}}", "card.json:3:5: root.children: expected a JSON value, found ']' (JSON allows no trailing comma)")
        assertError("[1,]", "card.json:1:4: expected a JSON value, found ']' (JSON allows no trailing comma)")
    }

    func testTrailingCommaInObject() {
        assertError(#"{"a": 1,}"#, "card.json:1:9: expected a quoted key, found '}' (JSON allows no trailing comma)")
        // `{"root": {"id": "x",}}`: the inner `}` is column 21.
        assertError(#"{"root": {"id": "x",}}"#, "card.json:1:21: root: expected a quoted key, found '}' (JSON allows no trailing comma)")
        assertError("{\"a\": 1,\n}", "card.json:2:1: expected a quoted key, found '}' (JSON allows no trailing comma)")
    }

    // MARK: - Other syntax errors

    func testSingleQuotes() {
        assertError(#"{"id": 'x'}"#, "card.json:1:8: id: expected a JSON value, found '''; JSON strings use double quotes")
        assertError(#"{'id': "x"}"#, "card.json:1:2: expected a quoted key, found '''")
    }

    func testNaNAndInfinityWords() {
        assertError(#"{"x": NaN}"#, "card.json:1:7: x: expected a JSON value, found 'N'; JSON has no NaN or Infinity")
        assertError("[1, Infinity]", "card.json:1:5: [1]: expected a JSON value, found 'I'; JSON has no NaN or Infinity")
        // After the minus sign a digit must follow; `I` is column 8.
        assertError(#"{"x": -Infinity}"#, "card.json:1:8: x: expected a digit in a number, found 'I'")
    }

    func testLeadingZeros() {
        assertError(#"{"x": 012}"#, "card.json:1:7: x: numbers may not have leading zeros")
        // The error points at the start of the number, the minus sign.
        assertError("[-00]", "card.json:1:2: [0]: numbers may not have leading zeros")
    }

    func testMalformedNumbers() {
        assertError("[+1]", "card.json:1:2: [0]: expected a JSON value, found '+'")
        assertError("[.5]", "card.json:1:2: [0]: expected a JSON value, found '.'")
        assertError("[1.]", "card.json:1:4: [0]: expected a digit after the decimal point, found ']'")
        assertError("[1e]", "card.json:1:4: [0]: expected a digit in the exponent, found ']'")
        assertError("[1e+]", "card.json:1:5: [0]: expected a digit in the exponent, found ']'")
        assertError("-", "card.json:1:2: expected a digit in a number, found the end of the input")
    }

    func testNumberTooLarge() {
        assertError(#"{"w": 1e999}"#, "card.json:1:7: w: the number 1e999 is too large to represent")
        assertError("[-1e999]", "card.json:1:2: [0]: the number -1e999 is too large to represent")
    }

    func testMisspeltLiterals() {
        assertError("[nul]", "card.json:1:2: [0]: expected a JSON value, found an unknown word; did you mean null?")
        assertError("[tRUE]", "card.json:1:2: [0]: expected a JSON value, found an unknown word; did you mean true?")
        assertError("fals", "card.json:1:1: expected a JSON value, found an unknown word; did you mean false?")
        assertError("[yes]", "card.json:1:2: [0]: expected a JSON value, found 'y'")
    }

    func testMissingSeparators() {
        assertError(#"{"a" 1}"#, #"card.json:1:6: expected ':' after the key "a", found '1'"#)
        assertError(#"{"a": 1 "b": 2}"#, #"card.json:1:9: expected ',' or '}' after an object member, found '"'"#)
        assertError("[1 2]", "card.json:1:4: expected ',' or ']' after an array element, found '2'")
        assertError("[1", "card.json:1:3: expected ',' or ']' after an array element, found the end of the input")
        assertError("[", "card.json:1:2: [0]: expected a JSON value, found the end of the input")
        assertError("{", "card.json:1:2: expected a quoted key, found the end of the input")
    }

    // MARK: - Strings

    func testUnterminatedString() {
        // The error points at the opening quote, column 8.
        assertError(#"{"id": "abc"#, "card.json:1:8: id: this string is not closed before the end of the input")
        assertError(#"{"ab"#, "card.json:1:2: this string is not closed before the end of the input")
    }

    func testControlCharacterInString() {
        // `{"id": "a` is nine columns, so the U+0001 is column 10.
        assertError("{\"id\": \"a\u{01}b\"}", "card.json:1:10: id: control characters must be escaped in strings (found byte 0x01)")
        assertError("[\"a\u{1F}\"]", "card.json:1:4: [0]: control characters must be escaped in strings (found byte 0x1F)")
        assertError("[\"a\nb\"]", "card.json:1:4: [0]: control characters must be escaped in strings (found whitespace)")
    }

    func testBadEscapes() {
        // Escape errors point at the letter after the backslash: `["\x"]` has `x` at column 4.
        assertError(#"["\x"]"#, #"card.json:1:4: [0]: unknown escape '\x' in a string"#)
        assertError(#"["\u12G4"]"#, #"card.json:1:7: [0]: expected four hexadecimal digits after \u, found 'G'"#)
        assertError(#"["\udc00"]"#, #"card.json:1:4: [0]: a lone low surrogate \u escape is not a character"#)
        assertError(#"["\ud83d"]"#, #"card.json:1:4: [0]: a \u escape for a high surrogate must be followed by a low surrogate"#)
        assertError(#"["\ud83d\u0041"]"#, #"card.json:1:4: [0]: a \u escape for a high surrogate must be followed by a low surrogate"#)
        assertError(#"["\ud83dx"]"#, #"card.json:1:4: [0]: a \u escape for a high surrogate must be followed by a low surrogate"#)
    }

    func testInvalidUTF8() {
        let open = Array(#"{"id": "a"#.utf8)
        let close = Array(#""}"#.utf8)
        // 0xFF never appears in UTF-8.
        assertError(bytes: open + [0xFF] + close, "card.json:1:10: id: the text is not valid UTF-8 (byte 0xFF)")
        // A lone continuation byte.
        assertError(bytes: open + [0x80] + close, "card.json:1:10: id: the text is not valid UTF-8 (byte 0x80)")
        // Overlong encoding of '/' (C0 AF) and of U+0000 in three bytes (E0 80 80).
        assertError(bytes: open + [0xC0, 0xAF] + close, "card.json:1:10: id: the text is not valid UTF-8 (byte 0xC0)")
        assertError(bytes: open + [0xE0, 0x80, 0x80] + close, "card.json:1:10: id: the text is not valid UTF-8 (byte 0xE0)")
        // A surrogate encoded as UTF-8 (ED A0 80 is U+D800).
        assertError(bytes: open + [0xED, 0xA0, 0x80] + close, "card.json:1:10: id: the text is not valid UTF-8 (byte 0xED)")
        // Above U+10FFFF (F4 90 80 80 is U+110000).
        assertError(bytes: open + [0xF4, 0x90, 0x80, 0x80] + close, "card.json:1:10: id: the text is not valid UTF-8 (byte 0xF4)")
        // A three-byte sequence cut short by the closing quote.
        assertError(bytes: open + [0xE2, 0x82] + close, "card.json:1:10: id: the text is not valid UTF-8 (byte 0xE2)")
        // A four-byte sequence cut short by the end of the input.
        assertError(bytes: open + [0xF0, 0x9F], "card.json:1:10: id: the text is not valid UTF-8 (byte 0xF0)")
        // Outside a string an invalid byte is simply not a JSON value.
        assertError(bytes: Array("[".utf8) + [0xFF] + Array("]".utf8), "card.json:1:2: [0]: expected a JSON value, found byte 0xFF")
    }

    // MARK: - Objects

    func testDuplicateKeys() {
        // The second "a" starts at column 10.
        assertError(#"{"a": 1, "a": 2}"#, #"card.json:1:10: a: duplicate key "a""#)
        // "\u0061" is "a" once decoded, so it is the same key.
        assertError(#"{"a": 1, "\u0061": 2}"#, #"card.json:1:10: a: duplicate key "a""#)
        // The example in docs/scene-format.md.
        assertError(
            #"{"width": 100, "height": 100, "root": {"type": "view", "background": "red", "background": "blue"}}"#,
            #"card.json:1:77: root.background: duplicate key "background""#
        )
        // Keys differing only in case are different keys.
        XCTAssertNil(parseError(#"{"a": 1, "A": 2}"#))
    }

    func testPathsQuoteKeysThatAreNotPlainNames() {
        assertError(#"{"a-b": x}"#, #"card.json:1:9: ["a-b"]: expected a JSON value, found 'x'"#)
        // `{"a\"b": x}`: the x is column 10; the key is `a"b`, printed as a JSON string.
        assertError(#"{"a\"b": x}"#, #"card.json:1:10: ["a\"b"]: expected a JSON value, found 'x'"#)
        assertError(#"{"$schema": [1,]}"#, #"card.json:1:16: ["$schema"]: expected a JSON value, found ']' (JSON allows no trailing comma)"#)
        // The `}` is column 36, read as the first element of the "2x" array.
        assertError(#"{"root": {"children": [{}, {"2x": [}]}}"#, #"card.json:1:36: root.children[1]["2x"][0]: expected a JSON value, found '}'"#)
    }

    // MARK: - Whole input

    func testEmptyInput() {
        assertError("", "card.json:1:1: expected a JSON value, but the input is empty")
        // The position is the end of the whitespace: line 2 after a tab and a space.
        assertError(" \n\t ", "card.json:2:3: expected a JSON value, but the input is empty")
    }

    func testTrailingGarbage() {
        assertError("{} x", "card.json:1:4: expected the end of the input after the top-level value, found 'x'")
        assertError("[1]]", "card.json:1:4: expected the end of the input after the top-level value, found ']'")
        assertError("{}\n{}", "card.json:2:1: expected the end of the input after the top-level value, found '{'")
        assertError("truex", "card.json:1:5: expected the end of the input after the top-level value, found 'x'")
        assertError(bytes: Array("1 ".utf8) + [0x00], "card.json:1:3: expected the end of the input after the top-level value, found byte 0x00")
    }

    func testHostileArrayNestingThrowsInsteadOfCrashing() {
        // The default limit is 512 levels; the 513th '[' (column 513) is refused. Its path is
        // the first element of each of the 512 enclosing arrays.
        let text = String(repeating: "[", count: 100_000)
        let expected = "card.json:1:513: " + String(repeating: "[0]", count: 512) + ": nesting is deeper than 512 levels"
        assertError(text, expected)
    }

    func testHostileObjectNestingThrowsInsteadOfCrashing() {
        // Each level is `{"a":`, five columns, so the 513th `{` is at column 1 + 512 × 5.
        let text = String(repeating: #"{"a":"#, count: 100_000)
        let path = Array(repeating: "a", count: 512).joined(separator: ".")
        assertError(text, "card.json:1:2561: \(path): nesting is deeper than 512 levels")
    }

    func testNestingLimitComesFromSceneLimits() {
        let limits = SceneLimits(maximumJSONDepth: 3)
        assertParses("[[[]]]", limits: limits)
        assertError("[[[[]]]]", "card.json:1:4: [0][0][0]: nesting is deeper than 3 levels", limits: limits)
        assertParses(#"{"a": [{}]}"#, limits: limits) // three levels
        assertError(#"{"a": [{"b": []}]}"#, "card.json:1:14: a[0].b: nesting is deeper than 3 levels", limits: limits)
    }

    private func assertParses(_ text: String, limits: SceneLimits, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(parseError(text, limits: limits), file: file, line: line)
    }

    func testParserOnItsOwnHasNoFileNameAndDefaultsTo512Levels() {
        do {
            _ = try JSONParser().parse(Array("[1,]".utf8))
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.description, "1:4: expected a JSON value, found ']' (JSON allows no trailing comma)")
        }
        XCTAssertNoThrow(try JSONParser().parse(Array((String(repeating: "[", count: 512) + String(repeating: "]", count: 512)).utf8)))
        do {
            _ = try JSONParser().parse(Array(String(repeating: "[", count: 513).utf8))
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.message, "nesting is deeper than 512 levels")
            // Reported at the 513th '[', in column 513.
            XCTAssertEqual(error.location, SourceLocation(line: 1, column: 513))
        }
    }

    // MARK: - Lines and columns

    func testLineAndColumnAcrossNewlines() {
        // Line 3 is `  "b": tru`: the word starts at column 8.
        assertError("{\n  \"a\": 1,\n  \"b\": tru\n}", "card.json:3:8: b: expected a JSON value, found an unknown word; did you mean true?")
        // CR LF line ends: the CR is an ordinary column, the LF starts line 2.
        assertError("{\r\n\"a\": x}", "card.json:2:6: a: expected a JSON value, found 'x'")
    }

    func testColumnsCountCharactersNotBytes() {
        // `["é😀中", x]`: é, 😀 and 中 take 2, 4 and 3 bytes but one column each, so x is column 9.
        assertError("[\"é😀中\", x]", "card.json:1:9: [1]: expected a JSON value, found 'x'")
        // Line 2 is ` "ñ": ]`: the `]` is column 7; ñ is a letter, so the path is a plain name.
        assertError("{\"é\": \"ü\",\n \"ñ\": ]}", "card.json:2:7: ñ: expected a JSON value, found ']'")
        // Escapes are counted as written: `"\u00e9"` is eight columns.
        assertError(#"["\u00e9", x]"#, "card.json:1:12: [1]: expected a JSON value, found 'x'")
    }
}
