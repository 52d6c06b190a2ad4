@testable import Scene
import Testing

/// The first two answers of a box stay inline and the rest go to the run's shared overflow,
/// which must keep each box's answers apart and replace an answer asked again.
struct SmallCacheTests {
    @Test func answersPastTheSecondAreKeptPerSlot() {
        let overflow = CacheOverflow<Int, String>()
        var first = SmallCache<Int, String>()
        var second = SmallCache<Int, String>()
        for key in 1...4 {
            first.insert("first \(key)", for: key, slot: 0, overflow: overflow)
            second.insert("second \(key)", for: key, slot: 1, overflow: overflow)
        }
        first.insert("first 3 again", for: 3, slot: 0, overflow: overflow)
        #expect((1...5).map { first.value(for: $0, slot: 0, overflow: overflow) } == ["first 1", "first 2", "first 3 again", "first 4", nil])
        #expect((1...5).map { second.value(for: $0, slot: 1, overflow: overflow) } == ["second 1", "second 2", "second 3", "second 4", nil])
    }

    @Test func aCacheWithTwoAnswersDoesNotReadTheOverflow() {
        let overflow = CacheOverflow<Int, String>()
        var other = SmallCache<Int, String>()
        for key in 1...3 { other.insert("other \(key)", for: key, slot: 0, overflow: overflow) }
        // The same slot, as a cache that never overflowed would never ask it.
        var cache = SmallCache<Int, String>()
        cache.insert("one", for: 1, slot: 0, overflow: overflow)
        cache.insert("two", for: 2, slot: 0, overflow: overflow)
        #expect(cache.value(for: 3, slot: 0, overflow: overflow) == nil)
        #expect(cache.value(for: 2, slot: 0, overflow: overflow) == "two")
    }
}
