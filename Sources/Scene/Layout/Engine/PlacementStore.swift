/// Every placement a layout run chooses, kept in blocks of a few hundred, so that a
/// `Fragment` holds a range of one block rather than an array of its own.
///
/// As arrays, placements cost an allocation for each layout of each stack, and each cached
/// fragment retained and released its array whenever it was read. A fragment that holds a
/// range is plain data: caching, copying and freeing it cost nothing. The blocks are of a
/// fixed size rather than one growing buffer, which copied everything each time it grew.
///
/// A layout adds its placements between `begin` and `finish`. Laying out a child on the
/// way (for its size or baseline) begins and finishes its own, which land after the
/// parent's and are moved out before the parent goes on, so the unfinished placements
/// always sit at the end of `pending` in the order they were added.
final class PlacementStore {
    /// Placements of finished fragments; a fragment's are all in one block.
    @exclusivity(unchecked) private var blocks: [[Placement]] = []
    /// Placements of the layouts under way, innermost last.
    @exclusivity(unchecked) private var pending: [Placement] = []

    /// Placements in a block, unless a fragment needs more: small enough (24 KiB) that a
    /// block comes from the heap's free lists. Blocks four times the size came from fresh
    /// pages, and doubled the page faults of the layout benchmark.
    private static let blockSize = 256

    init() {
        pending.reserveCapacity(64)
    }

    /// Where the next layout's placements start.
    func begin() -> Int { pending.count }

    func append(_ placement: Placement) {
        pending.append(placement)
    }

    /// Keeps the placements added since `start` and returns where they are kept.
    func finish(from start: Int) -> PlacementRange {
        let count = pending.count - start
        if blocks.isEmpty || blocks[blocks.count - 1].count + count > blocks[blocks.count - 1].capacity {
            var block: [Placement] = []
            block.reserveCapacity(max(Self.blockSize, count))
            blocks.append(block)
        }
        let block = blocks.count - 1
        let first = blocks[block].count
        for position in start..<pending.count { blocks[block].append(pending[position]) }
        pending.removeLast(count)
        return PlacementRange(block: Int32(block), start: Int32(first), count: Int32(count))
    }

    subscript(range: PlacementRange, position: Int) -> Placement {
        precondition(position >= 0 && position < range.count, "placement out of range")
        return blocks[Int(range.block)][Int(range.start) + position]
    }
}

/// Where a fragment's placements are kept in its run's `PlacementStore`.
struct PlacementRange {
    var block: Int32
    var start: Int32
    var count: Int32

    /// No placements, which a box without children has, kept nowhere.
    static let empty = PlacementRange(block: 0, start: 0, count: 0)
}
