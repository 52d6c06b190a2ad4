import FoundationEssentials
import Scene

/// The output of one render and what happened on the way.
public struct RenderResult: Sendable {
    /// The encoded file.
    public var data: Data
    /// Per-node problems that did not stop the render.
    public var warnings: [SceneWarning]
    /// Time spent in each stage.
    public var timings: StageTimings
}

/// Time spent in each pipeline stage of one render.
public struct StageTimings: Sendable, Equatable {
    /// JSON parsing and validation (zero when the caller passed a `Scene`).
    public var decode: Duration = .zero
    public var layout: Duration = .zero
    /// Building the display list and drawing it with Cairo.
    public var draw: Duration = .zero
    public var encode: Duration = .zero

    /// Creates empty timings.
    public init() {}

    /// The sum of all stages.
    public var total: Duration { decode + layout + draw + encode }
}
