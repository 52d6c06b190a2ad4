/// A cache for the few answers one box is asked for.
///
/// Nearly every box of a layout is asked one to three distinct questions (its content size,
/// then its final size), so comparing keys in turn is cheaper than hashing them, and keeping
/// the first two answers inline means most boxes allocate nothing for their cache at all.
struct SmallCache<Key: Equatable, Value> {
    private var firstKey: Key?
    private var firstValue: Value?
    private var secondKey: Key?
    private var secondValue: Value?
    private var others: [(key: Key, value: Value)] = []

    /// The answer kept for `key`. Mutating only so that a cache reached through `PerBox`
    /// is read in place: a plain read copied the whole cache, answers and all, first.
    mutating func value(for key: Key) -> Value? {
        if firstKey == key { return firstValue }
        if secondKey == key { return secondValue }
        for entry in others where entry.key == key { return entry.value }
        return nil
    }

    /// Keeps `value` as the answer for `key`, replacing an earlier one.
    mutating func insert(_ value: Value, for key: Key) {
        if firstKey == nil || firstKey == key {
            firstKey = key
            firstValue = value
        } else if secondKey == nil || secondKey == key {
            secondKey = key
            secondValue = value
        } else if let position = others.firstIndex(where: { $0.key == key }) {
            others[position].value = value
        } else {
            others.append((key, value))
        }
    }
}
