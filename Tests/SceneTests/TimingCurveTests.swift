import Foundation
import Scene
import Testing

/// Curve values checked against points worked out from the curves' definitions.
struct TimingCurveTests {
    /// The point of a CSS cubic Bézier at parameter `t`, straight from its polynomial: the
    /// curve must pass through it.
    private func bezierPoint(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        return (3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t, 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t)
    }

    @Test(arguments: [0.1, 0.25, 0.5, 0.8])
    func easingCurvesPassThroughTheirBezierPoints(_ t: Double) {
        let cases: [(TimingCurve, Double, Double, Double, Double)] = [
            (.easeIn, 0.42, 0, 1, 1), (.easeOut, 0, 0, 0.58, 1), (.easeInOut, 0.42, 0, 0.58, 1),
        ]
        for (curve, x1, y1, x2, y2) in cases {
            let point = bezierPoint(t, x1, y1, x2, y2)
            #expect(abs(curve.value(at: point.x) - point.y) < 1e-9, "\(curve) at x = \(point.x)")
        }
    }

    @Test func easeInAtHalfTimeIsTheKnownCSSValue() {
        // At t = 0.5 the ease-in curve is at x = 0.6575, y = 0.5 exactly.
        #expect(abs(TimingCurve.easeIn.value(at: 0.6575) - 0.5) < 1e-9)
        #expect(abs(TimingCurve.easeOut.value(at: 1 - 0.6575) - 0.5) < 1e-9, "ease-out mirrors ease-in")
    }

    @Test func everyCurveStartsAtZeroAndEndsAtOne() {
        for curve in TimingCurve.allCases {
            #expect(curve.value(at: 0) == 0, "\(curve)")
            #expect(curve.value(at: 1) == 1, "\(curve)")
            #expect(curve.value(at: -3) == 0, "\(curve) clamps before the start")
            #expect(curve.value(at: 7) == 1, "\(curve) clamps after the end")
        }
        #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
    }

    @Test func springOvershootsByTheDampedOscillatorsPeak() {
        // A spring with damping ratio ζ = 0.5 and natural frequency 14 peaks at ω_d x = π,
        // overshooting by e^(−ζπ/√(1−ζ²)) ≈ 16.3 %.
        let damped = 14 * (0.75).squareRoot()
        let peak = Double.pi / damped
        let overshoot = exp(-0.5 * Double.pi / (0.75).squareRoot())
        #expect(abs(TimingCurve.spring.value(at: peak) - (1 + overshoot)) < 1e-9)
        #expect(abs(TimingCurve.spring.value(at: 0.999) - 1) < 0.002, "settled by the end")
    }
}
