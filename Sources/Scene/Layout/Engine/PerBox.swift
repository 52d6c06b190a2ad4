/// One value for each box of a layout run, read and changed in place.
///
/// The caches are reached tens of thousands of times a run. Kept in arrays that the tree
/// holds as variables, each access paid a dynamic exclusivity check and, for reads, a copy
/// of the whole entry; through a pointer that the tree holds as a constant it pays neither.
/// A run belongs to one thread (see `BoxTree`), so nothing else reaches the storage.
final class PerBox<Element> {
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    /// Each entry is made by `make`, not copied from one value: copying a generic entry goes
    /// through its type's runtime witness, which cost more than the whole entry is worth.
    init(count: Int, make: () -> Element) {
        base = .allocate(capacity: count)
        for index in 0..<count { (base + index).initialize(to: make()) }
        self.count = count
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(index >= 0 && index < count, "box index out of range")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            precondition(index >= 0 && index < count, "box index out of range")
            return base + index
        }
    }
}
