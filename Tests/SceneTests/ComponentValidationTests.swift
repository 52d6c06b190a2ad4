import Scene
import XCTest

/// The component kinds (`icon`, `progress`, `button`, `toast`, `alert`) and the keys every
/// node takes for time and state (`transition`, `loading`, `blockLoading`, `error`,
/// `redacted`) through `SceneDecoder.decode`: what each key reads as, its default, and the
/// message, with its JSON path, for each value the format refuses.
///
/// Expected values and messages are written by hand from docs/scene-format.md and the rule
/// wording in Validation/NumberRule.swift. Documents start with the 38-column prefix
/// `{"width": 100, "height": 100, "root": `, so the root node's `{` is column 39.
final class ComponentValidationTests: XCTestCase {
    // MARK: - Helpers

    private static let prefix = #"{"width": 100, "height": 100, "root": "#

    private func decode(_ text: String) throws -> Scene {
        try SceneDecoder().decode(Array(text.utf8), file: "card.json")
    }

    /// The root node written as `node`.
    private func root(_ node: String, file: StaticString = #filePath, line: UInt = #line) throws -> Node {
        try decode(Self.prefix + node + "}").root
    }

    private func error(_ node: String) -> SceneError? {
        do {
            _ = try SceneDecoder().decode(Array((Self.prefix + node + "}").utf8), file: "card.json")
            return nil
        } catch {
            return error
        }
    }

    /// Asserts the JSON path and the message of the error for the root `node`.
    private func assertRefused(_ node: String, path: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let error = error(node) else {
            return XCTFail("accepted: \(node)", file: file, line: line)
        }
        XCTAssertEqual(error.path.description, path, node, file: file, line: line)
        XCTAssertEqual(error.message, message, node, file: file, line: line)
    }

    private static let symbols = #"an icon name: "checkmark", "xmark", "exclamationmark", "info", "pencil" or a Material Icons name such as "search" (docs/icons.md lists them)"#
    private static let blue = Color(red8: 0, green8: 122, blue8: 255)
    private static let seconds = "a number ≥ 0 and ≤ 3600"

    // MARK: - icon

