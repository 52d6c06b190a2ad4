import Scene
import Testing

/// Templates bound before validation: every bindable value type, interpolation and its
/// escapes, markup escaping, and the messages word for word. Columns were counted by hand.
struct TemplateBindingTests {
    /// A template with `params` on line 1 from column 13, and `root` alone on line 3, so that
    /// a position in the root is line 3 and the column within `root`'s own text.
    private func template(_ params: String, _ root: String) -> String {
        "{\"params\": {\(params)},\n\"width\": 100, \"height\": 50, \"root\":\n\(root)}"
    }

    private func decode(_ text: String, _ values: ParameterValues = ParameterValues()) throws -> Scene {
        let decoder = SceneDecoder()
        return try decoder.decode(try decoder.template(Array(text.utf8), file: "card.json"), values: values)
    }

    private func error(_ text: String, _ values: ParameterValues = ParameterValues()) -> String? {
        do {
            _ = try decode(text, values)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    private let title = #""title": {"type": "string", "default": "Hello"}"#

    // MARK: - Every bindable type

    @Test func everyTypeBindsWhereItsValueGoes() throws {
        let params = #""text": {"type": "string"}, "radius": {"type": "number"}, "lines": {"type": "integer"}, "hide": {"type": "boolean"}, "tint": {"type": "color"}, "picture": {"type": "image"}"#
        let root = #"{"type": "view", "background": {"param": "tint"}, "cornerRadius": {"param": "radius"}, "children": [{"type": "label", "text": {"param": "text"}, "maxLines": {"param": "lines"}}, {"type": "image", "src": {"param": "picture"}, "hidden": {"param": "hide"}}]}"#
        let values: ParameterValues = ["text": "Hi", "radius": 4.5, "lines": 3, "hide": true, "tint": "#FF0000", "picture": "a.png"]
        let scene = try decode(template(params, root), values)
        #expect(scene.root.style.background == .color(Color(red8: 255, green8: 0, blue8: 0)))
        #expect(scene.root.style.cornerRadius == CornerRadii(4.5))
        #expect(scene.root.children[0].label?.text == "Hi")
        #expect(scene.root.children[0].label?.maxLines == 3)
        #expect(scene.root.children[1].image?.source == .file("a.png"))
        #expect(scene.root.children[1].style.hidden == true)
    }

    @Test func textValuesAreReadByTheParametersType() throws {
        let params = #""radius": {"type": "number"}, "lines": {"type": "integer"}, "hide": {"type": "boolean"}, "label": {"type": "string"}"#
        let root = #"{"type": "view", "cornerRadius": {"param": "radius"}, "hidden": {"param": "hide"}, "children": [{"type": "label", "text": {"param": "label"}, "maxLines": {"param": "lines"}}]}"#
        let source = ParameterSource("set by a test")
        let values: ParameterValues = ["radius": .text("12.5", source: source), "lines": .text("2", source: source),
                                       "hide": .text("TRUE", source: source), "label": .text("12", source: source)]
        let scene = try decode(template(params, root), values)
        #expect(scene.root.style.cornerRadius == CornerRadii(12.5))
        #expect(scene.root.style.hidden == true)
        #expect(scene.root.children[0].label?.text == "12")
        #expect(scene.root.children[0].label?.maxLines == 2)
    }

    @Test func defaultsMakeTheSameSceneAsLiterals() throws {
        let bound = try decode(template(title + #", "size": {"type": "number", "default": 20}"#,
                                        #"{"type": "label", "text": "{title}, world", "font": {"size": {"param": "size"}}}"#))
        let literal = try SceneDecoder().decode(Array(#"{"width": 100, "height": 50, "root": {"type": "label", "text": "Hello, world", "font": {"size": 20}}}"#.utf8))
        #expect(bound == literal)
    }

    @Test func nullLeavesTheDefault() throws {
        let scene = try decode(template(title, #"{"type": "label", "text": {"param": "title"}}"#), ["title": ParameterValue(json: JSONValue(.null))])
        #expect(scene.root.label?.text == "Hello")
    }

    // MARK: - Interpolation

    @Test func interpolationFormatsNumbersAndBooleansAndKeepsEscapedBraces() throws {
        let params = #""n": {"type": "integer", "default": 6}, "x": {"type": "number", "default": 1.5}, "on": {"type": "boolean", "default": false}"#
        let scene = try decode(template(params, #"{"type": "label", "text": "{n} min, {x} x, {on}, {{literal}} }}"}"#))
        #expect(scene.root.label?.text == "6 min, 1.5 x, false, {literal} }")
    }

    @Test func bracesAreTextInAScenThatDeclaresNoParams() throws {
        let scene = try SceneDecoder().decode(Array(#"{"width": 10, "height": 10, "root": {"type": "label", "text": "{title} }{"}}"#.utf8))
        #expect(scene.root.label?.text == "{title} }{")
    }

    @Test func valuesInMarkupAreEscapedAsText() throws {
        let scene = try decode(template(title, #"{"type": "label", "markup": "<b>{title}</b>"}"#), ["title": "<b & 'x'"])
        #expect(scene.root.label?.text == "<b>&lt;b &amp; &apos;x&apos;</b>")
        let whole = try decode(template(title, #"{"type": "label", "markup": {"param": "title"}}"#), ["title": "a<i>b"])
        #expect(whole.root.label?.text == "a&lt;i&gt;b")
    }

    @Test func imagesBindInsidePathsAndColourReferences() throws {
        let params = #""slug": {"type": "string", "default": "ada"}, "photo": {"type": "image", "default": "p.jpg"}"#
        let root = #"{"type": "image", "src": "avatars/{slug}.png", "background": {"fromImage": {"param": "photo"}, "role": "primary"}}"#
        let binding = try SceneDecoder().template(Array(template(params, root).utf8)).bind()
        guard case .object(let members) = binding.document.kind, let rootValue = members.first(where: { $0.key == "root" })?.value,
              case .object(let node) = rootValue.kind else { Issue.record("no root"); return }
        #expect(node.first { $0.key == "src" }?.value.kind == .string("avatars/ada.png"))
        guard case .object(let reference)? = node.first(where: { $0.key == "background" })?.value.kind else { Issue.record("no background"); return }
        #expect(reference.first { $0.key == "fromImage" }?.value.kind == .string("p.jpg"))
    }

    // MARK: - Messages

    @Test func aBadValueNamesTheParameterItsSourceAndWhereItIsUsed() {
        // The reference {"param": "radius"} starts at column 34 of the root, 43 of line 2.
        let text = template(#""radius": {"type": "number"}"#, #"{"type": "view", "cornerRadius": {"param": "radius"}}"#)
        #expect(error(text, ["radius": .text("-5", source: .commandLine(name: "radius", text: "-5"))])
            == "card.json:3:34: params.radius (set by --set radius=-5): root.cornerRadius: expected a number ≥ 0 and ≤ 1000000, received -5")
    }

    @Test func aBadDefaultIsNamedAsTheDefault() {
        let text = template(#""size": {"type": "number", "default": -1}"#, #"{"type": "label", "text": "x", "font": {"size": {"param": "size"}}}"#)
        #expect(error(text) == "card.json:3:49: params.size (the default): root.font.size: expected a number > 0 and ≤ 2000, received -1")
    }

    @Test func anInterpolatedStringNamesEveryParameterInIt() {
        let params = #""a": {"type": "string", "default": "x"}, "b": {"type": "string", "default": "y"}"#
        #expect(error(template(params, #"{"type": "view", "background": "{a}{b}"}"#), ["b": ParameterValue(json: JSONValue(.string("z")))])
            == "card.json:3:32: params.a (the default), params.b (set by the caller): root.background: expected a colour (#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or a CSS colour name), received \"xz\"")
    }

    @Test func aValueOfTheWrongTypeIsRefusedAtItsDeclaration() {
        let text = template(#""lines": {"type": "integer"}"#, #"{"type": "label", "text": "x", "maxLines": {"param": "lines"}}"#)
        #expect(error(text, ["lines": .text("two", source: .commandLine(name: "lines", text: "two"))])
            == "card.json:1:13: params.lines (set by --set lines=two): expected a whole number, received \"two\"")
        #expect(error(text, ["lines": 2.5]) == "card.json:1:13: params.lines (set by the caller): expected a whole number, received 2.5")
        #expect(error(text, ["lines": true]) == "card.json:1:13: params.lines (set by the caller): expected a whole number, received true")
    }

    @Test func aMissingRequiredValueIsNamed() {
        let text = template(#""title": {"type": "string", "description": "The headline"}"#, #"{"type": "label", "text": {"param": "title"}}"#)
        #expect(error(text) == "card.json:1:13: params.title: no value given for the required parameter \"title\", a string (The headline)")
    }

    @Test func anUnknownValueNameSuggestsTheNearest() {
        let text = template(title, #"{"type": "label", "text": {"param": "title"}}"#)
        #expect(error(text, ["titel": .text("x", source: .commandLine(name: "titel", text: "x"))])
            == "card.json: params.titel (set by --set titel=x): unknown parameter \"titel\"; did you mean \"title\"? Declared: title")
    }

    @Test func anUnknownNameInTheTemplateIsRefusedWhenCompiled() {
        #expect(error(template(title, #"{"type": "label", "text": {"param": "titel"}}"#))
            == "card.json:3:37: root.text.param: unknown parameter \"titel\"; did you mean \"title\"? Declared: title")
        #expect(error(template(title, #"{"type": "label", "text": "By {author}"}"#))
            == "card.json:3:27: root.text: unknown parameter \"author\"; declared: title")
    }

    @Test func strayBracesAreRefusedWithTheEscape() {
        let hint = "; parameters are written {name}, and a literal brace as {{ or }}"
        #expect(error(template(title, #"{"type": "label", "text": "a { b"}"#)) == "card.json:3:27: root.text: an unclosed \"{\" at character 3" + hint)
        #expect(error(template(title, #"{"type": "label", "text": "a } b"}"#)) == "card.json:3:27: root.text: a lone \"}\" at character 3" + hint)
        #expect(error(template(title, #"{"type": "label", "text": "{a b}"}"#)) == "card.json:3:27: root.text: \"{a b}\" is not a parameter name at character 1" + hint)
    }

    @Test func aReferenceHasOnlyTheParamKey() {
        #expect(error(template(title, #"{"type": "label", "text": {"param": "title", "x": 1}}"#))
            == "card.json:3:46: root.text.x: a parameter reference has only the key \"param\", as in {\"param\": \"title\"}")
    }

    @Test func declarationsAreChecked() {
        #expect(error(template(#""t": {"type": "strng"}"#, "{\"type\": \"view\"}"))
            == "card.json:1:27: params.t.type: expected one of string, number, integer, boolean, color, image, received \"strng\"; did you mean \"string\"?")
        #expect(error(template(#""t": {"type": "number", "default": "big"}"#, "{\"type\": \"view\"}"))
            == "card.json:1:48: params.t.default: expected a number, received \"big\"")
        #expect(error(template(#""9t": {"type": "number"}"#, "{\"type\": \"view\"}"))
            == "card.json:1:13: params[\"9t\"]: \"9t\" is not a parameter name; use a letter or _, then letters, digits, _ or -, at most 64 in all")
        #expect(error(template(#""t": {"type": "string", "values": ["a", "b"], "default": "c"}"#, "{\"type\": \"view\"}"))
            == "card.json:1:70: params.t.default: expected one of \"a\", \"b\", received \"c\"")
        #expect(error(template(#""t": {"type": "string", "defualt": "c"}"#, "{\"type\": \"view\"}"))
            == "card.json:1:37: params.t.defualt: unknown key \"defualt\" in a parameter declaration; did you mean \"default\"?")
    }

    @Test func allowedValuesAreEnforced() throws {
        let text = template(#""theme": {"type": "string", "values": ["light", "dark"], "default": "light"}"#, #"{"type": "label", "text": "{theme}"}"#)
        #expect(try decode(text, ["theme": "dark"]).root.label?.text == "dark")
        #expect(error(text, ["theme": "blue"]) == "card.json:1:13: params.theme (set by the caller): expected one of \"light\", \"dark\", received \"blue\"")
    }

    @Test func aStringRepeatingALongValueIsRefusedBeforeItIsBuilt() {
        let long = String(repeating: "x", count: 100_000)
        let text = template(#""a": {"type": "string", "default": "\#(long)"}"#,
                            #"{"type": "label", "text": "\#(String(repeating: "{a}", count: 1000))"}"#)
        let start = ContinuousClock.now
        #expect(error(text) == "card.json: params.a (the default): root.text: the bound template's strings are longer than 16777216 bytes in all")
        #expect(ContinuousClock.now - start < .seconds(10), "the 100 MB string must not be built first")
    }

    @Test func boundStringsAreLimitedInAll() {
        var limits = SceneLimits()
        limits.maximumBoundBytes = 100
        let text = template(title, #"{"type": "label", "text": "{title}{title}"}"#)
        do {
            let template = try SceneDecoder(limits: limits).template(Array(text.utf8), file: "card.json")
            _ = try template.bind(["title": ParameterValue(json: JSONValue(.string(String(repeating: "x", count: 60))))])
            Issue.record("a 120-byte string was bound under a 100-byte limit")
        } catch {
            #expect(error.description == "card.json: params.title (set by the caller): root.text: the bound template's strings are longer than 100 bytes in all")
        }
    }
}
