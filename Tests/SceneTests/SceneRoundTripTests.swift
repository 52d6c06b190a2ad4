import Foundation
import Scene
import XCTest

/// The builder API, the canonical JSON form and `Codable` agree: a scene written in Swift
/// encodes to JSON that decodes back to an equal scene, and hand-written JSON decodes to the
/// scene the builder makes. The two sides of each comparison are written independently.
final class SceneRoundTripTests: XCTestCase {
    // MARK: - Fixtures

    /// A scene that uses every style feature, every node kind the builder offers, and the
    /// builder's `for`, `if` and `if`/`else`.
    private func richScene(showBadge: Bool = true) -> Scene {
        let stops = [
            GradientStop(color: Color(hex: 0x1E1B4B), position: 0),
            GradientStop(color: Color(hex: 0x7C3AED, alpha: 0.5), position: 0.25),
            GradientStop(color: Color(hex: 0x4338CA), position: 1),
        ]
        let radial = RadialGradient(
            center: UnitPoint(x: 0.3, y: -0.25),
            radius: 150,
            stops: [GradientStop(color: .white, position: 0), GradientStop(color: .clear, position: 0.6), GradientStop(color: .black, position: 0.6)]
        )
        return Scene(width: 640, height: 360, scale: 2, background: .linearGradient(LinearGradient(angle: 135, stops: stops)), fonts: ["fonts/Inter-Regular.ttf", "fonts/Ïnter Bold.otf"]) {
            View(id: "canvas") {
                View(id: "card") {
                    HStack(id: "row") {
                        View()
                            .place(x: 0, y: 0, width: 40, height: 40)
                            .background(Color(hex: 0xF59E0B))
                            .cornerRadius(20)
                        Spacer(id: "gap")
                        View()
                            .place(x: 60)
                            .background(.radialGradient(radial))
                    }
                    .place(x: 16, y: 16, width: 400, height: 40)
                    VStack(id: "column") {
                        for index in 0..<3 {
                            View(id: "line-\(index)")
                                .place(y: Double(index) * 12.5, height: 10)
                                .background(Color(red8: 10, green8: 20, blue8: 30, alpha8: UInt8(100 + index)))
                        }
                    }
                    .place(x: 16, y: 72)
                    if showBadge {
                        ZStack(id: "badge") { Spacer() }
                            .place(x: -999_999.5, y: 1e-7, width: 0, height: 1_000_000)
                    } else {
                        Spacer()
                    }
                    if !showBadge {
                        Spacer(id: "never")
                    }
                }
                .place(x: 40, y: -12.25, width: 560, height: 300)
                .background(Color.white)
                .cornerRadius(CornerRadii(topLeft: 32, topRight: 8, bottomRight: 0, bottomLeft: 16.5))
                .border(width: 1.5, color: Color(hex: 0x334155, alpha: 0.75), dash: [6, 3, 0.5])
                .shadow(color: Color(hex: 0x0F0C3C, alpha: 0.45), blur: 60, y: 30)
                .shadow(color: Color(hex: 0x000000, alpha: 0.25), blur: 1e-7, x: -2, y: 4, spread: -1)
                .shadow(color: Color(hex: 0x1E3A8A, alpha: 0.5), blur: 12, x: 3, y: -1, spread: 2, inset: true)
                .opacity(1.0 / 3.0)
                .clipped()
                .transform(Transform(translate: Point(x: 10, y: -5), scale: Size(width: 1.25, height: -0.8), rotate: -7.5, anchor: UnitPoint(x: 0, y: 1)))
                View(id: "odd \"id\" \\ é 😀\t\u{1}")
                    .hidden()
                    .background(.color(.clear))
                    .border(color: .black)
                    .clipped(false)
            }
        }
    }

    // MARK: - Round trips

    func testFoundationEncodingDecodesToTheSameScene() throws {
        let scene = richScene()
        let data = try JSONEncoder().encode(scene)
        let decoded = try SceneDecoder().decode(Array(data), file: "encoded.json")
        XCTAssertEqual(decoded, scene)
    }

    func testCanonicalTextDecodesToTheSameScene() throws {
        for scene in [richScene(showBadge: true), richScene(showBadge: false)] {
            let text = scene.jsonValue.jsonText()
            let decoded = try SceneDecoder().decode(Array(text.utf8), file: "canonical.json")
            XCTAssertEqual(decoded, scene, text)
        }
    }

