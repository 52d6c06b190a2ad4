/// How a node's layer mixes with what is behind it: CSS `mix-blend-mode`, which Cairo's
/// operators of the same names compute, on raster and in PDF and SVG alike.
public enum BlendMode: String, Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten
    case colorDodge = "color-dodge"
    case colorBurn = "color-burn"
    case hardLight = "hard-light"
    case softLight = "soft-light"
    case difference, exclusion, hue, saturation, color, luminosity
}
