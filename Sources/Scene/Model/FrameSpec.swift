/// A node's frame as written: position relative to the parent's padding box (inside its
/// border), and size. A node with a frame is placed absolutely, in any parent.
///
/// Missing parts take defaults when laid out: `x` and `y` are 0, and `width` and `height`
/// reach from the node's position to the padding box's far edge.
public struct FrameSpec: Sendable, Equatable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double?
    public var height: Double?

    /// Creates a frame.
    public init(x: Double = 0, y: Double = 0, width: Double? = nil, height: Double? = nil) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
