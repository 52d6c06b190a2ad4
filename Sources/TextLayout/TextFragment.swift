/// The part of a range of text that one line holds, and the box it takes there, in points
/// from the paragraph's top-left: as wide as its characters, and as tall as its fonts'
/// ascent and descent, as CSS sizes the piece of an inline box on one line.
public struct TextFragment: Sendable, Equatable {
    /// UTF-8 byte offsets into the text as set.
    public var range: Range<Int>
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// Which line holds it, counting from 0 at the top.
    public var line = 0
    /// The top of that line's box and its height, in points from the paragraph's top:
    /// the lines' boxes stack without overlapping.
    public var lineTop = 0.0
    public var lineHeight = 0.0

    /// Creates a fragment.
    public init(range: Range<Int>, x: Double, y: Double, width: Double, height: Double) {
        self.range = range
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
