import Foundation
import Scene
import XCTest

/// `Color(parsing:)`, the CSS colour spellings of docs/scene-format.md ("Colours"), and the
/// canonical `hexString`. Expected bytes are worked out by hand: a `#RGB` digit d is d × 17,
/// and a fraction f of full intensity is f × 255 rounded half away from zero.
final class ColorParsingTests: XCTestCase {
    private func rgba(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) -> Color {
        Color(red8: red, green8: green, blue8: blue, alpha8: alpha)
    }

    private func assertParses(_ text: String, _ expected: Color, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Color(parsing: text), expected, "parsing \(text.debugDescription)", file: file, line: line)
    }

    private func assertRefuses(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(Color(parsing: text), "\(text.debugDescription) should not be a colour", file: file, line: line)
    }

    // MARK: - Hex

    func testShortHex() {
        // #F80: F → 0xFF, 8 → 0x88, 0 → 0x00 (the doc's example).
        assertParses("#F80", rgba(0xFF, 0x88, 0x00))
        assertParses("#abc", rgba(0xAA, 0xBB, 0xCC))
        assertParses("#000", rgba(0, 0, 0))
        assertParses("#fff", rgba(255, 255, 255))
    }

    func testShortHexWithAlpha() {
        assertParses("#F808", rgba(0xFF, 0x88, 0x00, 0x88))
        assertParses("#1234", rgba(0x11, 0x22, 0x33, 0x44))
        assertParses("#0000", rgba(0, 0, 0, 0))
    }

    func testLongHex() {
        assertParses("#FF8800", rgba(0xFF, 0x88, 0x00))
        assertParses("#0a1B2c", rgba(0x0A, 0x1B, 0x2C))
        assertParses("#663399", rgba(0x66, 0x33, 0x99))
    }

    func testLongHexWithAlpha() {
        assertParses("#FF880080", rgba(0xFF, 0x88, 0x00, 0x80))
        assertParses("#01020304", rgba(1, 2, 3, 4))
        assertParses("#ffffff00", rgba(255, 255, 255, 0))
    }

    func testHexIsCaseInsensitiveAndTrimmed() {
        assertParses("#ABCDEF", rgba(0xAB, 0xCD, 0xEF))
        assertParses("#abcdef", rgba(0xAB, 0xCD, 0xEF))
        assertParses("  #AbCdEf\t", rgba(0xAB, 0xCD, 0xEF))
        assertParses("\n#fff \r", rgba(255, 255, 255))
    }

    // MARK: - rgb() and rgba()

    func testRGBWithCommas() {
        assertParses("rgb(255, 136, 0)", rgba(255, 136, 0))
        assertParses("rgb(0,0,0)", rgba(0, 0, 0))
        assertParses("rgb( 1 , 2 , 3 )", rgba(1, 2, 3))
    }

    func testRGBAWithCommas() {
        // 0.5 × 255 = 127.5, rounded to 128.
        assertParses("rgba(255, 136, 0, 0.5)", rgba(255, 136, 0, 128))
        assertParses("rgba(0, 0, 0, 0)", rgba(0, 0, 0, 0))
        assertParses("rgba(0, 0, 0, 1)", rgba(0, 0, 0, 255))
        // 0.25 × 255 = 63.75 → 64.
        assertParses("rgba(10, 20, 30, 0.25)", rgba(10, 20, 30, 64))
    }

    func testRGBWithSpaces() {
        assertParses("rgb(255 136 0)", rgba(255, 136, 0))
        assertParses("rgb(1\t2  3)", rgba(1, 2, 3))
    }

    func testAlphaAfterSlash() {
        assertParses("rgb(255 136 0 / 50%)", rgba(255, 136, 0, 128))
        assertParses("rgb(255 136 0 / 0.5)", rgba(255, 136, 0, 128))
        assertParses("rgb(255 136 0/1)", rgba(255, 136, 0, 255))
        // CSS keeps the two syntaxes apart: a slash never follows comma-separated channels.
        XCTAssertNil(Color(parsing: "rgba(255, 136, 0 / 0.5)"))
        // rgb() and rgba() are the same function: both take an optional alpha.
        assertParses("rgb(255, 136, 0, 0.5)", rgba(255, 136, 0, 128))
        assertParses("rgba(255, 136, 0)", rgba(255, 136, 0))
    }

    func testPercentages() {
        // 100% → 255; 50% → 127.5 → 128; 0% → 0.
        assertParses("rgb(100%, 50%, 0%)", rgba(255, 128, 0))
        // The doc's example: 53% → 135.15 → 135; alpha 50% → 128.
        assertParses("rgb(100% 53% 0% / 50%)", rgba(255, 135, 0, 128))
        // 25% alpha → 63.75 → 64.
        assertParses("rgba(0, 0, 0, 25%)", rgba(0, 0, 0, 64))
    }

    func testFractionalChannelsRound() {
        // The doc's example: 127.5 rounds to 128; 0.4 rounds to 0; 254.6 rounds to 255.
        assertParses("rgb(127.5, 0.4, 254.6)", rgba(128, 0, 255))
    }

    func testFunctionIsCaseInsensitive() {
        assertParses("RGB(1, 2, 3)", rgba(1, 2, 3))
        assertParses("RgBa(1, 2, 3, 0.5)", rgba(1, 2, 3, 128))
        assertParses("  rgb(1, 2, 3)  ", rgba(1, 2, 3))
    }

    // MARK: - hsl() and hsla()

    // Expected bytes follow CSS Color 4's conversion, worked by hand: with s and l as
    // fractions, a = s × min(l, 1 − l), and each channel is l − a × max(−1, min(k − 3, 9 − k, 1))
    // where k = (n + h / 30) mod 12, n being 0 for red, 8 for green and 4 for blue.

    func testHSLPrimaries() {
        // l = 0.5, a = 0.5: each channel is 0.5 ∓ 0.5, so 0 or 255.
        assertParses("hsl(0, 100%, 50%)", rgba(255, 0, 0))
        assertParses("hsl(120, 100%, 50%)", rgba(0, 255, 0))
        assertParses("hsl(240, 100%, 50%)", rgba(0, 0, 255))
        assertParses("hsl(60, 100%, 50%)", rgba(255, 255, 0))
        assertParses("hsl(300, 100%, 50%)", rgba(255, 0, 255))
    }

    func testHSLBetweenThePrimaries() {
        // h = 210, s = 0.5, l = 0.4: a = 0.2, h / 30 = 7. Red: k = 7, min(4, 2, 1) = 1 → 0.2 → 51.
        // Green: k = 3, min(0, 6, 1) = 0 → 0.4 → 102. Blue: k = 11, min(8, −2, 1) = −2 → −1 → 0.6 → 153.
        assertParses("hsl(210, 50%, 40%)", rgba(51, 102, 153))
        // CSS Color 4 gives rebeccapurple as hsl(270 50% 40%), which is #663399.
        assertParses("hsl(270 50% 40%)", rgba(0x66, 0x33, 0x99))
        // h = 30, l = 0.5, a = 0.5. Green: k = 9, min(6, 0, 1) = 0 → 0.5 → 127.5 → 128.
        assertParses("hsl(30, 100%, 50%)", rgba(255, 128, 0))
        // h = 120, l = 0.25, a = 0.25. Green: k = 0, min(−3, 9, 1) → −1 → 0.5 → 128; the others 0.
        assertParses("hsl(120, 100%, 25%)", rgba(0, 128, 0))
        // h = 0, l = 0.75, a = 0.25. Red: k = 0 → −1 → 1 → 255; green and blue: min(…) = 1 → 0.5 → 128.
        assertParses("hsl(0, 100%, 75%)", rgba(255, 128, 128))
    }

    func testHSLGreysIgnoreTheHue() {
        // No saturation: a = 0, every channel is the lightness.
        assertParses("hsl(0, 0%, 50%)", rgba(128, 128, 128))
        assertParses("hsl(200, 0%, 0%)", rgba(0, 0, 0))
        assertParses("hsl(17, 100%, 100%)", rgba(255, 255, 255))
    }

    func testHSLHueUnitsAndTurns() {
        assertParses("hsl(240deg, 100%, 50%)", rgba(0, 0, 255))
        assertParses("hsl(120deg 100% 50%)", rgba(0, 255, 0))
        // A hue goes round the circle: −120 is 240, 480 is 120, 360 is 0.
        assertParses("hsl(-120, 100%, 50%)", rgba(0, 0, 255))
        assertParses("hsl(480deg, 100%, 50%)", rgba(0, 255, 0))
        assertParses("hsl(360, 100%, 50%)", rgba(255, 0, 0))
        // A fractional hue: h / 30 = 7.0167, a = 0.2. Green: k = 3.0167, min(0.0167, 5.98, 1)
        // → 0.4 − 0.2 × 0.0167 = 0.3967 → 101.15 → 101; red and blue as for 210.
        assertParses("hsl(210.5 50% 40%)", rgba(51, 101, 153))
    }

    func testHSLAlpha() {
        // 0.5 × 255 = 127.5 → 128; 25% → 63.75 → 64.
        assertParses("hsla(120, 100%, 50%, 0.5)", rgba(0, 255, 0, 128))
        assertParses("hsl(120, 100%, 50%, 25%)", rgba(0, 255, 0, 64))
        assertParses("hsl(120 100% 50% / 0.5)", rgba(0, 255, 0, 128))
        assertParses("hsla(120deg 100% 50% / 25%)", rgba(0, 255, 0, 64))
        assertParses("hsla(120, 100%, 50%)", rgba(0, 255, 0))
        assertParses("HSL(0 100% 50% / 0)", rgba(255, 0, 0, 0))
        assertParses("  hsla( 0 , 100% , 50% , 1 ) ", rgba(255, 0, 0))
    }

    func testHSLRefusals() {
        for text in [
            "hsl(120, 100, 50)",            // saturation and lightness are percentages
            "hsl(120 100 50)",
            "hsl(120, 100%)",               // too few
            "hsl(120, 100%, 50%, 1, 1)",    // too many
            "hsl(120 100% 50% 1)",          // a spaced alpha goes after a slash
            "hsl(120, 100%, 50% / 1)",      // the syntaxes do not mix
            "hsl(120 100% 50% /)",
            "hsl(120, 101%, 50%)",          // out of range
            "hsl(120, 100%, -1%)",
            "hsl(120, 100%, 50%, 1.5)",
            "hsl(2rad, 100%, 50%)",         // degrees only
            "hsl(0.5turn, 100%, 50%)",
            "hsl(deg, 100%, 50%)",
            "hsl(inf, 100%, 50%)",
            "hsl(1e999, 100%, 50%)",
            "hsl(0x10, 100%, 50%)",
            "hsl(120, 100%, 50%",
            "hsl 120, 100%, 50%",
            "hslx(120, 100%, 50%)",
        ] {
            assertRefuses(text)
        }
    }

    func testHSLFromSwift() {
        // The same conversion as hsl(210, 50%, 40%) above, with fractions.
        XCTAssertEqual(Color(hue: 210, saturation: 0.5, lightness: 0.4), rgba(51, 102, 153))
        XCTAssertEqual(Color(hue: -120, saturation: 1, lightness: 0.5, alpha: 0.5), rgba(0, 0, 255, 128))
    }

    /// Every key that takes a colour reads it with the same parser, so an `hsl()` colour is
    /// accepted in each of them, and in a template's `color` parameter.
    func testHSLIsAcceptedWhereverAColourIs() throws {
        let blue = "hsl(240, 100%, 50%)", green = "hsla(120deg 100% 50% / 50%)"
        let json = """
            {"width": 100, "height": 100, "background": "\(blue)",
             "params": {"accent": {"type": "color", "default": "\(green)"}},
             "root": {"type": "vstack",
              "background": {"type": "linear", "stops": ["\(blue)", {"color": "\(green)", "position": 1}]},
              "border": {"color": "\(blue)"}, "shadow": {"color": "\(green)"},
              "children": [
                {"type": "label", "text": [{"text": "a", "color": "\(blue)", "background": "\(green)"}], "color": "\(green)",
                 "textShadow": {"color": "\(blue)"}},
                {"type": "image", "src": "a.png", "tint": "\(blue)"},
                {"type": "icon", "symbol": "info", "color": {"param": "accent"}},
                {"type": "button", "title": "Go", "tint": "\(blue)", "titleColor": "\(green)"}
              ]}}
            """
        let scene = try SceneDecoder().decode(Array(json.utf8))
        let solidBlue = rgba(0, 0, 255), halfGreen = rgba(0, 255, 0, 128)
        XCTAssertEqual(scene.background, .color(solidBlue))
        XCTAssertEqual(scene.root.style.background, .linearGradient(LinearGradient(angle: 180, stops: [
            GradientStop(color: solidBlue, position: 0), GradientStop(color: halfGreen, position: 1),
        ])))
        XCTAssertEqual(scene.root.style.border?.uniform?.color, solidBlue)
        XCTAssertEqual(scene.root.style.shadows.first?.color, halfGreen)
        let label = try XCTUnwrap(scene.root.children[0].label)
        XCTAssertEqual(label.color, halfGreen)
        XCTAssertEqual(label.runs.first?.color, solidBlue)
        XCTAssertEqual(label.runs.first?.background, halfGreen)
        XCTAssertEqual(label.textShadow?.color, solidBlue)
        XCTAssertEqual(scene.root.children[1].image?.tint, solidBlue)
        XCTAssertEqual(scene.root.children[2].icon?.color, halfGreen)
        guard case .button(let button)? = scene.root.children[3].component else { return XCTFail("not a button") }
        XCTAssertEqual(button.tint, solidBlue)
        XCTAssertEqual(button.titleColor, halfGreen)
    }

    // MARK: - Names

    func testNamedColours() {
        // Values from CSS Color Module Level 4, §6.1.
        assertParses("rebeccapurple", rgba(0x66, 0x33, 0x99))
        assertParses("red", rgba(255, 0, 0))
        assertParses("green", rgba(0, 0x80, 0))
        assertParses("lime", rgba(0, 255, 0))
        assertParses("navy", rgba(0, 0, 0x80))
        assertParses("tomato", rgba(0xFF, 0x63, 0x47))
        assertParses("cornflowerblue", rgba(0x64, 0x95, 0xED))
        assertParses("gold", rgba(0xFF, 0xD7, 0x00))
        assertParses("teal", rgba(0x00, 0x80, 0x80))
        assertParses("whitesmoke", rgba(0xF5, 0xF5, 0xF5))
        assertParses("lightgoldenrodyellow", rgba(0xFA, 0xFA, 0xD2))
        assertParses("black", rgba(0, 0, 0))
        assertParses("white", rgba(255, 255, 255))
    }

    func testGreyAndGraySpellingsAgree() {
        assertParses("gray", rgba(0x80, 0x80, 0x80))
        assertParses("grey", rgba(0x80, 0x80, 0x80))
        assertParses("slategray", rgba(0x70, 0x80, 0x90))
        assertParses("slategrey", rgba(0x70, 0x80, 0x90))
        assertParses("darkslategrey", rgba(0x2F, 0x4F, 0x4F))
    }

    func testNamesAreCaseInsensitive() {
        assertParses("RebeccaPurple", rgba(0x66, 0x33, 0x99))
        assertParses("REBECCAPURPLE", rgba(0x66, 0x33, 0x99))
        assertParses(" Tomato ", rgba(0xFF, 0x63, 0x47))
    }

    func testTransparent() {
        assertParses("transparent", rgba(0, 0, 0, 0))
        assertParses("Transparent", rgba(0, 0, 0, 0))
        XCTAssertEqual(Color(parsing: "transparent"), Color.clear)
    }

    // MARK: - Rejections

    func testRejectsWrongHexLengths() {
        for text in ["#", "#1", "#12", "#12345", "#1234567", "#123456789"] {
            assertRefuses(text)
        }
    }

    func testRejectsNonHexDigits() {
        assertRefuses("#ggg")
        assertRefuses("#12345g")
        assertRefuses("#+12")
        assertRefuses("# 123")
        assertRefuses("fff")
    }

    func testRejectsFullwidthHexDigits() {
        // U+FF26 FULLWIDTH LATIN CAPITAL LETTER F is not a CSS hex digit.
        assertRefuses("#\u{FF26}\u{FF26}\u{FF26}")
        assertRefuses("#\u{FF10}\u{FF10}\u{FF10}\u{FF10}\u{FF10}\u{FF10}")
    }

    func testRejectsChannelsOutOfRange() {
        assertRefuses("rgb(256,0,0)")
        assertRefuses("rgb(-1, 0, 0)")
        assertRefuses("rgb(101%, 0, 0)")
        assertRefuses("rgb(0, 0, -1%)")
    }

    func testRejectsAlphaOutOfRange() {
        assertRefuses("rgba(0,0,0,2)")
        assertRefuses("rgba(0,0,0,-0.1)")
        assertRefuses("rgba(0 0 0 / 101%)")
    }

    func testRejectsMalformedFunctions() {
        assertRefuses("rgb(0, 0)")
        assertRefuses("rgb(0, 0, 0, 0, 0)")
        assertRefuses("rgb(0, 0, 0")
        assertRefuses("rgb 0, 0, 0")
        assertRefuses("rgb()")
        assertRefuses("rgb(a, b, c)")
        assertRefuses("rgb(nan, 0, 0)")
        assertRefuses("rgb(inf, 0, 0)")
        assertRefuses("rgb(0 0 0 / 0.5 / 1)")
        assertRefuses("rgbx(0, 0, 0)")
    }

    func testRejectsEmptyArguments() {
        // An empty argument is not a channel: these are not CSS colours.
        assertRefuses("rgb(255,,0,0)")
        assertRefuses("rgb(255, 0, 0,)")
        assertRefuses("rgb(,255, 0, 0)")
    }

    func testRejectsNumbersCSSDoesNotWrite() {
        // CSS numbers are decimal: no hexadecimal literals.
        assertRefuses("rgb(0x10, 0, 0)")
        assertRefuses("rgba(0, 0, 0, 0x1)")
    }

    func testRejectsUnknownNames() {
        assertRefuses("blu")
        assertRefuses("")
        assertRefuses("   ")
        assertRefuses("light gray")
        assertRefuses("none")
    }

    // MARK: - hexString

    func testHexStringIsUppercaseRRGGBBWhenOpaque() {
        XCTAssertEqual(rgba(0x0A, 0xB0, 0xFF).hexString, "#0AB0FF")
        XCTAssertEqual(rgba(0, 0, 0).hexString, "#000000")
        XCTAssertEqual(rgba(255, 255, 255).hexString, "#FFFFFF")
    }

    func testHexStringAddsAlphaWhenTranslucent() {
        XCTAssertEqual(rgba(0x0A, 0xB0, 0xFF, 0x80).hexString, "#0AB0FF80")
        XCTAssertEqual(Color.clear.hexString, "#00000000")
        XCTAssertEqual(rgba(1, 2, 3, 254).hexString, "#010203FE")
    }

    func testParsedSpellingsHaveOneCanonicalForm() {
        XCTAssertEqual(Color(parsing: "#abc")?.hexString, "#AABBCC")
        XCTAssertEqual(Color(parsing: "#abcd")?.hexString, "#AABBCCDD")
        XCTAssertEqual(Color(parsing: "rebeccapurple")?.hexString, "#663399")
        XCTAssertEqual(Color(parsing: "rgba(255, 136, 0, 0.5)")?.hexString, "#FF880080")
        XCTAssertEqual(Color(parsing: "transparent")?.hexString, "#00000000")
    }

    func testHexStringParsesBackToTheSameColour() {
        for color in [rgba(0, 0, 0), rgba(0x12, 0x34, 0x56, 0x78), rgba(255, 254, 1, 0), rgba(9, 10, 11)] {
            XCTAssertEqual(Color(parsing: color.hexString), color, color.hexString)
        }
    }

    // MARK: - Other initialisers

    func testFractionalInitialiserRoundsAndClamps() {
        // 0.5 × 255 = 127.5 → 128; values outside 0...1 clamp; NaN becomes 0.
        XCTAssertEqual(Color(red: 0.5, green: 1.5, blue: -1, alpha: 0.5), rgba(128, 255, 0, 128))
        XCTAssertEqual(Color(red: .nan, green: 0, blue: 0), rgba(0, 0, 0))
    }

    func testHexInitialiser() {
        XCTAssertEqual(Color(hex: 0x663399), rgba(0x66, 0x33, 0x99))
        XCTAssertEqual(Color(hex: 0x000000, alpha: 0.5), rgba(0, 0, 0, 128))
    }

    func testColourCodableUsesHexString() throws {
        let data = try JSONEncoder().encode([rgba(0xFF, 0x88, 0x00), rgba(0, 0, 0, 0x80)])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), ##"["#FF8800","#00000080"]"##)
        let decoded = try JSONDecoder().decode([Color].self, from: Data(##"["tomato", "#0000"]"##.utf8))
        XCTAssertEqual(decoded, [rgba(0xFF, 0x63, 0x47), rgba(0, 0, 0, 0)])
        XCTAssertThrowsError(try JSONDecoder().decode([Color].self, from: Data(#"["blu"]"#.utf8)))
    }
}