    func testIcon() throws {
        XCTAssertEqual(try root(#"{"type": "icon", "symbol": "info"}"#).icon, IconContent(symbol: .info, color: Color(red8: 0, green8: 0, blue8: 0)))
        XCTAssertEqual(try root(##"{"type": "icon", "symbol": "pencil", "color": "#FF0000"}"##).icon, IconContent(symbol: .pencil, color: Color(red8: 255, green8: 0, blue8: 0)))
        for symbol in Symbol.allCases {
            XCTAssertEqual(try root(#"{"type": "icon", "symbol": ""# + symbol.rawValue + #""}"#).icon?.symbol, symbol)
        }
        // A glyph is square unless told otherwise.
        XCTAssertEqual(try root(#"{"type": "icon", "symbol": "info"}"#).layout.aspectRatio, 1)
        XCTAssertEqual(try root(#"{"type": "icon", "symbol": "info", "aspectRatio": 2}"#).layout.aspectRatio, 2)
    }

    func testIconRefusals() {
        XCTAssertEqual(error(#"{"type": "icon"}"#)?.description,
                       #"card.json:1:39: root: missing required key "symbol" (an icon name: "checkmark", "xmark", "exclamationmark", "info", "pencil" or a Material Icons name such as "search" (docs/icons.md lists them))"#)
        assertRefused(#"{"type": "icon", "symbol": "chekmark"}"#, path: "root.symbol",
                      "expected \(Self.symbols), received \"chekmark\"; did you mean \"checkmark\"?")
        assertRefused(#"{"type": "icon", "symbol": 3}"#, path: "root.symbol", "expected \(Self.symbols), received 3")
        assertRefused(#"{"type": "icon", "symbol": "info", "color": "blu"}"#, path: "root.color",
                      #"expected a colour (#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or a CSS colour name), received "blu"; did you mean "blue"?"#)
        assertRefused(#"{"type": "icon", "symbol": "info", "children": []}"#, path: "root.children",
                      #""children" applies only to view, hstack, vstack, zstack and button nodes, not to an icon node"#)
    }

    // MARK: - progress

    func testProgress() throws {
        // A spinner is grey, a bar blue on a light grey track.
        XCTAssertEqual(try root(#"{"type": "progress"}"#).progress, ProgressContent(value: nil, tint: Color(red8: 142, green8: 142, blue8: 147)))
        let bar = try XCTUnwrap(try root(#"{"type": "progress", "value": 0.25}"#).progress)
        XCTAssertEqual(bar.value, 0.25)
        XCTAssertEqual(bar.tint, Self.blue)
        XCTAssertEqual(bar.track, Color(red8: 229, green8: 229, blue8: 234))
        let styled = try XCTUnwrap(try root(##"{"type": "progress", "value": 1, "tint": "red", "track": "#00000000"}"##).progress)
        XCTAssertEqual(styled, ProgressContent(value: 1, tint: Color(red8: 255, green8: 0, blue8: 0), track: Color(red8: 0, green8: 0, blue8: 0, alpha8: 0)))
        XCTAssertEqual(try root(#"{"type": "progress", "value": 0}"#).progress?.value, 0)
    }

    func testProgressRefusals() {
        for value in ["1.5", "-0.1", "1.0000001"] {
            assertRefused(#"{"type": "progress", "value": "# + value + "}", path: "root.value", "expected a number between 0 and 1, received \(value)")
        }
        assertRefused(#"{"type": "progress", "value": "50%"}"#, path: "root.value", #"expected a number between 0 and 1, received "50%""#)
        assertRefused(#"{"type": "progress", "value": null}"#, path: "root.value", "expected a number between 0 and 1, received null")
        assertRefused(#"{"type": "progress", "trak": "red"}"#, path: "root.trak", #"unknown key "trak" in a progress node; did you mean "track"?"#)
    }

    // MARK: - button

    func testButtonDefaults() throws {
        let node = try root(#"{"type": "button", "title": "Save"}"#)
        XCTAssertEqual(node.component, .button(ButtonContent(title: "Save")))
        guard case .button(let button)? = node.component else { return XCTFail("not a button") }
        XCTAssertEqual(button.variant, .filled)
        XCTAssertEqual(button.tint, Self.blue)
        XCTAssertEqual(button.font, FontSpec(size: 17, weight: 600))
        XCTAssertEqual(button.state, .idle)
        XCTAssertEqual(button.loadingStyle, .overlay)
        XCTAssertEqual(button.progressStyle, .bar)
        XCTAssertEqual(button.errorStyle, .shake)
        // The built-in corner radius and padding, unless the scene gives its own.
        XCTAssertEqual(node.style.cornerRadius, CornerRadii(10))
        XCTAssertEqual(node.layout.padding, Edges(top: .points(10), right: .points(18), bottom: .points(10), left: .points(18)))
        let own = try root(#"{"type": "button", "title": "Save", "cornerRadius": 0, "padding": 0}"#)
        XCTAssertEqual(own.style.cornerRadius, .zero)
        XCTAssertEqual(own.layout.padding, Edges(.points(0)))
        XCTAssertEqual(try root(#"{"type": "button", "title": "Save", "padding": {"top": 4}}"#).layout.padding,
                       Edges(top: .points(4), right: .zero, bottom: .zero, left: .zero))
    }

    func testEveryButtonKeyIsRead() throws {
        let node = try root(#"{"type": "button", "title": "Upload", "icon": {"symbol": "checkmark"}, "iconPosition": "trailing", "backgroundImage": "bg.png", "#
            + ##""variant": "bordered", "tint": "#FF0000", "titleColor": "white", "font": {"size": 20}, "state": "error", "loadingStyle": "pulse", "##
            + #""progress": 0.5, "progressStyle": "percent", "errorStyle": "none"}"#)
        let expected = ButtonContent(title: "Upload", icon: .symbol(.checkmark), iconPosition: .trailing, backgroundImage: .file("bg.png"),
                                     variant: .bordered, tint: Color(red8: 255, green8: 0, blue8: 0), titleColor: Color(red8: 255, green8: 255, blue8: 255),
                                     font: FontSpec(size: 20, weight: 600), state: .error, loadingStyle: .pulse, progress: 0.5,
                                     progressStyle: .percent, errorStyle: .none)
        XCTAssertEqual(node.component, .button(expected))
        // A picture as the icon, and an icon without a title.
        XCTAssertEqual(try root(#"{"type": "button", "icon": "icons/plus.png"}"#).component, .button(ButtonContent(title: "", icon: .image(.file("icons/plus.png")))))
        XCTAssertEqual(try root(#"{"type": "button", "title": "", "icon": {"symbol": "xmark"}}"#).component, .button(ButtonContent(title: "", icon: .symbol(.xmark))))
        for style in LoadingStyle.allCases {
            let node = try root(#"{"type": "button", "title": "a", "state": "loading", "loadingStyle": ""# + style.rawValue + #""}"#)
            XCTAssertEqual(node.component, .button(ButtonContent(title: "a", state: .loading, loadingStyle: style)))
        }
    }

    /// Progress is what a loading button shows, so a button with progress is loading unless
    /// it says otherwise.
    func testProgressMakesAButtonLoading() throws {
        XCTAssertEqual(try root(#"{"type": "button", "title": "a", "progress": 0.3}"#).component, .button(ButtonContent(title: "a", state: .loading, progress: 0.3)))
        XCTAssertEqual(try root(#"{"type": "button", "title": "a", "progress": 0.3, "state": "idle"}"#).component, .button(ButtonContent(title: "a", state: .idle, progress: 0.3)))
    }

    func testButtonRefusals() {
        XCTAssertEqual(error(#"{"type": "button"}"#)?.description, #"card.json:1:39: root: a button needs a "title", an "icon" or "children" to show"#)
        assertRefused(#"{"type": "button", "title": ""}"#, path: "root", #"a button needs a "title", an "icon" or "children" to show"#)
        assertRefused(#"{"type": "button", "title": 5}"#, path: "root.title", "expected a string, received 5")
        assertRefused(#"{"type": "button", "title": "a", "variant": "filed"}"#, path: "root.variant",
                      #"expected one of "filled", "bordered", "plain", received "filed"; did you mean "filled"?"#)
        assertRefused(#"{"type": "button", "title": "a", "state": "loadng"}"#, path: "root.state",
                      #"expected one of "idle", "disabled", "loading", "error", received "loadng"; did you mean "loading"?"#)
        assertRefused(#"{"type": "button", "title": "a", "loadingStyle": "spinner"}"#, path: "root.loadingStyle",
                      #"expected one of "overlay", "pulse", "leading", "trailing", "none", received "spinner""#)
        assertRefused(#"{"type": "button", "title": "a", "iconPosition": "top"}"#, path: "root.iconPosition",
                      #"expected one of "leading", "trailing", received "top""#)
        assertRefused(#"{"type": "button", "title": "a", "progressStyle": "ring"}"#, path: "root.progressStyle",
                      #"expected one of "bar", "percent", received "ring""#)
        assertRefused(#"{"type": "button", "title": "a", "errorStyle": "shak"}"#, path: "root.errorStyle",
                      #"expected one of "shake", "none", received "shak"; did you mean "shake"?"#)
        assertRefused(#"{"type": "button", "title": "a", "progress": 1.5}"#, path: "root.progress", "expected a number between 0 and 1, received 1.5")
        assertRefused(#"{"type": "button", "title": "a", "tint": 1}"#, path: "root.tint",
                      "expected a colour (#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or a CSS colour name), received 1")
        assertRefused(#"{"type": "button", "title": "a", "font": {"size": 0}}"#, path: "root.font.size", "expected a number > 0 and ≤ 2000, received 0")
        assertRefused(#"{"type": "button", "title": "a", "backgroundImage": "/etc/a.png"}"#, path: "root.backgroundImage",
                      #"expected a path relative to the asset folder, an http(s) URL, or a data: URI, received "/etc/a.png""#)
        // The icon: a picture, or an object naming a glyph.
        assertRefused(#"{"type": "button", "icon": {"symbol": "qqqqqqqqqqqq"}}"#, path: "root.icon.symbol", "expected \(Self.symbols), received \"qqqqqqqqqqqq\"")
        assertRefused(#"{"type": "button", "icon": {}}"#, path: "root.icon",
                      #"missing required key "symbol" (an icon name: "checkmark", "xmark", "exclamationmark", "info", "pencil" or a Material Icons name such as "search" (docs/icons.md lists them))"#)
        assertRefused(#"{"type": "button", "icon": {"symbol": "info", "color": "red"}}"#, path: "root.icon.color",
                      #"unknown key "color" in a button icon; allowed keys: symbol"#)
        assertRefused(#"{"type": "button", "icon": 3}"#, path: "root.icon", "expected a string, received 3")
        // Children are a label only when there is one.
        assertRefused(#"{"type": "button", "children": []}"#, path: "root", #"a button needs a "title", an "icon" or "children" to show"#)
    }

    // MARK: - toast

    func testToast() throws {
        XCTAssertEqual(try root(#"{"type": "toast", "text": "Saved"}"#).component,
                       .toast(ToastContent(text: "Saved", position: .bottom, style: .dark, duration: 2, delay: 0)))
        let node = try root(#"{"type": "toast", "text": "Copied", "position": "top", "style": "success", "duration": 0, "delay": 3600}"#)
        XCTAssertEqual(node.component, .toast(ToastContent(text: "Copied", position: .top, style: .success, duration: 0, delay: 3600)))
        // Its style keys are those of the cover over its parent.
        let covered = try root(#"{"type": "toast", "text": "a", "background": "red", "opacity": 0.5}"#)
        XCTAssertEqual(covered.style.background, .color(Color(red8: 255, green8: 0, blue8: 0)))
        XCTAssertEqual(covered.style.opacity, 0.5)
    }

    func testToastRefusals() {
        XCTAssertEqual(error(#"{"type": "toast"}"#)?.description, #"card.json:1:39: root: missing required key "text" (the message to show)"#)
        assertRefused(#"{"type": "toast", "text": ["a"]}"#, path: "root.text", "expected a string, received an array")
        assertRefused(#"{"type": "toast", "text": "a", "position": "middle"}"#, path: "root.position",
                      #"expected one of "top", "center", "bottom", received "middle""#)
        assertRefused(#"{"type": "toast", "text": "a", "style": "succes"}"#, path: "root.style",
                      #"expected one of "dark", "light", "success", "error", "warning", "info", received "succes"; did you mean "success"?"#)
        assertRefused(#"{"type": "toast", "text": "a", "duration": -1}"#, path: "root.duration", "expected \(Self.seconds), received -1")
        assertRefused(#"{"type": "toast", "text": "a", "delay": 3601}"#, path: "root.delay", "expected \(Self.seconds), received 3601")
        // A toast covers its parent: it takes no size or place of its own.
        assertRefused(#"{"type": "toast", "text": "a", "width": 10}"#, path: "root.width",
                      #""width" applies only to view, hstack, vstack, zstack, label, image, icon, progress, spacer and button nodes, not to a toast node"#)
        assertRefused(#"{"type": "toast", "text": "a", "durration": 1}"#, path: "root.durration", #"unknown key "durration" in a toast node; did you mean "duration"?"#)
    }

    // MARK: - alert

    func testAlert() throws {
        XCTAssertEqual(try root(#"{"type": "alert", "title": "Done"}"#).component,
                       .alert(AlertContent(style: .info, title: "Done", subtitle: nil, buttons: [AlertButton(title: "Done")], fields: [],
                                           backdrop: Color(red8: 0, green8: 0, blue8: 0, alpha8: 102))))
        let node = try root(#"{"type": "alert", "style": "edit", "title": "Rename", "subtitle": "A new name", "#
            + #""buttons": ["Save", {"title": "Cancel", "role": "cancel"}, {"title": "Later"}], "#
            + ##""fields": ["Name", {"placeholder": "Note", "text": "Hi"}, {"text": "x"}], "backdrop": "#00000080"}"##)
        XCTAssertEqual(node.component, .alert(AlertContent(
            style: .edit, title: "Rename", subtitle: "A new name",
            buttons: [AlertButton(title: "Save"), AlertButton(title: "Cancel", role: .cancel), AlertButton(title: "Later")],
            fields: [AlertField(placeholder: "Name"), AlertField(placeholder: "Note", text: "Hi"), AlertField(placeholder: "", text: "x")],
            backdrop: Color(red8: 0, green8: 0, blue8: 0, alpha8: 128))))
        XCTAssertEqual(try root(#"{"type": "alert", "title": "a", "buttons": []}"#).component, .alert(AlertContent(title: "a", buttons: [])))
        for style in AlertStyle.allCases {
            XCTAssertEqual(try root(#"{"type": "alert", "title": "a", "style": ""# + style.rawValue + #""}"#).component, .alert(AlertContent(style: style, title: "a")))
        }
    }

    func testAlertRefusals() {
        XCTAssertEqual(error(#"{"type": "alert"}"#)?.description, #"card.json:1:39: root: missing required key "title" (the alert's title)"#)
        assertRefused(#"{"type": "alert", "title": "a", "style": "warnin"}"#, path: "root.style",
                      #"expected one of "success", "error", "warning", "info", "edit", received "warnin"; did you mean "warning"?"#)
        assertRefused(#"{"type": "alert", "title": "a", "style": "dark"}"#, path: "root.style",
                      #"expected one of "success", "error", "warning", "info", "edit", received "dark""#)
        assertRefused(#"{"type": "alert", "title": "a", "subtitle": 1}"#, path: "root.subtitle", "expected a string, received 1")
        assertRefused(#"{"type": "alert", "title": "a", "buttons": "OK"}"#, path: "root.buttons", #"expected an array of buttons, received "OK""#)
        assertRefused(#"{"type": "alert", "title": "a", "buttons": [1]}"#, path: "root.buttons[0]", "expected an alert button (a JSON object), received 1")
        assertRefused(#"{"type": "alert", "title": "a", "buttons": ["OK", {"role": "cancel"}]}"#, path: "root.buttons[1]",
                      #"missing required key "title" (the button's title)"#)
        assertRefused(#"{"type": "alert", "title": "a", "buttons": [{"title": "x", "role": "destructive"}]}"#, path: "root.buttons[0].role",
                      #"expected one of "default", "cancel", received "destructive""#)
        assertRefused(#"{"type": "alert", "title": "a", "buttons": [{"title": "x", "style": "cancel"}]}"#, path: "root.buttons[0].style",
                      #"unknown key "style" in an alert button; allowed keys: title, role"#)
        let nine = Array(repeating: #""b""#, count: 9).joined(separator: ", ")
        assertRefused(#"{"type": "alert", "title": "a", "buttons": ["# + nine + "]}", path: "root.buttons", "expected at most 8 buttons, received an array")
        // Text fields belong to edit alerts alone.
        assertRefused(#"{"type": "alert", "title": "a", "fields": ["Name"]}"#, path: "root.fields",
                      #"only "edit" alerts have text fields; this alert's style is "info""#)
        assertRefused(#"{"type": "alert", "style": "error", "title": "a", "fields": []}"#, path: "root.fields",
                      #"only "edit" alerts have text fields; this alert's style is "error""#)
        assertRefused(#"{"type": "alert", "style": "edit", "title": "a", "fields": [{"placeholder": "x", "value": "y"}]}"#, path: "root.fields[0].value",
                      #"unknown key "value" in a text field; allowed keys: placeholder, text"#)
        assertRefused(#"{"type": "alert", "style": "edit", "title": "a", "fields": [true]}"#, path: "root.fields[0]",
                      "expected a text field (a JSON object), received true")
        assertRefused(#"{"type": "alert", "title": "a", "backdrop": 0.4}"#, path: "root.backdrop",
                      "expected a colour (#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or a CSS colour name), received 0.4")
        assertRefused(#"{"type": "alert", "title": "a", "padding": 4}"#, path: "root.padding",
                      #""padding" applies only to view, hstack, vstack, zstack, label, image, icon, progress, spacer and button nodes, not to an alert node"#)
    }

    /// Component text is limited like other short text.
    func testComponentTextLimit() throws {
        let long = String(repeating: "é", count: 10_000)
        XCTAssertEqual(try root(#"{"type": "toast", "text": ""# + long + #""}"#).component, .toast(ToastContent(text: long)))
        assertRefused(#"{"type": "toast", "text": ""# + long + #"é"}"#, path: "root.text", "the text is longer than 10000 characters")
        assertRefused(#"{"type": "button", "title": ""# + long + #"é"}"#, path: "root.title", "the text is longer than 10000 characters")
    }

    // MARK: - Keys of other kinds

    func testKeysOfOtherKindsNameTheirOwners() {
        let cases: [(String, String, String)] = [
            (#"{"type": "view", "symbol": "info"}"#, "root.symbol", #""symbol" applies only to icon nodes, not to a view node"#),
            (#"{"type": "view", "title": "a"}"#, "root.title", #""title" applies only to button and alert nodes, not to a view node"#),
            (#"{"type": "label", "text": "a", "tint": "red"}"#, "root.tint", #""tint" applies only to image, progress and button nodes, not to a label node"#),
            (#"{"type": "button", "title": "a", "value": 0.5}"#, "root.value", #""value" applies only to progress nodes, not to a button node"#),
            (#"{"type": "progress", "progress": 0.5}"#, "root.progress", #""progress" applies only to button nodes, not to a progress node"#),
            (#"{"type": "alert", "title": "a", "text": "b"}"#, "root.text", #""text" applies only to label and toast nodes, not to an alert node"#),
            (#"{"type": "button", "title": "a", "style": "dark"}"#, "root.style", #""style" applies only to toast and alert nodes, not to a button node"#),
            (#"{"type": "icon", "symbol": "info", "font": {}}"#, "root.font", #""font" applies only to label and button nodes, not to an icon node"#),
            (#"{"type": "toast", "text": "a", "buttons": []}"#, "root.buttons", #""buttons" applies only to alert nodes, not to a toast node"#),
            (#"{"type": "image", "src": "a.png", "duration": 1}"#, "root.duration", #""duration" applies only to toast nodes, not to an image node"#),
        ]
        for (node, path, message) in cases { assertRefused(node, path: path, message) }
    }

    // MARK: - transition

    func testTransitionDefaults() throws {
        let fade = try root(#"{"type": "view", "transition": {"kind": "fade"}}"#)
        XCTAssertEqual(fade.transitions, [Transition(.fade, duration: 0.3, delay: 0, curve: .easeInOut)])
        XCTAssertEqual(try root(#"{"type": "view", "transition": {"kind": "slide"}}"#).transitions, [Transition(.slide(edge: .bottom, distance: nil))])
        XCTAssertEqual(try root(#"{"type": "view", "transition": {"kind": "scale"}}"#).transitions, [Transition(.scale(from: 0.5))])
        // A shake keeps an even pace for half a second.
        XCTAssertEqual(try root(#"{"type": "view", "transition": {"kind": "shake"}}"#).transitions,
                       [Transition(.shake(amplitude: 10, cycles: 3), duration: 0.5, curve: .linear)])
        XCTAssertEqual(try root(#"{"type": "image", "src": "b.png", "transition": {"kind": "crossDissolve", "from": "a.png"}}"#).transitions,
                       [Transition(.crossDissolve(from: .file("a.png")))])
        XCTAssertEqual(try root(#"{"type": "image", "src": "b.png", "transition": {"kind": "flipFromBottom", "from": "a.png"}}"#).transitions,
                       [Transition(.flipFromBottom(from: .file("a.png")))])
        XCTAssertEqual(try root(#"{"type": "view"}"#).transitions, [])
    }

    func testEveryTransitionKeyIsRead() throws {
        let node = try root(#"{"type": "view", "transition": [{"kind": "slide", "edge": "leading", "distance": 40, "duration": 1, "delay": 0.5, "curve": "spring"}, "#
            + #"{"kind": "scale", "from": 0}, {"kind": "shake", "amplitude": 4, "cycles": 2.5}, {"kind": "fade", "duration": 0}]}"#)
        XCTAssertEqual(node.transitions, [
            Transition(.slide(edge: .leading, distance: 40), duration: 1, delay: 0.5, curve: .spring),
            Transition(.scale(from: 0)),
            Transition(.shake(amplitude: 4, cycles: 2.5)),
            Transition(.fade, duration: 0),
        ])
        for curve in TimingCurve.allCases {
            XCTAssertEqual(try root(#"{"type": "view", "transition": {"kind": "fade", "curve": ""# + curve.rawValue + #""}}"#).transitions.first?.curve, curve)
        }
        for edge in SlideEdge.allCases {
            XCTAssertEqual(try root(#"{"type": "view", "transition": {"kind": "slide", "edge": ""# + edge.rawValue + #""}}"#).transitions,
                           [Transition(.slide(edge: edge, distance: nil))])
        }
        // Every node kind takes transitions.
        XCTAssertEqual(try root(#"{"type": "toast", "text": "a", "transition": {"kind": "fade"}}"#).transitions.count, 1)
        XCTAssertEqual(try root(#"{"type": "button", "title": "a", "transition": {"kind": "shake"}}"#).transitions.count, 1)
    }

    func testTransitionRefusals() {
        let kinds = #""fade", "slide", "scale", "crossDissolve", "flipFromBottom", "shake""#
        assertRefused(#"{"type": "view", "transition": {}}"#, path: "root.transition",
                      "missing required key \"kind\" (one of fade, slide, scale, crossDissolve, flipFromBottom, shake)")
        assertRefused(#"{"type": "view", "transition": {"kind": "fdae"}}"#, path: "root.transition.kind",
                      "expected one of \(kinds), received \"fdae\"; did you mean \"fade\"?")
        assertRefused(#"{"type": "view", "transition": {"kind": "spin"}}"#, path: "root.transition.kind", "expected one of \(kinds), received \"spin\"")
        assertRefused(#"{"type": "view", "transition": {"kind": 1}}"#, path: "root.transition.kind", "expected one of \(kinds), received 1")
        assertRefused(#"{"type": "view", "transition": "fade"}"#, path: "root.transition", #"expected a transition (a JSON object), received "fade""#)
        assertRefused(#"{"type": "view", "transition": [{"kind": "fade"}, 5]}"#, path: "root.transition[1]", "expected a transition (a JSON object), received 5")
        assertRefused(#"{"type": "view", "transition": {"kind": "fade", "durration": 1}}"#, path: "root.transition.durration",
                      #"unknown key "durration" in a transition; did you mean "duration"?"#)
        assertRefused(#"{"type": "view", "transition": {"kind": "fade", "duration": -0.1}}"#, path: "root.transition.duration", "expected \(Self.seconds), received -0.1")
        assertRefused(#"{"type": "view", "transition": {"kind": "fade", "duration": 3600.5}}"#, path: "root.transition.duration", "expected \(Self.seconds), received 3600.5")
        assertRefused(#"{"type": "view", "transition": [{"kind": "fade"}, {"kind": "fade", "delay": -1}]}"#, path: "root.transition[1].delay", "expected \(Self.seconds), received -1")
        assertRefused(#"{"type": "view", "transition": {"kind": "fade", "curve": "easIn"}}"#, path: "root.transition.curve",
                      #"expected one of "linear", "easeIn", "easeOut", "easeInOut", "spring", received "easIn"; did you mean "easeIn"?"#)
        assertRefused(#"{"type": "view", "transition": {"kind": "slide", "edge": "left"}}"#, path: "root.transition.edge",
                      #"expected one of "top", "bottom", "leading", "trailing", received "left""#)
        assertRefused(#"{"type": "view", "transition": {"kind": "slide", "distance": -5}}"#, path: "root.transition.distance", "expected a number ≥ 0 and ≤ 1000000, received -5")
        assertRefused(#"{"type": "view", "transition": {"kind": "scale", "from": 101}}"#, path: "root.transition.from", "expected a number between 0 and 100, received 101")
        assertRefused(#"{"type": "view", "transition": {"kind": "shake", "cycles": 0}}"#, path: "root.transition.cycles", "expected a number > 0 and ≤ 100, received 0")
        assertRefused(#"{"type": "view", "transition": {"kind": "shake", "amplitude": -1}}"#, path: "root.transition.amplitude", "expected a number ≥ 0 and ≤ 1000000, received -1")
        // Keys of other transition kinds name the kinds they belong to.
        assertRefused(#"{"type": "view", "transition": {"kind": "fade", "edge": "top"}}"#, path: "root.transition.edge",
                      #""edge" applies only to "slide" transitions, not to "fade""#)
        assertRefused(#"{"type": "view", "transition": {"kind": "slide", "from": 0.5}}"#, path: "root.transition.from",
                      #""from" applies only to "scale", "crossDissolve", "flipFromBottom" transitions, not to "slide""#)
        assertRefused(#"{"type": "view", "transition": {"kind": "scale", "cycles": 2}}"#, path: "root.transition.cycles",
                      #""cycles" applies only to "shake" transitions, not to "scale""#)
        // A picture change needs a picture to change from, on an image.
        assertRefused(#"{"type": "image", "src": "b.png", "transition": {"kind": "crossDissolve"}}"#, path: "root.transition",
                      #"missing required key "from" (the picture shown before the transition: a path relative to the asset folder, or a data: URI)"#)
        assertRefused(#"{"type": "image", "src": "b.png", "transition": {"kind": "flipFromBottom", "from": 0.5}}"#, path: "root.transition.from", "expected a string, received 0.5")
        assertRefused(#"{"type": "view", "transition": {"kind": "crossDissolve", "from": "a.png"}}"#, path: "root.transition.kind",
                      #""crossDissolve" changes one picture into another, so it applies only to image nodes, not to a view node"#)
        assertRefused(#"{"type": "label", "text": "a", "transition": {"kind": "flipFromBottom", "from": "a.png"}}"#, path: "root.transition.kind",
                      #""flipFromBottom" changes one picture into another, so it applies only to image nodes, not to a label node"#)
        let seventeen = Array(repeating: #"{"kind": "fade"}"#, count: 17).joined(separator: ", ")
        assertRefused(#"{"type": "view", "transition": ["# + seventeen + "]}", path: "root.transition", "expected at most 16 transitions, received an array")
        XCTAssertNil(error(#"{"type": "view", "transition": ["# + Array(repeating: #"{"kind": "fade"}"#, count: 16).joined(separator: ", ") + "]}"))
    }

    /// JSON has no NaN or infinity, so no number the format reads can be one.
    func testNonFiniteNumbersAreRefused() {
        for bad in ["NaN", "Infinity", "-Infinity", "1e999"] {
            XCTAssertNotNil(error(#"{"type": "view", "transition": {"kind": "fade", "duration": "# + bad + "}}"), bad)
            XCTAssertNotNil(error(#"{"type": "progress", "value": "# + bad + "}"), bad)
        }
    }

    // MARK: - State overlays and skeletons

    func testScreenStates() throws {
        XCTAssertEqual(try root(#"{"type": "view", "loading": true}"#).screenState, .loading)
        XCTAssertNil(try root(#"{"type": "view", "loading": false}"#).screenState)
        XCTAssertEqual(try root(#"{"type": "view", "blockLoading": true}"#).screenState, .blockLoading(subtitle: nil))
        XCTAssertEqual(try root(#"{"type": "view", "blockLoading": "Saving…"}"#).screenState, .blockLoading(subtitle: "Saving…"))
        XCTAssertNil(try root(#"{"type": "view", "blockLoading": false}"#).screenState)
        XCTAssertEqual(try root(#"{"type": "view", "error": "Could not load"}"#).screenState, .error(message: "Could not load"))
        XCTAssertEqual(try root(#"{"type": "label", "text": "a", "loading": true}"#).screenState, .loading)
        XCTAssertNil(try root(#"{"type": "view"}"#).screenState)
    }

    func testScreenStateRefusals() {
        assertRefused(#"{"type": "view", "loading": "yes"}"#, path: "root.loading", #"expected true or false, received "yes""#)
        assertRefused(#"{"type": "view", "blockLoading": 1}"#, path: "root.blockLoading", #"expected true, false, or a subtitle such as "Saving…", received 1"#)
        assertRefused(#"{"type": "view", "error": true}"#, path: "root.error",
                      #"expected the error message to show, such as "Could not load the feed", an object with its "message" and "action", or false, received true"#)
        // One state at a time: the second key is the one refused.
        XCTAssertEqual(error(#"{"type": "view", "loading": true, "error": "x"}"#)?.description,
                       #"card.json:1:82: root.error: a node shows one state at a time, but it has both "loading" and "error""#)
        assertRefused(#"{"type": "view", "blockLoading": "a", "loading": true}"#, path: "root.loading",
                      #"a node shows one state at a time, but it has both "blockLoading" and "loading""#)
        assertRefused(#"{"type": "view", "lodaing": true}"#, path: "root.lodaing", #"unknown key "lodaing" in a view node; did you mean "loading"?"#)
    }

    /// An error's object form: its message, and the title of a button under it.
    func testErrorWithAnAction() throws {
        XCTAssertEqual(try root(#"{"type": "view", "error": {"message": "Offline", "action": "Try again"}}"#).screenState,
                       .error(message: "Offline", action: "Try again"))
        XCTAssertEqual(try root(#"{"type": "view", "error": {"message": "Offline"}}"#).screenState, .error(message: "Offline"))
        assertRefused(#"{"type": "view", "error": {"action": "Try again"}}"#, path: "root.error", #"missing required key "message" (the error message to show)"#)
        assertRefused(#"{"type": "view", "error": {"message": ""}}"#, path: "root.error.message",
                      #"expected the error message to show, such as "Could not load the feed", received """#)
        assertRefused(#"{"type": "view", "error": {"message": "a", "action": ""}}"#, path: "root.error.action",
                      #"expected the title of the button under the message, such as "Try again", received """#)
        assertRefused(#"{"type": "view", "error": {"message": "a", "action": 1}}"#, path: "root.error.action",
                      #"expected the title of the button under the message, such as "Try again", received 1"#)
        assertRefused(#"{"type": "view", "error": {"message": "a", "acton": "Retry"}}"#, path: "root.error.acton",
                      #"unknown key "acton" in an error; did you mean "action"?"#)
    }

    func testRedacted() throws {
        XCTAssertTrue(try root(#"{"type": "view", "redacted": true}"#).style.redacted)
        XCTAssertFalse(try root(#"{"type": "view", "redacted": false}"#).style.redacted)
        XCTAssertFalse(try root(#"{"type": "view"}"#).style.redacted)
        XCTAssertTrue(try root(#"{"type": "label", "text": "a", "redacted": true}"#).style.redacted)
        assertRefused(#"{"type": "view", "redacted": 1}"#, path: "root.redacted", "expected true or false, received 1")
    }

    // MARK: - Review fixes

    func testAStateSwitchedOffDoesNotCountAgainstAnother() throws {
        XCTAssertEqual(try root(#"{"type": "view", "loading": false, "error": "Offline"}"#).screenState, .error(message: "Offline"))
        XCTAssertEqual(try root(#"{"type": "view", "error": false, "blockLoading": "Saving"}"#).screenState, .blockLoading(subtitle: "Saving"))
        XCTAssertNil(try root(#"{"type": "view", "error": false}"#).screenState)
    }

    func testTheSecondStateInDocumentOrderIsTheOneRefused() {
        XCTAssertEqual(error(#"{"type": "view", "blockLoading": "a", "loading": true}"#)?.path.description, "root.loading")
    }

    func testEmptyAlertTitlesErrorsAndFieldsAreRefused() {
        XCTAssertEqual(error(#"{"type": "alert", "title": ""}"#)?.path.description, "root.title")
        XCTAssertEqual(error(#"{"type": "view", "error": ""}"#)?.path.description, "root.error")
        XCTAssertEqual(error(#"{"type": "alert", "style": "edit", "title": "a", "fields": [{}]}"#)?.path.description, "root.fields[0]")
    }

    func testATransitionKindThatIsNotAStringListsTheKinds() {
        XCTAssertTrue(error(#"{"type": "view", "transition": {"kind": 1}}"#)?.message.contains(#""fade", "slide""#) ?? false)
    }

    func testAnIconsDefaultRatioCanBeTakenAway() throws {
        XCTAssertNil(try root(#"{"type": "icon", "symbol": "info", "aspectRatio": "auto"}"#).layout.aspectRatio)
        XCTAssertEqual(try root(#"{"type": "icon", "symbol": "info"}"#).layout.aspectRatio, 1)
    }

    func testKeysOfOtherKindsAreNamedWithoutSourcePositions() {
        let scene = Scene(width: 10, height: 10, root: Node(kind: .view, icon: IconContent(symbol: .info)))
        XCTAssertThrowsError(try SceneValidator().validate(scene.jsonValue)) { error in
            XCTAssertEqual((error as? SceneError)?.message, #""symbol" applies only to icon nodes, not to a view node"#)
        }
    }
}
