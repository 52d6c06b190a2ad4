extension SceneValidator {
    /// The compositing keys every node accepts.
    static let effectKeys = ["filter", "backdropFilter", "blendMode", "mask"]

    /// Reads `filter`, `backdropFilter`, `blendMode` and `mask` into `style`.
    func effects(_ object: ObjectReader, into style: inout ViewStyle) throws(SceneError) {
        if let (value, path) = object.member("filter") { style.filters = try filters(value, path) }
        if let (value, path) = object.member("backdropFilter") { style.backdropFilters = try filters(value, path) }
        if let (value, path) = object.member("blendMode") { style.blendMode = try blendMode(value, path) }
        if let (value, path) = object.member("mask") { style.mask = try mask(value, path) }
    }

    /// A CSS filter list string; a problem in it is reported with the character it is at.
    func filters(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> [Filter] {
        guard case .string(let text) = value.kind else {
            throw failure(value, path, expected: "a CSS filter list such as \"blur(4) grayscale(1)\", or \"none\"")
        }
        do {
            return try FilterListParser.parse(text)
        } catch {
            let shown = text.unicodeScalars.count > 80 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(80))) + "…" : text
            throw SceneError(location: value.location, path: path, message: "at character \(error.position) of \(shown.jsonQuoted): \(error.message)")
        }
    }

    /// A `mix-blend-mode` keyword; the camelCase spelling (`colorDodge`) is accepted too.
    private func blendMode(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> BlendMode {
        let names = BlendMode.allCases.map(\.rawValue)
        guard case .string(let text) = value.kind else {
            throw failure(value, path, expected: "one of " + names.map(\.jsonQuoted).joined(separator: ", "))
        }
        let kebab = text.unicodeScalars.map { ("A"..."Z").contains($0) ? "-" + String($0).lowercased() : String($0) }.joined()
        guard let mode = BlendMode(rawValue: kebab) else {
            var message = "unknown blend mode \(text.jsonQuoted)"
            if let suggestion = NearestKey.suggestion(for: kebab, among: names) { message += "; did you mean \(suggestion.jsonQuoted)?" }
            throw SceneError(location: value.location, path: path, message: message + " Allowed: " + names.joined(separator: ", "))
        }
        return mode
    }

    /// A colour or gradient (as `background` takes), or `{"src": …, "contentMode": …}` for
    /// a picture's alpha.
    private func mask(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> Mask {
        let expected = "a gradient object, a colour, or a picture as {\"src\": \"fade.png\"}"
        guard case .object = value.kind else {
            guard case .string = value.kind else { throw failure(value, path, expected: expected) }
            return .fill(try fill(value, path))
        }
        let probe = try ObjectReader(value, path: path, role: "a mask", allowedKeys: [])
        guard probe.member("src") != nil else {
            guard probe.member("type") != nil else {
                throw SceneError(location: value.location, path: path, message: "expected \(expected): a mask object needs \"type\" (a gradient) or \"src\" (a picture)")
            }
            return .fill(try fill(value, path))
        }
        let object = try ObjectReader(value, path: path, role: "a picture mask", allowedKeys: ["src", "contentMode"])
        try object.finish()
        let (sourceValue, sourcePath) = try object.required("src", expected: "a picture")
        var image = ImageContent(source: try imageSource(sourceValue, sourcePath))
        if let (modeValue, modePath) = object.member("contentMode") {
            let names = ContentMode.allCases.map(\.rawValue)
            guard case .string(let name) = modeValue.kind, let mode = ContentMode(rawValue: name) else {
                var message = "expected one of " + names.map(\.jsonQuoted).joined(separator: ", ") + ", received \(modeValue.summary)"
                if case .string(let name) = modeValue.kind, let suggestion = NearestKey.suggestion(for: name, among: names) {
                    message += "; did you mean \(suggestion.jsonQuoted)?"
                }
                throw SceneError(location: modeValue.location, path: modePath, message: message)
            }
            image.contentMode = mode
        }
        return .image(image)
    }
}
