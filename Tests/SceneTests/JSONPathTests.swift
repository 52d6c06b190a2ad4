import Scene
import Testing

/// A path shares the steps before its last with every path extended from the same parent,
/// and must still behave as the list of its steps: equal and hashed by them, whatever
/// shares what, and released without recursing once per step.
struct JSONPathTests {
    @Test func pathsEqualByTheirStepsHowEverTheyWereMade() {
        let appended = JSONPath().appending("root").appending("children").appending(index: 2)
        let listed = JSONPath([.key("root"), .key("children"), .index(2)])
        let sibling = JSONPath().appending("root").appending("children").appending(index: 3)
        #expect(appended == listed)
        #expect(appended.hashValue == listed.hashValue)
        #expect(appended != sibling)
        #expect(appended != JSONPath([.key("root"), .key("children")]))
        #expect(JSONPath([.key("root")]) != JSONPath([.index(0)]))
        #expect(Set([appended, listed, sibling]).count == 2)
    }

    @Test func stepsReadBackInOrderAndCanBeReplaced() {
        var path = JSONPath([.key("root"), .key("children"), .index(0), .key("label")])
        #expect(path.components == [.key("root"), .key("children"), .index(0), .key("label")])
        #expect(path.count == 4)
        #expect(path.description == "root.children[0].label")
        path.components.removeLast()
        #expect(path == JSONPath([.key("root"), .key("children"), .index(0)]))
        #expect(JSONPath().components.isEmpty)
        #expect(JSONPath().description.isEmpty)
    }

    @Test func extendingAPathLeavesItAndItsOtherExtensionsAlone() {
        let parent = JSONPath([.key("root"), .key("children")])
        let first = parent.appending(index: 0)
        let second = parent.appending(index: 1)
        #expect(parent.components == [.key("root"), .key("children")])
        #expect(first.components.last == .index(0))
        #expect(second.components.last == .index(1))
    }

    /// A path as deep as a hostile document allows and far deeper, released at once, must
    /// not overflow the stack (each step releases its parent).
    @Test func aVeryLongPathIsReleasedWithoutRecursing() {
        var path = JSONPath()
        for index in 0..<500_000 { path = path.appending(index: index) }
        #expect(path.count == 500_000)
        path = JSONPath()
        #expect(path.count == 0)
    }
}
