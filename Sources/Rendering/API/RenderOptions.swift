import Scene

/// Settings shared by every render a `Renderer` makes.
public struct RendererConfiguration: Sendable {
    /// Limits applied when decoding JSON and again before allocating a canvas.
    public var limits: SceneLimits
    /// Turns every warning into an error.
    public var strict: Bool
    /// The folders whose fonts labels may use; nothing else on the machine is seen, so text
    /// sets the same everywhere. `sans-serif`, `serif` and `monospace` mean DejaVu.
    public var fontDirectories: [String]

    /// Where Debian's `fonts-dejavu-core`, which the set-up installs, puts its fonts.
    public static let defaultFontDirectories = ["/usr/share/fonts/truetype/dejavu"]

    /// Creates a configuration.
    public init(limits: SceneLimits = SceneLimits(), strict: Bool = false, fontDirectories: [String] = defaultFontDirectories) {
        self.limits = limits
        self.strict = strict
        self.fontDirectories = fontDirectories
    }
}

/// Settings for one render.
public struct RenderOptions: Sendable {
    public var format: OutputFormat
    /// Overrides the scene's `scale` for raster output.
    public var scale: Double?
    /// Outlines every node's frame.
    public var debugBounds: Bool

    /// Creates options.
    public init(format: OutputFormat = .png(), scale: Double? = nil, debugBounds: Bool = false) {
        self.format = format
        self.scale = scale
        self.debugBounds = debugBounds
    }
}
