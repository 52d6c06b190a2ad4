import FoundationEssentials
import Glibc

/// How a transition's progress follows time, as a function from 0…1 to progress.
///
/// The easing curves are the CSS cubic Béziers `ease-in` (0.42, 0, 1, 1), `ease-out`
/// (0, 0, 0.58, 1) and `ease-in-out` (0.42, 0, 0.58, 1), so a browser agrees on every value.
/// `spring` is a damped spring (damping ratio 0.5) scaled to settle within the duration: it
/// overshoots by about 16 % and comes back.
public enum TimingCurve: String, Sendable, Hashable, CaseIterable {
    case linear, easeIn, easeOut, easeInOut, spring

    /// Progress at `fraction` of the duration, clamped to 0…1; exactly 0 at 0 and 1 at 1.
    public func value(at fraction: Double) -> Double {
        let x = min(1, max(0, fraction))
        switch self {
        case .linear: return x
        case .easeIn: return Self.cubicBezier(x, 0.42, 0, 1, 1)
        case .easeOut: return Self.cubicBezier(x, 0, 0, 0.58, 1)
        case .easeInOut: return Self.cubicBezier(x, 0.42, 0, 0.58, 1)
        case .spring:
            guard x < 1 else { return 1 }
            // ζ = 0.5 and ζω = 7: the envelope e^(−7x) is below 0.1 % at the end.
            let damping = 0.5
            let omega = 14.0
            let decay = damping * omega
            let damped = omega * (1 - damping * damping).squareRoot()
            return 1 - exp(-decay * x) * (cos(damped * x) + decay / damped * sin(damped * x))
        }
    }

    /// The y of the Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2)
    /// at the point whose x is `x`, found by Newton's method with bisection as a fallback.
    static func cubicBezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = x
        for _ in 0..<8 {
            let error = coordinate(t, x1, x2) - x
            if abs(error) < 1e-12 { return coordinate(t, y1, y2) }
            let derivative = slope(t, x1, x2)
            guard abs(derivative) > 1e-9 else { break }
            t -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<60 {
            let value = coordinate(t, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return coordinate(t, y1, y2)
    }
}
