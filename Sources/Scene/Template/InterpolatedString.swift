/// A template string split into literal text and `{name}` parameters.
///
/// `{{` and `}}` stand for literal braces; any other brace must open or close a parameter
/// name, so a stray one is an error rather than text that silently stays unbound.
struct InterpolatedString: Sendable, Equatable, Hashable {
    enum Segment: Sendable, Equatable, Hashable {
        case literal(String)
        case parameter(String)
    }

    var segments: [Segment]

    /// The parameters named, each once, in order.
    var parameterNames: [String] {
        var names: [String] = []
        for case .parameter(let name) in segments where !names.contains(name) { names.append(name) }
        return names
    }

    /// Splits `text`, or returns why it cannot be read.
    static func parse(_ text: String) -> Result<InterpolatedString, ParseFailure> {
        var segments: [Segment] = []
        var literal = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        var position = 0
        func flush() {
            if !literal.isEmpty { segments.append(.literal(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        while let scalar = scalars.popFirst() {
            position += 1
            switch scalar {
            case "{" where scalars.first == "{":
                scalars.removeFirst()
                position += 1
                literal.append("{")
            case "{":
                guard let close = scalars.firstIndex(of: "}") else {
                    return .failure(ParseFailure(position: position, reason: "an unclosed \"{\""))
                }
                let name = String(String.UnicodeScalarView(scalars[..<close]))
                guard TemplateParameter.isValidName(name) else {
                    return .failure(ParseFailure(position: position, reason: "\"{\(name.clipped(to: 40))}\" is not a parameter name"))
                }
                flush()
                segments.append(.parameter(name))
                position += scalars.distance(from: scalars.startIndex, to: close) + 1
                scalars = scalars[(close + 1)...]
            case "}" where scalars.first == "}":
                scalars.removeFirst()
                position += 1
                literal.append("}")
            case "}":
                return .failure(ParseFailure(position: position, reason: "a lone \"}\""))
            default:
                literal.append(scalar)
            }
        }
        flush()
        return .success(InterpolatedString(segments: segments))
    }

    /// Why a string could not be read, and at which character (counting from 1).
    struct ParseFailure: Error {
        var position: Int
        var reason: String

        var message: String {
            "\(reason) at character \(position); parameters are written {name}, and a literal brace as {{ or }}"
        }
    }
}
