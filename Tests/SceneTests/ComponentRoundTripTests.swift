import Foundation
import XCTest
@testable import Scene

/// Components, transitions and states through every path: hand-written JSON, the builder
/// (`Icon`, `Progress`, `Button`, `Toast`, `Alert` and the `transition`, `screenState` and
/// `redacted` modifiers), `jsonValue` and its text, and Foundation's coders. Expected
/// documents are written out by hand.
final class ComponentRoundTripTests: XCTestCase {
    // MARK: - Helpers

    private func decode(_ text: String) throws -> Scene {
        try SceneDecoder().decode(Array(text.utf8), file: "components.json")
    }

    /// Asserts that `scene` comes back equal through `jsonValue`, its text, and Foundation.
    private func assertRoundTrips(_ scene: Scene, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try SceneValidator().validate(scene.jsonValue), scene, "validate(jsonValue)", file: file, line: line)
        let text = scene.jsonValue.jsonText()
        XCTAssertEqual(try decode(text), scene, text, file: file, line: line)
        let data = try JSONEncoder().encode(scene)
        XCTAssertEqual(try JSONDecoder().decode(Scene.self, from: data), scene, "Foundation", file: file, line: line)
    }

    /// Asserts that the node, as the root of a scene, round-trips.
    private func assertNodeRoundTrips(_ node: Node, file: StaticString = #filePath, line: UInt = #line) throws {
        try assertRoundTrips(Scene(width: 100, height: 100, root: node), file: file, line: line)
    }

    private func compact(_ node: Node) -> String { node.jsonValue.compactText }

    private static let red = Color(red8: 255, green8: 0, blue8: 0)
    private static let gray = Color(red8: 142, green8: 142, blue8: 147)
    private static let pngURI = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFUlEQVQI1wXBAQEAAACAEP9PF0JQGR7vBPyLRjVYAAAAAElFTkSuQmCC"

    // MARK: - Hand-written JSON against the builder

    func testHandWrittenJSONEqualsTheBuilder() throws {
        let text = #"""
            {
              "width": 390,
              "height": 844,
              "root": {
                "type": "vstack",
                "redacted": true,
                "children": [
                  {"type": "icon", "symbol": "checkmark", "color": "#34C759", "width": 32},
                  {"type": "progress"},
                  {"type": "progress", "value": 0.4, "tint": "red", "transition": {"kind": "fade", "delay": 0.2}},
                  {"type": "button", "id": "save", "title": "Save"},
                  {"type": "button", "title": "Delete", "icon": {"symbol": "xmark"}, "variant": "bordered", "tint": "red", "state": "error", "cornerRadius": 0},
                  {"type": "button", "title": "Upload", "icon": "icons/up.png", "iconPosition": "trailing", "progress": 0.25, "progressStyle": "percent", "padding": 4},
                  {"type": "view", "height": 120, "loading": true, "children": [
                    {"type": "toast", "text": "Copied", "position": "top", "style": "success", "duration": 1.5, "delay": 0.5},
                    {"type": "toast", "text": "Second"}
                  ]},
                  {"type": "view", "height": 300, "blockLoading": "Saving…", "children": [
                    {"type": "alert", "style": "edit", "title": "Rename", "subtitle": "Pick a name", "fields": ["Name", {"placeholder": "Note", "text": "Hi"}],
                     "buttons": ["Save", {"title": "Cancel", "role": "cancel"}]}
                  ]},
                  {"type": "label", "text": "Oops", "error": "Could not load",
                   "transition": [{"kind": "slide", "edge": "leading", "distance": 40, "curve": "spring"}, {"kind": "shake", "amplitude": 6}]},
                  {"type": "image", "src": "b.png", "transition": {"kind": "crossDissolve", "from": "a.png", "duration": 1}}
                ]
              }
            }
            """#
        let built = Scene(width: 390, height: 844) {
            VStack {
                Icon(.checkmark, color: Color(red8: 0x34, green8: 0xC7, blue8: 0x59)).width(32)
                Progress()
                Progress(value: 0.4, tint: Self.red).transition(Transition(.fade, delay: 0.2))
                Button("Save", id: "save")
                Button(ButtonContent(title: "Delete", icon: .symbol(.xmark), variant: .bordered, tint: Self.red, state: .error)).cornerRadius(0)
                Button(ButtonContent(title: "Upload", icon: .image(.file("icons/up.png")), iconPosition: .trailing, state: .loading,
                                     progress: 0.25, progressStyle: .percent)).padding(4)
                View {
                    Toast(ToastContent(text: "Copied", position: .top, style: .success, duration: 1.5, delay: 0.5))
                    Toast(ToastContent(text: "Second"))
                }
                .height(120).screenState(.loading)
                View {
                    Alert(AlertContent(style: .edit, title: "Rename", subtitle: "Pick a name",
                                       buttons: [AlertButton(title: "Save"), AlertButton(title: "Cancel", role: .cancel)],
                                       fields: [AlertField(placeholder: "Name"), AlertField(placeholder: "Note", text: "Hi")]))
                }
                .height(300).screenState(.blockLoading(subtitle: "Saving…"))
                Label("Oops").screenState(.error(message: "Could not load"))
                    .transition(Transition(.slide(edge: .leading, distance: 40), curve: .spring))
                    .transition(Transition(.shake(amplitude: 6, cycles: 3)))
                Image("b.png").transition(Transition(.crossDissolve(from: .file("a.png")), duration: 1))
            }
            .redacted()
        }
        XCTAssertEqual(try decode(text), built)
        XCTAssertEqual(try JSONDecoder().decode(Scene.self, from: Data(text.utf8)), built)
        try assertRoundTrips(built)
    }

    // MARK: - Canonical form

    func testDefaultsAreLeftOut() {
        XCTAssertEqual(compact(Icon(.info)), #"{"type":"icon","symbol":"info"}"#)
        XCTAssertEqual(compact(Progress()), #"{"type":"progress"}"#)
        XCTAssertEqual(compact(Progress(value: 0.5)), #"{"type":"progress","value":0.5}"#)
        XCTAssertEqual(compact(Button("OK")), #"{"type":"button","title":"OK"}"#)
        XCTAssertEqual(compact(Toast(ToastContent(text: "Hi"))), #"{"type":"toast","text":"Hi"}"#)
        XCTAssertEqual(compact(Alert(AlertContent(title: "Done"))), #"{"type":"alert","title":"Done"}"#)
        XCTAssertEqual(compact(View().transition(Transition(.fade))), #"{"type":"view","transition":{"kind":"fade"}}"#)
        XCTAssertEqual(compact(View().transition(Transition(.shake(amplitude: 10, cycles: 3)))), #"{"type":"view","transition":{"kind":"shake"}}"#)
        XCTAssertEqual(compact(View().transition(Transition(.slide(edge: .bottom, distance: nil)))), #"{"type":"view","transition":{"kind":"slide"}}"#)
        XCTAssertEqual(compact(View().transition(Transition(.scale(from: 0.5)))), #"{"type":"view","transition":{"kind":"scale"}}"#)
        XCTAssertEqual(compact(View().redacted(false).screenState(nil)), #"{"type":"view"}"#)
    }

    func testEveryKeyIsWrittenInTheValidatorsOrder() {
        let button = ButtonContent(title: "Go", icon: .symbol(.info), iconPosition: .trailing, backgroundImage: .file("bg.png"), variant: .plain,
                                   tint: Self.red, titleColor: .white, font: FontSpec(family: "serif", size: 17, weight: 400, italic: true),
                                   state: .idle, loadingStyle: .none, progress: 1, progressStyle: .percent, errorStyle: .none)
        XCTAssertEqual(compact(Button(button)),
                       #"{"type":"button","title":"Go","icon":{"symbol":"info"},"iconPosition":"trailing","backgroundImage":"bg.png","variant":"plain","#
                       + ##""tint":"#FF0000","titleColor":"#FFFFFF","font":{"family":"serif","weight":400,"style":"italic"},"state":"idle","loadingStyle":"none","##
                       + #""progress":1,"progressStyle":"percent","errorStyle":"none"}"#)
        let alert = AlertContent(style: .edit, title: "T", subtitle: "", buttons: [], fields: [AlertField(placeholder: "", text: "x")], backdrop: .clear)
        XCTAssertEqual(compact(Alert(alert)), ##"{"type":"alert","style":"edit","title":"T","subtitle":"","buttons":[],"fields":[{"text":"x"}],"backdrop":"#00000000"}"##)
        XCTAssertEqual(compact(Toast(ToastContent(text: "a", position: .center, style: .light, duration: 0, delay: 1))),
                       #"{"type":"toast","text":"a","position":"center","style":"light","duration":0,"delay":1}"#)
        XCTAssertEqual(compact(Node(kind: .progress, progress: ProgressContent(value: nil, tint: ButtonContent.defaultTint, track: .black))),
                       ##"{"type":"progress","tint":"#007AFF","track":"#000000"}"##)
        XCTAssertEqual(compact(View().transition(Transition(.slide(edge: .top, distance: 0), duration: 1, delay: 2, curve: .linear))),
                       #"{"type":"view","transition":{"kind":"slide","duration":1,"delay":2,"curve":"linear","edge":"top","distance":0}}"#)
        XCTAssertEqual(compact(View().transition(Transition(.fade)).transition(Transition(.scale(from: 2)))),
                       #"{"type":"view","transition":[{"kind":"fade"},{"kind":"scale","from":2}]}"#)
        XCTAssertEqual(compact(View().screenState(.blockLoading(subtitle: nil))), #"{"type":"view","blockLoading":true}"#)
        XCTAssertEqual(compact(View().screenState(.blockLoading(subtitle: "Wait"))), #"{"type":"view","blockLoading":"Wait"}"#)
        XCTAssertEqual(compact(View().screenState(.error(message: "No"))), #"{"type":"view","error":"No"}"#)
        XCTAssertEqual(compact(View().screenState(.error(message: "No", action: "Retry"))), #"{"type":"view","error":{"message":"No","action":"Retry"}}"#)
        XCTAssertEqual(compact(View().screenState(.loading).redacted()), #"{"type":"view","loading":true,"redacted":true}"#)
    }

    /// A button is read with a corner radius of 10 and padding of 10 by 18 when it gives
    /// none, so those are left out, and any other value, zero included, is written.
    func testButtonCornerRadiusAndPaddingAreWrittenWhenTheyDifferFromTheBuiltInOnes() throws {
        XCTAssertEqual(compact(Button("a").cornerRadius(0).padding(0)), #"{"type":"button","title":"a","padding":0,"cornerRadius":0}"#)
        XCTAssertEqual(compact(Button("a").cornerRadius(12).padding(horizontal: 18, vertical: 0)),
                       #"{"type":"button","title":"a","padding":{"right":18,"left":18},"cornerRadius":12}"#)
        // A view keeps its own zero defaults.
        XCTAssertEqual(compact(View().cornerRadius(10).padding(horizontal: 18, vertical: 10)),
                       #"{"type":"view","padding":{"top":10,"right":18,"bottom":10,"left":18},"cornerRadius":10}"#)
        for node in [Button("a"), Button("a").cornerRadius(0), Button("a").padding(0), Button("a").padding(top: 10, right: 18, bottom: 10, left: 0),
                     Button("a").cornerRadius(CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0)), Button("a").padding(.percent(5))] {
            try assertNodeRoundTrips(node)
        }
    }

    // MARK: - Round trips

    func testEveryComponentRoundTrips() throws {
        var nodes: [Node] = []
        for symbol in Symbol.allCases {
            nodes.append(Icon(symbol))
            nodes.append(Icon(symbol, color: Color(red8: 1, green8: 2, blue8: 3, alpha8: 4)).width(10))
        }
        nodes += [
            Progress(), Progress(value: 0), Progress(value: 1, tint: Self.gray),
            Node(kind: .progress, progress: ProgressContent(value: 0.3, tint: .white, track: .clear)),
            Node(kind: .progress, progress: ProgressContent(value: nil, tint: ButtonContent.defaultTint)),
        ]
        for state in ButtonState.allCases {
            for progress in [nil, 0.0, 0.5] {
                nodes.append(Button(ButtonContent(title: "a", state: state, progress: progress)))
            }
        }
        for style in LoadingStyle.allCases { nodes.append(Button(ButtonContent(title: "a", state: .loading, loadingStyle: style))) }
        for variant in ButtonVariant.allCases { nodes.append(Button(ButtonContent(title: "a", variant: variant, titleColor: .black))) }
        nodes += [
            Button(ButtonContent(title: "", icon: .image(.bytes([1, 2, 3])))),
            Button(ButtonContent(title: "a", backgroundImage: .bytes([9, 8, 7, 6]), font: FontSpec(size: 17, weight: 600, italic: true))),
            Button(ButtonContent(title: "a", font: FontSpec())),
            Button(ButtonContent(title: "a", progress: 0.5, progressStyle: .percent, errorStyle: .none)),
        ]
        for position in ToastPosition.allCases {
            for style in ToastStyle.allCases { nodes.append(Toast(ToastContent(text: "t", position: position, style: style, duration: 0.5, delay: 3))) }
        }
        for style in AlertStyle.allCases { nodes.append(Alert(AlertContent(style: style, title: "a", subtitle: "b"))) }
        nodes += [
            Alert(AlertContent(title: "a", buttons: [])),
            Alert(AlertContent(title: "a", buttons: [AlertButton(title: "Done", role: .cancel)])),
            Alert(AlertContent(style: .edit, title: "a", fields: [AlertField(placeholder: ""), AlertField(placeholder: "", text: "t"), AlertField(placeholder: "p", text: "t")],
                               backdrop: Self.red)),
        ]
        try assertRoundTrips(Scene(width: 100, height: 100) { View { nodes } })
    }

    func testEveryTransitionRoundTrips() throws {
        var transitions: [Transition] = [
            Transition(.fade), Transition(.fade, duration: 0, delay: 3600),
            Transition(.scale(from: 0)), Transition(.scale(from: 100), duration: 0.5),
            Transition(.shake(amplitude: 0, cycles: 0.5)), Transition(.shake(amplitude: 10, cycles: 3), duration: 0.3, curve: .easeInOut),
            Transition(.slide(edge: .trailing, distance: nil)), Transition(.slide(edge: .top, distance: 1_000_000)),
        ]
        for curve in TimingCurve.allCases { transitions.append(Transition(.fade, curve: curve)) }
        for transition in transitions {
            try assertNodeRoundTrips(View().transition(transition))
        }
        try assertNodeRoundTrips(transitions.prefix(16).reduce(View()) { $0.transition($1) })
        // Picture changes, on images.
        for kind in [TransitionKind.crossDissolve(from: .file("old.png")), .flipFromBottom(from: .bytes([0, 1, 2, 255]))] {
            try assertNodeRoundTrips(Image("new.png").transition(Transition(kind, duration: 2, delay: 1, curve: .easeIn)))
        }
    }

    /// A button's children are its label; its `shrink` is 0 unless it says otherwise.
    func testAButtonWithChildrenRoundTrips() throws {
        let labelled = Button { Label("Go") }
        XCTAssertEqual(compact(labelled), #"{"type":"button","children":[{"type":"label","text":"Go"}]}"#)
        try assertNodeRoundTrips(labelled)
        try assertNodeRoundTrips(Button(ButtonContent(title: "Save", variant: .bordered)) {
            Icon(.checkmark).width(16)
            Label("2 files").font(size: 13).textColor(Self.red)
        })
        XCTAssertEqual(compact(Button("OK").shrink(1)), #"{"type":"button","title":"OK","shrink":1}"#)
        try assertNodeRoundTrips(Button("OK").shrink(1))
    }

    func testAnIconWithoutItsDefaultRatioRoundTrips() throws {
        try assertNodeRoundTrips(Icon(.info).aspectRatio(nil))
    }

    func testStatesAndSkeletonsRoundTrip() throws {
        for state in [ScreenState.loading, .blockLoading(subtitle: nil), .blockLoading(subtitle: ""), .blockLoading(subtitle: "Saving…"), .error(message: "No"),
                      .error(message: "No", action: "Retry")] {
            try assertNodeRoundTrips(View { Label("a") }.screenState(state))
            try assertNodeRoundTrips(Button("a").screenState(state).redacted())
        }
        try assertNodeRoundTrips(HStack { Label("a").redacted(); Icon(.info) }.redacted())
    }

    func testNodeDecodesThroughFoundation() throws {
        let node = try JSONDecoder().decode(Node.self, from: Data(#"{"type": "button", "title": "OK", "transition": {"kind": "fade"}, "loading": true}"#.utf8))
        XCTAssertEqual(node, Button("OK").transition(Transition(.fade)).screenState(.loading))
        XCTAssertEqual(try JSONDecoder().decode(Node.self, from: try JSONEncoder().encode(node)), node)
    }

    // MARK: - Time-resolved state

    /// What `Scene.at(time:)` sets (a spinner's phase, the picture a cross-dissolve mixes in,
    /// a slide by the node's own size) has no key, so it is not written.
    func testTimeResolvedStateIsLeftOut() {
        var spinner = Progress()
        spinner.progress?.phase = 0.25
        XCTAssertEqual(compact(spinner), compact(Progress()))
        var picture = Image("b.png")
        picture.image?.previous = .file("a.png")
        picture.image?.previousWeight = 0.5
        XCTAssertEqual(compact(picture), compact(Image("b.png")))
        var sliding = View()
        sliding.style.transform.relativeTranslate = Point(x: 0, y: 0.5)
        XCTAssertEqual(compact(sliding), compact(View()))
        sliding.style.transform.rotate = 45
        XCTAssertEqual(compact(sliding), #"{"type":"view","transform":{"translate":{"x":0,"y":0},"scale":{"x":1,"y":1},"rotate":45,"anchor":{"x":0.5,"y":0.5}}}"#)
    }

    // MARK: - Loud failures

    /// Content on a kind that does not take it (only the Swift API can make such a node) is
    /// written, so that reading it back refuses it rather than dropping it. The messages are
    /// those of the text, which knows where each key is.
    func testContentOnAnotherKindIsRefusedWhenReadBack() {
        let cases: [(Node, String)] = [
            (Node(kind: .view, icon: IconContent(symbol: .info)), #""symbol" applies only to icon nodes, not to a view node"#),
            (Node(kind: .view, progress: ProgressContent(value: 0.5)), #""value" applies only to progress nodes, not to a view node"#),
            (Node(kind: .view, component: .toast(ToastContent(text: "a"))), #""text" applies only to label and toast nodes, not to a view node"#),
            (Node(kind: .label, label: LabelContent(text: "a"), component: .alert(AlertContent(title: "a"))), #""title" applies only to button and alert nodes, not to a label node"#),
            (Node(kind: .button), #"a button needs a "title", an "icon" or "children" to show"#),
            (Alert(AlertContent(style: .info, title: "a", fields: [AlertField(placeholder: "x")])), #"only "edit" alerts have text fields; this alert's style is "info""#),
            (View().transition(Transition(.crossDissolve(from: .file("a.png")))),
             #""crossDissolve" changes one picture into another, so it applies only to image nodes, not to a view node"#),
        ]
        for (node, message) in cases {
            let scene = Scene(width: 10, height: 10, root: node)
            XCTAssertThrowsError(try SceneValidator().validate(scene.jsonValue), compact(node))
            XCTAssertThrowsError(try decode(scene.jsonValue.jsonText()), compact(node)) { error in
                XCTAssertEqual((error as? SceneError)?.message, message, compact(node))
            }
        }
        let seventeen = (0..<17).reduce(View()) { node, _ in node.transition(Transition(.fade)) }
        XCTAssertThrowsError(try SceneValidator().validate(Scene(width: 10, height: 10, root: seventeen).jsonValue))
    }
}
