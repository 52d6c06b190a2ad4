import Scene
import Testing

/// A button given children, as SwiftUI's and ButtonKit's buttons take a label view: the
/// children are its label, after its icon and title, styled and state-handled like the title.
struct ButtonChildrenTests {
    private func decode(_ root: String) throws(SceneError) -> Scene {
        try SceneDecoder().decode(Array(("{\"width\": 200, \"height\": 60, \"root\": " + root + "}").utf8), file: "card.json")
    }

    private func resolved(_ root: Node, at time: Double = 0) -> Node {
        Scene(width: 200, height: 60, root: root).at(time: time).root
    }

    private func all(_ node: Node) -> [Node] {
        [node] + node.children.flatMap(all)
    }

    /// The two documents these tests refused before children were a button's label.
    @Test func aLabelChildIsTheButtonsLabel() throws {
        let button = try decode(#"{"type": "button", "children": [{"type": "label", "text": "Go"}]}"#).root
        #expect(button.children.map(\.label?.text) == ["Go"])
        let label = resolved(button).children.first { $0.label != nil }
        #expect(label?.label?.color == Color(red8: 255, green8: 255, blue8: 255), "white on the filled button, as a title")
        #expect(label?.label?.font == ButtonContent.defaultFont)
        #expect(label?.isGenerated == false, "the scene's own node keeps its path")
    }

    @Test func childrenFollowTheTitle() throws {
        let button = try decode(#"{"type": "button", "title": "A", "children": [{"type": "view"}, {"type": "view"}]}"#).root
        let row = resolved(button)
        #expect(row.kind == .hstack)
        #expect(row.children.map(\.kind) == [.label, .view, .view])
        #expect(row.children.map(\.isGenerated) == [true, false, false])
    }

    @Test func labelsAndGlyphsWithTheirOwnColourOrFontKeepIt() {
        let red = Color(red8: 255, green8: 0, blue8: 0)
        let row = resolved(Button(ButtonContent(title: "", variant: .bordered)) {
            VStack {
                Label("Saved")
                Label("2 files").font(size: 13)
                Label("Red").textColor(red)
            }
            Icon(.checkmark)
        })
        let labels = all(row).compactMap(\.label)
        let tint = ButtonContent.defaultTint
        #expect(labels.map(\.color) == [tint, tint, red], "nested labels too, unless they have a colour")
        #expect(labels.map(\.font) == [ButtonContent.defaultFont, FontSpec(size: 13), ButtonContent.defaultFont])
        #expect(all(row).compactMap(\.icon).map(\.color) == [tint])
    }

    @Test func statesTreatTheChildrenAsTheTitle() {
        let content = { (state: ButtonState, style: LoadingStyle) in ButtonContent(title: "", state: state, loadingStyle: style) }
        let overlay = resolved(Button(content(.loading, .overlay)) { Label("Go") })
        #expect(overlay.children.filter { !$0.isGenerated }.map(\.style.hidden) == [true], "hidden under the spinner, still laid out")
        let pulse = resolved(Button(content(.loading, .pulse)) { Label("Go") }, at: 0.5)
        #expect(abs((pulse.children.first { !$0.isGenerated }?.style.opacity ?? 0) - 0.3) < 1e-12)
        let leading = resolved(Button(content(.loading, .leading)) { Label("Go") })
        #expect(leading.children.map(\.kind) == [.progress, .label])
        #expect(resolved(Button(content(.disabled, .overlay)) { Label("Go") }).style.opacity == 0.4)
    }

    @Test func aButtonWithNothingToShowIsRefused() {
        do {
            _ = try decode(#"{"type": "button", "children": []}"#)
            Issue.record("a button with no title, icon or children was accepted")
        } catch {
            #expect(error.description == #"card.json:1:38: root: a button needs a "title", an "icon" or "children" to show"#)
        }
    }

    @Test func childrenAreNamedByTheirOwnPathsInTheLayout() throws {
        let scene = try decode(#"{"type": "hstack", "children": [{"type": "button", "title": "A", "icon": {"symbol": "info"}, "children": [{"type": "view", "id": "x"}, {"type": "view", "id": "y"}]}]}"#)
        let button = LayoutEngine().layout(scene).root.children[0]
        let named = button.children.filter { !$0.isGenerated }
        #expect(named.map(\.path.description) == ["root.children[0].children[0]", "root.children[0].children[1]"])
        #expect(named.map(\.id) == ["x", "y"])
        #expect(button.children.filter(\.isGenerated).allSatisfy { $0.path.description == "root.children[0]" })
    }
}
