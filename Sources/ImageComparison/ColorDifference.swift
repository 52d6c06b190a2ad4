import FoundationEssentials
import Glibc

/// A colour in CIELAB under the D65 white point: `l` is lightness (0 black … 100 white),
/// `a` runs green to red and `b` blue to yellow.
///
/// Perceptual comparison measures differences here rather than in RGB because equal steps in
/// Lab are roughly equal steps to the eye, which is what a ΔE threshold assumes.
public struct LabColor: Sendable, Hashable, CustomStringConvertible {
    public var l: Double
    public var a: Double
    public var b: Double

    /// Creates a colour from its Lab coordinates.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// Converts an opaque 8-bit sRGB colour: the sRGB transfer curve is undone, the linear
    /// light goes through the sRGB matrix to XYZ (D65), and XYZ to Lab.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        let table = Self.linear
        let r = table[Int(red)], g = table[Int(green)], b = table[Int(blue)]
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / Self.white.x
        let y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * b) / Self.white.y
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / Self.white.z
        let fx = Self.f(x), fy = Self.f(y), fz = Self.f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    public var description: String { "Lab(\(l), \(a), \(b))" }

    /// The reference white is the matrix's own image of sRGB white (the row sums), not the
    /// rounded published D65 triple, so that sRGB white lands on a = b = 0 and greys stay
    /// neutral instead of picking up a faint tint.
    private static let white = (x: 0.4124564 + 0.3575761 + 0.1804375, y: 0.2126729 + 0.7151522 + 0.0721750, z: 0.0193339 + 0.1191920 + 0.9503041)

    /// Linear light for each 8-bit sRGB value: looked up, since every pixel needs three.
    private static let linear: [Double] = (0...255).map { value in
        let v = Double(value) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// CIELAB's companding: a cube root, with the straight segment near black.
    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389.0
        let kappa = 24389.0 / 27.0
        return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }

    /// The CIEDE2000 colour difference ΔE₀₀ to `other`, with the parametric factors
    /// kL = kC = kH = 1, following Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference
    /// Formula: Implementation Notes, Supplementary Test Data, and Mathematical Observations"
    /// (Color Research & Application 30(1), 2005), equations 1–21. The formula is symmetric.
    public func deltaE2000(_ other: LabColor) -> Double {
        // 1. a′, C′ and h′: a is stretched so that near-neutral colours get their hue right.
        let chroma1 = (a * a + b * b).squareRoot()
        let chroma2 = (other.a * other.a + other.b * other.b).squareRoot()
        let meanChroma7 = Self.seventhPower((chroma1 + chroma2) / 2)
        let g = 0.5 * (1 - (meanChroma7 / (meanChroma7 + Self.twentyFiveToTheSeventh)).squareRoot())
        let a1 = (1 + g) * a, a2 = (1 + g) * other.a
        let c1 = (a1 * a1 + b * b).squareRoot()
        let c2 = (a2 * a2 + other.b * other.b).squareRoot()
        let h1 = Self.hueAngle(b: b, aPrime: a1)
        let h2 = Self.hueAngle(b: other.b, aPrime: a2)

        // 2. ΔL′, ΔC′ and ΔH′. A hue difference means nothing when either colour is neutral.
        let deltaL = other.l - l
        let deltaC = c2 - c1
        let neutral = c1 * c2 == 0
        var deltaHue = 0.0
        if !neutral {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * sin(deltaHue / 2 * Self.radiansPerDegree)

        // 3. The weighting functions, evaluated at the pair's mean lightness, chroma and hue.
        let meanL = (l + other.l) / 2
        let meanC = (c1 + c2) / 2
        var meanHue = h1 + h2
        if !neutral {
            if abs(h1 - h2) > 180 { meanHue += meanHue < 360 ? 360 : -360 }
            meanHue /= 2
        }
        let t = Self.hueWeighting(meanHue)
        let rotation = (meanHue - 275) / 25
        let deltaTheta = 30 * exp(-rotation * rotation)
        let meanC7 = Self.seventhPower(meanC)
        let rc = 2 * (meanC7 / (meanC7 + Self.twentyFiveToTheSeventh)).squareRoot()
        let lightnessOffset = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
        let sc = 1 + 0.045 * meanC
        let sh = 1 + 0.015 * meanC * t
        let rt = -sin(2 * deltaTheta * Self.radiansPerDegree) * rc

        let lightness = deltaL / sl, chroma = deltaC / sc, hue = deltaH / sh
        return (lightness * lightness + chroma * chroma + hue * hue + rt * chroma * hue).squareRoot()
    }

    private static let radiansPerDegree = Double.pi / 180
    private static let twentyFiveToTheSeventh = 6_103_515_625.0
    private static let angles = (cos30: cos(30 * radiansPerDegree), sin30: sin(30 * radiansPerDegree),
                                 cos6: cos(6 * radiansPerDegree), sin6: sin(6 * radiansPerDegree),
                                 cos63: cos(63 * radiansPerDegree), sin63: sin(63 * radiansPerDegree))

    private static func seventhPower(_ x: Double) -> Double {
        let square = x * x
        return square * square * square * x
    }

    /// T = 1 − 0.17 cos(h̄′ − 30°) + 0.24 cos(2h̄′) + 0.32 cos(3h̄′ + 6°) − 0.20 cos(4h̄′ − 63°),
    /// with the multiple angles built from one sine and cosine by the angle-sum identities:
    /// a whole image's worth of differing pixels makes the trigonometry the bulk of the cost.
    private static func hueWeighting(_ meanHue: Double) -> Double {
        let radians = meanHue * radiansPerDegree
        let cos1 = cos(radians), sin1 = sin(radians)
        let cos2 = cos1 * cos1 - sin1 * sin1, sin2 = 2 * sin1 * cos1
        let cos3 = cos2 * cos1 - sin2 * sin1, sin3 = sin2 * cos1 + cos2 * sin1
        let cos4 = cos2 * cos2 - sin2 * sin2, sin4 = 2 * sin2 * cos2
        return 1
            - 0.17 * (cos1 * angles.cos30 + sin1 * angles.sin30)
            + 0.24 * cos2
            + 0.32 * (cos3 * angles.cos6 - sin3 * angles.sin6)
            - 0.20 * (cos4 * angles.cos63 + sin4 * angles.sin63)
    }

    /// h′ in degrees, 0 ≤ h′ < 360, and 0 for a neutral colour, as the paper defines it.
    private static func hueAngle(b: Double, aPrime: Double) -> Double {
        guard b != 0 || aPrime != 0 else { return 0 }
        let degrees = atan2(b, aPrime) * 180 / Double.pi
        return degrees < 0 ? degrees + 360 : degrees
    }
}
