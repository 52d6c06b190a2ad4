import XCTest
import Foundation
@testable import Scene

/// Keeps the validator, the JSON Schema (`schema/scene.schema.json`) and the reference
/// (`docs/scene-format.md`) describing the same format.
///
/// The validator is the authority. The schema is checked against it key by key, range by
/// range and required key by required key; the reference must name every key, and every
/// example in it must decode.
final class SchemaSyncTests: XCTestCase {
    // MARK: - Nested key lists

    /// The keys of every nested object, per schema definition. Checked against both the
    /// schema's `$defs` and the validator's own "allowed keys" messages, so a key added to
    /// either one without the other fails.
    static let nestedKeys: [String: [String]] = [
        "frame": ["x", "y", "width", "height"],
        "border": ["width", "color", "dash", "top", "right", "bottom", "left"],
        "borderSide": ["width", "color"],
        "shadow": ["color", "blur", "x", "y", "spread", "inset"],
        "transform": ["translate", "scale", "rotate", "anchor", "skewX", "skewY", "origin"],
        "gradient": ["type", "angle", "stops", "center", "radius"],
        "stop": ["color", "position"],
        "cornerRadius": ["topLeft", "topRight", "bottomRight", "bottomLeft"],
        "translation": ["x", "y"],
        "scalePair": ["x", "y"],
        "unitPoint": ["x", "y"],
        "margin": ["top", "right", "bottom", "left", "horizontal", "vertical"],
        "padding": ["top", "right", "bottom", "left", "horizontal", "vertical"],
        "gap": ["row", "column"],
        "font": ["family", "size", "weight", "style"],
        "fontFile": ["src", "family", "weight", "style"],
        "run": ["text", "family", "size", "weight", "style", "color", "underline", "strikethrough", "background", "letterSpacing", "baselineShift"],
        "textShadow": ["color", "blur", "x", "y", "spread"],
        "color": ["fromImage", "role"],
        "transition": ["kind", "duration", "delay", "curve", "edge", "distance", "from", "amplitude", "cycles"],
        "buttonIcon": ["symbol"],
        "errorState": ["message", "action"],
        "alertButton": ["title", "role"],
        "alertField": ["placeholder", "text"],
        "parameter": ["type", "default", "description", "values"],
        "parameterReference": ["param"],
        "position": ["x", "y"],
        "pictureMask": ["src", "contentMode"],
    ]

    /// Definitions the schema must have.
    static let requiredDefinitions = [
        "node", "color", "fill", "gradient", "stop", "cornerRadius", "border", "shadow", "transform", "frame",
        "size", "offset", "sizeOrAuto", "maxSize", "offsetOrAuto", "margin", "padding", "gap",
        "font", "fontWeight", "lineHeight", "run", "textShadow",
        "transition", "buttonIcon", "alertButton", "alertField", "errorState",
    ]

    /// A key no allowed key is near, so the validator lists the allowed keys instead of
    /// suggesting one.
    static let strangerKey = "qqqqqqqqqqqq"

    // MARK: - Top level and nodes

    func testSchemaTopLevelPropertiesMatchSceneKeys() throws {
        let schema = try loadSchema()
        XCTAssertEqual(schema["additionalProperties"] as? Bool, false, "the top level must refuse unknown keys")
        let schemaKeys = try propertyNames(of: schema)
        let validatorKeys = Set(SceneValidator.sceneKeys)
        XCTAssertEqual(schemaKeys.sorted(), validatorKeys.sorted(), "schema top-level properties differ from SceneValidator.sceneKeys")
        XCTAssertEqual(schemaKeys.subtracting(validatorKeys), [], "in the schema but refused by the validator")
        XCTAssertEqual(validatorKeys.subtracting(schemaKeys), [], "accepted by the validator but missing from the schema")
    }

    func testSchemaNodePropertiesMatchNodeKeys() throws {
        let node = try definition("node")
        XCTAssertEqual(node["additionalProperties"] as? Bool, false, "nodes must refuse unknown keys")
        let schemaKeys = try propertyNames(of: node)
        var acceptedSomewhere: Set<String> = []
        for kind in NodeKind.allCases {
            let keys = Set(SceneValidator.nodeKeys(for: kind))
            acceptedSomewhere.formUnion(keys)
            XCTAssertEqual(keys.subtracting(schemaKeys), [], "\(kind.rawValue) node keys missing from the schema's node definition")
        }
        XCTAssertEqual(schemaKeys.subtracting(acceptedSomewhere), [], "node properties in the schema that no node kind accepts")
    }

    func testSchemaNodeTypesMatchNodeKinds() throws {
        let node = try definition("node")
        let properties = try XCTUnwrap(node["properties"] as? [String: Any])
        let type = try XCTUnwrap(properties["type"] as? [String: Any])
        let names = try XCTUnwrap(type["enum"] as? [String], "node type must be an enum")
        XCTAssertEqual(names, NodeKind.allCases.map(\.rawValue))
        XCTAssertEqual(names.count, 12)
    }

    /// The schema forbids `children` on exactly the kinds the validator refuses it on.
    func testSchemaChildrenRuleMatchesNodeKinds() throws {
        let node = try definition("node")
        let rules = try XCTUnwrap(node["allOf"] as? [[String: Any]], "the node definition needs an allOf with the children rule")
        var forbidden: Set<String>?
        for rule in rules {
            guard let then = rule["then"] as? [String: Any],
                  let thenProperties = then["properties"] as? [String: Any],
                  thenProperties["children"] as? Bool == false,
                  let condition = rule["if"] as? [String: Any],
                  let conditionProperties = condition["properties"] as? [String: Any],
                  let type = conditionProperties["type"] as? [String: Any],
                  let names = type["enum"] as? [String] else { continue }
            forbidden = Set(names)
        }
        let withoutChildren = Set(NodeKind.allCases.filter { !$0.allowsChildren }.map(\.rawValue))
        XCTAssertEqual(forbidden?.sorted(), withoutChildren.sorted(), "kinds whose children the schema forbids")
    }

    /// For every kind, the schema's per-type rules forbid exactly the node properties the
    /// validator refuses on that kind (children, the stack keys, alignment, minLength).
    func testSchemaKindRulesMatchNodeKeys() throws {
        let node = try definition("node")
        let schemaKeys = try propertyNames(of: node)
        let rules = try XCTUnwrap(node["allOf"] as? [[String: Any]], "the node definition needs an allOf")
        for kind in NodeKind.allCases {
            var forbidden: Set<String> = []
            for rule in rules {
                guard let condition = rule["if"] as? [String: Any],
                      let conditionProperties = condition["properties"] as? [String: Any],
                      let type = conditionProperties["type"] as? [String: Any],
                      let names = type["enum"] as? [String], names.contains(kind.rawValue),
                      let then = rule["then"] as? [String: Any],
                      let thenProperties = then["properties"] as? [String: Any] else { continue }
                for (key, value) in thenProperties where value as? Bool == false { forbidden.insert(key) }
            }
            let refused = schemaKeys.subtracting(SceneValidator.nodeKeys(for: kind))
            XCTAssertEqual(forbidden.sorted(), refused.sorted(), "keys the schema forbids on \(kind.rawValue)")
        }
    }

    /// The schema's rule for nodes with a frame forbids exactly the keys the validator
    /// refuses next to a frame.
    func testSchemaFrameRuleMatchesValidator() throws {
        let node = try definition("node")
        let rules = try XCTUnwrap(node["allOf"] as? [[String: Any]])
        var forbidden: Set<String>?
        for rule in rules {
            guard let condition = rule["if"] as? [String: Any], condition["required"] as? [String] == ["frame"],
                  let then = rule["then"] as? [String: Any],
                  let thenProperties = then["properties"] as? [String: Any] else { continue }
            forbidden = Set(thenProperties.filter { $0.value as? Bool == false }.keys)
        }
        // A valid value for every key a view accepts next to a frame.
        let samples: [String: String] = [
            "width": "10", "height": "10", "minWidth": "10", "minHeight": "10", "maxWidth": "10", "maxHeight": "10",
            "aspectRatio": "2", "margin": "1", "padding": "1", "position": "\"absolute\"",
            "left": "1", "top": "1", "right": "1", "bottom": "1",
            "grow": "1", "shrink": "1", "basis": "10", "alignSelf": "\"center\"",
        ]
        XCTAssertEqual(Set(samples.keys), Set(SceneValidator.nodeKeys(for: .view)).subtracting(SceneValidator.commonNodeKeys + ["children"]),
                       "the test needs a sample for every layout key of a view")
        var refused: Set<String> = []
        for (key, sample) in samples {
            let text = "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"view\", \"frame\": {\"x\": 1}, \"\(key)\": \(sample)}}"
            if let error = decodingError(text) {
                XCTAssertTrue(error.message.contains("cannot be combined with \"frame\""), "\(key): \(error)")
                refused.insert(key)
            }
        }
        XCTAssertEqual(forbidden?.sorted(), refused.sorted(), "keys refused next to a frame")
    }

