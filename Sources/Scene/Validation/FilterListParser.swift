import Files

/// Reads a CSS filter list, such as `"blur(4px) grayscale(100%) drop-shadow(0 2px 4px
/// rgba(0,0,0,.3))"`, into `Filter` values.
///
/// Lengths are points, written as numbers or with `px`; amounts are numbers or
/// percentages; angles are degrees, or carry `deg`, `rad`, `grad` or `turn`. A function
/// with no argument takes CSS's default. A problem is reported with the character it was
/// found at (1-based, in Unicode scalars) and what was expected there.
struct FilterListParser {
    /// Why a list cannot be read, and where.
    struct Problem: Error {
        /// The 1-based position, in Unicode scalars, of the first character at fault.
        let position: Int
        let message: String
    }

    /// The widest blur radius and drop-shadow radius, in points: far past any visible
    /// difference, and it keeps layers from growing without bound.
    static let maximumRadius = 1000.0
    /// The most functions one list may hold.
    static let maximumFunctions = 16
    /// The largest brightness, contrast or saturation factor.
    static let maximumFactor = 1000.0

    private let scalars: [Unicode.Scalar]
    private var index = 0

    /// Parses `text`.
    static func parse(_ text: String) throws(Problem) -> [Filter] {
        var parser = FilterListParser(scalars: Array(text.unicodeScalars))
        return try parser.list()
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private mutating func list() throws(Problem) -> [Filter] {
        skipSpaces()
        if String(String.UnicodeScalarView(scalars[index...])).trimming({ $0 == " " || $0 == "\t" || $0 == "\n" }) == "none" { return [] }
        guard index < scalars.count else { throw Problem(position: 1, message: "expected a filter function such as \"blur(4)\", or \"none\"") }
        var filters: [Filter] = []
        while index < scalars.count {
            guard filters.count < Self.maximumFunctions else {
                throw Problem(position: index + 1, message: "expected at most \(Self.maximumFunctions) filter functions")
            }
            filters.append(try function())
            skipSpaces()
        }
        return filters
    }

    /// One `name(arguments)`.
    private mutating func function() throws(Problem) -> Filter {
        let start = index
        while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "-" { index += 1 }
        let name = String(String.UnicodeScalarView(scalars[start..<index])).lowercased()
        guard !name.isEmpty else {
            throw Problem(position: start + 1, message: "expected a filter function name (\(Filter.names.joined(separator: ", "))), received \(received(at: start))")
        }
        guard Filter.names.contains(name) else {
            var message = "unknown filter function \(name.jsonQuoted)"
            if let suggestion = NearestKey.suggestion(for: name, among: Filter.names) { message += "; did you mean \(suggestion.jsonQuoted)?" }
            throw Problem(position: start + 1, message: message + " Allowed: " + Filter.names.joined(separator: ", "))
        }
        guard index < scalars.count, scalars[index] == "(" else {
            throw Problem(position: index + 1, message: "expected \"(\" after \(name.jsonQuoted), received \(received(at: index))")
        }
        index += 1
        let arguments = try self.arguments(of: name)
        switch name {
        case "blur":
            return .blur(radius: try length(arguments.first, of: name, default: 0, upTo: Self.maximumRadius, only: arguments))
        case "hue-rotate":
            return .hueRotate(degrees: try angle(arguments.first, only: arguments))
        case "drop-shadow":
            return .dropShadow(try shadow(arguments, openedAt: start))
        default:
            return try amount(name, arguments)
        }
    }

    /// One argument: its text and where it starts.
    private struct Argument {
        let text: String
        let position: Int
    }

    /// The arguments up to the closing `)`, split at spaces and commas outside parentheses
    /// (a colour's `rgba(…)` stays one argument).
    private mutating func arguments(of name: String) throws(Problem) -> [Argument] {
        var arguments: [Argument] = []
        var depth = 0
        var current: [Unicode.Scalar] = []
        var currentStart = index
        func finish() {
            if !current.isEmpty { arguments.append(Argument(text: String(String.UnicodeScalarView(current)), position: currentStart + 1)) }
            current = []
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if depth == 0, scalar == ")" {
                finish()
                index += 1
                return arguments
            }
            if depth == 0, scalar == " " || scalar == "\t" || scalar == "\n" || (scalar == "," && name != "drop-shadow") {
                finish()
                index += 1
                currentStart = index
                continue
            }
            if scalar == "(" { depth += 1 }
            if scalar == ")" { depth -= 1 }
            if current.isEmpty { currentStart = index }
            current.append(scalar)
            index += 1
        }
        throw Problem(position: scalars.count + 1, message: "expected \")\" to close \(name.jsonQuoted), received the end of the list")
    }

    /// `grayscale`, `brightness` and the other functions of one amount, default 100 %.
    private func amount(_ name: String, _ arguments: [Argument]) throws(Problem) -> Filter {
        var value = 1.0
        if let argument = arguments.first {
            try refuseExtra(arguments, after: 1, of: name)
            guard let (number, unit) = Self.number(argument.text), unit.isEmpty || unit == "%" else {
                throw Problem(position: argument.position, message: "expected an amount for \(name.jsonQuoted), a number ≥ 0 or a percentage such as \"50%\", received \(argument.text.jsonQuoted)")
            }
            value = unit == "%" ? number / 100 : number
            guard value >= 0 else {
                throw Problem(position: argument.position, message: "expected an amount ≥ 0 for \(name.jsonQuoted), received \(argument.text.jsonQuoted)")
            }
            guard value <= Self.maximumFactor else {
                throw Problem(position: argument.position, message: "expected an amount ≤ \(formatNumber(Self.maximumFactor)) for \(name.jsonQuoted), received \(argument.text.jsonQuoted)")
            }
        }
        // CSS clamps the amounts that cannot go past all the way.
        let clamped = min(value, 1)
        switch name {
        case "grayscale": return .grayscale(clamped)
        case "sepia": return .sepia(clamped)
        case "invert": return .invert(clamped)
        case "opacity": return .opacity(clamped)
        case "brightness": return .brightness(value)
        case "contrast": return .contrast(value)
        default: return .saturate(value)
        }
    }

    /// A length in points (`4`, `4px`), or `fallback` when there is none.
    private func length(_ argument: Argument?, of name: String, default fallback: Double, upTo limit: Double, only arguments: [Argument]) throws(Problem) -> Double {
        guard let argument else { return fallback }
        try refuseExtra(arguments, after: 1, of: name)
        return try length(argument, of: name, upTo: limit, signed: false)
    }

    private func length(_ argument: Argument, of name: String, upTo limit: Double, signed: Bool) throws(Problem) -> Double {
        guard let (number, unit) = Self.number(argument.text), unit.isEmpty || unit == "px" else {
            throw Problem(position: argument.position, message: "expected a length for \(name.jsonQuoted) in points, such as 4 or \"4px\", received \(argument.text.jsonQuoted)")
        }
        guard signed || number >= 0 else {
            throw Problem(position: argument.position, message: "expected a radius ≥ 0 for \(name.jsonQuoted), received \(argument.text.jsonQuoted)")
        }
        guard abs(number) <= limit else {
            throw Problem(position: argument.position, message: "expected a length of at most \(formatNumber(limit)) points for \(name.jsonQuoted), received \(argument.text.jsonQuoted)")
        }
        return number
    }

    /// An angle in degrees (`30`, `30deg`, `0.5turn`, `1rad`, `100grad`), default 0.
    private func angle(_ argument: Argument?, only arguments: [Argument]) throws(Problem) -> Double {
        guard let argument else { return 0 }
        try refuseExtra(arguments, after: 1, of: "hue-rotate")
        let perUnit: [String: Double] = ["": 1, "deg": 1, "turn": 360, "rad": 180 / Double.pi, "grad": 0.9]
        guard let (number, unit) = Self.number(argument.text), let factor = perUnit[unit], abs(number * factor) <= 100_000 else {
            throw Problem(position: argument.position, message: "expected an angle for \"hue-rotate\" between -100000 and 100000 degrees, such as 90 or \"90deg\", \"0.25turn\", \"1.5rad\", received \(argument.text.jsonQuoted)")
        }
        return number * factor
    }

    /// `x y [blur] [colour]`, the colour first or last, as CSS allows.
    private func shadow(_ arguments: [Argument], openedAt start: Int) throws(Problem) -> Shadow {
        var lengths: [Argument] = []
        var color: Color?
        for (position, argument) in arguments.enumerated() {
            if Self.number(argument.text) != nil {
                guard color == nil || position == lengths.count + 1, lengths.count < 3 else {
                    throw Problem(position: argument.position, message: "expected \"drop-shadow\" as x y [blur] [colour], received \(argument.text.jsonQuoted) out of place")
                }
                lengths.append(argument)
            } else {
                guard color == nil, position == 0 || position == arguments.count - 1, let parsed = Color(parsing: argument.text) else {
                    throw Problem(position: argument.position, message: "expected a colour or a length for \"drop-shadow\" (x y [blur] [colour]), received \(argument.text.jsonQuoted)")
                }
                color = parsed
            }
        }
        guard lengths.count >= 2 else {
            throw Problem(position: start + 1, message: "expected \"drop-shadow\" with at least an x and a y offset, such as \"drop-shadow(0 4px 8px rgba(0,0,0,0.3))\"")
        }
        let offsetLimit = 100_000.0
        let x = try length(lengths[0], of: "drop-shadow", upTo: offsetLimit, signed: true)
        let y = try length(lengths[1], of: "drop-shadow", upTo: offsetLimit, signed: true)
        let blur = lengths.count > 2 ? try length(lengths[2], of: "drop-shadow", upTo: Self.maximumRadius, signed: false) : 0
        return Shadow(color: color ?? Color(red8: 0, green8: 0, blue8: 0, alpha8: 255), blur: blur, offset: Point(x: x, y: y))
    }

    private func refuseExtra(_ arguments: [Argument], after count: Int, of name: String) throws(Problem) {
        guard arguments.count > count else { return }
        throw Problem(position: arguments[count].position, message: "expected one argument for \(name.jsonQuoted), received another: \(arguments[count].text.jsonQuoted)")
    }

    /// A CSS number and the unit after it (`"4px"` → 4, `"px"`), or `nil` when the text
    /// does not start with one. NaN and infinities are not numbers here.
    static func number(_ text: String) -> (Double, String)? {
        let characters = Array(text.unicodeScalars)
        var end = 0
        if end < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
        var digits = 0
        while end < characters.count, ("0"..."9").contains(characters[end]) { end += 1; digits += 1 }
        if end < characters.count, characters[end] == "." {
            end += 1
            while end < characters.count, ("0"..."9").contains(characters[end]) { end += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if end + 1 < characters.count, characters[end] == "e" || characters[end] == "E" {
            var exponent = end + 1
            if characters[exponent] == "-" || characters[exponent] == "+" { exponent += 1 }
            if exponent < characters.count, ("0"..."9").contains(characters[exponent]) {
                end = exponent
                while end < characters.count, ("0"..."9").contains(characters[end]) { end += 1 }
            }
        }
        guard let value = Double(String(String.UnicodeScalarView(characters[..<end]))), value.isFinite else { return nil }
        return (value, String(String.UnicodeScalarView(characters[end...])).lowercased())
    }

    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" || scalars[index] == "\n" { index += 1 }
    }

    /// The text from `position` for a message: a short piece, or "the end of the list".
    private func received(at position: Int) -> String {
        guard position < scalars.count else { return "the end of the list" }
        let piece = String(String.UnicodeScalarView(scalars[position..<min(scalars.count, position + 12)]))
        return piece.jsonQuoted
    }
}
