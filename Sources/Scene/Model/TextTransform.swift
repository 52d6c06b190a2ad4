/// `textTransform`: the case a label's text is shown in, as CSS `text-transform`. The text
/// is changed before it is measured, so layout sees the letters that are drawn.
///
/// The mappings are Unicode's default, full ones, the same in every locale: `ß` becomes
/// `SS` in upper case, and a final sigma is `ς` in lower case.
public enum TextTransform: String, Sendable, Hashable, CaseIterable {
    case none, uppercase, lowercase
    /// The first letter of each word in title case, the rest left as written. A word is
    /// what Unicode's word boundaries (UAX #29) make one, as Chromium finds them: `don't`
    /// and `3d` are one word each, `well-known` and `e.g` two. A no-break space separates
    /// words.
    case capitalize

    /// `text` in this case.
    /// - Parameter preceding: the text set before it in the same paragraph (an earlier run's),
    ///   which decides whether `text` starts inside a word.
    public func apply(to text: String, after preceding: Substring = "") -> String {
        switch self {
        case .none: text
        case .uppercase: text.uppercased()
        case .lowercase: Self.lowercased(text, after: preceding)
        case .capitalize: Self.capitalized(text, after: preceding)
        }
    }

    /// Pango markup in this case: only the text between tags changes; tags, their
    /// attributes and entities such as `&amp;` are kept as written. A numeric character
    /// reference (`&#233;`, `&#xE9;`) stands for a letter like any other, so it is written
    /// out as that character and changes case with its word; one for a character markup
    /// must escape stays a reference.
    public func applyToMarkup(_ markup: String) -> String {
        guard self != .none else { return markup }
        var result = ""
        var shown = ""
        var pending = ""
        var index = markup.startIndex
        func flush() {
            guard !pending.isEmpty else { return }
            result += apply(to: pending, after: shown.suffix(8)[...])
            shown += pending
            pending = ""
        }
        while index < markup.endIndex {
            let character = markup[index]
            if character == "<" || character == "&" {
                let terminator: Character = character == "<" ? ">" : ";"
                let end = markup[index...].firstIndex(of: terminator).map(markup.index(after:)) ?? markup.endIndex
                if character == "&", let scalar = Self.character(of: markup[index..<end]) {
                    if Self.escaped.contains(scalar) {
                        flush()
                        result += markup[index..<end]
                        // The character it shows decides whether the next letter starts a word.
                        shown.unicodeScalars.append(scalar)
                    } else {
                        pending.unicodeScalars.append(scalar)
                    }
                } else {
                    flush()
                    result += markup[index..<end]
                    if character == "&" { shown += " " }
                }
                index = end
                continue
            }
            pending.append(character)
            index = markup.index(after: index)
        }
        flush()
        return result
    }

    /// The characters markup writes as entities.
    private static let escaped: Set<Unicode.Scalar> = ["&", "<", ">", "'", "\""]

    /// The character an entity (`&amp;`, `&#233;`, `&#xE9;`, semicolon included) stands
    /// for; `nil` for anything else.
    private static func character(of entity: Substring) -> Unicode.Scalar? {
        guard entity.hasPrefix("&"), entity.hasSuffix(";") else { return nil }
        let name = entity.dropFirst().dropLast()
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "apos": return "'"
        case "quot": return "\""
        default: break
        }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        return value.flatMap(Unicode.Scalar.init)
    }

    /// Lower case, with Unicode's one rule that looks around: a capital sigma that ends a
    /// word (after a cased letter, and not before one) is `ς`, elsewhere `σ`. Swift's own
    /// `lowercased()` always gives `σ`.
    private static func lowercased(_ text: String, after preceding: Substring) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var afterCased = preceding.unicodeScalars.last { !$0.properties.isCaseIgnorable }?.properties.isCased ?? false
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\u{03A3}" {
                let next = scalars[(index + 1)...].first { !$0.properties.isCaseIgnorable }
                result.append(afterCased && next?.properties.isCased != true ? "\u{03C2}" : "\u{03C3}")
            } else {
                result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
            if !scalar.properties.isCaseIgnorable { afterCased = scalar.properties.isCased }
        }
        return String(result)
    }

    private static func capitalized(_ text: String, after preceding: Substring) -> String {
        var segmenter = WordStarts()
        for scalar in preceding.unicodeScalars { _ = segmenter.startsWord(scalar) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            // Chromium titlecases one character to one (ICU's simple mapping): a letter whose
            // title case is several, such as `ß` (`Ss`), stays as it is.
            let title = scalar.properties.titlecaseMapping.unicodeScalars
            result.append(segmenter.startsWord(scalar) && title.count == 1 ? title.first! : scalar)
        }
        return String(result)
    }
}
