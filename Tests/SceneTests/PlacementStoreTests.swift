@testable import Scene
import Testing

/// Layouts nest: a parent's placements are interrupted by its children's, and each must get
/// back exactly its own, in the order it added them.
struct PlacementStoreTests {
    private func placement(_ index: Int) -> Placement {
        Placement(index: index, origin: Point(x: Double(index), y: 0),
                  request: LayoutRequest(width: 1, height: nil, heightIsDefinite: false, containingWidth: nil, containingHeight: nil))
    }

    private func indices(_ range: PlacementRange, in store: PlacementStore) -> [Int] {
        (0..<Int(range.count)).map { store[range, $0].index }
    }

    @Test func nestedLayoutsKeepTheirOwnPlacements() {
        let store = PlacementStore()
        let outer = store.begin()
        store.append(placement(1))
        store.append(placement(2))
        let inner = store.begin()
        store.append(placement(10))
        store.append(placement(11))
        let innerRange = store.finish(from: inner)
        store.append(placement(3))
        let empty = store.finish(from: store.begin())
        let outerRange = store.finish(from: outer)
        #expect(indices(innerRange, in: store) == [10, 11])
        #expect(indices(outerRange, in: store) == [1, 2, 3])
        #expect(empty.count == 0)
        #expect(store[outerRange, 2].origin == Point(x: 3, y: 0))
    }

    @Test func placementsStayPutAsBlocksFill() {
        let store = PlacementStore()
        var kept: [(range: PlacementRange, first: Int, count: Int)] = []
        var next = 0
        // Fragments smaller than a block fill it part-way until one no longer fits; others
        // are larger than a block on their own.
        for count in [200, 100, 40, 700, 1, 255, 2000, 90, 300] {
            let start = store.begin()
            for offset in 0..<count { store.append(placement(next + offset)) }
            kept.append((store.finish(from: start), next, count))
            next += count
        }
        for (range, first, count) in kept {
            #expect(Int(range.count) == count)
            #expect(indices(range, in: store) == Array(first..<first + count))
        }
    }
}
