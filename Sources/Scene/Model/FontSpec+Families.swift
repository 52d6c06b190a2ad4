extension FontSpec {
    /// The generic families, which always resolve to the renderer's own faces (lowercase;
    /// Fontconfig matches family names without regard to case).
    public static let genericFamilies: Set<String> = ["sans-serif", "sans", "serif", "monospace"]

    /// The families a `family` value names, first choice first: one name, or a
    /// comma-separated list as CSS writes one (`"Inter, Noto Sans, sans-serif"`), each
    /// without the spaces around it. An empty member, as in `"Inter,,serif"`, is kept empty.
    public static func families(in family: String) -> [String] {
        family.split(separator: ",", omittingEmptySubsequences: false).map(trimmed)
    }

    /// `text` without the whitespace at either end.
    static func trimmed(_ text: Substring) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
