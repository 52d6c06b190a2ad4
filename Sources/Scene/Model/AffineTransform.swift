import FoundationEssentials
import Glibc

/// A 2-D affine matrix in Cairo's layout: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct AffineTransform: Sendable, Equatable, Hashable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    /// Creates a matrix from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The matrix that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale about the origin.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A clockwise rotation (y points down) about the origin.
    public static func rotation(degrees: Double) -> AffineTransform {
        let radians = degrees * .pi / 180
        let cosine = cos(radians)
        let sine = sin(radians)
        return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// CSS's `skew(x, y)`: vertical lines slant by `xDegrees` (x grows with y by its
    /// tangent) and horizontal ones by `yDegrees` (y grows with x).
    public static func skew(xDegrees: Double, yDegrees: Double) -> AffineTransform {
        AffineTransform(a: 1, b: tan(yDegrees * .pi / 180), c: tan(xDegrees * .pi / 180), d: 1, tx: 0, ty: 0)
    }

    /// The matrix that applies `self` first and then `other`.
    public func then(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// The determinant; zero means the transform flattens everything to a line or a point.
    public var determinant: Double { a * d - b * c }

    /// The image of a point.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
