import Scene
import XCTest

/// An unknown key that is a CSS property name gets the scene key that does its job, in
/// camelCase or kebab-case, and only where that key applies; other unknown keys keep the
/// nearest-key suggestion or the list of allowed keys.
final class CSSKeySuggestionTests: XCTestCase {
    private static let prefix = #"{"width": 100, "height": 100, "root": "#

    /// The message of the refusal of `node` as the root, after checking its path.
    private func message(_ node: String, path: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try SceneDecoder().decode(Array((Self.prefix + node + "}").utf8), file: "card.json")
            XCTFail("accepted: \(node)", file: file, line: line)
            return nil
        } catch {
            XCTAssertEqual(error.path.description, path, file: file, line: line)
            return error.message
        }
    }

    /// (node, unknown key, the hint after "; ").
    private let cases: [(String, String, String)] = [
        (#""type": "label", "text": "x""#, "textAlign", #"did you mean "align"? (CSS text-align)"#),
        (#""type": "label", "text": "x""#, "text-align", #"did you mean "align"? (CSS text-align)"#),
        (#""type": "label", "text": "x""#, "fontSize", #"did you mean "font": {"size": …}? (CSS font-size)"#),
        (#""type": "label", "text": "x""#, "fontWeight", #"did you mean "font": {"weight": …}? (CSS font-weight)"#),
        (#""type": "label", "text": "x""#, "fontFamily", #"did you mean "font": {"family": …}? (CSS font-family)"#),
        (#""type": "label", "text": "x""#, "textOverflow", #"did you mean "truncation"? (CSS text-overflow)"#),
        (#""type": "label", "text": "x""#, "WebkitLineClamp", #"did you mean "maxLines"? (CSS -webkit-line-clamp)"#),
        (#""type": "button", "title": "Go""#, "fontWeight", #"did you mean "font": {"weight": …}? (CSS font-weight)"#),
        (#""type": "image", "src": "a.png""#, "objectFit", #"did you mean "contentMode"? (CSS object-fit)"#),
        (#""type": "view""#, "boxShadow", #"did you mean "shadow"? (CSS box-shadow)"#),
        (#""type": "view""#, "borderRadius", #"did you mean "cornerRadius"? (CSS border-radius)"#),
        (#""type": "view""#, "borderTopLeftRadius", #"did you mean "cornerRadius": {"topLeft": …}? (CSS border-top-left-radius)"#),
        (#""type": "view""#, "backgroundColor", #"did you mean "background"? (CSS background-color)"#),
        (#""type": "view""#, "background-color", #"did you mean "background"? (CSS background-color)"#),
        (#""type": "view""#, "borderWidth", #"did you mean "border": {"width": …}? (CSS border-width)"#),
        (#""type": "view""#, "overflow", #"did you mean "clip": true? (CSS overflow)"#),
        (#""type": "view""#, "visibility", #"did you mean "hidden": true? (CSS visibility)"#),
        (#""type": "view""#, "marginTop", #"did you mean "margin": {"top": …}? (CSS margin-top)"#),
        (#""type": "view""#, "paddingLeft", #"did you mean "padding": {"left": …}? (CSS padding-left)"#),
        (#""type": "view""#, "flexGrow", #"did you mean "grow"? (CSS flex-grow)"#),
        (#""type": "view""#, "flexShrink", #"did you mean "shrink"? (CSS flex-shrink)"#),
        (#""type": "view""#, "flexBasis", #"did you mean "basis"? (CSS flex-basis)"#),
        (#""type": "view""#, "flex", #"did you mean "grow"? (CSS flex)"#),
        (#""type": "hstack""#, "justifyContent", #"did you mean "justify"? (CSS justify-content)"#),
        (#""type": "hstack""#, "alignItems", #"did you mean "align"? (CSS align-items)"#),
        (#""type": "zstack""#, "alignItems", #"did you mean "alignment"? (CSS align-items)"#),
        (#""type": "vstack""#, "flexDirection", #"did you mean "direction"? (CSS flex-direction)"#),
        (#""type": "hstack""#, "flexWrap", #"did you mean "wrap"? (CSS flex-wrap)"#),
        (#""type": "hstack""#, "rowGap", #"did you mean "gap": {"row": …}? (CSS row-gap)"#),
        (#""type": "view""#, "z-index", #"did you mean "zIndex"? (CSS z-index)"#),
    ]

    func testCSSNamesGetTheSceneKey() {
        for (node, key, hint) in cases {
            let kind = String(node.split(separator: "\"")[2])
            let role = ["image", "hstack"].contains(kind) ? "an \(kind)" : "a \(kind)"
            // A key that is not a plain name is written in brackets in the path.
            let path = key.contains("-") ? "root[\"\(key)\"]" : "root.\(key)"
            XCTAssertEqual(message("{\(node), \"\(key)\": 1}", path: path),
                           "unknown key \"\(key)\" in \(role) node; \(hint)", key)
        }
    }

    /// Inside a font, a run, a border or a gap, the member is a key of its own.
    func testNestedObjectsGetTheirOwnKey() {
        XCTAssertEqual(message(#"{"type": "label", "text": "x", "font": {"fontSize": 12}}"#, path: "root.font.fontSize"),
                       #"unknown key "fontSize" in a font; did you mean "size"? (CSS font-size)"#)
        XCTAssertEqual(message(#"{"type": "label", "text": [{"text": "a", "fontStyle": "italic"}]}"#, path: "root.text[0].fontStyle"),
                       #"unknown key "fontStyle" in a run of text; did you mean "style"? (CSS font-style)"#)
        XCTAssertEqual(message(#"{"type": "view", "border": {"color": "red", "borderColor": "red"}}"#, path: "root.border.borderColor"),
                       #"unknown key "borderColor" in a border; did you mean "color"? (CSS border-color)"#)
        XCTAssertEqual(message(#"{"type": "hstack", "gap": {"columnGap": 4}}"#, path: "root.gap.columnGap"),
                       #"unknown key "columnGap" in a gap; did you mean "column"? (CSS column-gap)"#)
    }

    /// A scene key that means something else on this kind is not offered: a label's `align`
    /// is text alignment and its `wrap` text wrapping, and a toast's `style` its look.
    func testAKeyThatMeansSomethingElseHereIsNotOffered() {
        XCTAssertEqual(message(#"{"type": "label", "text": "x", "alignItems": "center"}"#, path: "root.alignItems")?.contains("did you mean"), false)
        XCTAssertEqual(message(#"{"type": "label", "text": "x", "flexWrap": "wrap"}"#, path: "root.flexWrap")?.contains("did you mean"), false)
        XCTAssertEqual(message(#"{"type": "hstack", "textAlign": "center"}"#, path: "root.textAlign")?.contains("did you mean"), false)
        XCTAssertEqual(message(#"{"type": "toast", "text": "Saved", "fontStyle": "italic"}"#, path: "root.fontStyle")?.contains("did you mean"), false)
        // A view has no justify, so its list of keys is given instead.
        XCTAssertEqual(message(#"{"type": "view", "justifyContent": "center"}"#, path: "root.justifyContent")?.contains("; allowed keys: type, id, "), true)
    }

    func testOtherUnknownKeysAreUnchanged() {
        XCTAssertEqual(message(#"{"type": "view", "backgroud": "red"}"#, path: "root.backgroud"),
                       #"unknown key "backgroud" in a view node; did you mean "background"?"#)
        XCTAssertEqual(message(#"{"type": "view", "border": {"color": "red", "qqqqqqqqqqqq": 1}}"#, path: "root.border.qqqqqqqqqqqq"),
                       #"unknown key "qqqqqqqqqqqq" in a border; allowed keys: width, color, dash, top, right, bottom, left"#)
    }
}
