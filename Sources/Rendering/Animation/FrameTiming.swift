import Scene

/// When each frame of an animation is drawn: frame `i` shows the scene at `i / fps` seconds
/// and stays on screen for `1 / fps` seconds.
public struct FrameTiming: Sendable, Equatable {
    /// The frame rates allowed.
    public static let frameRates = 1...120
    /// The longest animation, in seconds.
    public static let maximumDuration = 600.0
    /// The most frames an animation may have, so that a long timeline at a high rate cannot
    /// fill the disk or memory: two minutes at 30 frames a second.
    public static let maximumFrames = 3600
    /// The length of a scene that does not change except for spinners: one turn.
    public static let stillDuration = 1.0

    /// Frames a second.
    public let fps: Int
    /// The length of the animation, in seconds.
    public let duration: Double
    /// `duration × fps` rounded, and at least one.
    public let frameCount: Int

    /// Checks and creates a timing.
    /// - Throws: `RenderError.unsupported` naming the limit, for a rate outside
    ///   `frameRates`, a duration that is not above 0 and at most `maximumDuration`, or
    ///   more than `maximumFrames` frames.
    public init(fps: Int, duration: Double) throws(RenderError) {
        guard Self.frameRates.contains(fps) else {
            throw RenderError.unsupported("an animation runs at \(Self.frameRates.lowerBound) to \(Self.frameRates.upperBound) frames a second, not \(fps)")
        }
        guard duration.isFinite, duration > 0, duration <= Self.maximumDuration else {
            throw RenderError.unsupported("an animation lasts more than 0 and at most \(Int(Self.maximumDuration)) seconds, not \(Self.seconds(duration))")
        }
        let count = max(1, Int((duration * Double(fps)).rounded()))
        guard count <= Self.maximumFrames else {
            throw RenderError.unsupported("\(Self.seconds(duration)) s at \(fps) frames a second is \(count) frames, above the limit of \(Self.maximumFrames); lower the duration or the frame rate")
        }
        self.fps = fps
        self.duration = duration
        frameCount = count
    }

    /// The scene's own timing: until its last transition or toast ends, or one second (a
    /// spinner's turn) for a scene that does not otherwise change.
    public init(for scene: Scene, fps: Int) throws(RenderError) {
        let end = scene.timelineEnd
        try self.init(fps: fps, duration: end > 0 ? end : Self.stillDuration)
    }

    /// The moment frame `index` shows, in seconds.
    public func time(ofFrame index: Int) -> Double {
        Double(index) / Double(fps)
    }

    /// When frame `index` starts at `fps` frames a second, in whole `units` a second (1000
    /// for milliseconds), rounded from the exact time so that rounding errors do not add up
    /// over the animation; `index == frameCount` is when the last frame ends.
    public static func start(ofFrame index: Int, fps: Int, unitsPerSecond units: Int) -> Int {
        Int((Double(index) * Double(units) / Double(fps)).rounded())
    }

    /// A number of seconds without a needless ".0".
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
