/// How a node arrives: what it looks like before `delay`, and how it moves to its final
/// state between `delay` and `delay + duration`, along `curve`. After that it is as written.
public struct Transition: Sendable, Hashable {
    public var kind: TransitionKind
    /// Seconds from the start of the moving part to its end; 0 jumps at `delay`.
    public var duration: Double
    /// Seconds before the node starts to move, during which it is in its starting state.
    public var delay: Double
    public var curve: TimingCurve

    /// Creates a transition; the defaults are those of the scene format.
    public init(_ kind: TransitionKind, duration: Double? = nil, delay: Double = 0, curve: TimingCurve? = nil) {
        self.kind = kind
        self.duration = duration ?? kind.defaultDuration
        self.delay = delay
        self.curve = curve ?? kind.defaultCurve
    }

    /// When the transition is over.
    public var end: Double { delay + duration }

    /// How far along the curve the transition is at `time`: 0 before `delay`, 1 from the end
    /// on, and in between the curve's value (which a spring takes past 1 and back).
    public func progress(at time: Double) -> Double {
        guard duration > 0 else { return time >= delay ? 1 : 0 }
        guard time > delay else { return 0 }
        guard time < end else { return 1 }
        return curve.value(at: (time - delay) / duration)
    }
}

/// What a transition changes.
public enum TransitionKind: Sendable, Hashable {
    /// From transparent to the node's opacity.
    case fade
    /// From `distance` points beyond `edge` (by default the node's own width or height) to
    /// where the node is laid out.
    case slide(edge: SlideEdge, distance: Double?)
    /// From `from` times the node's size (about its anchor) to its size.
    case scale(from: Double)
    /// From a picture to the image's `src`, each faded through the other.
    case crossDissolve(from: ImageSource)
    /// From a picture to the image's `src`, flipping about the horizontal axis with the
    /// bottom edge coming forward, as UIKit's `transitionFlipFromBottom` does.
    case flipFromBottom(from: ImageSource)
    /// Side to side about where the node is laid out, dying away: error feedback.
    case shake(amplitude: Double, cycles: Double)

    /// The name in the scene format.
    public var name: String {
        switch self {
        case .fade: "fade"
        case .slide: "slide"
        case .scale: "scale"
        case .crossDissolve: "crossDissolve"
        case .flipFromBottom: "flipFromBottom"
        case .shake: "shake"
        }
    }

    /// Every name in the scene format.
    public static let names = ["fade", "slide", "scale", "crossDissolve", "flipFromBottom", "shake"]

    /// A shake is a quick jolt; other transitions take UIKit's usual 0.3 s.
    public var defaultDuration: Double {
        if case .shake = self { 0.5 } else { 0.3 }
    }

    /// A shake keeps an even pace, because its own envelope already dies away.
    public var defaultCurve: TimingCurve {
        if case .shake = self { .linear } else { .easeInOut }
    }
}

/// The edge a sliding node comes in from.
public enum SlideEdge: String, Sendable, Hashable, CaseIterable {
    case top, bottom, leading, trailing
}
