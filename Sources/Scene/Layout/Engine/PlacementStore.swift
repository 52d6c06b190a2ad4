/// Every placement a layout run chooses, in one buffer, so that a `Fragment` holds a range
/// of it rather than an array of its own.
///
/// As arrays, placements cost an allocation for each layout of each stack, and each cached
/// fragment retained and released its array whenever it was read. A fragment that holds a
/// range is plain data: caching, copying and freeing it cost nothing.
///
/// A layout adds its placements between `begin` and `finish`. Laying out a child on the
/// way (for its size or baseline) begins and finishes its own, which land after the
/// parent's and are moved out before the parent goes on, so the unfinished placements
/// always sit at the end of the buffer in the order they were added.
final class PlacementStore {
    /// Placements of finished fragments.
    @exclusivity(unchecked) private var kept: [Placement] = []
    /// Placements of the layouts under way, innermost last.
    @exclusivity(unchecked) private var pending: [Placement] = []

    /// Room for `count` placements, about what a run needs.
    init(capacity count: Int) {
        kept.reserveCapacity(count)
        pending.reserveCapacity(64)
    }

    /// Where the next layout's placements start.
    func begin() -> Int { pending.count }

    func append(_ placement: Placement) {
        pending.append(placement)
    }

    /// Keeps the placements added since `start` and returns where they are kept.
    func finish(from start: Int) -> Range<Int> {
        let first = kept.count
        for position in start..<pending.count { kept.append(pending[position]) }
        pending.removeLast(pending.count - start)
        return first..<kept.count
    }

    subscript(position: Int) -> Placement {
        kept[position]
    }
}
