/// A picture, the `image` node: `src` is a path relative to the asset folder, an `http://`
/// or `https://` URL (fetched when the renderer allows its host), or a base64 `data:` URI. It is stretched to its box (`contentMode` `fill`) until `.contentMode` says
/// otherwise; without a size it takes its picture's (1 pixel = 1 point), and without an
/// `aspectRatio` its picture's proportions, so that a width alone sizes it.
///
/// A `src` starting with `data:` becomes the URI's bytes when it is a valid base64 URI;
/// anything else is kept as a path, as a document would read it (a malformed URI is then
/// refused by the validator when the scene is written and read back).
public func Image(_ src: String, id: String? = nil) -> Node {
    Node(kind: .image, id: id, image: ImageContent(source: ImageSource.parsing(src) ?? .file(src)))
}

/// A picture from bytes handed over in Swift, as if written as a `data:` URI.
public func Image(bytes: [UInt8], id: String? = nil) -> Node {
    Node(kind: .image, id: id, image: ImageContent(source: .bytes(bytes)))
}

/// Image modifiers for the builder API, one per image key. Each returns a changed copy.
///
/// They change `image` and do nothing on other kinds (or on an image node made without
/// content), which have no picture to set.
extension Node {
    /// Sets `contentMode`, how the picture fits its box.
    public func contentMode(_ mode: ContentMode) -> Node {
        changingImage { $0.contentMode = mode }
    }

    /// Sets `tint`, a colour that replaces the picture's, keeping its alpha (for template
    /// icons); `nil` draws the picture's own colours.
    public func tint(_ color: Color?) -> Node {
        changingImage { $0.tint = color }
    }

    /// Sets `circle`: the whole box (background, border, shadow and picture) is cut to the
    /// largest centred circle.
    public func circle(_ circle: Bool = true) -> Node {
        changingImage { $0.circle = circle }
    }

    /// Sets `objectPosition`, where the picture sits in its box (CSS `object-position`), in
    /// place of the place its content mode names; `nil` keeps that place.
    public func objectPosition(_ position: BoxPosition?) -> Node {
        changingImage { $0.position = position }
    }

    private func changingImage(_ change: (inout ImageContent) -> Void) -> Node {
        guard kind == .image, var content = image else { return self }
        var copy = self
        change(&content)
        copy.image = content
        return copy
    }
}
