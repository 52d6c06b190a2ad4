/// CSS property names written as keys, and the scene key that does the same job, for the
/// hint on an unknown key: `"textAlign"` gets `did you mean "align"? (CSS text-align)`.
///
/// Scenes are often written from a web design, so a CSS name is a likelier mistake than a
/// typo, and edit distance cannot find `align` from `textAlign`. Only properties whose scene
/// key is spelt differently are listed; camelCase (`textAlign`, as in JavaScript) and
/// kebab-case (`text-align`) are both recognised.
enum CSSPropertyNames {
    /// One way the scene format says what a CSS property says.
    struct Equivalent {
        /// How the hint writes it: `"align"`, or `"font": {"size": …}` for a member.
        let spelling: String
        /// The key the object must allow for the hint to apply.
        let key: String
        /// Another key the object must allow, when `key` means something else elsewhere:
        /// `align` is text alignment on a label, and cross-axis alignment on a stack.
        let alongside: String?

        init(_ key: String, alongside: String? = nil) {
            self.spelling = key.jsonQuoted
            self.key = key
            self.alongside = alongside
        }

        /// A member of an object key, such as `"font": {"size": …}`.
        init(_ key: String, member: String) {
            self.spelling = "\(key.jsonQuoted): {\(member.jsonQuoted): …}"
            self.key = key
            self.alongside = nil
        }

        /// A key with the value that does the job, such as `"clip": true`.
        init(_ key: String, value: String) {
            self.spelling = "\(key.jsonQuoted): \(value)"
            self.key = key
            self.alongside = nil
        }

        func applies(to allowedKeys: [String]) -> Bool {
            allowedKeys.contains(key) && (alongside.map { allowedKeys.contains($0) } ?? true)
        }
    }

    /// A CSS property: how CSS writes it, and the scene's equivalents, the likeliest first;
    /// or, for one the format has no key for, a note on what it does instead.
    struct Property {
        let name: String
        var equivalents: [Equivalent] = []
        var note: String?
    }

    /// The hint for `key` in an object that allows `allowedKeys` (the text after "; "), or
    /// `nil` when `key` is no listed CSS property or none of its equivalents applies here.
    static func hint(for key: String, allowedKeys: [String]) -> String? {
        guard key.utf8.count <= 64, let property = properties[normalized(key)] else { return nil }
        if let note = property.note { return note }
        guard let equivalent = property.equivalents.first(where: { $0.applies(to: allowedKeys) }) else { return nil }
        return "did you mean \(equivalent.spelling)? (CSS \(property.name))"
    }

    /// `textAlign` and `text-align` both as `textalign`.
    private static func normalized(_ key: String) -> String {
        key.lowercased().filter { $0 != "-" }
    }

    /// Every listed property, by its normalised name.
    private static let properties: [String: Property] = {
        let fontMembers = ["family", "size", "weight", "style"]
        var list: [Property] = [
            Property(name: "text-align", equivalents: [Equivalent("align", alongside: "text")]),
            Property(name: "text-overflow", equivalents: [Equivalent("truncation")]),
            Property(name: "-webkit-line-clamp", equivalents: [Equivalent("maxLines")]),
            Property(name: "line-clamp", equivalents: [Equivalent("maxLines")]),
            Property(name: "object-fit", equivalents: [Equivalent("contentMode")]),
            Property(name: "box-shadow", equivalents: [Equivalent("shadow")]),
            Property(name: "background-color", equivalents: [Equivalent("background")]),
            Property(name: "border-radius", equivalents: [Equivalent("cornerRadius")]),
            Property(name: "border-width", equivalents: [Equivalent("width", alongside: "dash"), Equivalent("border", member: "width")]),
            Property(name: "border-color", equivalents: [Equivalent("color", alongside: "dash"), Equivalent("border", member: "color")]),
            Property(name: "overflow", equivalents: [Equivalent("clip", value: "true")]),
            Property(name: "visibility", equivalents: [Equivalent("hidden", value: "true")]),
            Property(name: "flex", equivalents: [Equivalent("grow")]),
            Property(name: "flex-grow", equivalents: [Equivalent("grow")]),
            Property(name: "flex-shrink", equivalents: [Equivalent("shrink")]),
            Property(name: "flex-basis", equivalents: [Equivalent("basis")]),
            Property(name: "flex-direction", equivalents: [Equivalent("direction", alongside: "justify")]),
            Property(name: "flex-wrap", equivalents: [Equivalent("wrap", alongside: "justify")]),
            Property(name: "justify-content", equivalents: [Equivalent("justify")]),
            Property(name: "align-items", equivalents: [Equivalent("align", alongside: "justify"), Equivalent("alignment")]),
            Property(name: "row-gap", equivalents: [Equivalent("row", alongside: "column"), Equivalent("gap", member: "row")]),
            Property(name: "column-gap", equivalents: [Equivalent("column", alongside: "row"), Equivalent("gap", member: "column")]),
            Property(name: "z-index", equivalents: [Equivalent("zIndex")]),
            Property(name: "mix-blend-mode", equivalents: [Equivalent("blendMode")]),
            Property(name: "mask-image", equivalents: [Equivalent("mask")]),
            Property(name: "-webkit-mask-image", equivalents: [Equivalent("mask")]),
            Property(name: "backdrop-filter", equivalents: [Equivalent("backdropFilter")]),
            Property(name: "-webkit-backdrop-filter", equivalents: [Equivalent("backdropFilter")]),
        ]
        // Inside a font or a run the member is a key of its own; on a label or button it
        // goes in `font`.
        for member in fontMembers {
            list.append(Property(name: "font-\(member)", equivalents: [Equivalent(member, alongside: "family"), Equivalent("font", member: member)]))
        }
        for box in ["margin", "padding"] {
            for side in ["top", "right", "bottom", "left"] {
                list.append(Property(name: "\(box)-\(side)", equivalents: [Equivalent(box, member: side)]))
            }
        }
        for (corner, member) in [("top-left", "topLeft"), ("top-right", "topRight"), ("bottom-right", "bottomRight"), ("bottom-left", "bottomLeft")] {
            list.append(Property(name: "border-\(corner)-radius", equivalents: [Equivalent("cornerRadius", member: member)]))
        }
        let gradientText = ##"for gradient text, give "color" a gradient, such as {"type": "linear", "angle": 90, "stops": ["#F97316", "#7C3AED"]}"##
        list += [
            Property(name: "transform-origin", equivalents: [Equivalent("origin", alongside: "skewX"), Equivalent("transform", member: "origin")]),
            Property(name: "background-clip", note: gradientText),
            Property(name: "-webkit-background-clip", note: gradientText),
            Property(name: "-webkit-text-fill-color", note: gradientText),
        ]
        return Dictionary(uniqueKeysWithValues: list.map { (normalized($0.name), $0) })
    }()
}