    /// Keyword enums in the schema list the model's spellings, in order. `direction`,
    /// `align` and `wrap` mean one thing on a stack and another on a label: the node
    /// property lists both kinds' spellings, and each kind's rule narrows it to its own.
    func testSchemaKeywordEnumsMatchModel() throws {
        let properties = try XCTUnwrap(try definition("node")["properties"] as? [String: Any])
        let expected: [String: [String]] = [
            "position": Positioning.allCases.map(\.rawValue),
            "alignSelf": ["auto"] + CrossAlignment.allCases.map(\.rawValue),
            "direction": FlexDirection.allCases.map(\.rawValue),
            "justify": MainAlignment.allCases.map(\.rawValue),
            "align": CrossAlignment.allCases.map(\.rawValue),
            "wrap": FlexWrap.allCases.map(\.rawValue),
            "alignContent": ContentAlignment.allCases.map(\.rawValue),
            "alignment": StackAlignment.allCases.map(\.rawValue),
            "truncation": Truncation.allCases.map(\.rawValue),
        ]
        let labelNames = Self.labelKeywords
        for (key, names) in expected {
            let property = try XCTUnwrap(properties[key] as? [String: Any], "no node property \(key)")
            let all = names + ((labelNames[key] ?? []) + (Self.toastKeywords[key] ?? [])).filter { !names.contains($0) }
            XCTAssertEqual(property["enum"] as? [String], key == "truncation" ? names : all, key)
            // The validator names the same spellings when it refuses a value.
            let root = ["direction", "justify", "align", "wrap", "alignContent"].contains(key) ? "hstack" : key == "alignment" ? "zstack" : key == "truncation" ? "label" : "view"
            let text = root == "label" ? ", \"text\": \"x\"" : ""
            let error = decodingError("{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"\(root)\"\(text), \"\(key)\": \"qqqqqqqqqqqq\"}}")
            XCTAssertEqual(error?.message, "expected one of " + names.map { "\"\($0)\"" }.joined(separator: ", ") + ", received \"qqqqqqqqqqqq\"", key)
        }
        let node = try definition("node")
        for (kind, key, names) in [("hstack", "direction", FlexDirection.allCases.map(\.rawValue)), ("vstack", "align", CrossAlignment.allCases.map(\.rawValue)),
                                   ("hstack", "wrap", FlexWrap.allCases.map(\.rawValue)), ("view", "position", Positioning.allCases.map(\.rawValue))]
            + labelNames.map({ ("label", $0.key, $0.value) }) + Self.toastKeywords.map({ ("toast", $0.key, $0.value) }) {
            XCTAssertEqual(try kindRuleProperties(in: node, for: kind)[key]?["enum"] as? [String], names, "\(kind) \(key)")
        }
    }

    /// The toast's keywords that share a name with a node property of other kinds.
    static let toastKeywords: [String: [String]] = [
        "position": ToastPosition.allCases.map(\.rawValue),
    ]

    /// The label's keywords, as the model spells them.
    static let labelKeywords: [String: [String]] = [
        "align": TextAlign.allCases.map(\.rawValue),
        "wrap": TextWrap.allCases.map(\.rawValue),
        "direction": TextDirection.allCases.map(\.rawValue),
    ]

    /// The validator names the label's own spellings when it refuses one of its keywords.
    func testLabelKeywordMessagesMatchModel() throws {
        for (key, names) in Self.labelKeywords {
            let error = decodingError("{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"label\", \"text\": \"x\", \"\(key)\": \"qqqqqqqqqqqq\"}}")
            XCTAssertEqual(error?.message, "expected one of " + names.map { "\"\($0)\"" }.joined(separator: ", ") + ", received \"qqqqqqqqqqqq\"", key)
        }
    }

