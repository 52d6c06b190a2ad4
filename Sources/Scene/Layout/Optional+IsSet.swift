extension Optional {
    /// Whether there is a value, tested in place: `!= nil` and `guard let` copy a large
    /// payload (a style's border, a node's content) out first, and layout asks this of
    /// every node.
    var isSet: Bool {
        if case .some = self { true } else { false }
    }
}