    func testFoundationDecoderReadsWhatFoundationEncoderWrote() throws {
        let scene = richScene()
        let decoded = try JSONDecoder().decode(Scene.self, from: try JSONEncoder().encode(scene))
        XCTAssertEqual(decoded, scene)
    }

    func testBuilderControlFlowProducesTheExpectedChildren() {
        let card = richScene().root.children[0]
        XCTAssertEqual(card.children.map(\.kind), [.hstack, .vstack, .zstack])
        XCTAssertEqual(card.children[1].children.map(\.id), ["line-0", "line-1", "line-2"])
        let plain = richScene(showBadge: false).root.children[0]
        XCTAssertEqual(plain.children.map(\.kind), [.hstack, .vstack, .spacer, .spacer])
        XCTAssertEqual(plain.children.map(\.id), [Optional("row"), "column", nil, "never"])
    }

    // MARK: - Canonical text

    func testCanonicalTextOfASmallScene() {
        let scene = Scene(width: 100, height: 50) {
            View(id: "a")
                .place(x: 1, y: 2.5, width: 3)
                .background(Color(hex: 0xFF8800, alpha: 0.5))
        }
        // Defaults (scale 1, no canvas background, no fonts) are left out; integers have no
        // fraction; colours use the canonical #RRGGBBAA form (0.5 → 0x80).
        let expected = """
            {
              "width": 100,
              "height": 50,
              "root": {
                "type": "view",
                "id": "a",
                "frame": {
                  "x": 1,
                  "y": 2.5,
                  "width": 3
                },
                "background": "#FF880080"
              }
            }

            """
        XCTAssertEqual(scene.jsonValue.jsonText(), expected)
    }

    // MARK: - Hand-written JSON against the builder