    /// The label's font: style and weight spellings, the text limit, and the required text.
    func testSchemaLabelRulesMatchValidator() throws {
        let font = try definition("font")
        let fontProperties = try XCTUnwrap(font["properties"] as? [String: Any])
        XCTAssertEqual((fontProperties["style"] as? [String: Any])?["enum"] as? [String], ["normal", "italic", "oblique"])
        let weight = try XCTUnwrap(try definition("fontWeight")["oneOf"] as? [[String: Any]])
        XCTAssertEqual(weight.compactMap { $0["enum"] as? [String] }.first, FontSpec.weightNames.map(\.name))
        XCTAssertNil(weight.first?["multipleOf"], "any whole weight from 1 to 1000 is accepted")
        let label = { (members: String) in "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"label\", \(members)}}" }
        for (name, _) in FontSpec.weightNames {
            XCTAssertNil(decodingError(label("\"text\": \"x\", \"font\": {\"weight\": \"\(name)\"}")), name)
        }
        for value in ["0", "1001", "1.5", "450.5", "\"Bold\"", "\"bolder\""] {
            XCTAssertNotNil(decodingError(label("\"text\": \"x\", \"font\": {\"weight\": \(value)}")), "weight \(value)")
        }
        for value in ["1", "150", "450", "1000"] {
            XCTAssertNil(decodingError(label("\"text\": \"x\", \"font\": {\"weight\": \(value)}")), "weight \(value)")
        }
        // Whole numbers only, as the schema's "integer" says.
        XCTAssertNotNil(decodingError(label("\"text\": \"x\", \"maxLines\": 1.5")))
        XCTAssertNil(decodingError(label("\"text\": \"x\", \"maxLines\": 2.0")))

        let properties = try XCTUnwrap(try definition("node")["properties"] as? [String: Any])
        let text = try XCTUnwrap((properties["text"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        XCTAssertEqual(text.first?["maxLength"] as? Int, 100_000)
        XCTAssertNil(decodingError(label("\"text\": \"" + String(repeating: "é", count: 100_000) + "\"")))
        XCTAssertNotNil(decodingError(label("\"text\": \"" + String(repeating: "é", count: 100_001) + "\"")))

        let family = try XCTUnwrap(fontProperties["family"] as? [String: Any])
        // A run's family follows the same rule.
        let runFamily = try XCTUnwrap((try definition("run")["properties"] as? [String: Any])?["family"] as? [String: Any])
        for key in ["type", "minLength", "maxLength", "pattern"] {
            XCTAssertEqual(runFamily[key].map { "\($0)" }, family[key].map { "\($0)" }, key)
        }
        let runStyle = try XCTUnwrap((try definition("run")["properties"] as? [String: Any])?["style"] as? [String: Any])
        XCTAssertEqual(runStyle["enum"] as? [String], ["normal", "italic", "oblique"])
        XCTAssertEqual(family["minLength"] as? Int, 1)
        XCTAssertEqual(family["maxLength"] as? Int, 200)
        XCTAssertNil(decodingError(label("\"text\": \"x\", \"font\": {\"family\": \"" + String(repeating: "a", count: 200) + "\"}")))
        XCTAssertNotNil(decodingError(label("\"text\": \"x\", \"font\": {\"family\": \"" + String(repeating: "a", count: 201) + "\"}")))
        XCTAssertNotNil(decodingError(label("\"text\": \"x\", \"font\": {\"family\": \"\"}")))
        let familyPattern = try NSRegularExpression(pattern: try XCTUnwrap(family["pattern"] as? String))
        for sample in ["DejaVu Sans", "Inter, sans-serif", "Inter,serif", "A , B ,C", ",", " ", "Inter,", ", Inter", "Inter,,serif", "Inter, ,serif"] {
            let matches = familyPattern.firstMatch(in: sample, range: NSRange(sample.startIndex..., in: sample)) != nil
            XCTAssertEqual(matches, decodingError(label("\"text\": \"x\", \"font\": {\"family\": \"\(sample)\"}")) == nil, sample)
        }

        // A text shadow's spread is accepted only as 0, the schema's const.
        let spread = try XCTUnwrap((try definition("textShadow")["properties"] as? [String: Any])?["spread"] as? [String: Any])
        XCTAssertEqual(spread["const"] as? Int, 0)
        XCTAssertNil(decodingError(label("\"text\": \"x\", \"textShadow\": {\"spread\": 0}")))
        XCTAssertNotNil(decodingError(label("\"text\": \"x\", \"textShadow\": {\"spread\": 0.5}")))

        // The label rule requires exactly one of text and markup, as the validator does.
        let required = try kindRuleRequired(in: try definition("node"), for: "label")
        XCTAssertEqual(required, [["text"], ["markup"]])
        XCTAssertTrue(decodingError(label("\"id\": \"a\""))?.message.contains("missing required key \"text\"") ?? false)
        XCTAssertNil(decodingError(label("\"text\": \"x\"")))
        XCTAssertNil(decodingError(label("\"markup\": \"<b>x</b>\"")))
        XCTAssertNotNil(decodingError(label("\"text\": \"x\", \"markup\": \"x\"")))
        // The image rule requires its src, and the components their content.
        let requiredByKind: [NodeKind: [[String]]] = [
            .label: [["text"], ["markup"]], .image: [["src"]], .icon: [["symbol"]], .button: [["title"], ["icon"], ["children"]], .toast: [["text"]], .alert: [["title"]],
        ]
        for kind in NodeKind.allCases {
            XCTAssertEqual(try kindRuleRequired(in: try definition("node"), for: kind.rawValue), requiredByKind[kind] ?? [], kind.rawValue)
        }
        let markup = try XCTUnwrap(properties["markup"] as? [String: Any])
        XCTAssertEqual(markup["maxLength"] as? Int, 100_000)
    }

    /// The image's keys: `contentMode` lists the model's modes in order (and the validator
    /// names them when it refuses one), `src` is required and non-empty, `tint` is a colour
    /// and `circle` a boolean.
    func testSchemaImageRulesMatchValidator() throws {
        let properties = try XCTUnwrap(try definition("node")["properties"] as? [String: Any])
        let names = ContentMode.allCases.map(\.rawValue)
        let contentMode = try XCTUnwrap(properties["contentMode"] as? [String: Any])
        XCTAssertEqual(contentMode["enum"] as? [String], names)
        XCTAssertEqual(contentMode["default"] as? String, ContentMode.fill.rawValue)
        let image = { (members: String) in "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"image\", \(members)}}" }
        XCTAssertEqual(decodingError(image("\"src\": \"a.png\", \"contentMode\": \"qqqqqqqqqqqq\""))?.message,
                       "expected one of " + names.map { "\"\($0)\"" }.joined(separator: ", ") + ", received \"qqqqqqqqqqqq\"")
        for name in names { XCTAssertNil(decodingError(image("\"src\": \"a.png\", \"contentMode\": \"\(name)\"")), name) }

        let src = try XCTUnwrap(properties["src"] as? [String: Any])
        XCTAssertEqual(src["type"] as? String, "string")
        XCTAssertNotNil(src["pattern"], "the pattern, which refuses an empty src too, is checked with the font sources")
        XCTAssertNotNil(decodingError(image("\"src\": \"\"")))
        XCTAssertTrue(decodingError(image("\"id\": \"a\""))?.message.contains("missing required key \"src\"") ?? false)
        XCTAssertNil(decodingError(image("\"src\": \"data:image/png;base64,iVBORw0KGgo=\"")))

        XCTAssertEqual((properties["tint"] as? [String: Any])?["$ref"] as? String, "#/$defs/color")
        XCTAssertNil(decodingError(image("\"src\": \"a.png\", \"tint\": \"#2563EB80\"")))
        XCTAssertNotNil(decodingError(image("\"src\": \"a.png\", \"tint\": \"qqqqqqqqqqqq\"")))
        let circle = try XCTUnwrap(properties["circle"] as? [String: Any])
        XCTAssertEqual(circle["type"] as? String, "boolean")
        XCTAssertEqual(circle["default"] as? Bool, false)
        XCTAssertNotNil(decodingError(image("\"src\": \"a.png\", \"circle\": 1")))
    }

    /// The components' keywords: the schema lists the model's spellings in order, and the
    /// validator names the same ones when it refuses a value. `style` means one thing on a
    /// toast and another on an alert: the node property lists both, each kind's rule its own.
    func testSchemaComponentKeywordsMatchModel() throws {
        let properties = try XCTUnwrap(try definition("node")["properties"] as? [String: Any])
        let node = try definition("node")
        // (key, spellings, a document with VALUE where the keyword goes).
        let button = { (key: String) in "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"button\", \"title\": \"a\", \"\(key)\": VALUE}}" }
        let cases: [(String, [String], String)] = [
            ("iconPosition", IconPosition.allCases.map(\.rawValue), button("iconPosition")),
            ("variant", ButtonVariant.allCases.map(\.rawValue), button("variant")),
            ("state", ButtonState.allCases.map(\.rawValue), button("state")),
            ("loadingStyle", LoadingStyle.allCases.map(\.rawValue), button("loadingStyle")),
            ("progressStyle", ProgressStyle.allCases.map(\.rawValue), button("progressStyle")),
            ("errorStyle", ErrorStyle.allCases.map(\.rawValue), button("errorStyle")),
        ]
        for (key, names, template) in cases {
            XCTAssertEqual((properties[key] as? [String: Any])?["enum"] as? [String], names, key)
            XCTAssertEqual(decodingError(template.replacingOccurrences(of: "VALUE", with: "\"qqqqqqqqqqqq\""))?.message,
                           "expected one of " + names.map { "\"\($0)\"" }.joined(separator: ", ") + ", received \"qqqqqqqqqqqq\"", key)
            for name in names { XCTAssertNil(decodingError(template.replacingOccurrences(of: "VALUE", with: "\"\(name)\"")), "\(key) \(name)") }
        }
        let toastStyles = ToastStyle.allCases.map(\.rawValue), alertStyles = AlertStyle.allCases.map(\.rawValue)
        XCTAssertEqual((properties["style"] as? [String: Any])?["enum"] as? [String], toastStyles + alertStyles.filter { !toastStyles.contains($0) })
        XCTAssertEqual(try kindRuleProperties(in: node, for: "toast")["style"]?["enum"] as? [String], toastStyles)
        XCTAssertEqual(try kindRuleProperties(in: node, for: "alert")["style"]?["enum"] as? [String], alertStyles)
        for (kind, members, names) in [("toast", "\"text\": \"a\"", toastStyles), ("alert", "\"title\": \"a\"", alertStyles)] {
            let error = decodingError("{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"\(kind)\", \(members), \"style\": \"qqqqqqqqqqqq\"}}")
            XCTAssertEqual(error?.message, "expected one of " + names.map { "\"\($0)\"" }.joined(separator: ", ") + ", received \"qqqqqqqqqqqq\"", kind)
        }

        let transition = try XCTUnwrap(try definition("transition")["properties"] as? [String: Any])
        XCTAssertEqual((transition["kind"] as? [String: Any])?["enum"] as? [String], TransitionKind.names)
        XCTAssertEqual((transition["curve"] as? [String: Any])?["enum"] as? [String], TimingCurve.allCases.map(\.rawValue))
        XCTAssertEqual((transition["edge"] as? [String: Any])?["enum"] as? [String], SlideEdge.allCases.map(\.rawValue))
        let role = try XCTUnwrap(resolve("#/$defs/alertButton/oneOf/1/properties/role", in: try loadSchema()) as? [String: Any])
        XCTAssertEqual(role["enum"] as? [String], AlertButtonRole.allCases.map(\.rawValue))
        // Icon names: one list, too long for the message, which names the page instead.
        XCTAssertEqual(try definition("symbol")["enum"] as? [String], Symbol.allCases.map(\.rawValue))
        let buttonIcon = try XCTUnwrap(try definition("buttonIcon")["properties"] as? [String: Any])
        for symbol in [properties["symbol"], buttonIcon["symbol"]] {
            XCTAssertEqual((symbol as? [String: Any])?["$ref"] as? String, "#/$defs/symbol")
        }
        let icon = "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"icon\", \"symbol\": VALUE}}"
        XCTAssertEqual(decodingError(icon.replacingOccurrences(of: "VALUE", with: "\"qqqqqqqqqqqq\""))?.message,
                       "expected \(SceneValidator.symbolExpectation), received \"qqqqqqqqqqqq\"")
        for symbol in Symbol.allCases { XCTAssertNil(decodingError(icon.replacingOccurrences(of: "VALUE", with: "\"\(symbol)\"")), "\(symbol)") }
    }

    /// The keys of one transition kind are refused on the others, by the schema's rules and
    /// by the validator alike; picture changes need their `from`.
    func testSchemaTransitionRulesMatchValidator() throws {
        let transition = try definition("transition")
        let rules = try XCTUnwrap(transition["allOf"] as? [[String: Any]])
        let samples: [String: String] = ["edge": "\"top\"", "distance": "5", "amplitude": "5", "cycles": "2"]
        for kind in TransitionKind.names {
            var forbidden: Set<String> = []
            var required: [String] = []
            for rule in rules {
                guard let condition = (rule["if"] as? [String: Any])?["properties"] as? [String: Any],
                      let kindRule = condition["kind"] as? [String: Any],
                      kindRule["const"] as? String == kind || (kindRule["enum"] as? [String])?.contains(kind) == true,
                      let then = rule["then"] as? [String: Any] else { continue }
                for (key, value) in (then["properties"] as? [String: Any]) ?? [:] where value as? Bool == false { forbidden.insert(key) }
                required += (then["required"] as? [String]) ?? []
            }
            let picture = kind == "crossDissolve" || kind == "flipFromBottom"
            let root = picture ? "\"type\": \"image\", \"src\": \"a.png\"" : "\"type\": \"view\""
            let base = "\"kind\": \"\(kind)\"" + (picture ? ", \"from\": \"b.png\"" : "")
            func document(_ extra: String) -> String {
                "{\"width\": 10, \"height\": 10, \"root\": {\(root), \"transition\": {\(base)\(extra)}}}"
            }
            XCTAssertNil(decodingError(document("")), kind)
            var refused: Set<String> = []
            for (key, sample) in samples where decodingError(document(", \"\(key)\": \(sample)")) != nil { refused.insert(key) }
            if !picture, decodingError(document(", \"from\": 0.5")) != nil { refused.insert("from") }
            XCTAssertEqual(forbidden.sorted(), refused.sorted(), kind)
            XCTAssertEqual(required, picture ? ["from"] : [], kind)
            if picture {
                let missing = decodingError("{\"width\": 10, \"height\": 10, \"root\": {\(root), \"transition\": {\"kind\": \"\(kind)\"}}}")
                XCTAssertTrue(missing?.message.contains("missing required key \"from\"") ?? false, kind)
            }
        }
    }

    /// The node's `not` rule refuses two states together, as the validator does, and the
    /// alert rule keeps `fields` to `edit` alerts.
    func testSchemaStateAndFieldRulesMatchValidator() throws {
        let node = try definition("node")
        let pairs = try XCTUnwrap(((node["not"] as? [String: Any])?["anyOf"] as? [[String: Any]])?.compactMap { $0["required"] as? [String] })
        let states = ["loading": "true", "blockLoading": "\"a\"", "error": "\"b\""]
        var refused: [[String]] = []
        for first in ["loading", "blockLoading", "error"] {
            XCTAssertNil(decodingError("{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"view\", \"\(first)\": \(states[first]!)}}"), first)
            for second in ["loading", "blockLoading", "error"] where first < second {
                let text = "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"view\", \"\(first)\": \(states[first]!), \"\(second)\": \(states[second]!)}}"
                if decodingError(text) != nil { refused.append([first, second].sorted()) }
            }
        }
        XCTAssertEqual(pairs.map { $0.sorted() }.sorted { $0.joined() < $1.joined() }, refused.sorted { $0.joined() < $1.joined() })
        // A state set to false is off, for the validator and so for the rule: every key of a
        // refused pair must be something other than false.
        for rule in try XCTUnwrap((node["not"] as? [String: Any])?["anyOf"] as? [[String: Any]]) {
            let required = try XCTUnwrap(rule["required"] as? [String])
            let properties = try XCTUnwrap(rule["properties"] as? [String: Any], "\(required) counts a state set to false")
            for key in required {
                let not = (properties[key] as? [String: Any])?["not"] as? [String: Any]
                XCTAssertEqual(not?["const"] as? Bool, false, "\(required): \(key) set to false must not count")
            }
            let off = "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"view\", \"\(required[0])\": false, \"\(required[1])\": \(states[required[1]]!)}}"
            XCTAssertNil(decodingError(off), off)
        }

        let fieldsRule = try XCTUnwrap((node["allOf"] as? [[String: Any]])?.first {
            (($0["then"] as? [String: Any])?["properties"] as? [String: Any])?["fields"] as? Bool == false
                && ((($0["if"] as? [String: Any])?["properties"] as? [String: Any])?["style"]) != nil
        }, "no rule keeps fields to edit alerts")
        let notEdit = try XCTUnwrap((((fieldsRule["if"] as? [String: Any])?["properties"] as? [String: Any])?["style"] as? [String: Any])?["not"] as? [String: Any])
        XCTAssertEqual(notEdit["const"] as? String, AlertStyle.edit.rawValue)
        for style in AlertStyle.allCases {
            let error = decodingError("{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"alert\", \"title\": \"a\", \"style\": \"\(style.rawValue)\", \"fields\": [\"x\"]}}")
            XCTAssertEqual(error == nil, style == .edit, style.rawValue)
        }
    }

    /// Line heights in points: the schema's pattern accepts the strings the validator does.
    func testSchemaLineHeightPatternMatchesValidator() throws {
        let branches = try XCTUnwrap(try definition("lineHeight")["oneOf"] as? [[String: Any]])
        let expression = try NSRegularExpression(pattern: try XCTUnwrap(branches.compactMap { $0["pattern"] as? String }.first, "lineHeight has no pattern"))
        let samples = ["24pt", "12.5pt", ".5pt", "0.5pt", "007pt", "1000000pt", "0pt", "0.0pt", ".0pt", "00pt", "-3pt", "+3pt", "24px", "24", "pt",
                       "24 pt", " 24pt", "1e2pt", "1E2pt", "24ptpt", "2.pt", "inf pt", "nanpt", "٢pt", "24PT", "0.001pt"]
        for text in samples {
            let matches = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            let accepted = decodingError("{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"label\", \"text\": \"x\", \"lineHeight\": \"\(text)\"}}") == nil
            XCTAssertEqual(matches, accepted, text)
        }
    }

    /// Colour strings: the schema's pattern accepts every named colour and the spellings the
    /// validator reads, and refuses misspellings and bad hex, so editors catch `"gren"`.
    /// (The pattern checks a function's name and parentheses; the validator its arguments.)
    func testSchemaColorPatternMatchesValidator() throws {
        let branches = try XCTUnwrap(try definition("color")["oneOf"] as? [[String: Any]])
        let expression = try NSRegularExpression(pattern: try XCTUnwrap(branches.compactMap { $0["pattern"] as? String }.first, "color has no pattern"))
        func matches(_ text: String) -> Bool { expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil }
        for name in cssNamedColors.keys.sorted() + ["transparent"] {
            XCTAssertTrue(matches(name) && matches(name.uppercased()), name)
        }
        let samples = ["#0EA5E9", "#0ea5e980", "#abc", "#abcd", "#12345", "#1234567", "#ggg", "0EA5E9", "gren", "Green", " red ", "red blue",
                       "rgb(1, 2, 3)", "RGBA(1 2 3 / 50%)", "hsl(210, 50%, 40%)", "hsla(210 50% 40% / 0.5)", "rgb", "hsl(", "transparent", "none", ""]
        for text in samples where !text.contains("(") || matches(text) {
            let accepted = decodingError("{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"view\", \"background\": \"\(text)\"}}") == nil
            XCTAssertEqual(matches(text), accepted, text)
        }
    }

    /// Percentage strings the schema's patterns accept are the ones the validator accepts.
    func testSchemaPercentagePatternsMatchValidator() throws {
        let definitions = try loadDefinitions()
        func pattern(_ name: String) throws -> NSRegularExpression {
            let branches = try XCTUnwrap((definitions[name] as? [String: Any])?["oneOf"] as? [[String: Any]], name)
            let text = try XCTUnwrap(branches.compactMap { $0["pattern"] as? String }.first, "\(name) has no pattern")
            return try NSRegularExpression(pattern: text)
        }
        func matches(_ expression: NSRegularExpression, _ text: String) -> Bool {
            expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        let size = try pattern("size"), offset = try pattern("offset")
        let samples = ["50%", "0%", "12.25%", ".5%", "007%", "100000%", "-5%", "-.5%", "50 %", " 50%", "abc%", "1e2%", "1E2%", "+5%",
                       "%", "50", "50%%", "-%", ".%", "inf%", "nan%", "5,5%", "٥%"]
        for text in samples {
            let sizeAccepted = decodingError("{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"view\", \"width\": \"\(text)\"}}") == nil
            let offsetAccepted = decodingError("{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"view\", \"left\": \"\(text)\"}}") == nil
            XCTAssertEqual(matches(size, text), sizeAccepted, "size \(text)")
            XCTAssertEqual(matches(offset, text), offsetAccepted, "offset \(text)")
        }
    }

    /// The validator itself lists the same keys for every supported kind.
    func testValidatorMessagesListNodeKeys() throws {
        for kind in NodeKind.allCases {
            let allowed = try allowedKeys(probing: "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"\(kind.rawValue)\", PROBE}}")
            XCTAssertEqual(allowed, SceneValidator.nodeKeys(for: kind), "\(kind.rawValue)")
        }
        let topLevel = try allowedKeys(probing: "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"view\"}, PROBE}")
        XCTAssertEqual(topLevel, SceneValidator.sceneKeys)
    }

    /// A `fonts` entry: the source pattern, the alias's pattern and generic names, and the
    /// entry's style spellings, where the validator starts refusing.
    func testSchemaFontRulesMatchValidator() throws {
        let scene = { (entry: String) in "{\"width\": 10, \"height\": 10, \"fonts\": [\(entry)], \"root\": {\"type\": \"view\"}}" }
        let source = try NSRegularExpression(pattern: try XCTUnwrap(try definition("fontSource")["pattern"] as? String))
        for sample in ["a.ttf", "fonts/Brand Bold.woff2", "data:font/woff2;base64,d09GMg==", "", "/etc/a.ttf", "https://example.com/a.woff2", "ftp://x/a.ttf"] {
            let matches = source.firstMatch(in: sample, range: NSRange(sample.startIndex..., in: sample)) != nil
            XCTAssertEqual(matches, decodingError(scene("\"\(sample)\"")) == nil, sample)
            XCTAssertEqual(matches, decodingError(scene("{\"src\": \"\(sample)\"}")) == nil, sample)
        }
        // A picture's `src` goes through the same reference reader, so the same pattern holds.
        let nodeProperties = try XCTUnwrap(try definition("node")["properties"] as? [String: Any])
        let picture = try NSRegularExpression(pattern: try XCTUnwrap((nodeProperties["src"] as? [String: Any])?["pattern"] as? String))
        for sample in ["a.png", "photos/Ada 1.jpg", "data:image/png;base64,iVBORw0KGgo=", "", "/etc/passwd", "https://example.com/a.png", "ftp://x/a.png", "file:///etc/passwd"] {
            let matches = picture.firstMatch(in: sample, range: NSRange(sample.startIndex..., in: sample)) != nil
            let image = "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"image\", \"src\": \"\(sample)\"}}"
            XCTAssertEqual(matches, decodingError(image) == nil, sample)
        }
        let properties = try XCTUnwrap(try definition("fontFile")["properties"] as? [String: Any])
        let family = try XCTUnwrap(properties["family"] as? [String: Any])
        XCTAssertEqual(family["minLength"] as? Int, 1)
        XCTAssertEqual(family["maxLength"] as? Int, 200)
        let allowed = try NSRegularExpression(pattern: try XCTUnwrap(family["pattern"] as? String))
        let generic = try NSRegularExpression(pattern: try XCTUnwrap((family["not"] as? [String: Any])?["pattern"] as? String))
        for sample in ["Brand", "Brand Sans", " Brand ", "", " ", "Brand, serif", "sans-serif", "Sans-Serif", "sans", " serif ", "Monospace", "serifs", "Sans Pro"] {
            let range = NSRange(sample.startIndex..., in: sample)
            let matches = allowed.firstMatch(in: sample, range: range) != nil && generic.firstMatch(in: sample, range: range) == nil
            XCTAssertEqual(matches, decodingError(scene("{\"src\": \"a.ttf\", \"family\": \"\(sample)\"}")) == nil, sample)
        }
        XCTAssertEqual((properties["style"] as? [String: Any])?["enum"] as? [String], ["normal", "italic", "oblique"])
        XCTAssertEqual((properties["weight"] as? [String: Any])?["$ref"] as? String, "#/$defs/fontWeight")
        XCTAssertNil(decodingError(scene("{\"src\": \"a.ttf\", \"weight\": 450, \"style\": \"oblique\"}")))
        XCTAssertNotNil(decodingError(scene("{\"src\": \"a.ttf\", \"weight\": 1001}")))
        XCTAssertNotNil(decodingError(scene("{\"src\": \"a.ttf\", \"style\": \"bold\"}")))
    }

    // MARK: - Nested objects

    func testNestedKeyListsMatchSchemaDefinitions() throws {
        let definitions = try loadDefinitions()
        for name in Self.requiredDefinitions {
            XCTAssertNotNil(definitions[name], "schema $defs lacks \(name)")
        }
        for (name, keys) in Self.nestedKeys {
            let schemaDefinition = try XCTUnwrap(definitions[name], "schema $defs lacks \(name)")
            XCTAssertEqual(try propertyNames(of: schemaDefinition).sorted(), keys.sorted(), "$defs/\(name) properties differ from the test's list")
            XCTAssertEqual(keys.count, Set(keys).count, "\(name) lists a key twice")
        }
        for (name, schemaDefinition) in definitions where name != "node" {
            if try !propertyNames(of: schemaDefinition).isEmpty {
                XCTAssertNotNil(Self.nestedKeys[name], "$defs/\(name) has properties the test does not list")
            }
        }
    }

    func testNestedKeyListsMatchValidator() throws {
        let scene = { (node: String) in "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"view\", \(node)}}" }
        let probes: [(String, String)] = [
            ("frame", scene("\"frame\": {PROBE}")),
            ("border", scene("\"border\": {PROBE}")),
            ("shadow", scene("\"shadow\": {PROBE}")),
            ("shadow", scene("\"shadow\": [{\"blur\": 1}, {PROBE}]")),
            ("transform", scene("\"transform\": {PROBE}")),
            ("cornerRadius", scene("\"cornerRadius\": {PROBE}")),
            ("translation", scene("\"transform\": {\"translate\": {PROBE}}")),
            ("scalePair", scene("\"transform\": {\"scale\": {PROBE}}")),
            ("unitPoint", scene("\"transform\": {\"anchor\": {PROBE}}")),
            ("unitPoint", scene("\"background\": {\"type\": \"radial\", \"stops\": [\"red\", \"blue\"], \"center\": {PROBE}}")),
            ("stop", scene("\"background\": {\"type\": \"linear\", \"stops\": [{PROBE}, \"red\"]}")),
            ("margin", scene("\"margin\": {PROBE}")),
            ("padding", scene("\"padding\": {PROBE}")),
            ("gap", "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"hstack\", \"gap\": {PROBE}}}"),
            ("gap", "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"vstack\", \"gap\": {PROBE}}}"),
            ("font", "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"label\", \"text\": \"x\", \"font\": {PROBE}}}"),
            ("fontFile", "{\"width\": 10, \"height\": 10, \"fonts\": [\"a.ttf\", {PROBE}], \"root\": {\"type\": \"view\"}}"),
            ("run", "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"label\", \"text\": [{\"text\": \"a\"}, {PROBE}]}}"),
            ("textShadow", "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"label\", \"text\": \"x\", \"textShadow\": {PROBE}}}"),
            ("transition", scene("\"transition\": {PROBE}")),
            ("transition", scene("\"transition\": [{\"kind\": \"fade\"}, {PROBE}]")),
            ("buttonIcon", "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"button\", \"icon\": {PROBE}}}"),
            ("errorState", scene("\"error\": {PROBE}")),
            ("alertButton", "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"alert\", \"title\": \"a\", \"buttons\": [{PROBE}]}}"),
            ("alertField", "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"alert\", \"style\": \"edit\", \"title\": \"a\", \"fields\": [{PROBE}]}}"),
            ("position", scene("\"transform\": {\"origin\": {PROBE}}")),
            ("position", "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"image\", \"src\": \"a.png\", \"objectPosition\": {PROBE}}}"),
            ("pictureMask", scene("\"mask\": {\"src\": \"a.png\", PROBE}")),
        ]
        for (name, template) in probes {
            let allowed = try allowedKeys(probing: template)
            XCTAssertEqual(allowed.sorted(), (Self.nestedKeys[name] ?? []).sorted(), "validator keys for \(name) differ from the test's list")
        }

        // A gradient's keys depend on its type; the schema's if/then rules must forbid the rest.
        let gradientKeys = Set(Self.nestedKeys["gradient"] ?? [])
        let gradient = try definition("gradient")
        var union: Set<String> = []
        for type in ["linear", "radial"] {
            let allowed = Set(try allowedKeys(probing: scene("\"background\": {\"type\": \"\(type)\", PROBE}")))
            union.formUnion(allowed)
            XCTAssertEqual(try forbiddenProperties(in: gradient, whenTypeIs: type).sorted(), gradientKeys.subtracting(allowed).sorted(), "schema rule for \(type) gradients")
        }
        XCTAssertEqual(union.sorted(), gradientKeys.sorted(), "validator gradient keys differ from the test's list")
    }

    // MARK: - Ranges, counts and required keys

    /// Each numeric bound in the schema is where the validator starts refusing.
    func testSchemaNumberRangesMatchValidator() throws {
        let schema = try loadSchema()
        let scene = { (node: String) in "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"view\", \(node)}}" }
        let label = { (node: String) in "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"label\", \"text\": \"x\", \(node)}}" }
        let run = { (members: String) in "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"label\", \"text\": [{\"text\": \"a\", \(members)}]}}" }
        // (JSON pointer into the schema, document with VALUE where the number goes, whether a
        // value just above an exclusive minimum is expected to decode).
        let cases: [(String, String, Bool)] = [
            ("#/properties/width", "{\"width\": VALUE, \"height\": 100, \"scale\": 0.01, \"root\": {\"type\": \"view\"}}", false),
            ("#/properties/height", "{\"width\": 100, \"height\": VALUE, \"scale\": 0.01, \"root\": {\"type\": \"view\"}}", false),
            ("#/properties/scale", "{\"width\": 100, \"height\": 100, \"scale\": VALUE, \"root\": {\"type\": \"view\"}}", true),
            ("#/$defs/frame/properties/x", scene("\"frame\": {\"x\": VALUE}"), true),
            ("#/$defs/frame/properties/y", scene("\"frame\": {\"y\": VALUE}"), true),
            ("#/$defs/frame/properties/width", scene("\"frame\": {\"width\": VALUE}"), true),
            ("#/$defs/frame/properties/height", scene("\"frame\": {\"height\": VALUE}"), true),
            ("#/$defs/node/properties/opacity", scene("\"opacity\": VALUE"), true),
            ("#/$defs/cornerRadius/oneOf/0", scene("\"cornerRadius\": VALUE"), true),
            ("#/$defs/cornerRadius/oneOf/1/properties/topLeft", scene("\"cornerRadius\": {\"topLeft\": VALUE}"), true),
            ("#/$defs/cornerRadius/oneOf/1/properties/topRight", scene("\"cornerRadius\": {\"topRight\": VALUE}"), true),
            ("#/$defs/cornerRadius/oneOf/1/properties/bottomRight", scene("\"cornerRadius\": {\"bottomRight\": VALUE}"), true),
            ("#/$defs/cornerRadius/oneOf/1/properties/bottomLeft", scene("\"cornerRadius\": {\"bottomLeft\": VALUE}"), true),
            ("#/$defs/border/properties/width", scene("\"border\": {\"color\": \"red\", \"width\": VALUE}"), true),
            ("#/$defs/border/properties/dash/items", scene("\"border\": {\"color\": \"red\", \"dash\": [VALUE, 1]}"), true),
            ("#/$defs/shadow/properties/blur", scene("\"shadow\": {\"blur\": VALUE}"), true),
            ("#/$defs/shadow/properties/x", scene("\"shadow\": {\"x\": VALUE}"), true),
            ("#/$defs/shadow/properties/y", scene("\"shadow\": {\"y\": VALUE}"), true),
            ("#/$defs/shadow/properties/spread", scene("\"shadow\": {\"spread\": VALUE}"), true),
            ("#/$defs/transform/properties/rotate", scene("\"transform\": {\"rotate\": VALUE}"), true),
            ("#/$defs/transform/properties/scale/oneOf/0", scene("\"transform\": {\"scale\": VALUE}"), true),
            ("#/$defs/scalePair/properties/x", scene("\"transform\": {\"scale\": {\"x\": VALUE}}"), true),
            ("#/$defs/scalePair/properties/y", scene("\"transform\": {\"scale\": {\"y\": VALUE}}"), true),
            ("#/$defs/translation/properties/x", scene("\"transform\": {\"translate\": {\"x\": VALUE}}"), true),
            ("#/$defs/translation/properties/y", scene("\"transform\": {\"translate\": {\"y\": VALUE}}"), true),
            ("#/$defs/unitPoint/properties/x", scene("\"transform\": {\"anchor\": {\"x\": VALUE}}"), true),
            ("#/$defs/unitPoint/properties/y", scene("\"background\": {\"type\": \"radial\", \"stops\": [\"red\", \"blue\"], \"center\": {\"y\": VALUE}}"), true),
            ("#/$defs/gradient/properties/angle", scene("\"background\": {\"type\": \"linear\", \"stops\": [\"red\", \"blue\"], \"angle\": VALUE}"), true),
            ("#/$defs/gradient/properties/radius", scene("\"background\": {\"type\": \"radial\", \"stops\": [\"red\", \"blue\"], \"radius\": VALUE}"), true),
            ("#/$defs/stop/oneOf/1/properties/position", scene("\"background\": {\"type\": \"linear\", \"stops\": [{\"color\": \"red\", \"position\": VALUE}, \"blue\"]}"), true),
            ("#/$defs/size/oneOf/0", scene("\"width\": VALUE"), true),
            ("#/$defs/size/oneOf/0", scene("\"maxHeight\": VALUE"), true),
            ("#/$defs/size/oneOf/0", scene("\"basis\": VALUE"), true),
            ("#/$defs/size/oneOf/0", scene("\"padding\": {\"horizontal\": VALUE}"), true),
            ("#/$defs/offset/oneOf/0", scene("\"left\": VALUE"), true),
            ("#/$defs/offset/oneOf/0", scene("\"margin\": VALUE"), true),
            ("#/$defs/offset/oneOf/0", scene("\"margin\": {\"vertical\": VALUE}"), true),
            ("#/$defs/node/properties/aspectRatio/oneOf/0", scene("\"aspectRatio\": VALUE"), true),
            ("#/$defs/node/properties/grow", scene("\"grow\": VALUE"), true),
            ("#/$defs/node/properties/shrink", scene("\"shrink\": VALUE"), true),
            ("#/$defs/node/properties/minLength", "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"spacer\", \"minLength\": VALUE}}", true),
            ("#/$defs/gap/oneOf/0", "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"hstack\", \"gap\": VALUE}}", true),
            ("#/$defs/gap/oneOf/1/properties/row", "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"vstack\", \"gap\": {\"row\": VALUE}}}", true),
            ("#/$defs/gap/oneOf/1/properties/column", "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"hstack\", \"gap\": {\"column\": VALUE}}}", true),
            ("#/$defs/font/properties/size", label("\"font\": {\"size\": VALUE}"), true),
            ("#/$defs/fontWeight/oneOf/0", label("\"font\": {\"weight\": VALUE}"), true),
            ("#/$defs/lineHeight/oneOf/0", label("\"lineHeight\": VALUE"), true),
            ("#/$defs/node/properties/letterSpacing", label("\"letterSpacing\": VALUE"), true),
            ("#/$defs/node/properties/maxLines", label("\"maxLines\": VALUE"), true),
            ("#/$defs/node/properties/minimumScaleFactor", label("\"minimumScaleFactor\": VALUE"), true),
            ("#/$defs/textShadow/properties/blur", label("\"textShadow\": {\"blur\": VALUE}"), true),
            ("#/$defs/textShadow/properties/x", label("\"textShadow\": {\"x\": VALUE}"), true),
            ("#/$defs/textShadow/properties/y", label("\"textShadow\": {\"y\": VALUE}"), true),
            ("#/$defs/run/properties/size", run("\"size\": VALUE"), true),
            ("#/$defs/run/properties/letterSpacing", run("\"letterSpacing\": VALUE"), true),
            ("#/$defs/run/properties/baselineShift", run("\"baselineShift\": VALUE"), true),
            ("#/$defs/node/properties/value", "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"progress\", \"value\": VALUE}}", true),
            ("#/$defs/node/properties/progress", "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"button\", \"title\": \"a\", \"progress\": VALUE}}", true),
            ("#/$defs/node/properties/duration", "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"toast\", \"text\": \"a\", \"duration\": VALUE}}", true),
            ("#/$defs/node/properties/delay", "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"toast\", \"text\": \"a\", \"delay\": VALUE}}", true),
            ("#/$defs/transition/properties/duration", scene("\"transition\": {\"kind\": \"fade\", \"duration\": VALUE}"), true),
            ("#/$defs/transition/properties/delay", scene("\"transition\": {\"kind\": \"shake\", \"delay\": VALUE}"), true),
            ("#/$defs/transition/properties/distance", scene("\"transition\": {\"kind\": \"slide\", \"distance\": VALUE}"), true),
            ("#/$defs/transition/properties/from/oneOf/0", scene("\"transition\": {\"kind\": \"scale\", \"from\": VALUE}"), true),
            ("#/$defs/transition/properties/amplitude", scene("\"transition\": {\"kind\": \"shake\", \"amplitude\": VALUE}"), true),
            ("#/$defs/transition/properties/cycles", scene("\"transition\": {\"kind\": \"shake\", \"cycles\": VALUE}"), true),
        ]
        for (pointer, template, checkAboveExclusiveMinimum) in cases {
            let bounds = try XCTUnwrap(resolve(pointer, in: schema) as? [String: Any], "nothing at \(pointer)")
            // A distance also takes CSS pixels ("12px"), at the same bounds as its numbers.
            let takesPixels = bounds["type"] as? [String] == ["number", "string"]
            if takesPixels {
                XCTAssertTrue((bounds["pattern"] as? String)?.hasSuffix("px$") == true, "\(pointer) takes strings other than pixels")
            } else {
                XCTAssertTrue(["number", "integer"].contains(bounds["type"] as? String), "\(pointer) should be a number")
            }
            let minimum = number(bounds["minimum"]), maximum = number(bounds["maximum"])
            let exclusiveMinimum = number(bounds["exclusiveMinimum"]), exclusiveMaximum = number(bounds["exclusiveMaximum"])
            XCTAssertTrue(minimum != nil || exclusiveMinimum != nil, "\(pointer) has no lower bound")
            XCTAssertTrue(maximum != nil || exclusiveMaximum != nil, "\(pointer) has no upper bound")
            func expect(_ value: Double, accepted: Bool, _ what: String) {
                var written = [format(value)]
                if takesPixels { written.append("\"\(pixels(value))px\"") }
                for text in written {
                    let error = decodingError(template.replacingOccurrences(of: "VALUE", with: text))
                    if accepted {
                        XCTAssertNil(error, "\(pointer): \(what) \(text) should be accepted, but: \(error.map(String.init(describing:)) ?? "")")
                    } else {
                        XCTAssertNotNil(error, "\(pointer): \(what) \(text) should be refused")
                    }
                }
            }
            if let maximum {
                expect(maximum, accepted: true, "maximum")
                expect(maximum + step(maximum), accepted: false, "above the maximum")
            }
            if let minimum {
                expect(minimum, accepted: true, "minimum")
                expect(minimum - step(minimum), accepted: false, "below the minimum")
            }
            if let exclusiveMinimum {
                expect(exclusiveMinimum, accepted: false, "exclusive minimum")
                if checkAboveExclusiveMinimum {
                    expect(exclusiveMinimum + step(exclusiveMinimum), accepted: true, "just above the exclusive minimum")
                }
            }
            if let exclusiveMaximum {
                expect(exclusiveMaximum, accepted: false, "exclusive maximum")
                expect(exclusiveMaximum - step(exclusiveMaximum), accepted: true, "just below the exclusive maximum")
            }
        }
    }

    /// Each array's minItems and maxItems are where the validator starts refusing.
    func testSchemaArrayCountsMatchValidator() throws {
        let schema = try loadSchema()
        let scene = { (node: String) in "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"view\", \(node)}}" }
        // (JSON pointer, document with ITEMS where the elements go, one element).
        let cases: [(String, String, String)] = [
            ("#/$defs/gradient/properties/stops", scene("\"background\": {\"type\": \"linear\", \"stops\": [ITEMS]}"), "\"red\""),
            ("#/$defs/border/properties/dash", scene("\"border\": {\"color\": \"red\", \"dash\": [ITEMS]}"), "2"),
            ("#/$defs/node/properties/shadow/oneOf/1", scene("\"shadow\": [ITEMS]"), "{\"blur\": 1}"),
            ("#/$defs/node/properties/text/oneOf/1", "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"label\", \"text\": [ITEMS]}}", "{\"text\": \"a\"}"),
            ("#/$defs/node/properties/buttons", "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"alert\", \"title\": \"a\", \"buttons\": [ITEMS]}}", "\"OK\""),
            ("#/$defs/node/properties/fields", "{\"width\": 100, \"height\": 100, \"root\": {\"type\": \"alert\", \"style\": \"edit\", \"title\": \"a\", \"fields\": [ITEMS]}}", "\"Name\""),
            ("#/$defs/node/properties/transition/oneOf/1", scene("\"transition\": [ITEMS]"), "{\"kind\": \"fade\"}"),
        ]
        for (pointer, template, element) in cases {
            let rule = try XCTUnwrap(resolve(pointer, in: schema) as? [String: Any], "nothing at \(pointer)")
            XCTAssertEqual(rule["type"] as? String, "array", "\(pointer) should be an array")
            let minimum = (rule["minItems"] as? Int) ?? 0
            let maximum = try XCTUnwrap(rule["maxItems"] as? Int, "\(pointer) has no maxItems")
            func expect(_ count: Int, accepted: Bool) {
                let items = Array(repeating: element, count: count).joined(separator: ", ")
                let error = decodingError(template.replacingOccurrences(of: "ITEMS", with: items))
                if accepted {
                    XCTAssertNil(error, "\(pointer): \(count) items should be accepted, but: \(error.map(String.init(describing:)) ?? "")")
                } else {
                    XCTAssertNotNil(error, "\(pointer): \(count) items should be refused")
                }
            }
            expect(minimum, accepted: true)
            if minimum > 0 { expect(minimum - 1, accepted: false) }
            expect(maximum, accepted: true)
            expect(maximum + 1, accepted: false)
        }
    }

    /// An object with only the schema's required keys decodes, and each of them is needed.
    func testSchemaRequiredKeysMatchValidator() throws {
        let schema = try loadSchema()
        let scene = { (node: String) in "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"view\", \(node)}}" }
        // (JSON pointer, document with OBJECT where the object goes, a valid value per key).
        let samples: [String: String] = [
            "width": "10", "height": "10", "root": "{\"type\": \"view\"}",
            "type": "\"view\"", "color": "\"red\"", "stops": "[\"red\", \"blue\"]",
            "kind": "\"fade\"", "symbol": "\"info\"", "title": "\"OK\"",
        ]
        let cases: [(String, String, [String: String])] = [
            ("#", "OBJECT", [:]),
            ("#/$defs/node", "{\"width\": 10, \"height\": 10, \"root\": OBJECT}", [:]),
            ("#/$defs/border/anyOf/0", scene("\"border\": OBJECT"), [:]),
            ("#/$defs/gradient", scene("\"background\": OBJECT"), ["type": "\"linear\""]),
            ("#/$defs/stop/oneOf/1", scene("\"background\": {\"type\": \"linear\", \"stops\": [OBJECT, \"blue\"]}"), [:]),
            ("#/$defs/run", "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"label\", \"text\": [OBJECT]}}", ["text": "\"a\""]),
            ("#/$defs/fontFile", "{\"width\": 10, \"height\": 10, \"fonts\": [OBJECT], \"root\": {\"type\": \"view\"}}", ["src": "\"brand.woff2\""]),
            ("#/$defs/transition", scene("\"transition\": OBJECT"), [:]),
            ("#/$defs/buttonIcon", "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"button\", \"icon\": OBJECT}}", [:]),
            ("#/$defs/alertButton/oneOf/1", "{\"width\": 10, \"height\": 10, \"root\": {\"type\": \"alert\", \"title\": \"a\", \"buttons\": [OBJECT]}}", [:]),
        ]
        for (pointer, template, overrides) in cases {
            let object = try XCTUnwrap(resolve(pointer, in: schema) as? [String: Any], "nothing at \(pointer)")
            let required = (object["required"] as? [String]) ?? []
            XCTAssertFalse(required.isEmpty, "\(pointer) has no required keys")
            func document(_ keys: [String]) throws -> String {
                let members = try keys.map { key in
                    "\"\(key)\": " + (try XCTUnwrap(overrides[key] ?? samples[key], "no sample value for \(key)"))
                }
                return template.replacingOccurrences(of: "OBJECT", with: "{" + members.joined(separator: ", ") + "}")
            }
            let complete = decodingError(try document(required))
            XCTAssertNil(complete, "\(pointer): only the required keys should decode, but: \(complete.map(String.init(describing:)) ?? "")")
            for key in required {
                let error = decodingError(try document(required.filter { $0 != key }))
                XCTAssertTrue(error?.message.contains("missing required key \"\(key)\"") ?? false,
                              "\(pointer): leaving out \(key) should be refused as missing, got \(error.map(String.init(describing:)) ?? "success")")
            }
        }
    }

    /// Every object with properties refuses unknown keys, and every property says what it is.
    func testSchemaIsClosedAndDescribed() throws {
        let schema = try loadSchema()
        XCTAssertEqual(schema["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        XCTAssertNotNil(schema["description"])
        for (name, value) in try loadDefinitions() {
            XCTAssertNotNil((value as? [String: Any])?["description"], "$defs/\(name) has no description")
        }
        var problems: [String] = []
        func walk(_ value: Any, _ pointer: String) {
            if let array = value as? [Any] {
                for (index, element) in array.enumerated() { walk(element, pointer + "/\(index)") }
                return
            }
            guard let object = value as? [String: Any] else { return }
            if let properties = object["properties"] as? [String: Any] {
                if object["additionalProperties"] as? Bool != false { problems.append("\(pointer) allows unknown keys") }
                for (key, property) in properties where (property as? [String: Any])?["description"] == nil {
                    problems.append("\(pointer)/properties/\(key) has no description")
                }
            }
            // Conditions (`if`, `then`, `else`, and `not`, which names what is refused) test
            // values; they define no object of their own.
            for (key, child) in object where !["if", "then", "else", "not", "examples", "default", "enum", "const"].contains(key) {
                walk(child, pointer + "/" + key)
            }
        }
        walk(schema, "#")
        XCTAssertEqual(problems.sorted(), [])
    }

    // MARK: - The reference

    func testDocsMentionEveryKeyAndType() throws {
        let docs = try loadDocs()
        var names = Set(SceneValidator.sceneKeys)
        for kind in NodeKind.allCases {
            names.formUnion(SceneValidator.nodeKeys(for: kind))
            names.insert(kind.rawValue)
        }
        for keys in Self.nestedKeys.values { names.formUnion(keys) }
        XCTAssertGreaterThan(names.count, 30)
        let missing = names.filter { !docs.contains("`\($0)`") }.sorted()
        XCTAssertEqual(missing, [], "keys or node types not mentioned in backticks in docs/scene-format.md")
    }

    func testDocsExamplesDecode() throws {
        let examples = try docsExamples()
        XCTAssertGreaterThanOrEqual(examples.count, 20, "expected the reference to have an example for every key")
        for (index, text) in examples.enumerated() {
            do {
                _ = try SceneDecoder().decode(Array(text.utf8), file: "docs example \(index + 1)")
            } catch {
                XCTFail("\(error)")
            }
        }
    }

    /// A minimal structural check of the examples against the schema (no JSON Schema
    /// validator is available): top-level keys and node keys are ones the schema lists,
    /// and required top-level keys are present.
    func testDocsExamplesFitSchemaStructure() throws {
        let schema = try loadSchema()
        let topLevel = try propertyNames(of: schema)
        let required = Set((schema["required"] as? [String]) ?? [])
        XCTAssertFalse(required.isEmpty)
        let nodeProperties = try propertyNames(of: try definition("node"))
        for (index, text) in try docsExamples().enumerated() {
            let name = "docs example \(index + 1)"
            let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(name) is not an object")
            let keys = Set(document.keys)
            XCTAssertEqual(keys.subtracting(topLevel), [], "\(name): top-level keys the schema does not list")
            XCTAssertEqual(required.subtracting(keys), [], "\(name): required top-level keys missing")
            var pending: [(Any, String)] = [(document["root"] as Any, "root")]
            while let (value, path) = pending.popLast() {
                let node = try XCTUnwrap(value as? [String: Any], "\(name): \(path) is not an object")
                XCTAssertEqual(Set(node.keys).subtracting(nodeProperties), [], "\(name): \(path) has keys the schema's node does not list")
                for (childIndex, child) in ((node["children"] as? [Any]) ?? []).enumerated() {
                    pending.append((child, "\(path).children[\(childIndex)]"))
                }
            }
        }
    }

    /// The extractor finds blocks and skips other languages.
    func testDocsExampleExtraction() {
        let text = "intro\n```json\n{\"a\": 1}\n```\n```jsonc\n{bad}\n```\n```text\nno\n```\n  ```json\n[2]\n  ```\n"
        XCTAssertEqual(Self.jsonBlocks(in: text), ["{\"a\": 1}\n", "[2]\n"])
    }

    // MARK: - Helpers

    /// The package root: three levels above this file (Tests/SceneTests/…).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    private func loadSchema() throws -> [String: Any] {
        let url = Self.packageRoot.appendingPathComponent("schema/scene.schema.json")
        let data = try Data(contentsOf: url)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], "the schema is not a JSON object")
    }

    private func loadDefinitions() throws -> [String: Any] {
        try XCTUnwrap(try loadSchema()["$defs"] as? [String: Any], "the schema has no $defs")
    }

    private func definition(_ name: String) throws -> [String: Any] {
        try XCTUnwrap(try loadDefinitions()[name] as? [String: Any], "the schema has no $defs/\(name)")
    }

    private func loadDocs() throws -> String {
        let url = Self.packageRoot.appendingPathComponent("docs/scene-format.md")
        return try String(contentsOf: url, encoding: .utf8)
    }

    private func docsExamples() throws -> [String] {
        Self.jsonBlocks(in: try loadDocs())
    }

    /// The contents of every fenced block tagged exactly `json`.
    static func jsonBlocks(in text: String) -> [String] {
        var blocks: [String] = []
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let block = current {
                if trimmed == "```" {
                    blocks.append(block)
                    current = nil
                } else {
                    current = block + line + "\n"
                }
            } else if trimmed == "```json" {
                current = ""
            }
        }
        XCTAssertNil(current, "a ```json block is not closed")
        return blocks
    }

    /// The property names of a schema object, including those of its `oneOf`, `anyOf` and
    /// `allOf` branches (without following `$ref`, and ignoring `if`/`then` rules).
    private func propertyNames(of schema: Any) throws -> Set<String> {
        guard let object = schema as? [String: Any] else { return [] }
        var names = Set(((object["properties"] as? [String: Any]) ?? [:]).keys)
        for combinator in ["oneOf", "anyOf", "allOf"] {
            for branch in (object[combinator] as? [Any]) ?? [] {
                names.formUnion(try propertyNames(of: branch))
            }
        }
        return names
    }

    /// The `then.properties` of the node rules whose `if` names `kind`, merged, with the
    /// subschemas that are objects (not the `false` of a forbidden key).
    private func kindRuleProperties(in node: [String: Any], for kind: String) throws -> [String: [String: Any]] {
        var merged: [String: [String: Any]] = [:]
        for rule in (node["allOf"] as? [[String: Any]]) ?? [] {
            guard let names = ((rule["if"] as? [String: Any])?["properties"] as? [String: Any]).flatMap({ ($0["type"] as? [String: Any])?["enum"] as? [String] }),
                  names.contains(kind),
                  let properties = (rule["then"] as? [String: Any])?["properties"] as? [String: Any] else { continue }
            for (key, value) in properties {
                if let schema = value as? [String: Any] { merged[key] = schema }
            }
        }
        return merged
    }

    /// The alternatives of required keys that the node rules whose `if` names `kind` set:
    /// one entry per `then.required`, and one per branch of a `then.oneOf` or `then.anyOf`
    /// of `required`s.
    private func kindRuleRequired(in node: [String: Any], for kind: String) throws -> [[String]] {
        var required: [[String]] = []
        for rule in (node["allOf"] as? [[String: Any]]) ?? [] {
            guard let names = ((rule["if"] as? [String: Any])?["properties"] as? [String: Any]).flatMap({ ($0["type"] as? [String: Any])?["enum"] as? [String] }),
                  names.contains(kind), let then = rule["then"] as? [String: Any] else { continue }
            if let keys = then["required"] as? [String] { required.append(keys) }
            for branch in ((then["oneOf"] as? [[String: Any]]) ?? []) + ((then["anyOf"] as? [[String: Any]]) ?? []) {
                if let keys = branch["required"] as? [String] { required.append(keys) }
            }
        }
        return required
    }

    /// The properties the gradient's `if`/`then` rules forbid for one `type`.
    private func forbiddenProperties(in gradient: [String: Any], whenTypeIs type: String) throws -> Set<String> {
        var forbidden: Set<String> = []
        for rule in (gradient["allOf"] as? [[String: Any]]) ?? [] {
            guard let condition = rule["if"] as? [String: Any],
                  let conditionProperties = condition["properties"] as? [String: Any],
                  let typeRule = conditionProperties["type"] as? [String: Any],
                  typeRule["const"] as? String == type,
                  let then = rule["then"] as? [String: Any],
                  let thenProperties = then["properties"] as? [String: Any] else { continue }
            for (key, value) in thenProperties where value as? Bool == false { forbidden.insert(key) }
        }
        return forbidden
    }

    /// Follows a JSON pointer such as `#/$defs/frame/properties/x`.
    private func resolve(_ pointer: String, in schema: Any) -> Any? {
        var current: Any? = schema
        for part in pointer.split(separator: "/").dropFirst() {
            let key = String(part)
            if let object = current as? [String: Any] {
                current = object[key]
            } else if let array = current as? [Any], let index = Int(key), array.indices.contains(index) {
                current = array[index]
            } else {
                return nil
            }
        }
        return current
    }

    /// Decodes `template` with `PROBE` replaced by a stranger key, and returns the keys the
    /// validator says are allowed there.
    private func allowedKeys(probing template: String) throws -> [String] {
        let text = template.replacingOccurrences(of: "PROBE", with: "\"\(Self.strangerKey)\": 1")
        let error = try XCTUnwrap(decodingError(text), "the stranger key was accepted in \(text)")
        XCTAssertTrue(error.message.hasPrefix("unknown key \"\(Self.strangerKey)\""), "unexpected error: \(error)")
        let marker = "allowed keys: "
        let range = try XCTUnwrap(error.message.range(of: marker), "no list of allowed keys in: \(error)")
        return error.message[range.upperBound...].components(separatedBy: ", ")
    }

    private func decodingError(_ text: String) -> SceneError? {
        do {
            _ = try SceneDecoder().decode(Array(text.utf8), file: "probe")
            return nil
        } catch {
            return error
        }
    }

    private func number(_ value: Any?) -> Double? {
        (value as? NSNumber)?.doubleValue
    }

    /// A small step beyond a bound, relative to its size.
    private func step(_ bound: Double) -> Double {
        max(abs(bound), 1) * 1e-6
    }

    /// A number as CSS writes it before `px`: decimal, never with an exponent.
    private func pixels(_ value: Double) -> String {
        var text = String(format: "%.9f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A number as JSON text.
    private func format(_ value: Double) -> String {
        String(format: "%.12g", value)
    }
}
