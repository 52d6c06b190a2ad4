import Scene
import XCTest

/// `filter`, `backdropFilter`, `blendMode` and `mask`: what they are read as, the messages for
/// what is refused, and the JSON they are written back as.
///
/// Expected values are CSS's: Filter Effects 1 gives each function's default and which
/// amounts clamp at 100 %, and a percentage is a hundredth. Character positions in messages
/// are counted by hand, 1-based, within the filter string.
final class EffectValidationTests: XCTestCase {
    private func style(_ members: String) throws -> ViewStyle {
        let text = #"{"width": 100, "height": 100, "root": {"type": "view", "# + members + "}}"
        return try SceneDecoder().decode(Array(text.utf8), file: "card.json").root.style
    }

    private func error(_ members: String) -> String? {
        let text = #"{"width": 100, "height": 100, "root": {"type": "view", "# + members + "}}"
        do {
            _ = try SceneDecoder().decode(Array(text.utf8), file: "card.json")
            return nil
        } catch {
            return "\(error.path): \(error.message)"
        }
    }

    func testEveryFunctionWithItsArgumentAndDefault() throws {
        XCTAssertEqual(try style(#""filter": "blur(4) blur(2.5px) blur()""#).filters, [.blur(radius: 4), .blur(radius: 2.5), .blur(radius: 0)])
        XCTAssertEqual(try style(#""filter": "grayscale(50%) sepia(0.25) invert() opacity(30%)""#).filters,
                       [.grayscale(0.5), .sepia(0.25), .invert(1), .opacity(0.3)])
        XCTAssertEqual(try style(#""filter": "brightness(150%) contrast(2) saturate(0)""#).filters,
                       [.brightness(1.5), .contrast(2), .saturate(0)])
        XCTAssertEqual(try style(#""filter": "hue-rotate(90) hue-rotate(90deg) hue-rotate(0.5turn) hue-rotate(100grad) hue-rotate()""#).filters,
                       [.hueRotate(degrees: 90), .hueRotate(degrees: 90), .hueRotate(degrees: 180), .hueRotate(degrees: 90), .hueRotate(degrees: 0)])
        XCTAssertEqual(try style(#""filter": "  none ""#).filters, [])
    }

    func testAmountsPastAllTheWayClampAsInCSS() throws {
        XCTAssertEqual(try style(#""filter": "grayscale(2) sepia(300%) invert(1.5) opacity(9) brightness(3) saturate(400%)""#).filters,
                       [.grayscale(1), .sepia(1), .invert(1), .opacity(1), .brightness(3), .saturate(4)])
    }

    func testDropShadowTakesItsColourFirstOrLast() throws {
        let shadow = Shadow(color: Color(red8: 0, green8: 0, blue8: 0, alpha8: 77), blur: 8, offset: Point(x: 2, y: -4))
        XCTAssertEqual(try style(#""filter": "drop-shadow(2px -4px 8px rgba(0, 0, 0, 0.3))""#).filters, [.dropShadow(shadow)])
        XCTAssertEqual(try style(#""filter": "drop-shadow(rgba(0,0,0,0.3) 2 -4 8)""#).filters, [.dropShadow(shadow)])
        XCTAssertEqual(try style(#""filter": "drop-shadow(1 2)""#).filters,
                       [.dropShadow(Shadow(color: Color(red8: 0, green8: 0, blue8: 0, alpha8: 255), offset: Point(x: 1, y: 2)))])
    }

    func testUnknownFunctionNamesTheCharacterAndSuggests() {
        XCTAssertEqual(error(#""filter": "blur(4) grayscal(1)""#),
                       #"root.filter: at character 9 of "blur(4) grayscal(1)": unknown filter function "grayscal"; did you mean "grayscale"? Allowed: blur, grayscale, brightness, contrast, saturate, sepia, invert, opacity, hue-rotate, drop-shadow"#)
    }

    func testMalformedListsSayWhatWasExpectedWhere() {
        XCTAssertEqual(error(#""filter": "blur(4""#),
                       #"root.filter: at character 7 of "blur(4": expected ")" to close "blur", received the end of the list"#)
        XCTAssertEqual(error(#""filter": "blur 4""#),
                       #"root.filter: at character 5 of "blur 4": expected "(" after "blur", received " 4""#)
        XCTAssertEqual(error(#""filter": """#),
                       #"root.filter: at character 1 of "": expected a filter function such as "blur(4)", or "none""#)
        XCTAssertEqual(error(#""filter": "blur(4) (2)""#),
                       #"root.filter: at character 9 of "blur(4) (2)": expected a filter function name (blur, grayscale, brightness, contrast, saturate, sepia, invert, opacity, hue-rotate, drop-shadow), received "(2)""#)
        XCTAssertEqual(error(#""filter": "blur(4, 5)""#),
                       #"root.filter: at character 9 of "blur(4, 5)": expected one argument for "blur", received another: "5""#)
        XCTAssertEqual(error(#""filter": "drop-shadow(2px)""#),
                       #"root.filter: at character 1 of "drop-shadow(2px)": expected "drop-shadow" with at least an x and a y offset, such as "drop-shadow(0 4px 8px rgba(0,0,0,0.3))""#)
        XCTAssertEqual(error(#""filter": "drop-shadow(1 2 blue 3)""#),
                       #"root.filter: at character 17 of "drop-shadow(1 2 blue 3)": expected a colour or a length for "drop-shadow" (x y [blur] [colour]), received "blue""#)
    }

    func testNonsenseNumbersAreRefused() {
        XCTAssertEqual(error(#""filter": "blur(NaN)""#),
                       #"root.filter: at character 6 of "blur(NaN)": expected a length for "blur" in points, such as 4 or "4px", received "NaN""#)
        XCTAssertEqual(error(#""filter": "blur(inf)""#),
                       #"root.filter: at character 6 of "blur(inf)": expected a length for "blur" in points, such as 4 or "4px", received "inf""#)
        XCTAssertEqual(error(#""filter": "blur(1e400)""#),
                       #"root.filter: at character 6 of "blur(1e400)": expected a length for "blur" in points, such as 4 or "4px", received "1e400""#)
        XCTAssertEqual(error(#""filter": "grayscale(-1)""#),
                       #"root.filter: at character 11 of "grayscale(-1)": expected an amount ≥ 0 for "grayscale", received "-1""#)
        XCTAssertEqual(error(#""filter": "blur(4em)""#),
                       #"root.filter: at character 6 of "blur(4em)": expected a length for "blur" in points, such as 4 or "4px", received "4em""#)
        XCTAssertEqual(error(#""filter": "hue-rotate(1e9)""#),
                       #"root.filter: at character 12 of "hue-rotate(1e9)": expected an angle for "hue-rotate" between -100000 and 100000 degrees, such as 90 or "90deg", "0.25turn", "1.5rad", received "1e9""#)
    }

    func testHugeBlurRadiiAreCappedWithAClearError() {
        XCTAssertEqual(error(#""filter": "blur(1001)""#),
                       #"root.filter: at character 6 of "blur(1001)": expected a length of at most 1000 points for "blur", received "1001""#)
        XCTAssertEqual(error(#""backdropFilter": "blur(99999px)""#),
                       #"root.backdropFilter: at character 6 of "blur(99999px)": expected a length of at most 1000 points for "blur", received "99999px""#)
        XCTAssertEqual(error(#""filter": "blur(-2)""#),
                       #"root.filter: at character 6 of "blur(-2)": expected a radius ≥ 0 for "blur", received "-2""#)
    }

    func testTooManyFunctionsAndWrongTypes() {
        let seventeen = Array(repeating: "invert(0)", count: 17).joined(separator: " ")
        XCTAssertEqual(error(#""filter": ""# + seventeen + "\""),
                       "root.filter: at character 161 of \"\(String(seventeen.prefix(80)))…\": expected at most 16 filter functions")
        XCTAssertEqual(error(#""filter": 4"#), #"root.filter: expected a CSS filter list such as "blur(4) grayscale(1)", or "none", received 4"#)
        XCTAssertEqual(error(#""filter": ["blur(4)"]"#), #"root.filter: expected a CSS filter list such as "blur(4) grayscale(1)", or "none", received an array"#)
    }

    func testBlendModesInCSSAndCamelCase() throws {
        XCTAssertEqual(try style(#""blendMode": "color-dodge""#).blendMode, .colorDodge)
        XCTAssertEqual(try style(#""blendMode": "softLight""#).blendMode, .softLight)
        XCTAssertEqual(try style(#""blendMode": "luminosity""#).blendMode, .luminosity)
        XCTAssertEqual(try style(#""id": "plain""#).blendMode, .normal)
        XCTAssertEqual(error(#""blendMode": "multiplyy""#),
                       #"root.blendMode: unknown blend mode "multiplyy"; did you mean "multiply"? Allowed: normal, multiply, screen, overlay, darken, lighten, color-dodge, color-burn, hard-light, soft-light, difference, exclusion, hue, saturation, color, luminosity"#)
        XCTAssertEqual(error(#""blendMode": true"#).map { $0.hasPrefix("root.blendMode: expected one of \"normal\"") }, true)
    }

    func testMasksAreGradientsColoursOrPictures() throws {
        let gradient = try style(#""mask": {"type": "linear", "stops": ["black", "transparent"]}"#).mask
        guard case .fill(.linearGradient(let linear))? = gradient else { return XCTFail("\(String(describing: gradient))") }
        XCTAssertEqual(linear.stops.map(\.position), [0, 1])
        XCTAssertEqual(try style(#""mask": "rgba(0,0,0,0.5)""#).mask, .fill(.color(Color(red8: 0, green8: 0, blue8: 0, alpha8: 128))))
        XCTAssertEqual(try style(#""mask": {"src": "star.png", "contentMode": "aspectFit"}"#).mask,
                       .image(ImageContent(source: .file("star.png"), contentMode: .aspectFit)))
        XCTAssertEqual(error(#""mask": {"src": "star.png", "contentMode": "aspectfill"}"#),
                       #"root.mask.contentMode: expected one of "fill", "aspectFit", "aspectFill", "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight", received "aspectfill"; did you mean "aspectFill"?"#)
        XCTAssertEqual(error(#""mask": {"src": "star.png", "tint": "red"}"#),
                       #"root.mask.tint: unknown key "tint" in a picture mask; allowed keys: src, contentMode"#)
        XCTAssertEqual(error(#""mask": {"stops": ["black", "white"]}"#),
                       #"root.mask: expected a gradient object, a colour, or a picture as {"src": "fade.png"}: a mask object needs "type" (a gradient) or "src" (a picture)"#)
        XCTAssertEqual(error(#""mask": 3"#),
                       #"root.mask: expected a gradient object, a colour, or a picture as {"src": "fade.png"}, received 3"#)
    }

    func testCSSPropertyNamesPointToTheKeys() {
        XCTAssertEqual(error(#""mixBlendMode": "multiply""#),
                       #"root.mixBlendMode: unknown key "mixBlendMode" in a view node; did you mean "blendMode"? (CSS mix-blend-mode)"#)
        XCTAssertEqual(error(#""backdrop-filter": "blur(4)""#),
                       #"root["backdrop-filter"]: unknown key "backdrop-filter" in a view node; did you mean "backdropFilter"? (CSS backdrop-filter)"#)
        XCTAssertEqual(error(#""maskImage": "black""#),
                       #"root.maskImage: unknown key "maskImage" in a view node; did you mean "mask"? (CSS mask-image)"#)
    }

    func testEffectsRoundTripThroughJSON() throws {
        let fade = LinearGradient(stops: [GradientStop(color: .black, position: 0), GradientStop(color: .clear, position: 1)])
        let scene = Scene(width: 200, height: 100) {
            View().filter(.blur(radius: 3.5), .grayscale(0.25), .brightness(1.2), .contrast(0.8), .saturate(2), .sepia(1), .invert(0.5),
                          .opacity(0.75), .hueRotate(degrees: -45),
                          .dropShadow(Shadow(color: Color(red8: 10, green8: 20, blue8: 30, alpha8: 40), blur: 6, offset: Point(x: -1, y: 2))))
                .backdropFilter(.blur(radius: 20), .saturate(1.8))
                .blendMode(.hardLight)
                .mask(.linearGradient(fade))
            Image("photo.jpg").mask(image: .file("star.png"), contentMode: .aspectFill).blendMode(.colorBurn)
        }
        let text = scene.jsonValue.jsonText()
        XCTAssertEqual(try SceneDecoder().decode(Array(text.utf8), file: "round.json"), scene, text)
        XCTAssertTrue(text.contains(#""blendMode": "hard-light""#) || text.contains(#""blendMode":"hard-light""#), text)
    }

    func testEffectsMakeAStackingContext() throws {
        XCTAssertFalse(try style(#""id": "plain""#).isolatesGroup)
        for members in [#""filter": "blur(1)""#, #""backdropFilter": "blur(1)""#, #""blendMode": "screen""#, #""mask": "black""#, #""opacity": 0.5"#] {
            XCTAssertTrue(try style(members).isolatesGroup, members)
        }
        XCTAssertFalse(try style(#""filter": "none", "blendMode": "normal""#).isolatesGroup)
    }

    func testToastsAndAlertsComeInGlass() throws {
        let text = #"{"width": 100, "height": 100, "root": {"type": "view", "children": [{"type": "toast", "text": "Hi", "material": "glass"}, {"type": "alert", "title": "A", "material": "glass"}]}}"#
        let scene = try SceneDecoder().decode(Array(text.utf8), file: "card.json")
        guard case .toast(let toast)? = scene.root.children[0].component, case .alert(let alert)? = scene.root.children[1].component else {
            return XCTFail("\(scene.root.children)")
        }
        XCTAssertEqual(toast.material, .glass)
        XCTAssertEqual(alert.material, .glass)
        XCTAssertEqual(try SceneDecoder().decode(Array(scene.jsonValue.jsonText().utf8), file: "round.json"), scene)
        let wrong = #"{"width": 100, "height": 100, "root": {"type": "toast", "text": "Hi", "material": "glas"}}"#
        XCTAssertThrowsError(try SceneDecoder().decode(Array(wrong.utf8), file: "card.json")) { error in
            XCTAssertEqual((error as? SceneError)?.message, #"expected one of "solid", "glass", received "glas"; did you mean "glass"?"#)
        }
        let onView = #"{"width": 100, "height": 100, "root": {"type": "view", "material": "glass"}}"#
        XCTAssertThrowsError(try SceneDecoder().decode(Array(onView.utf8), file: "card.json")) { error in
            XCTAssertEqual((error as? SceneError)?.message, #""material" applies only to toast and alert nodes, not to a view node"#)
        }
    }
}
