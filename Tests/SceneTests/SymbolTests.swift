import Foundation
import XCTest
@testable import Scene

/// Icon names: the five built-in glyphs and Material Icons, by name, in the model, the
/// validator and the generated table.
final class SymbolTests: XCTestCase {
    func testBuiltInAndMaterialNames() throws {
        XCTAssertEqual(Symbol.builtIn.map(\.rawValue), ["checkmark", "xmark", "exclamationmark", "info", "pencil"])
        XCTAssertTrue(Symbol.builtIn.allSatisfy { $0.materialCodePoint == nil }, "built-in glyphs are drawn as paths")
        // Code points as Google's Material Icons codepoints file gives them.
        XCTAssertEqual(Symbol(rawValue: "search")?.materialCodePoint, 0xE8B6)
        XCTAssertEqual(Symbol(rawValue: "arrow_back")?.materialCodePoint, 0xE5C4)
        XCTAssertEqual(Symbol(rawValue: "10k")?.materialCodePoint, 0xE951, "a name that starts with a digit has no underscore")
        XCTAssertEqual(Symbol(rawValue: "info"), .info, "a shared name means the built-in glyph")
        XCTAssertNil(Symbol(rawValue: "info")?.materialCodePoint)
        for missing in ["", "_10k", "Search", "search ", "goat", "material-icons"] {
            XCTAssertNil(Symbol(rawValue: missing), missing)
        }
        let names = Symbol.allCases.map(\.rawValue)
        XCTAssertEqual(Set(names).count, names.count, "no name twice")
        XCTAssertGreaterThan(names.count, 2000)
        XCTAssertEqual(Array(names.prefix(5)), Symbol.builtIn.map(\.rawValue))
        XCTAssertEqual(Array(names.dropFirst(5)), names.dropFirst(5).sorted())
        let literal: Symbol = "shopping_cart"
        XCTAssertEqual(literal.materialCodePoint, 0xE8CC)
    }

    func testIconAndButtonIconNamesAreValidated() throws {
        let decoder = SceneDecoder()
        func decode(_ node: String) throws -> Scene {
            try decoder.decode(Array(#"{"width": 40, "height": 40, "root": "#.utf8) + Array(node.utf8) + Array("}".utf8), file: "t.json")
        }
        XCTAssertEqual(try decode(#"{"type": "icon", "symbol": "favorite"}"#).root.icon?.symbol.rawValue, "favorite")
        guard case .button(let button) = try decode(#"{"type": "button", "title": "Find", "icon": {"symbol": "search"}}"#).root.component else {
            return XCTFail("not a button")
        }
        XCTAssertEqual(button.icon, .symbol(Symbol(rawValue: "search")!))
        XCTAssertThrowsError(try decode(#"{"type": "icon", "symbol": "serch"}"#)) { error in
            XCTAssertEqual((error as? SceneError)?.path.description, "root.symbol")
            XCTAssertEqual((error as? SceneError)?.message,
                           #"expected an icon name: "checkmark", "xmark", "exclamationmark", "info", "pencil" or a Material Icons name such as "search" (docs/icons.md lists them), received "serch"; did you mean "search"?"#)
        }
        XCTAssertThrowsError(try decode(#"{"type": "button", "icon": {"symbol": 3}}"#)) { error in
            XCTAssertEqual((error as? SceneError)?.path.description, "root.icon.symbol")
            XCTAssertTrue((error as? SceneError)?.message.hasSuffix("received 3") == true, "\(error)")
        }
        // A long hostile name is refused without a search for the nearest.
        XCTAssertThrowsError(try decode(#"{"type": "icon", "symbol": ""# + String(repeating: "a", count: 100_000) + #""}"#))
    }

    /// The table, the schema's list and docs/icons.md are what the generator makes from the
    /// installed Debian package.
    func testTheGeneratedFilesAreTheGeneratorsOutput() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["Tools/icon-names/generate.py", "--check"]
        process.currentDirectoryURL = SchemaSyncTests.packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
    }
}