    private let handWritten = #"""
        {
          "$schema": "../schema/scene.schema.json",
          "width": 300,
          "height": 200,
          "background": "white",
          "fonts": ["fonts/a.ttf"],
          "root": {
            "type": "zstack",
            "children": [
              {
                "type": "view",
                "id": "card",
                "frame": {"x": 10, "y": 20, "width": 100, "height": 50},
                "background": {"type": "linear", "angle": 90, "stops": ["red", {"color": "#00F", "position": 0.75}]},
                "cornerRadius": {"topLeft": 8, "bottomRight": 4},
                "border": {"width": 2, "color": "rgba(0, 0, 0, 0.5)", "dash": [4, 2]},
                "shadow": {"blur": 6, "y": 2},
                "opacity": 0.9,
                "clip": true,
                "transform": {"rotate": 45, "scale": 2, "anchor": {"x": 0}},
                "children": [{"type": "spacer", "frame": {"x": 5}}]
              },
              {"type": "hstack", "hidden": true, "background": {"type": "radial", "stops": ["transparent", "rebeccapurple"]}},
              {"type": "vstack", "cornerRadius": 3, "shadow": [{"color": "#FF000080", "x": 1, "spread": 2}, {"blur": 0}, {"inset": true, "blur": 3}], "zIndex": -2.5,
               "border": {"top": {"width": 2, "color": "rgba(0, 0, 0, 0.5)"}, "left": {"width": 0.5, "color": "red"}}}
            ]
          }
        }
        """#

    /// The same scene, written with the builder and explicit values: "red" is FF0000, "#00F"
    /// 0000FF, rgba(0, 0, 0, 0.5) has alpha 0.5 × 255 = 127.5 → 128, the default shadow colour
    /// is #00000080, a missing anchor axis is 0.5, and rebeccapurple is 663399.
    private func builderVersion() -> Scene {
        let halfBlack = Color(red8: 0, green8: 0, blue8: 0, alpha8: 128)
        return Scene(width: 300, height: 200, background: .color(Color(red8: 255, green8: 255, blue8: 255)), fonts: ["fonts/a.ttf"]) {
            ZStack {
                View(id: "card") {
                    Spacer().place(x: 5)
                }
                .place(x: 10, y: 20, width: 100, height: 50)
                .background(.linearGradient(LinearGradient(angle: 90, stops: [
                    GradientStop(color: Color(red8: 255, green8: 0, blue8: 0), position: 0),
                    GradientStop(color: Color(red8: 0, green8: 0, blue8: 255), position: 0.75),
                ])))
                .cornerRadius(CornerRadii(topLeft: 8, topRight: 0, bottomRight: 4, bottomLeft: 0))
                .border(width: 2, color: halfBlack, dash: [4, 2])
                .shadow(color: halfBlack, blur: 6, y: 2)
                .opacity(0.9)
                .clipped()
                .transform(Transform(scale: Size(width: 2, height: 2), rotate: 45, anchor: UnitPoint(x: 0, y: 0.5)))
                HStack()
                    .hidden()
                    .background(.radialGradient(RadialGradient(stops: [
                        GradientStop(color: Color(red8: 0, green8: 0, blue8: 0, alpha8: 0), position: 0),
                        GradientStop(color: Color(red8: 0x66, green8: 0x33, blue8: 0x99), position: 1),
                    ])))
                VStack()
                    .cornerRadius(3)
                    .shadow(color: Color(red8: 255, green8: 0, blue8: 0, alpha8: 128), x: 1, spread: 2)
                    .shadow(color: halfBlack)
                    .shadow(color: halfBlack, blur: 3, inset: true)
                    .zIndex(-2.5)
                    .border(top: BorderSide(width: 2, color: halfBlack), left: BorderSide(width: 0.5, color: Color(red8: 255, green8: 0, blue8: 0)))
            }
        }
    }

    func testFoundationDecoderOfHandWrittenJSONEqualsBuilderScene() throws {
        let decoded = try JSONDecoder().decode(Scene.self, from: Data(handWritten.utf8))
        XCTAssertEqual(decoded, builderVersion())
    }

    func testSceneDecoderOfHandWrittenJSONEqualsBuilderScene() throws {
        let decoded = try SceneDecoder().decode(Array(handWritten.utf8), file: "card.json")
        XCTAssertEqual(decoded, builderVersion())
    }

    func testNodeDecodesThroughFoundation() throws {
        let node = try JSONDecoder().decode(Node.self, from: Data(#"{"type": "view", "id": "n", "cornerRadius": 4, "opacity": 0.5}"#.utf8))
        XCTAssertEqual(node, View(id: "n").cornerRadius(4).opacity(0.5))
    }

    // MARK: - Invalid documents through Foundation

    private func foundationError(_ text: String) -> String? {
        do {
            _ = try JSONDecoder().decode(Scene.self, from: Data(text.utf8))
            return nil
        } catch let error as SceneError {
            return error.description
        } catch {
            return "not a SceneError: \(error)"
        }
    }

    func testFoundationDecoderRefusesInvalidScenes() {
        // Positions are unknown on this path, so messages carry the JSON path alone.
        XCTAssertEqual(
            foundationError(#"{"width": 100, "height": 100, "root": {"type": "button"}}"#),
            #"root: a button needs a "title", an "icon" or "children" to show"#
        )
        XCTAssertEqual(
            foundationError(#"{"width": 100, "height": 100, "root": {"type": "view", "cornerRadus": 4}}"#),
            #"root.cornerRadus: unknown key "cornerRadus" in a view node; did you mean "cornerRadius"?"#
        )
        XCTAssertEqual(
            foundationError(#"{"width": 100, "height": 100}"#),
            #"missing required key "root" (the root node, an object with a "type")"#
        )
        XCTAssertThrowsError(try JSONDecoder().decode(Scene.self, from: Data(#"{"width": 10000, "height": 10000, "root": {"type": "view"}}"#.utf8)))
    }

    func testFoundationPathKeepsBooleansAndNumbersApart() {
        XCTAssertEqual(
            foundationError(#"{"width": 100, "height": 100, "root": {"type": "view", "clip": 1}}"#),
            "root.clip: expected true or false, received 1"
        )
        XCTAssertEqual(
            foundationError(#"{"width": true, "height": 100, "root": {"type": "view"}}"#),
            #"width: expected a number > 0 and ≤ 1000000, or pixels such as "12px", received true"#
        )
        XCTAssertEqual(
            foundationError(#"{"width": 100, "height": 100, "root": {"type": "view", "opacity": "0.5"}}"#),
            #"root.opacity: expected a number between 0 and 1, received "0.5""#
        )
    }
}
