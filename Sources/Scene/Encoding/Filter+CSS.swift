extension Filter {
    /// The function as CSS writes it, which `FilterListParser` reads back to the same value:
    /// lengths in points, amounts as numbers, angles in degrees.
    var cssText: String {
        switch self {
        case .blur(let radius): "blur(\(formatNumber(radius)))"
        case .grayscale(let amount), .brightness(let amount), .contrast(let amount), .saturate(let amount),
             .sepia(let amount), .invert(let amount), .opacity(let amount):
            "\(name)(\(formatNumber(amount)))"
        case .hueRotate(let degrees): "hue-rotate(\(formatNumber(degrees))deg)"
        case .dropShadow(let shadow):
            "drop-shadow(\(formatNumber(shadow.offset.x)) \(formatNumber(shadow.offset.y)) \(formatNumber(shadow.blur)) \(shadow.color.hexString))"
        }
    }

    /// A list as the `filter` and `backdropFilter` keys write it.
    static func cssText(of filters: [Filter]) -> String {
        filters.isEmpty ? "none" : filters.map(\.cssText).joined(separator: " ")
    }
}
