import Scene
import XCTest

/// A node is a value even though its properties live in shared storage: a change to one copy
/// is never seen through another, and equality and hashing look at the properties, not at
/// which storage holds them.
final class NodeValueTests: XCTestCase {
    private func card() -> Node {
        Node(kind: .view, id: "card", style: ViewStyle(), label: LabelContent(text: "Hello"), children: [Node(kind: .spacer)])
    }

    func testChangingACopyLeavesTheOriginal() {
        let original = card()
        var copy = original
        copy.id = "other"
        copy.style.opacity = 0.5
        copy.layout.grow = 2
        copy.label?.text = "Bye"
        copy.transitions.append(Transition(.fade, duration: 1))
        XCTAssertEqual(original.id, "card")
        XCTAssertEqual(original.style.opacity, 1)
        XCTAssertEqual(original.layout.grow, 0)
        XCTAssertEqual(original.label?.text, "Hello")
        XCTAssertTrue(original.transitions.isEmpty)
        XCTAssertEqual(copy.id, "other")
        XCTAssertEqual(copy.style.opacity, 0.5)
        XCTAssertEqual(copy.label?.text, "Bye")
    }

    func testChangingTheOriginalLeavesACopy() {
        var original = card()
        let copy = original
        original.image = ImageContent(source: .file("photo.jpg"))
        XCTAssertNil(copy.image)
        XCTAssertNotNil(original.image)
    }

    func testEqualityAndHashingFollowTheProperties() {
        var built = card()
        let separately = card()
        XCTAssertEqual(built, separately)
        XCTAssertEqual(built.hashValue, separately.hashValue)
        built.style.opacity = 0.25
        XCTAssertNotEqual(built, separately)
        built.style.opacity = 1
        XCTAssertEqual(built, separately)
        var child = separately
        child.children[0].id = "gap"
        XCTAssertNotEqual(child, separately)
    }

    func testDescriptionShowsThePropertiesNotTheStorage() {
        let text = String(describing: card())
        XCTAssertTrue(text.contains("id: Optional(\"card\")"), text)
        XCTAssertTrue(text.contains("Hello"), text)
        XCTAssertFalse(text.contains("Storage"), text)
    }
}
