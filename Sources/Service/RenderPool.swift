import Dispatch
import Foundation
import Locking
import Synchronization

/// A fixed set of render threads and a bounded queue in front of them. The network threads
/// only hand work over; a full queue is refused at once, so load sheds instead of piling up.
final class RenderPool: Sendable {
    private let queue = Locked<[@Sendable () -> Void]>([])
    private let capacity: Int
    private let ready = DispatchSemaphore(value: 0)
    private let busy = Atomic<Int>(0)

    /// The stack each render thread gets: layout and text recurse over the tree.
    static let threadStackBytes = 8 << 20

    init(workers: Int, capacity: Int) {
        self.capacity = capacity
        for index in 0..<max(1, workers) {
            let thread = Thread { [self] in run() }
            thread.name = "render-\(index)"
            thread.stackSize = Self.threadStackBytes
            thread.start()
        }
    }

    /// Renders waiting for a thread.
    var depth: Int { queue.withLock { $0.count } }
    /// Renders running now.
    var inFlight: Int { busy.load(ordering: .relaxed) }
    /// Whether the queue has room.
    var isSaturated: Bool { depth >= capacity }

    /// Queues `work`, or returns false when the queue is full.
    func submit(_ work: @escaping @Sendable () -> Void) -> Bool {
        let accepted = queue.withLock { jobs in
            guard jobs.count < capacity else { return false }
            jobs.append(work)
            return true
        }
        if accepted { ready.signal() }
        return accepted
    }

    private func run() {
        while true {
            ready.wait()
            guard let work = queue.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
            busy.add(1, ordering: .relaxed)
            work()
            busy.subtract(1, ordering: .relaxed)
        }
    }
}
