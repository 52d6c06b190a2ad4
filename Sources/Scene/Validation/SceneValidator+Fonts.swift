extension SceneValidator {
    /// The keys of a `fonts` entry written as an object.
    static let fontFileKeys = ["src", "family", "weight", "style"]

    /// What a font's `src` may be.
    private static let fontSourceExpectation = "a font file path relative to the asset folder, an http(s) URL, or a data: URI"

    /// The scene's `fonts`: each a path or `data:` URI, or an object that also names the
    /// family, weight and style the font is registered under.
    func fontFiles(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> [FontFile] {
        var fonts: [FontFile] = []
        for (index, element) in try array(value, path, of: "font files").enumerated() {
            fonts.append(try fontFile(element, path.appending(index: index)))
        }
        return fonts
    }

    private func fontFile(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> FontFile {
        guard case .object = value.kind else { return FontFile(try fontSource(value, path)) }
        let object = try ObjectReader(value, path: path, role: "a font file", allowedKeys: Self.fontFileKeys)
        try object.finish()
        let (sourceValue, sourcePath) = try object.required("src", expected: Self.fontSourceExpectation)
        var font = FontFile(try fontSource(sourceValue, sourcePath))
        if let (familyValue, familyPath) = object.member("family") { font.family = try fontAlias(familyValue, familyPath) }
        if let (weightValue, weightPath) = object.member("weight") { font.weight = try weight(weightValue, weightPath) }
        if let (styleValue, stylePath) = object.member("style") { font.italic = try italic(styleValue, stylePath) }
        return font
    }

    /// A path inside the asset folder, an `http://` or `https://` URL (fetched when the
    /// renderer allows its host), or a base64 `data:` URI.
    private func fontSource(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> FontFile.Source {
        switch try reference(value, path, expected: Self.fontSourceExpectation, dataExample: "data:font/woff2;base64,d09GMgAB…") {
        case .file(let file): .file(file)
        case .bytes(let bytes): .bytes(bytes)
        case .url(let url): .url(url)
        }
    }

    /// The one family name a font is registered under: not a list, and not a generic name,
    /// which always means the renderer's own face.
    private func fontAlias(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> String {
        let family = try string(value, path)
        let trimmed = FontSpec.trimmed(Substring(family))
        guard !trimmed.isEmpty, family.count <= 200, !family.contains(",") else {
            throw failure(value, path, expected: "one family name such as \"Brand Sans\", at most 200 characters, without commas")
        }
        guard !FontSpec.genericFamilies.contains(trimmed.lowercased()) else {
            throw SceneError(location: value.location, path: path,
                             message: "\(family.jsonQuoted) is a generic family, which always means the renderer's own face; give the font a name of its own")
        }
        return family
    }
}
