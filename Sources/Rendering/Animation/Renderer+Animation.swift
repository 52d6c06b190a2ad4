import Dispatch
import FoundationEssentials
import Locking
import Scene

/// Settings for one animation.
public struct AnimationOptions: Sendable {
    public var format: AnimationFormat
    /// Frames a second, within `FrameTiming.frameRates`.
    public var fps: Int
    /// The length in seconds; nil takes the scene's (`FrameTiming(for:fps:)`).
    public var duration: Double?
    /// Overrides the scene's `scale`.
    public var scale: Double?
    /// Outlines every node's frame.
    public var debugBounds: Bool

    /// Creates options.
    public init(format: AnimationFormat = .webp(), fps: Int = 30, duration: Double? = nil, scale: Double? = nil, debugBounds: Bool = false) {
        self.format = format
        self.fps = fps
        self.duration = duration
        self.scale = scale
        self.debugBounds = debugBounds
    }

    /// The frames these options ask for.
    /// - Throws: `RenderError.unsupported` when a limit of `FrameTiming` is passed.
    public func timing(for scene: Scene) throws(RenderError) -> FrameTiming {
        if let duration { try FrameTiming(fps: fps, duration: duration) } else { try FrameTiming(for: scene, fps: fps) }
    }
}

extension Renderer {
    /// The memory frames waiting to be encoded may take, in bytes; batches shrink to fit it.
    static let animationFrameBudget = 256 << 20

    /// Renders an animation and returns the file's bytes.
    /// - Parameter progress: called on this thread after each frame is encoded, with the
    ///   frames done and the total.
    /// - Throws: `SceneError` or `RenderError` for the first frame, in order, that fails.
    public func renderAnimation(_ scene: Scene, options: AnimationOptions, progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws -> Data {
        let timing = try options.timing(for: scene)
        let first = try bitmap(scene, time: 0, scale: options.scale, debugBounds: options.debugBounds)
        let encoder: any AnimationEncoder = switch options.format {
        case .webp(let quality, let lossless):
            try AnimatedWebPEncoder(width: first.width, height: first.height, fps: timing.fps, quality: quality, lossless: lossless)
        case .gif:
            try GIFEncoder(width: first.width, height: first.height, fps: timing.fps)
        case .apng(let compression):
            try APNGEncoder(width: first.width, height: first.height, fps: timing.fps, compression: compression)
        }
        return try renderAnimation(scene, timing: timing, scale: options.scale, debugBounds: options.debugBounds, encoder: encoder, first: first, progress: progress)
    }

    /// Renders an animation through any encoder and returns the file's bytes.
    public func renderAnimation<Encoder: AnimationEncoder>(
        _ scene: Scene, timing: FrameTiming, scale: Double? = nil, debugBounds: Bool = false, encoder: Encoder,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws -> Data {
        try renderAnimation(scene, timing: timing, scale: scale, debugBounds: debugBounds, encoder: encoder, first: nil, progress: progress)
    }

    private func renderAnimation<Encoder: AnimationEncoder>(
        _ scene: Scene, timing: FrameTiming, scale: Double?, debugBounds: Bool, encoder: Encoder, first: Bitmap?,
        progress: ((_ done: Int, _ total: Int) -> Void)?
    ) throws -> Data {
        try renderFrames(of: scene, timing: timing, scale: scale, debugBounds: debugBounds, first: first, prepare: encoder.prepare, progress: progress) { frame in
            try encoder.append(frame)
        }
        return try encoder.finish()
    }

    /// Renders every frame of `timing` on all cores and hands them to `consume` in order.
    ///
    /// Frames are rendered in batches sized to the cores and to `animationFrameBudget`;
    /// while one batch is consumed the next renders, so at most two are held at once however
    /// long the animation is.
    /// - Parameters:
    ///   - prepare: work on each frame that may run on the render threads, such as compressing.
    ///   - progress: called on this thread after each frame is consumed.
    ///   - consume: receives frame 0, 1, 2, ... on this thread.
    /// - Throws: the first error, in frame order, of rendering, `prepare` or `consume`; no
    ///   later frame is consumed, and no rendering is left running.
    public func renderFrames<Frame: Sendable>(
        of scene: Scene, timing: FrameTiming, scale: Double? = nil, debugBounds: Bool = false,
        prepare: @escaping @Sendable (Bitmap) throws -> Frame,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil,
        consume: (Frame) throws -> Void
    ) throws {
        try renderFrames(of: scene, timing: timing, scale: scale, debugBounds: debugBounds, first: nil, prepare: prepare, progress: progress, consume: consume)
    }

    private func renderFrames<Frame: Sendable>(
        of scene: Scene, timing: FrameTiming, scale: Double?, debugBounds: Bool, first: Bitmap?,
        prepare: @escaping @Sendable (Bitmap) throws -> Frame,
        progress: ((_ done: Int, _ total: Int) -> Void)?,
        consume: (Frame) throws -> Void
    ) throws {
        let total = timing.frameCount
        // The first frame alone: an invalid scene fails before any thread starts, and its
        // size sets how many frames a batch may hold.
        let firstBitmap = try first ?? bitmap(scene, time: 0, scale: scale, debugBounds: debugBounds)
        try consume(try prepare(firstBitmap))
        progress?(1, total)
        let frameBytes = max(1, firstBitmap.width * firstBitmap.height * 4)
        let batchSize = max(1, min(2 * ProcessInfo.processInfo.activeProcessorCount, Self.animationFrameBudget / 2 / frameBytes))
        let render: @Sendable (Int) throws -> Frame = { [self] index in
            try prepare(try bitmap(scene, time: timing.time(ofFrame: index), scale: scale, debugBounds: debugBounds))
        }
        var next = 1
        var pending: FrameBatch<Frame>? = nil
        defer { pending?.wait() }
        func startBatch() -> FrameBatch<Frame>? {
            guard next < total else { return nil }
            let range = next..<min(next + batchSize, total)
            next = range.upperBound
            return FrameBatch(range, render: render)
        }
        pending = startBatch()
        while let batch = pending {
            let results = batch.wait()
            pending = startBatch()
            for (offset, result) in results.enumerated() {
                try consume(try result.get())
                progress?(batch.range.lowerBound + offset + 1, total)
            }
        }
    }
}

/// Frames rendered on every core, in the background, collected in order.
private final class FrameBatch<Frame: Sendable>: Sendable {
    let range: Range<Int>
    private let results: Locked<[Result<Frame, any Error>?]>
    private let finished = DispatchGroup()

    init(_ range: Range<Int>, render: @escaping @Sendable (Int) throws -> Frame) {
        self.range = range
        results = Locked(Array(repeating: nil, count: range.count))
        finished.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            DispatchQueue.concurrentPerform(iterations: range.count) { offset in
                let result = Result { try render(range.lowerBound + offset) }
                results.withLock { $0[offset] = result }
            }
            finished.leave()
        }
    }

    /// Blocks until every frame of the batch is rendered.
    @discardableResult
    func wait() -> [Result<Frame, any Error>] {
        finished.wait()
        return results.withLock { $0.map { $0! } }
    }
}
