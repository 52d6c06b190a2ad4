/// A cache for the few answers one box is asked for.
///
/// Nearly every box of a layout is asked one to three distinct questions (its content size,
/// then its final size), so comparing keys in turn is cheaper than hashing them, and keeping
/// the first two answers inline means most boxes allocate nothing for their cache at all.
/// Answers past the second go to the run's `CacheOverflow`: with no array of its own the
/// cache is plain data, and a run's caches are freed without visiting each one, where the
/// array had cost every box a release.
struct SmallCache<Key: Equatable, Value> {
    private var firstKey: Key?
    private var firstValue: Value?
    private var secondKey: Key?
    private var secondValue: Value?
    /// Whether `overflow` holds answers of this cache.
    private var overflows = false

    /// The answer kept for `key`. Mutating only so that a cache reached through `PerBox`
    /// is read in place: a plain read copied the whole cache, answers and all, first.
    /// `slot` names this cache in `overflow`.
    mutating func value(for key: Key, slot: Int, overflow: CacheOverflow<Key, Value>) -> Value? {
        if firstKey == key { return firstValue }
        if secondKey == key { return secondValue }
        return overflows ? overflow.value(for: key, slot: slot) : nil
    }

    /// Keeps `value` as the answer for `key`, replacing an earlier one.
    mutating func insert(_ value: Value, for key: Key, slot: Int, overflow: CacheOverflow<Key, Value>) {
        if firstKey == nil || firstKey == key {
            firstKey = key
            firstValue = value
        } else if secondKey == nil || secondKey == key {
            secondKey = key
            secondValue = value
        } else {
            overflows = true
            overflow.insert(value, for: key, slot: slot)
        }
    }
}

/// The answers past the second of the few caches asked more (see `SmallCache`), by slot.
final class CacheOverflow<Key: Equatable, Value> {
    private var entries: [Int: [(key: Key, value: Value)]] = [:]

    func value(for key: Key, slot: Int) -> Value? {
        entries[slot]?.first { $0.key == key }?.value
    }

    func insert(_ value: Value, for key: Key, slot: Int) {
        if let position = entries[slot]?.firstIndex(where: { $0.key == key }) {
            entries[slot]?[position].value = value
        } else {
            entries[slot, default: []].append((key, value))
        }
    }
}
