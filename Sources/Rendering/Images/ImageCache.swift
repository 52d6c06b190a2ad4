import Dispatch
import Locking

/// Decoded images shared by every render, within a memory budget.
///
/// Least recently used entries go first; recency is a counter that increases with every
/// use, because clock readings can tie. When the cache grows past `budget` bytes it evicts
/// down to `preferredSize`, so that it does not evict on every insertion. Two renders that
/// need the same image at once decode it once: the second waits for the first.
public final class ImageCache: Sendable {
    /// What an entry holds.
    enum Key: Hashable, Sendable {
        /// A decoded picture: its identity (its file and modification, or a digest of its
        /// bytes) and the DCT scale it was decoded at, in eighths.
        case picture(identity: String, eighths: Int)
        /// A layer drawn once for every render that needs it (`PaintCache`).
        case paint(PaintKey)
    }

    public let budget: Int
    public let preferredSize: Int
    private let state = Locked(State())

    private struct State {
        var entries: [Key: Entry] = [:]
        var inFlight: [Key: Pending] = [:]
        var clock: UInt64 = 0
        var bytes = 0
        var statistics = ImageCacheStatistics()
    }

    private struct Entry {
        let image: DecodedImage
        var lastUse: UInt64
    }

    /// One decode in progress, which later callers wait for.
    private final class Pending: Sendable {
        let done = DispatchGroup()
        let result = Locked<Result<DecodedImage, ImageError>?>(nil)
    }

    /// Creates a cache holding up to `budget` bytes of pixels, purged to `preferredSize`
    /// (three quarters of the budget by default).
    public init(budget: Int, preferredSize: Int? = nil) {
        self.budget = max(0, budget)
        self.preferredSize = min(self.budget, max(0, preferredSize ?? self.budget * 3 / 4))
    }

    /// Hits, misses, decodes and evictions so far.
    public var statistics: ImageCacheStatistics { state.withLock { $0.statistics } }

    /// The bytes the cached pixels take.
    public var byteCount: Int { state.withLock { $0.bytes } }

    /// The image for `key`, decoding it with `decode` when no render has yet.
    func image(for key: Key, decode: () throws(ImageError) -> DecodedImage) throws(ImageError) -> DecodedImage {
        enum Role { case hit(DecodedImage), wait(Pending), lead(Pending) }
        let role: Role = state.withLock { state in
            state.clock += 1
            if var entry = state.entries[key] {
                entry.lastUse = state.clock
                state.entries[key] = entry
                state.statistics.hits += 1
                return .hit(entry.image)
            }
            state.statistics.misses += 1
            if let pending = state.inFlight[key] { return .wait(pending) }
            let pending = Pending()
            pending.done.enter()
            state.inFlight[key] = pending
            return .lead(pending)
        }
        switch role {
        case .hit(let image):
            return image
        case .wait(let pending):
            pending.done.wait()
            return try pending.result.withLock { $0! }.get()
        case .lead(let pending):
            let result: Result<DecodedImage, ImageError>
            do { result = .success(try decode()) } catch { result = .failure(error) }
            pending.result.withLock { $0 = result }
            state.withLock { state in
                state.inFlight[key] = nil
                state.statistics.decodes += 1
                if case .success(let image) = result { insert(image, for: key, into: &state) }
            }
            pending.done.leave()
            return try result.get()
        }
    }

    private func insert(_ image: DecodedImage, for key: Key, into state: inout State) {
        state.entries[key] = Entry(image: image, lastUse: state.clock)
        state.bytes += image.byteCount
        guard state.bytes > budget else { return }
        for (key, entry) in state.entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard state.bytes > preferredSize else { break }
            state.entries[key] = nil
            state.bytes -= entry.image.byteCount
            state.statistics.evictions += 1
        }
    }
}

/// What an `ImageCache` has done so far.
public struct ImageCacheStatistics: Sendable, Equatable {
    public var hits = 0
    public var misses = 0
    public var decodes = 0
    public var evictions = 0
}
