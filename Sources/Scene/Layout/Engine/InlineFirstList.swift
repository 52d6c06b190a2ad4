/// A list that keeps its first element inline and only the rest in an array.
///
/// A stack's lines, and the sizes and offsets worked out for each, are nearly always one:
/// as arrays they cost four allocations in every run of the flex algorithm, which runs
/// about twice for each stack of a tree.
struct InlineFirstList<Element>: RandomAccessCollection, MutableCollection {
    private var head: Element?
    private var rest: [Element] = []

    init() {}

    init(_ element: Element) {
        head = element
    }

    var startIndex: Int { 0 }
    var endIndex: Int { head == nil ? 0 : 1 + rest.count }

    subscript(position: Int) -> Element {
        get {
            guard position == 0 else { return rest[position - 1] }
            guard let head else { preconditionFailure("index out of range") }
            return head
        }
        set {
            if position == 0 {
                precondition(head != nil, "index out of range")
                head = newValue
            } else {
                rest[position - 1] = newValue
            }
        }
    }

    mutating func append(_ element: Element) {
        if head == nil { head = element } else { rest.append(element) }
    }
}
