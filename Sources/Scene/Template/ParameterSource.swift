/// Where a parameter's value came from, named in every error the value causes:
/// `params.title (set by --set title=Hi): root.children[1].text: …`.
public struct ParameterSource: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The words shown in brackets after the parameter's name.
    public var description: String

    /// A source described in the caller's own words, such as `set by row 12 of cards.csv`.
    public init(_ description: String) {
        self.description = description
    }

    /// The declaration's `default`.
    public static let defaultValue = ParameterSource("the default")

    /// A value given from Swift.
    public static let caller = ParameterSource("set by the caller")

    /// `--set name=text` on the command line; long text is shortened.
    public static func commandLine(name: String, text: String) -> ParameterSource {
        ParameterSource("set by --set \(name)=\(text.clipped(to: 40))")
    }

    /// A value read from a JSON file at `location`.
    public static func file(_ file: String, at location: SourceLocation?) -> ParameterSource {
        ParameterSource("set by " + ([file] + (location.map { [$0.description] } ?? [])).joined(separator: ":"))
    }
}

extension String {
    /// The string cut to `count` characters, with an ellipsis when anything was cut.
    func clipped(to count: Int) -> String {
        var index = startIndex
        var taken = 0
        while index < endIndex, taken < count {
            index = self.index(after: index)
            taken += 1
        }
        return index == endIndex ? self : String(self[..<index]) + "…"
    }
}
