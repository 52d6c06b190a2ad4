import Locking

/// The decoded-pixel bytes one render's pictures have taken, against a limit: each distinct
/// picture at the size it is decoded at counts once, however often it is drawn.
final class PictureBudget: Sendable {
    let limit: Int
    private let state = Locked<(bytes: Int, seen: Set<String>)>((0, []))

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts the picture `key` of `bytes`, once; `false` when that passes the limit.
    func charge(_ key: String, bytes: Int) -> Bool {
        state.withLock { state in
            guard !state.seen.contains(key) else { return true }
            guard bytes <= limit - state.bytes else { return false }
            state.seen.insert(key)
            state.bytes += bytes
            return true
        }
    }
}
