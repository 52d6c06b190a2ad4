/// One of N equal, contiguous shares of the rows: `--shard 2/4` is the second quarter.
///
/// Shard I of N takes rows ⌊(I−1)·R/N⌋+1 … ⌊I·R/N⌋ of R, so N jobs given 1/N … N/N render
/// every row exactly once with no coordination, whatever runs them.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// Which share, from 1.
    public let index: Int
    /// How many shares.
    public let count: Int

    /// The whole: shard 1 of 1.
    public static let all = Shard(uncheckedIndex: 1, count: 1)

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Reads `I/N`.
    /// - Throws: `BatchError` unless 1 ≤ I ≤ N.
    public init(parsing text: String) throws(BatchError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 1_000_000, (1...count).contains(index) else {
            throw BatchError("--shard expects I/N with 1 ≤ I ≤ N, such as 2/8, received '\(text)'")
        }
        self.init(uncheckedIndex: index, count: count)
    }

    /// The positions (from 0) of this shard's rows among `total`.
    public func range(of total: Int) -> Range<Int> {
        let lower = (index - 1) * total / count
        let upper = index * total / count
        return lower..<upper
    }

    public var description: String { "\(index)/\(count)" }
}
