extension SceneTemplate {
    static let parameterKeys = ["type", "default", "description", "values"]

    /// Reads `params`: an object from each parameter's name to its declaration.
    static func parameters(_ value: JSONValue, path: JSONPath) throws(SceneError) -> [TemplateParameter] {
        guard case .object(let members) = value.kind else {
            throw SceneError(location: value.location, path: path,
                             message: "expected the template's parameters, an object such as {\"title\": {\"type\": \"string\"}}, received \(value.summary)")
        }
        guard members.count <= maximumParameters else {
            throw SceneError(location: value.location, path: path, message: "a template may declare at most \(maximumParameters) parameters")
        }
        var parameters: [TemplateParameter] = []
        for member in members {
            let memberPath = path.appending(member.key)
            guard TemplateParameter.isValidName(member.key) else {
                throw SceneError(location: member.keyLocation, path: memberPath,
                                 message: "\(member.key.clipped(to: 64).jsonQuoted) is not a parameter name; use a letter or _, then letters, digits, _ or -, at most 64 in all")
            }
            parameters.append(try parameter(named: member.key, member.value, path: memberPath, keyLocation: member.keyLocation))
        }
        return parameters
    }

    private static func parameter(named name: String, _ value: JSONValue, path: JSONPath, keyLocation: SourceLocation?) throws(SceneError) -> TemplateParameter {
        let object = try ObjectReader(value, path: path, role: "a parameter declaration", allowedKeys: parameterKeys)
        try object.finish()
        let typeNames = ParameterType.allCases.map(\.rawValue)
        let (typeValue, typePath) = try object.required("type", expected: "one of " + typeNames.joined(separator: ", "))
        guard case .string(let typeName) = typeValue.kind, let type = ParameterType(rawValue: typeName) else {
            var message = "expected one of " + typeNames.joined(separator: ", ") + ", received \(typeValue.summary)"
            if case .string(let typeName) = typeValue.kind, let suggestion = NearestKey.suggestion(for: typeName, among: typeNames) {
                message += "; did you mean \(suggestion.jsonQuoted)?"
            }
            throw SceneError(location: typeValue.location, path: typePath, message: message)
        }
        var parameter = TemplateParameter(name: name, type: type, location: keyLocation)
        if let (descriptionValue, descriptionPath) = object.member("description") {
            guard case .string(let text) = descriptionValue.kind else {
                throw SceneError(location: descriptionValue.location, path: descriptionPath, message: "expected a string, received \(descriptionValue.summary)")
            }
            parameter.description = text
        }
        if let (valuesValue, valuesPath) = object.member("values") {
            parameter.allowedValues = try allowedValues(valuesValue, path: valuesPath, type: type)
        }
        if let (defaultValue, defaultPath) = object.member("default") {
            guard parameter.accepts(defaultValue) else {
                throw SceneError(location: defaultValue.location, path: defaultPath, message: "expected \(parameter.expectation), received \(defaultValue.summary)")
            }
            parameter.defaultValue = defaultValue
        }
        return parameter
    }

    private static func allowedValues(_ value: JSONValue, path: JSONPath, type: ParameterType) throws(SceneError) -> [JSONValue] {
        guard case .array(let elements) = value.kind, !elements.isEmpty else {
            throw SceneError(location: value.location, path: path, message: "expected a non-empty array of the values allowed, received \(value.summary)")
        }
        var seen: [JSONValue.Kind] = []
        for (index, element) in elements.enumerated() {
            guard type.accepts(element) else {
                throw SceneError(location: element.location, path: path.appending(index: index), message: "expected \(type.expectation), received \(element.summary)")
            }
            guard !seen.contains(element.kind) else {
                throw SceneError(location: element.location, path: path.appending(index: index), message: "\(element.summary) is listed twice")
            }
            seen.append(element.kind)
        }
        return elements
    }
}
