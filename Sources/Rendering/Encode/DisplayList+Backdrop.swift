import Scene

extension DisplayList {
    /// Whether any group filters its backdrop, which only a surface with pixels can read.
    var readsBackdrop: Bool {
        items.contains { item in
            if case .beginGroup(let composite) = item { !composite.backdropFilters.isEmpty } else { false }
        }
    }
}
