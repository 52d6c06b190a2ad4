/// Trimming without Foundation's `CharacterSet`, which FoundationEssentials lacks: the
/// header values and `--allow-remote` entries trimmed here are ASCII.
extension StringProtocol {
    /// The characters left when those at either end that `edge` accepts are dropped.
    func trimming(_ edge: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !edge($0) }), let last = lastIndex(where: { !edge($0) }) else { return "" }
        return String(self[first...last])
    }

    /// The characters left when spaces and tabs at either end are dropped.
    func trimmingSpaces() -> String {
        trimming { $0 == " " || $0 == "\t" }
    }
}
