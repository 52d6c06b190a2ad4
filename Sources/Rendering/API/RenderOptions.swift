import Scene

/// Settings shared by every render a `Renderer` makes.
public struct RendererConfiguration: Sendable {
    /// Limits applied when decoding JSON and again before allocating a canvas.
    public var limits: SceneLimits
    /// Turns every warning into an error.
    public var strict: Bool

    /// Creates a configuration.
    public init(limits: SceneLimits = SceneLimits(), strict: Bool = false) {
        self.limits = limits
        self.strict = strict
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
