@testable import Scene
import Testing

/// The list that keeps its first element inline behaves as an array of its elements.
struct InlineFirstListTests {
    @Test func appendedElementsReadBackInOrder() {
        var list = InlineFirstList<Int>()
        #expect(list.isEmpty)
        for value in [3, 1, 4, 1, 5] { list.append(value) }
        #expect(Array(list) == [3, 1, 4, 1, 5])
        #expect(list.count == 5)
        #expect(list.first == 3)
        #expect(list.last == 5)
        #expect(list.max() == 5)
        #expect(list.reduce(0, +) == 14)
    }

    @Test func elementsAreReplacedInPlace() {
        var list = InlineFirstList(2.0)
        list.append(7)
        list[0] = 9
        list[1] += 1
        #expect(Array(list) == [9, 8])
        #expect(list.indices == 0..<2)
    }
}
