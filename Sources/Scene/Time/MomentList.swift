/// The moments a scene that changes over time is checked at, as a `<name>.times` file beside
/// the scene lists them: seconds, separated by spaces or lines, such as `0 0.5 2.25`.
///
/// Golden tests (`GoldenCase`) and `render-cli test` read the same files and name each
/// moment's reference alike, `<name>@<seconds>s.png`, so one folder of references serves both.
public struct MomentList: Sendable, Equatable {
    /// The moments in seconds, in increasing order, each once.
    public let times: [Double]

    /// The largest moment a list may hold, in seconds.
    static let latest = 1e9

    /// Reads the text of a `.times` file.
    /// - Throws: `MomentListError` for a word that is not a number of seconds from 0 to
    ///   `latest`, or a text with no moment at all, which would leave its scene unchecked.
    public init(parsing text: String) throws(MomentListError) {
        var times: Set<Double> = []
        for word in text.split(whereSeparator: \.isWhitespace) {
            guard let time = Double(word), time.isFinite, time >= 0, time < Self.latest else { throw .notATime(String(word)) }
            times.insert(time)
        }
        guard !times.isEmpty else { throw .empty }
        self.times = times.sorted()
    }

    /// What a moment adds to its reference's name: `@0.5s`, `@2s`.
    public static func suffix(for time: Double) -> String {
        "@\(seconds(time))s"
    }

    /// A moment as the lists and names write it, exactly and briefly: `0.5`, `2`.
    public static func seconds(_ time: Double) -> String {
        time == time.rounded() && abs(time) < latest ? String(Int(time)) : String(time)
    }
}

/// Why a `.times` file cannot be used.
public enum MomentListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A word that is not a time in seconds.
    case notATime(String)
    /// No moment at all.
    case empty

    public var description: String {
        switch self {
        case .notATime(let word): "\(word.debugDescription) is not a time in seconds (a number from 0 to 10⁹)"
        case .empty: "it lists no moment; write the seconds to render at, such as 0 0.5"
        }
    }
}
