import Foundation
import XCTest

/// `--set` and `--params` on a single render: values change the picture, and bad values are
/// refused with the parameter, its source and the place it is used, word for word.
final class TemplateCommandTests: XCTestCase {
    /// `size` is used at line 5, column 57; the declarations start on line 2.
    static let template = """
        {"params": {"size": {"type": "number", "default": 10}, "color": {"type": "color", "default": "red"},
          "label": {"type": "string", "default": "Hi"}, "code": {"type": "string"}},
          "width": 40, "height": 20, "background": "white",
          "root": {"type": "view", "children": [
            {"type": "view", "frame": {"x": 5, "y": 5, "width": {"param": "size"}, "height": 10}, "background": {"param": "color"}},
            {"type": "label", "id": "{code}", "text": "{label}", "frame": {"x": 20, "y": 2}, "font": {"size": 8}}
          ]}}
        """

    private func folder() throws -> ScratchFolder {
        let folder = try ScratchFolder("template-cli-tests")
        try folder.write("card.json", Self.template)
        return folder
    }

    func testSetChangesTheImageAndEqualsTheSameValuesWrittenIn() throws {
        let folder = try folder()
        // The same document without its declarations, the values written in.
        let body = "{" + Self.template.split(separator: "\n").dropFirst(2).joined(separator: "\n")
        let literal = body.replacingOccurrences(of: #"{"param": "size"}"#, with: "16")
            .replacingOccurrences(of: #"{"param": "color"}"#, with: "\"#0EA5E9\"")
            .replacingOccurrences(of: "{label}", with: "Yo").replacingOccurrences(of: "{code}", with: "c")
        try folder.write("literal.json", literal)
        try folder.render("literal.json", to: "literal.png")
        let result = try folder.run(["card.json", "--set", "size=16", "--set", "color=#0EA5E9", "--set", "label=Yo", "--set", "code=c", "-o", "set.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try folder.contents("set.png"), try folder.contents("literal.png"))
    }

    func testParamsFileGivesValuesAndSetWinsOverIt() throws {
        let folder = try folder()
        try folder.write("values.json", ##"{"size": 16, "color": "#0EA5E9", "label": "No", "code": "c"}"##)
        let result = try folder.run(["card.json", "--params", "values.json", "--set", "label=Yo", "-o", "file.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let set = try folder.run(["card.json", "--set", "size=16", "--set", "color=#0EA5E9", "--set", "label=Yo", "--set", "code=c", "-o", "set.png"])
        XCTAssertEqual(set.status, 0, set.stderr)
        XCTAssertEqual(try folder.contents("file.png"), try folder.contents("set.png"))
    }

    func testBadValuesAreRefusedWithTheParameterAndItsSource() throws {
        let folder = try folder()
        let cases: [([String], String)] = [
            (["--set", "code=c", "--set", "size=-4"],
             "card.json:5:57: params.size (set by --set size=-4): root.children[0].frame.width: expected a number ≥ 0 and ≤ 1000000, received -4\n"),
            (["--set", "code=c", "--set", "size=big"], "card.json:1:13: params.size (set by --set size=big): expected a number, received \"big\"\n"),
            (["--set", "code=c", "--set", "colour=red"],
             "card.json: params.colour (set by --set colour=red): unknown parameter \"colour\"; did you mean \"color\"? Declared: size, color, label, code\n"),
            ([], "card.json:2:49: params.code: no value given for the required parameter \"code\", a string\n"),
        ]
        for (arguments, message) in cases {
            let result = try folder.run(["card.json"] + arguments + ["-o", "out.png"])
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stderr, message, "\(arguments)")
        }
        XCTAssertFalse(folder.exists("out.png"))
    }

    func testABadParamsFileIsNamed() throws {
        let folder = try folder()
        try folder.write("list.json", "[1, 2]")
        try folder.write("typed.json", "{\n  \"code\": \"c\",\n  \"size\": \"16\"\n}")
        let list = try folder.run(["card.json", "--params", "list.json", "-o", "out.png"])
        XCTAssertEqual(list.stderr, "list.json:1:1: expected an object of parameter values such as {\"title\": \"Hello\"}, received an array\n")
        let typed = try folder.run(["card.json", "--params", "typed.json", "-o", "out.png"])
        XCTAssertEqual(typed.stderr, "card.json:1:13: params.size (set by typed.json:3:11): expected a number, received \"16\"\n")
        let missing = try folder.run(["card.json", "--params", "nothere.json", "-o", "out.png"])
        XCTAssertEqual(missing.status, 64)
        XCTAssertEqual(missing.stderr, "render-cli: cannot read 'nothere.json': no such file\nRun 'render-cli --help' for usage.\n")
        let syntax = try folder.run(["card.json", "--set", "size", "-o", "out.png"])
        XCTAssertEqual(syntax.stderr, "render-cli: --set expects name=value, such as --set title=\"Hello\", received 'size'\nRun 'render-cli --help' for usage.\n")
        XCTAssertFalse(folder.exists("out.png"))
    }

    func testTheExampleCardIsATemplateWhoseTitleCanBeSet() throws {
        let folder = try ScratchFolder("template-cli-tests")
        let card = SchemaRoot.url.appendingPathComponent("Examples/og-card.json").path
        let plain = try folder.run([card, "-o", "default.png"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(plain.stderr, "")
        let titled = try folder.run([card, "--set", "title=Templates and batch rendering", "-o", "titled.png", "--strict"])
        XCTAssertEqual(titled.status, 0, titled.stderr)
        XCTAssertNotEqual(try folder.contents("default.png"), try folder.contents("titled.png"))
    }
}

/// The package's root folder.
enum SchemaRoot {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
