import Foundation
@testable import Service
import Testing

/// The response cache keeps recent images within its byte budget, least recently used out
/// first, and hands one render's answer to every request that waited for it.
struct ResponseCacheTests {
    private func response(_ bytes: Int, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, body: Data(repeating: 7, count: bytes))
    }

    private func render(_ cache: ResponseCache, _ key: String, _ result: HTTPResponse) {
        guard case .render = cache.lookup(key, waiter: { _ in }) else {
            Issue.record("\(key) was expected to need a render")
            return
        }
        cache.finish(key, with: result)
    }

    @Test func theLeastRecentlyUsedEntryLeavesFirst() {
        let cache = ResponseCache(budget: 250)
        render(cache, "a", response(100))
        render(cache, "b", response(100))
        #expect(cache.response(for: "a") != nil, "a is used again, so b is now the oldest")
        render(cache, "c", response(100))
        #expect(cache.response(for: "a") != nil)
        #expect(cache.response(for: "b") == nil)
        #expect(cache.response(for: "c") != nil)
    }

    @Test func failuresAndOversizedImagesAreNotKept() {
        let cache = ResponseCache(budget: 250)
        render(cache, "error", response(10, status: 400))
        render(cache, "huge", response(300))
        #expect(cache.response(for: "error") == nil)
        #expect(cache.response(for: "huge") == nil)
    }

    @Test func requestsArrivingDuringARenderGetItsAnswer() {
        let cache = ResponseCache(budget: 1000)
        guard case .render = cache.lookup("k", waiter: { _ in }) else { Issue.record("the first asks to render"); return }
        let answers = Answers()
        for _ in 0..<3 {
            guard case .joined = cache.lookup("k", waiter: { answers.add($0.status) }) else { Issue.record("later ones wait"); return }
        }
        cache.finish("k", with: response(10))
        #expect(answers.statuses == [200, 200, 200])
        guard case .hit = cache.lookup("k", waiter: { _ in }) else { Issue.record("then it is cached"); return }
    }
}

private final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []

    func add(_ status: Int) {
        lock.lock()
        values.append(status)
        lock.unlock()
    }

    var statuses: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
