import Fetch
import FoundationEssentials
import Scene

/// Settings shared by every render a `Renderer` makes.
public struct RendererConfiguration: Sendable {
    /// Limits applied when decoding JSON and again before allocating a canvas.
    public var limits: SceneLimits
    /// Turns every warning into an error.
    public var strict: Bool
    /// The folders whose fonts labels may use; nothing else on the machine is seen, so text
    /// sets the same everywhere. `sans-serif`, `serif` and `monospace` mean DejaVu, and
    /// characters DejaVu lacks fall back to the other fonts here.
    public var fontDirectories: [String]
    /// Fonts given as the bytes of TTF, OTF, TTC, WOFF or WOFF2 files (told apart by their
    /// bytes), seen by every scene, such as a brand font a server bundles. Labels name them
    /// by the families inside them; a scene's `fonts` can give a font another name.
    public var fontData: [Data]
    /// Where the scene's relative paths (its `fonts` and images) are looked up; without it,
    /// a scene that names font files is refused and its images are missing.
    public var assets: AssetFolder?
    /// The memory decoded images may keep between renders, in bytes.
    public var imageCacheBytes: Int
    /// The memory gradients and shadow masks may keep between renders, in bytes: those of
    /// a template's fixed parts are drawn once and reused. 0 draws them in every render.
    public var paintCacheBytes: Int
    /// Whether those gradients, shadow masks and pictures drawn into their boxes stay for
    /// later renders. `false` suits a renderer that makes one image and is dropped: each is
    /// still drawn into a layer of its own and composited, so the image is byte for byte
    /// the one a long-lived renderer makes, but its pixels are freed once composited.
    public var keepsPaintLayers: Bool
    /// Whether every installed font's face is opened with the renderer and kept, as renders
    /// on several threads at once need. `false` suits a renderer that draws one image on one
    /// thread: a font's face is opened when its text is first drawn, so the fonts it never
    /// uses cost it nothing. The glyphs are the same either way.
    public var opensInstalledFontFaces: Bool
    /// The hosts pictures may be fetched from, and the limits of fetching; none by default.
    public var remote: RemoteAccess
    /// The program that rewrites SVG pictures in isolation before they are drawn, so that
    /// a hostile one fails alone and SVG text can be drawn; by default `svg-sandbox` beside
    /// the running program. `nil` screens documents, refuses their text, and draws them
    /// in this process.
    public var svgSandbox: SVGSandbox?

    /// Where the Debian packages the set-up installs put their fonts: DejaVu (Latin, Greek,
    /// Cyrillic, Arabic, Hebrew), WenQuanYi Micro Hei (Chinese, Japanese, Korean) and Noto
    /// Color Emoji.
    public static let defaultFontDirectories = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/wqy", "/usr/share/fonts/truetype/noto",
    ]

    /// The decoded pictures a renderer keeps unless told otherwise, in bytes.
    public static let defaultImageCacheBytes = 256 << 20

    /// Creates a configuration.
    public init(limits: SceneLimits = SceneLimits(), strict: Bool = false, fontDirectories: [String] = defaultFontDirectories,
                fontData: [Data] = [], assets: AssetFolder? = nil, imageCacheBytes: Int = defaultImageCacheBytes, paintCacheBytes: Int = 64 << 20,
                keepsPaintLayers: Bool = true, opensInstalledFontFaces: Bool = true, remote: RemoteAccess = .none,
                svgSandbox: SVGSandbox? = .besideExecutable) {
        self.limits = limits
        self.strict = strict
        self.fontDirectories = fontDirectories
        self.fontData = fontData
        self.assets = assets
        self.imageCacheBytes = imageCacheBytes
        self.paintCacheBytes = paintCacheBytes
        self.keepsPaintLayers = keepsPaintLayers
        self.opensInstalledFontFaces = opensInstalledFontFaces
        self.remote = remote
        self.svgSandbox = svgSandbox
    }
}

/// Settings for one render.
public struct RenderOptions: Sendable {
    public var format: OutputFormat
    /// Overrides the scene's `scale` for raster output.
    public var scale: Double?
    /// Outlines every node's frame.
    public var debugBounds: Bool
    /// The moment drawn, in seconds: transitions, toasts and spinners are shown as they are then.
    public var time: Double
    /// The longest the render may take, from the start of decoding or binding. Past it, the
    /// render stops at the next stage boundary (after decoding and binding, layout and
    /// drawing) with `RenderError.timeLimit` naming the stage, so a server gets its worker
    /// back instead of finishing an image nobody waits for. Animations are not limited.
    public var timeLimit: Duration?

    /// Creates options.
    public init(format: OutputFormat = .png(), scale: Double? = nil, debugBounds: Bool = false, time: Double = 0, timeLimit: Duration? = nil) {
        self.format = format
        self.scale = scale
        self.debugBounds = debugBounds
        self.time = time
        self.timeLimit = timeLimit
    }

    /// Throws `RenderError.timeLimit` when the render that began at `start` has run past
    /// its limit, having just finished `stage`.
    func checkTimeLimit(since start: ContinuousClock.Instant, after stage: String) throws(RenderError) {
        guard let timeLimit, ContinuousClock.now - start > timeLimit else { return }
        throw RenderError.timeLimit(stage: stage, limit: timeLimit)
    }
}
