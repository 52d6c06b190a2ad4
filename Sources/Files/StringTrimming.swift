/// Trimming without Foundation's `CharacterSet`, which FoundationEssentials lacks. Each
/// caller says which characters are space where it trims: header values, host lists, CSS
/// values and font family lists each have their own.
extension StringProtocol {
    /// The characters left when those at either end that `edge` accepts are dropped.
    public func trimming(_ edge: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !edge($0) }), let last = lastIndex(where: { !edge($0) }) else { return "" }
        return String(self[first...last])
    }
}
