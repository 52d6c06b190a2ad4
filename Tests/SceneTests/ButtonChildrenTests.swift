import Scene
import Testing

/// A button given children, as SwiftUI's and ButtonKit's buttons take a label view, is
/// refused with what to write instead.
struct ButtonChildrenTests {
    private func error(_ root: String) -> String? {
        do {
            _ = try SceneDecoder().decode(Array(("{\"width\": 200, \"height\": 60, \"root\": " + root + "}").utf8), file: "card.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aLabelChildBecomesTheSuggestedTitle() {
        #expect(error(#"{"type": "button", "children": [{"type": "label", "text": "Go"}]}"#)
            == #"card.json:1:57: root.children: a button takes no children: its content is its "title" and "icon" ("variant", "tint" and "backgroundImage" style it); write "title": "Go" instead"#)
    }

    @Test func otherChildrenGetAnExample() {
        #expect(error(#"{"type": "button", "title": "A", "children": [{"type": "view"}, {"type": "view"}]}"#)
            == #"card.json:1:71: root.children: a button takes no children: its content is its "title" and "icon" ("variant", "tint" and "backgroundImage" style it); write "title": "Continue" instead"#)
    }
}
