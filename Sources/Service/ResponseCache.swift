import Locking

/// Rendered responses by key within a byte budget, least recently used first out, and the
/// renders under way, so that identical requests arriving together render once.
final class ResponseCache: Sendable {
    private struct Entry {
        var response: HTTPResponse
        var lastUse: Int
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var bytes = 0
        var clock = 0
        var waiting: [String: [@Sendable (HTTPResponse) -> Void]] = [:]
    }

    private let state = Locked(State())
    let budget: Int

    init(budget: Int) {
        self.budget = budget
    }

    /// What to do for `key`: answer from the cache, wait for a render already under way, or
    /// render (the caller then must call `finish`).
    enum Lookup {
        case hit(HTTPResponse)
        case joined
        case render
    }

    /// The cached response for `key`, marked as just used.
    func response(for key: String) -> HTTPResponse? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.response
        }
    }

    func lookup(_ key: String, waiter: @escaping @Sendable (HTTPResponse) -> Void) -> Lookup {
        state.withLock { state in
            state.clock += 1
            if var entry = state.entries[key] {
                entry.lastUse = state.clock
                state.entries[key] = entry
                return .hit(entry.response)
            }
            if state.waiting[key] != nil {
                state.waiting[key]!.append(waiter)
                return .joined
            }
            state.waiting[key] = []
            return .render
        }
    }

    /// Ends the render of `key`: keeps a successful response, and answers every waiter.
    func finish(_ key: String, with response: HTTPResponse) {
        let waiters = state.withLock { state -> [@Sendable (HTTPResponse) -> Void] in
            let waiters = state.waiting.removeValue(forKey: key) ?? []
            if response.status == 200, response.body.count <= budget {
                state.entries[key] = Entry(response: response, lastUse: state.clock)
                state.bytes += response.body.count
                while state.bytes > budget, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                    state.bytes -= oldest.value.response.body.count
                    state.entries.removeValue(forKey: oldest.key)
                }
            }
            return waiters
        }
        for waiter in waiters { waiter(response) }
    }
}
