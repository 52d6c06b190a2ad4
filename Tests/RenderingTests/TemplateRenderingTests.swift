import Foundation
import Rendering
import Scene
import Testing

/// Templates through the renderer: colours taken from a bound picture, warnings and strict
/// errors that name the parameter behind them, and the async and synchronous calls agreeing
/// with the same scene written out.
struct TemplateRenderingTests {
    static let examples = TestSupport.packageRoot.appendingPathComponent("Examples")

    private func renderer(strict: Bool = false) throws -> Renderer {
        try Renderer(configuration: RendererConfiguration(strict: strict, assets: AssetFolder(path: Self.examples.path)))
    }

    private let template = """
        {"params": {"photo": {"type": "image", "default": "assets/card-photo.jpg"}, "label": {"type": "string", "default": "x"}},
         "width": 60, "height": 40,
         "root": {"type": "view", "background": {"fromImage": {"param": "photo"}, "role": "primary"}, "children": [
           {"type": "image", "src": {"param": "photo"}, "frame": {"x": 10, "y": 10, "width": 20, "height": 20}}]}}
        """

    @Test func aBoundPictureGivesItsColourAndEqualsTheLiteralScene() async throws {
        let renderer = try renderer()
        let compiled = try renderer.template(json: Data(template.utf8), file: "t.json")
        let bound = try await renderer.render(compiled, params: ["photo": "assets/card-avatar.png"]).data
        let literal = """
            {"width": 60, "height": 40,
             "root": {"type": "view", "background": {"fromImage": "assets/card-avatar.png", "role": "primary"}, "children": [
               {"type": "image", "src": "assets/card-avatar.png", "frame": {"x": 10, "y": 10, "width": 20, "height": 20}}]}}
            """
        #expect(bound == (try renderer.renderNow(json: Data(literal.utf8))).data)
        #expect(bound != (try renderer.renderNow(compiled)).data, "the default photo draws another card")
    }

    private let picture = """
        {"params": {"photo": {"type": "image", "default": "assets/card-photo.jpg"}},
         "width": 60, "height": 40, "root": {"type": "view", "children": [
           {"type": "image", "src": {"param": "photo"}, "frame": {"x": 10, "y": 10, "width": 20, "height": 20}}]}}
        """

    private let missing: ParameterValues = ["photo": ParameterValue(json: JSONValue(.string("assets/none.png")), source: ParameterSource("set by a test"))]

    @Test func aWarningNamesTheParameterBehindIt() throws {
        let compiled = try renderer().template(json: Data(picture.utf8), file: "t.json")
        let result = try renderer().renderNow(compiled, params: missing)
        #expect(result.warnings.map(\.description) == [
            "params.photo (set by a test): root.children[0].src: \"assets/none.png\" does not exist in the asset folder; its placeholder is drawn instead",
        ])
    }

    @Test func aStrictRenderStopsWithTheParameterNamed() throws {
        let compiled = try renderer(strict: true).template(json: Data(picture.utf8), file: "t.json")
        do {
            _ = try renderer(strict: true).renderNow(compiled, params: missing)
            Issue.record("a strict render drew a missing picture")
        } catch let error as StrictModeError {
            #expect(error.description.hasPrefix("params.photo (set by a test): root.children[0].src: "))
        }
    }

    @Test func aColourFromAMissingBoundPictureIsAnErrorAtTheReference() throws {
        let compiled = try renderer().template(json: Data(template.utf8), file: "t.json")
        do {
            _ = try renderer().renderNow(compiled, params: missing)
            Issue.record("a colour was taken from a missing picture")
        } catch let error as SceneError {
            #expect(String(describing: error).hasPrefix("t.json:3:55: params.photo (set by a test): root.background.fromImage: "), "\(error)")
        }
    }
}
