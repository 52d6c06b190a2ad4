extension LayoutTree {
    /// One line per node, in drawing order: JSON path, `#id` when set, and the absolute frame
    /// as `(x, y, width, height)` with at most two decimals. A node made for a component
    /// shows the component's path followed by `› ` and its own kind. Stable across runs and
    /// machines, so it serves as a cheap golden for layout.
    public func dump() -> String {
        var lines: [String] = []
        func visit(_ node: LayoutNode) {
            var line = node.path.description
            if node.isGenerated { line += " › " + node.kind.rawValue }
            if let id = node.id { line += " #" + id }
            let frame = node.frame
            line += " (" + [frame.x, frame.y, frame.width, frame.height].map(Self.format).joined(separator: ", ") + ")"
            lines.append(line)
            node.children.forEach(visit)
        }
        visit(root)
        return lines.joined(separator: "\n") + "\n"
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return formatNumber(rounded == 0 ? 0 : rounded)
    }
}
