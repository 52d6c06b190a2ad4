import Foundation
import XCTest

/// The template schema checked by an independent validator, Debian's python3-jsonschema
/// (Draft 2020-12), which `make` installs: it accepts the example template and the plain
/// examples' values, and still refuses what the renderer refuses. The file must also be what
/// `Tools/template-schema/generate.py` makes from the scene schema.
final class TemplateSchemaTests: XCTestCase {
    static let root = SchemaSyncTests.packageRoot
    static let python = "/usr/bin/python3"

    /// Runs `python` with `script` and `input` on standard input, returning standard output.
    private func python(_ arguments: [String], input: String = "") throws -> String {
        guard FileManager.default.isExecutableFile(atPath: Self.python) else {
            XCTFail("\(Self.python) is missing; `make test` installs python3-jsonschema")
            return ""
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = arguments
        process.currentDirectoryURL = Self.root
        let output = Pipe(), errors = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, problems)
        return text
    }

    /// How many errors jsonschema finds in each document (one a line) against `schema`.
    private func errorCounts(_ schema: String, _ documents: [String]) throws -> [Int] {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for line in sys.stdin:
                print(len(list(validator.iter_errors(json.loads(line)))))
            """
        let output = try python(["-c", script, "schema/\(schema)"], input: documents.map { $0 + "\n" }.joined())
        return output.split(separator: "\n").compactMap { Int($0) }
    }

    private func example(_ name: String) throws -> String {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("Examples/\(name)"))
        let object = try JSONSerialization.jsonObject(with: data)
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    func testTheCommittedFileIsTheGeneratorsOutput() throws {
        let generated = try python(["Tools/template-schema/generate.py", "--stdout"])
        let committed = try String(contentsOf: Self.root.appendingPathComponent("schema/template.schema.json"), encoding: .utf8)
        XCTAssertEqual(generated, committed, "run python3 Tools/template-schema/generate.py after changing scene.schema.json")
    }

    func testTheExampleTemplateFitsTheTemplateSchemaAndNotTheSceneSchema() throws {
        let card = try example("og-card.json")
        XCTAssertEqual(try errorCounts("template.schema.json", [card]), [0])
        XCTAssertGreaterThan(try errorCounts("scene.schema.json", [card]).first ?? 0, 0, "the scene schema must refuse {\"param\": …}")
    }

    func testPlainScenesFitTheSceneSchema() throws {
        XCTAssertEqual(try errorCounts("scene.schema.json", [try example("gallery.json"), try example("loading-dissolve.json"), try example("glass-card.json")]), [0, 0, 0])
    }

    /// The schema takes `"12px"` wherever the renderer does, and still refuses what the
    /// renderer refuses: another unit or case, a bare number in a string, a negative size, a
    /// zero font size.
    func testPixelLengthsFitTheSceneSchemaWhereverTheRendererTakesThem() throws {
        let numbers = PixelLengthTests.everyDistance { String($0) }
        let pixels = PixelLengthTests.everyDistance { "\"\($0)px\"" }
        let head = #"{"width": 100, "height": 100, "root": "#
        let refused = [
            head + #"{"type": "view", "frame": {"x": "12PX"}}}"#,
            head + #"{"type": "hstack", "gap": "12"}}"#,
            head + #"{"type": "view", "frame": {"width": "-4px"}}}"#,
            head + #"{"type": "label", "text": "a", "font": {"size": "0px"}}}"#,
            head + #"{"type": "view", "shadow": {"blur": "1e2px"}}}"#,
        ]
        let counts = try errorCounts("scene.schema.json", [numbers, pixels].map(compact) + refused)
        XCTAssertEqual(Array(counts.prefix(2)), [0, 0], "numbers, then pixels")
        XCTAssertEqual(counts.count, 7)
        for (document, count) in zip(refused, counts.dropFirst(2)) {
            XCTAssertGreaterThan(count, 0, "the schema accepts \(document)")
        }
    }

    /// A document on one line, as `errorCounts` reads them.
    private func compact(_ document: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(document.utf8))
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    func testReferencesAndInterpolationFitWhereValuesGo() throws {
        let head = #"{"params": {"t": {"type": "string", "default": "x"}, "n": {"type": "number", "default": 2}}, "width": 10, "height": 10, "root": "#
        let documents = [
            head + #"{"type": "label", "text": "{t}", "align": "{t}", "font": {"size": {"param": "n"}, "weight": {"param": "t"}}, "color": "{t}"}}"#,
            head + #"{"type": "view", "cornerRadius": {"param": "n"}, "hidden": {"param": "t"}, "background": {"fromImage": {"param": "t"}}}}"#,
            head + #"{"type": "image", "src": {"param": "t"}, "contentMode": "{t}", "frame": {"x": {"param": "n"}}}}"#,
            // Refused: a reference with another key, a name that is not a string, a word that
            // is no keyword and holds no parameter, and no params at all.
            head + #"{"type": "view", "cornerRadius": {"param": "n", "x": 1}}}"#,
            head + #"{"type": "view", "cornerRadius": {"param": 5}}}"#,
            head + #"{"type": "label", "text": "x", "align": "middle"}}"#,
            #"{"width": 10, "height": 10, "root": {"type": "view"}}"#,
        ]
        let counts = try errorCounts("template.schema.json", documents)
        XCTAssertEqual(counts.count, documents.count)
        XCTAssertEqual(Array(counts.prefix(3)), [0, 0, 0])
        for (index, count) in counts.enumerated().dropFirst(3) {
            XCTAssertGreaterThan(count, 0, "document \(index + 1) should be refused")
        }
    }
}
