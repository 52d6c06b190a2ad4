import Scene

/// Replaces colour references to pictures, `{"fromImage": "photo.jpg", "role": "primary"}`,
/// with the colour they name, before the scene is validated. A scene can then theme itself
/// from its photo anywhere a colour goes.
struct ColorReferences {
    /// The picture's colours; a missing picture is an error here, since there is no colour
    /// to fall back to.
    let colors: (ImageSource) throws -> ImageColors

    func resolve(_ value: JSONValue, path: JSONPath) throws(SceneError) -> JSONValue {
        switch value.kind {
        case .object(let members):
            if members.contains(where: { $0.key == "fromImage" }) { return try reference(value, members, path: path) }
            var resolved: [JSONMember] = []
            for member in members {
                var copy = member
                copy.value = try resolve(member.value, path: path.appending(member.key))
                resolved.append(copy)
            }
            return JSONValue(.object(resolved), location: value.location)
        case .array(let elements):
            var resolved: [JSONValue] = []
            for (index, element) in elements.enumerated() {
                resolved.append(try resolve(element, path: path.appending(index: index)))
            }
            return JSONValue(.array(resolved), location: value.location)
        default:
            return value
        }
    }

    private func reference(_ value: JSONValue, _ members: [JSONMember], path: JSONPath) throws(SceneError) -> JSONValue {
        let roles = ImageColors.Role.allCases.map(\.rawValue)
        for member in members where member.key != "fromImage" && member.key != "role" {
            throw SceneError(location: member.keyLocation, path: path.appending(member.key),
                             message: "unknown key \(member.key.jsonQuoted) in a colour from an image; allowed keys: fromImage, role")
        }
        guard let source = members.first(where: { $0.key == "fromImage" }), case .string(let text) = source.value.kind, !text.isEmpty else {
            throw SceneError(location: value.location, path: path.appending("fromImage"), message: "expected the picture's path relative to the asset folder, an http(s) URL, or a data: URI")
        }
        var role = ImageColors.Role.primary
        if let member = members.first(where: { $0.key == "role" }) {
            guard case .string(let name) = member.value.kind, let parsed = ImageColors.Role(rawValue: name) else {
                throw SceneError(location: member.value.location, path: path.appending("role"),
                                 message: "expected one of " + roles.map(\.jsonQuoted).joined(separator: ", ") + ", received \(member.value.summary)")
            }
            role = parsed
        }
        guard let imageSource = ImageSource.parsing(text) else {
            throw SceneError(location: source.value.location, path: path.appending("fromImage"), message: "expected a base64 data: URI")
        }
        do {
            let colour = try colors(imageSource)[role]
            return JSONValue(.string(colour.hexString), location: value.location)
        } catch let error as ImageError {
            throw SceneError(location: source.value.location, path: path.appending("fromImage"), message: error.message)
        } catch let missing as ImageLoader.Missing {
            throw SceneError(location: source.value.location, path: path.appending("fromImage"), message: missing.message)
        } catch {
            throw SceneError(location: source.value.location, path: path.appending("fromImage"), message: String(describing: error))
        }
    }
}
