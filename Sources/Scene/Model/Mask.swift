/// What a node is masked by, as CSS `mask-image`: the node and its subtree show where the
/// mask is opaque and fade where it is transparent. Outside the node's border box nothing
/// shows, as with CSS's default `mask-clip: border-box`.
public enum Mask: Sendable, Hashable {
    /// A colour or gradient over the border box; only its alpha counts. A gradient from
    /// black to transparent fades the node out.
    case fill(Fill)
    /// A picture's alpha, placed in the border box by its content mode; its tint and
    /// circle are unused.
    case image(ImageContent)
}
