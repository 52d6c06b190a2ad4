/// Finds where words start in a stream of characters, for `capitalize`: the part of
/// Unicode's word boundary rules (UAX #29) that decides whether a letter or digit begins a
/// word, as ICU's word break iterator decides it for Chromium.
///
/// Letters and digits run together (`3d`, `mp3`), joined also by a connector such as `_`
/// (WB13a, WB13b); an apostrophe or a middle dot between two letters keeps them in one word
/// (WB6, WB7: `don't`, `rock’n’roll`, `l·l`), and a full stop, comma or apostrophe between
/// two digits keeps a number whole (WB11, WB12: `3.14`). Unlike the plain rules, and as
/// Chromium does, a full stop or a colon between letters separates words (`E.G.`,
/// `Foo:Bar`). Combining marks and format characters belong to the character before them
/// (WB4). Ideographs, kana and other scripts written without spaces are a word each, as the
/// dictionary-free rules leave them.
struct WordStarts {
    private enum Kind {
        case letter, digit, connector, midLetter, midNumber, midBoth, ideograph, other
    }

    private var previous: Kind = .other
    private var beforePrevious: Kind = .other

    /// Whether `scalar`, the next character of the text, is the first of a word.
    mutating func startsWord(_ scalar: Unicode.Scalar) -> Bool {
        if Self.attaches(scalar) { return false }
        let kind = Self.kind(of: scalar)
        defer { (beforePrevious, previous) = (previous, kind) }
        switch kind {
        case .letter:
            if [.letter, .digit, .connector].contains(previous) { return false }
            if [.midLetter, .midBoth].contains(previous), beforePrevious == .letter { return false }
            return true
        case .digit:
            if [.letter, .digit, .connector].contains(previous) { return false }
            if [.midNumber, .midBoth].contains(previous), beforePrevious == .digit { return false }
            return true
        case .ideograph:
            return true
        case .connector, .midLetter, .midNumber, .midBoth, .other:
            return false
        }
    }

    /// Combining marks and format characters (joiners among them), which extend the
    /// character before.
    private static func attaches(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: true
        default: false
        }
    }

    private static func kind(of scalar: Unicode.Scalar) -> Kind {
        switch scalar.value {
        case 0x27, 0x2018, 0x2019, 0x2024, 0xFE52, 0xFF07, 0xFF0E: return .midBoth
        case 0xB7, 0x387, 0x55F, 0x5F4, 0x2027, 0xFE13: return .midLetter
        case 0x2C, 0x2E, 0x3B, 0x37E, 0x589, 0x60C, 0x60D, 0x66C, 0x7F8, 0x2044, 0xFE10, 0xFE14, 0xFE50, 0xFE54, 0xFF0C, 0xFF1B: return .midNumber
        default: break
        }
        let properties = scalar.properties
        if properties.generalCategory == .connectorPunctuation { return .connector }
        if properties.numericType == .decimal { return .digit }
        if properties.isIdeographic { return .ideograph }
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF:
            return .ideograph
        default:
            return properties.isAlphabetic ? .letter : .other
        }
    }
}
