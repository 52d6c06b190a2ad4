import Scene
import Testing

/// A laid-out node shows the scene node it was placed from without copying its fields: a
/// change to it reaches neither the scene nor another copy, and equality looks at what it
/// shows, as when each field was its own.
struct LayoutNodeValueTests {
    private func laidOut(_ root: Node) -> LayoutNode {
        LayoutEngine().layout(Scene(width: 100, height: 100, root: root)).root
    }

    @Test func changingALaidOutNodeLeavesTheSceneAndOtherCopies() {
        let scene = Scene(width: 100, height: 100, root: View().size(width: 40, height: 40).opacity(0.5))
        let tree = LayoutEngine().layout(scene)
        var changed = tree.root
        changed.style.opacity = 1
        changed.id = "changed"
        #expect(tree.root.style.opacity == 0.5)
        #expect(tree.root.id == nil)
        #expect(scene.root.style.opacity == 0.5)
        #expect(changed.style.opacity == 1)
        #expect(changed.id == "changed")
    }

    @Test func equalityFollowsWhatTheNodeShows() {
        let plain = laidOut(View().size(width: 40, height: 40))
        // The same frame reached through other layout properties shows the same node.
        let sameFrame = laidOut(View().size(width: 40, height: 40).grow(3))
        let painted = laidOut(View().size(width: 40, height: 40).background(Color(red8: 255, green8: 0, blue8: 0)))
        let moved = laidOut(View().size(width: 41, height: 40))
        #expect(plain == sameFrame)
        #expect(plain != painted)
        #expect(plain != moved)
    }

    @Test func theMemberwiseInitializerReadsBack() {
        var style = ViewStyle()
        style.opacity = 0.25
        let node = LayoutNode(path: JSONPath([.key("root")]), kind: .label, id: "title", frame: Rect(x: 1, y: 2, width: 3, height: 4), style: style,
                              label: LabelContent(text: "Hi"), children: [])
        #expect(node.kind == .label)
        #expect(node.id == "title")
        #expect(node.contentFrame == node.frame)
        #expect(node.style.opacity == 0.25)
        #expect(node.label?.text == "Hi")
        #expect(node.image == nil && node.icon == nil && node.progress == nil)
        #expect(!node.isGenerated)
    }
}
