/// One value for each box of a layout run, read and changed in place.
///
/// The caches are reached tens of thousands of times a run. Kept in arrays that the tree
/// holds as variables, each access paid a dynamic exclusivity check and, for reads, a copy
/// of the whole entry; through a pointer that the tree holds as a constant it pays neither.
/// A run belongs to one thread (see `BoxTree`), so nothing else reaches the storage.
final class PerBox<Element> {
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    init(count: Int, repeating value: Element) {
        base = .allocate(capacity: count)
        base.initialize(repeating: value, count: count)
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
