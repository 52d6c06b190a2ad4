/// A template document compiled once: the parts that hold parameters, and the parts that do
/// not, kept as the JSON they already are so that binding copies nothing of them.
indirect enum TemplateNode: Sendable {
    /// A value with no parameter anywhere inside (braces already unescaped).
    case fixed(JSONValue)
    /// `{"param": "name"}`: the whole value is the parameter's.
    case reference(name: String, location: SourceLocation?, isMarkup: Bool)
    /// A string with `{name}` inside.
    case interpolation(InterpolatedString, location: SourceLocation?, isMarkup: Bool)
    case object([Member], location: SourceLocation?)
    case array([TemplateNode], location: SourceLocation?)

    /// An object member whose value holds parameters.
    struct Member: Sendable {
        var key: String
        var keyLocation: SourceLocation?
        var node: TemplateNode
    }

    var isFixed: Bool {
        if case .fixed = self { return true }
        return false
    }
}

/// Compiles a document's values, checking every parameter it names against the declared ones.
struct TemplateCompiler {
    let parameters: [TemplateParameter]

    func compile(_ value: JSONValue, path: JSONPath, isMarkup: Bool = false) throws(SceneError) -> TemplateNode {
        switch value.kind {
        case .object(let members):
            if let reference = members.first(where: { $0.key == "param" }) {
                return try self.reference(value, reference, members: members, path: path, isMarkup: isMarkup)
            }
            var compiled: [TemplateNode.Member] = []
            for member in members {
                let node = try compile(member.value, path: path.appending(member.key), isMarkup: member.key == "markup")
                compiled.append(TemplateNode.Member(key: member.key, keyLocation: member.keyLocation, node: node))
            }
            guard compiled.contains(where: { !$0.node.isFixed }) else {
                return .fixed(JSONValue(.object(zip(members, compiled).map { member, node in
                    guard case .fixed(let fixed) = node.node else { return member }
                    return JSONMember(key: member.key, keyLocation: member.keyLocation, value: fixed)
                }), location: value.location))
            }
            return .object(compiled, location: value.location)
        case .array(let elements):
            var compiled: [TemplateNode] = []
            for (index, element) in elements.enumerated() {
                compiled.append(try compile(element, path: path.appending(index: index)))
            }
            let fixed = compiled.compactMap { node -> JSONValue? in
                if case .fixed(let value) = node { return value }
                return nil
            }
            return fixed.count == compiled.count ? .fixed(JSONValue(.array(fixed), location: value.location)) : .array(compiled, location: value.location)
        case .string(let text):
            return try interpolation(text, value: value, path: path, isMarkup: isMarkup)
        case .null, .bool, .number:
            return .fixed(value)
        }
    }

    private func reference(_ value: JSONValue, _ reference: JSONMember, members: [JSONMember], path: JSONPath, isMarkup: Bool) throws(SceneError) -> TemplateNode {
        if let other = members.first(where: { $0.key != "param" }) {
            throw SceneError(location: other.keyLocation, path: path.appending(other.key),
                             message: "a parameter reference has only the key \"param\", as in {\"param\": \"title\"}")
        }
        guard case .string(let name) = reference.value.kind else {
            throw SceneError(location: reference.value.location, path: path.appending("param"),
                             message: "expected the name of a declared parameter, received \(reference.value.summary)")
        }
        try check(name, at: reference.value.location, path: path.appending("param"))
        return .reference(name: name, location: value.location, isMarkup: isMarkup)
    }

    private func interpolation(_ text: String, value: JSONValue, path: JSONPath, isMarkup: Bool) throws(SceneError) -> TemplateNode {
        guard text.contains("{") || text.contains("}") else { return .fixed(value) }
        let parsed: InterpolatedString
        switch InterpolatedString.parse(text) {
        case .success(let result): parsed = result
        case .failure(let failure): throw SceneError(location: value.location, path: path, message: failure.message)
        }
        for name in parsed.parameterNames {
            try check(name, at: value.location, path: path)
        }
        if parsed.parameterNames.isEmpty {
            let literal = parsed.segments.map { segment in
                if case .literal(let text) = segment { return text }
                return ""
            }.joined()
            return .fixed(JSONValue(.string(literal), location: value.location))
        }
        return .interpolation(parsed, location: value.location, isMarkup: isMarkup)
    }

    /// Refuses a name that no parameter has, suggesting the nearest one.
    private func check(_ name: String, at location: SourceLocation?, path: JSONPath) throws(SceneError) {
        guard !parameters.contains(where: { $0.name == name }) else { return }
        throw SceneError(location: location, path: path, message: unknownParameterMessage(name, among: parameters))
    }
}

/// "unknown parameter …; did you mean …?", followed by the declared names.
func unknownParameterMessage(_ name: String, among parameters: [TemplateParameter]) -> String {
    let names = parameters.map(\.name)
    var message = "unknown parameter \(name.clipped(to: 64).jsonQuoted)"
    if names.isEmpty { return message + "; the template declares no parameters" }
    if let suggestion = NearestKey.suggestion(for: name, among: names) {
        message += "; did you mean \(suggestion.jsonQuoted)? Declared: "
    } else {
        message += "; declared: "
    }
    message += names.joined(separator: ", ")
    return message
}
