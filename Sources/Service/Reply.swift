import Synchronization

/// The one answer a request gets: from its render, its deadline or an error, whichever
/// comes first; later answers are dropped.
final class Reply: Sendable {
    private let sent = Atomic<Bool>(false)
    private let deliver: @Sendable (HTTPResponse) -> Void

    init(_ deliver: @escaping @Sendable (HTTPResponse) -> Void) {
        self.deliver = deliver
    }

    /// Whether the request has its answer.
    var isSent: Bool { sent.load(ordering: .acquiring) }

    func send(_ response: HTTPResponse) {
        guard !sent.exchange(true, ordering: .acquiringAndReleasing) else { return }
        deliver(response)
    }
}
