/// Bounds that keep hostile or mistaken scenes from exhausting memory, stack or time.
///
/// Every limit is checked before anything is allocated for the scene, so a refused scene
/// costs almost nothing.
public struct SceneLimits: Sendable, Equatable {
    /// The largest canvas, in pixels (width × height × scale²).
    public var maximumPixels: Int
    /// The deepest node nesting; the root is at depth 1.
    public var maximumDepth: Int
    /// The most nodes in one scene.
    public var maximumNodes: Int
    /// The deepest JSON nesting the parser accepts.
    public var maximumJSONDepth: Int
    /// The largest absolute value of a coordinate or length, in points.
    public var maximumCoordinate: Double
    /// The most bytes of text a template's bound strings may hold in all, so that a value
    /// used many times cannot make a huge document.
    public var maximumBoundBytes: Int
    /// The most characters (Unicode scalars) of text all of a scene's labels may hold
    /// together: each label has its own limit of 100,000, and shaping and wrapping cost
    /// grows with the whole.
    public var maximumTextCharacters: Int
    /// The most bytes the pictures of one render may take decoded (4 a pixel, each
    /// distinct picture at the size it is decoded at), so that a scene naming many large
    /// pictures, each within the pixel limit, cannot take the process's memory.
    public var maximumPictureBytes: Int

    /// The widest or tallest raster Cairo can make, in pixels.
    public static let maximumSide = 32767

    /// Creates limits; the defaults suit a server rendering cards and thumbnails.
    public init(
        maximumPixels: Int = 50_000_000,
        maximumDepth: Int = 100,
        maximumNodes: Int = 20_000,
        maximumJSONDepth: Int = 512,
        maximumCoordinate: Double = 1_000_000,
        maximumBoundBytes: Int = 16 << 20,
        maximumTextCharacters: Int = 1_000_000,
        maximumPictureBytes: Int = 1 << 30
    ) {
        self.maximumPixels = maximumPixels
        self.maximumDepth = maximumDepth
        self.maximumNodes = maximumNodes
        self.maximumJSONDepth = maximumJSONDepth
        self.maximumCoordinate = maximumCoordinate
        self.maximumBoundBytes = maximumBoundBytes
        self.maximumTextCharacters = maximumTextCharacters
        self.maximumPictureBytes = maximumPictureBytes
    }

    /// The raster size of a canvas, in whole pixels.
    public static func pixelSize(width: Double, height: Double, scale: Double) -> (width: Int, height: Int) {
        (Int((width * scale).rounded(.up)), Int((height * scale).rounded(.up)))
    }

    /// Refuses a canvas whose raster would be empty or larger than these limits allow.
    public func checkCanvas(width: Double, height: Double, scale: Double) throws(SceneError) {
        let pixelsWide = width * scale
        let pixelsHigh = height * scale
        let shown = "\(formatNumber(width))×\(formatNumber(height)) points at scale \(formatNumber(scale))"
        guard pixelsWide >= 0.5, pixelsHigh >= 0.5 else {
            throw SceneError(path: JSONPath(), message: "the canvas (\(shown)) is smaller than one pixel")
        }
        let side = Double(Self.maximumSide)
        guard pixelsWide <= side, pixelsHigh <= side else {
            throw SceneError(path: JSONPath(), message: "the canvas (\(shown)) is \(formatNumber(pixelsWide.rounded(.up)))×\(formatNumber(pixelsHigh.rounded(.up))) pixels; each side must be at most \(Self.maximumSide) pixels")
        }
        let size = Self.pixelSize(width: width, height: height, scale: scale)
        let pixels = size.width * size.height
        guard pixels <= maximumPixels else {
            throw SceneError(path: JSONPath(), message: "the canvas (\(shown)) is \(size.width)×\(size.height) = \(pixels) pixels, above the limit of \(maximumPixels); lower width, height or scale, or raise the pixel limit")
        }
    }
}
