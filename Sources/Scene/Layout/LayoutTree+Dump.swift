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

    /// Appends `format(value)` as UTF-8, digit by digit without making a string. Below
    /// 10¹² the shortest form of a number of hundredths is its own decimal digits, as
    /// `format` prints it; beyond, it takes `format`'s way.
    static func appendFormatted(_ value: Double, to bytes: inout [UInt8]) {
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e14 else {
            bytes += format(value).utf8
            return
        }
        let signed = Int64(hundredths)
        if signed < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = signed.magnitude
        var whole = magnitude / 100
        var digits = 1
        while whole >= 10 {
            whole /= 10
            digits += 1
        }
        whole = magnitude / 100
        let end = bytes.count + digits
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        for position in stride(from: end - 1, through: end - digits, by: -1) {
            bytes[position] = UInt8(ascii: "0") + UInt8(whole % 10)
            whole /= 10
        }
        let fraction = magnitude % 100
        guard fraction > 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 > 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }
}
