/// A validated scene: the value every stage after decoding works on.
///
/// A `Scene` made by `SceneDecoder` (or by the builder API, which the tests check against it)
/// guarantees that:
/// - every number is finite; sizes, radii, blur and border widths are non-negative;
/// - `width × scale` and `height × scale` fit the limits it was validated with;
/// - colours are parsed, fonts' `data:` URIs decoded, gradients have at least two stops in
///   non-decreasing order;
/// - every default is applied: nothing downstream looks a key up or guesses a value;
/// - the tree is no deeper, and no larger, than the limits allow;
/// - node kinds are enums, so every stage handles every kind exhaustively.
public struct Scene: Sendable, Equatable, Hashable {
    /// Canvas width in points.
    public var width: Double
    /// Canvas height in points.
    public var height: Double
    /// Pixels per point for raster output (2 for @2x). Vector output stays in points.
    public var scale: Double
    /// Painted under everything; `nil` leaves the canvas transparent.
    public var background: Fill?
    /// Fonts to register before text is set: files in the asset folder or bytes, each
    /// perhaps under a family name of its own.
    public var fonts: [FontFile]
    public var root: Node

    /// Creates a scene.
    public init(width: Double, height: Double, scale: Double = 1, background: Fill? = nil, fonts: [FontFile] = [], root: Node) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        self.fonts = fonts
        self.root = root
    }

    /// The canvas size in points.
    public var size: Size { Size(width: width, height: height) }
}
