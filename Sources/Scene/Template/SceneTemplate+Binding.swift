extension SceneTemplate {
    /// Puts each parameter's value where the template uses it.
    /// - Parameter values: values by name; a parameter without one takes its default.
    /// - Throws: `SceneError` for an unknown name, a missing required value, a value of the
    ///   wrong type, or bound strings longer than `SceneLimits.maximumBoundBytes`.
    public func bind(_ values: ParameterValues = ParameterValues()) throws(SceneError) -> TemplateBinding {
        do {
            var binder = Binder(values: try resolve(values), limit: limits.maximumBoundBytes)
            let document = try binder.bind(body, path: JSONPath())
            return TemplateBinding(document: document, uses: binder.uses)
        } catch {
            throw error.in(file: file)
        }
    }

    /// Checks every value against its parameter, and fills in defaults.
    private func resolve(_ values: ParameterValues) throws(SceneError) -> [String: Binder.Bound] {
        for (name, value) in values.entries where parameter(named: name) == nil {
            throw SceneError(binding: "params.\(name.clipped(to: 64)) (\(value.source))", path: JSONPath(),
                             message: unknownParameterMessage(name, among: parameters))
        }
        var resolved: [String: Binder.Bound] = [:]
        for parameter in parameters {
            if let given = values[parameter.name], !given.isAbsent {
                resolved[parameter.name] = Binder.Bound(value: try given.resolved(for: parameter), source: given.source)
            } else if let defaultValue = parameter.defaultValue {
                resolved[parameter.name] = Binder.Bound(value: defaultValue, source: .defaultValue)
            } else {
                var message = "no value given for the required parameter \(parameter.name.jsonQuoted), \(parameter.type.expectation)"
                if let description = parameter.description { message += " (\(description.clipped(to: 80)))" }
                throw SceneError(location: parameter.location, path: JSONPath([.key("params"), .key(parameter.name)]), message: message)
            }
        }
        return resolved
    }
}

/// One walk over a compiled template, recording which parameter put a value where.
private struct Binder {
    struct Bound {
        var value: JSONValue
        var source: ParameterSource
    }

    let values: [String: Bound]
    let limit: Int
    var uses: [JSONPath: [TemplateBinding.ParameterUse]] = [:]
    var bytes = 0
    private var escaped: [String: String] = [:]

    init(values: [String: Bound], limit: Int) {
        self.values = values
        self.limit = limit
    }

    mutating func bind(_ node: TemplateNode, path: JSONPath) throws(SceneError) -> JSONValue {
        switch node {
        case .fixed(let value):
            return value
        case .reference(let name, let location, let isMarkup):
            let bound = values[name]!
            record([name], at: path)
            var value = JSONValue(bound.value.kind, location: location)
            if case .string(let text) = value.kind {
                let placed = isMarkup ? markupText(of: name) : text
                try count(placed, at: path)
                value.kind = .string(placed)
            }
            return value
        case .interpolation(let string, let location, let isMarkup):
            record(string.parameterNames, at: path)
            var text = ""
            for segment in string.segments {
                let piece: String
                switch segment {
                case .literal(let literal): piece = literal
                case .parameter(let name): piece = isMarkup ? markupText(of: name) : values[name]!.value.interpolatedText
                }
                // Counted before it is added, so that one string repeating a long value
                // thousands of times is refused before it is built.
                try count(piece, at: path)
                text += piece
            }
            return JSONValue(.string(text), location: location)
        case .object(let members, let location):
            var bound: [JSONMember] = []
            bound.reserveCapacity(members.count)
            for member in members {
                let value = try bind(member.node, path: path.appending(member.key))
                bound.append(JSONMember(key: member.key, keyLocation: member.keyLocation, value: value))
            }
            return JSONValue(.object(bound), location: location)
        case .array(let elements, let location):
            var bound: [JSONValue] = []
            bound.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                bound.append(try bind(element, path: path.appending(index: index)))
            }
            return JSONValue(.array(bound), location: location)
        }
    }

    /// A value as markup shows it literally, escaped once however often it is used.
    private mutating func markupText(of name: String) -> String {
        if let escaped = escaped[name] { return escaped }
        let escaped = values[name]!.value.interpolatedText.markupEscaped
        self.escaped[name] = escaped
        return escaped
    }

    private mutating func record(_ names: [String], at path: JSONPath) {
        uses[path] = names.map { TemplateBinding.ParameterUse(name: $0, source: values[$0]!.source) }
    }

    /// Keeps a template whose strings repeat a long value many times from growing unbounded.
    private mutating func count(_ text: String, at path: JSONPath) throws(SceneError) {
        bytes += text.utf8.count
        guard bytes <= limit else {
            let binding = uses[path]?.map(\.description).joined(separator: ", ")
            throw SceneError(binding: binding, path: path, message: "the bound template's strings are longer than \(limit) bytes in all")
        }
    }
}

extension JSONValue {
    /// How a parameter's value reads inside a string: text as it is, numbers as written.
    var interpolatedText: String {
        switch kind {
        case .string(let text): text
        case .number(let number): formatNumber(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null, .array, .object: ""
        }
    }
}

extension String {
    /// The text as Pango markup that shows it literally.
    var markupEscaped: String {
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for character in unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
