import FoundationEssentials
import Glibc
import Scene

/// A CSS colour filter as an affine map of unpremultiplied sRGB channels in 0...1: the
/// matrices and transfer functions of the Filter Effects specification, which Chromium
/// (through Skia's matrix colour filter) uses for the `filter` functions.
struct ColorMatrix: Equatable {
    /// The red, green and blue rows, each with its offset last: a row times (r, g, b, 1)
    /// is that channel's new value.
    var red: SIMD4<Float>, green: SIMD4<Float>, blue: SIMD4<Float>
    /// Alpha's factor; only `opacity()` changes it.
    var alpha: Float

    /// The matrix of a colour function; `nil` for `blur` and `drop-shadow`, which move
    /// pixels, and for an amount that is not a finite number.
    init?(_ filter: Filter) {
        switch filter {
        case .grayscale(let amount):
            guard amount.isFinite else { return nil }
            self.init(mixing: [0.2126, 0.7152, 0.0722, 0.2126, 0.7152, 0.0722, 0.2126, 0.7152, 0.0722], unchanged: 1 - min(max(amount, 0), 1))
        case .sepia(let amount):
            guard amount.isFinite else { return nil }
            self.init(mixing: [0.393, 0.769, 0.189, 0.349, 0.686, 0.168, 0.272, 0.534, 0.131], unchanged: 1 - min(max(amount, 0), 1))
        case .saturate(let amount):
            guard amount.isFinite else { return nil }
            self.init(mixing: [0.213, 0.715, 0.072, 0.213, 0.715, 0.072, 0.213, 0.715, 0.072], unchanged: max(amount, 0))
        case .hueRotate(let degrees):
            guard degrees.isFinite else { return nil }
            let radians = degrees.truncatingRemainder(dividingBy: 360) * .pi / 180
            let c = cos(radians), s = sin(radians)
            self.init(rgb: [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
                            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
                            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072],
                      offset: [0, 0, 0], alpha: 1)
        case .brightness(let amount):
            guard amount.isFinite else { return nil }
            self.init(diagonal: max(amount, 0), offset: 0)
        case .contrast(let amount):
            guard amount.isFinite else { return nil }
            let a = max(amount, 0)
            self.init(diagonal: a, offset: 0.5 - 0.5 * a)
        case .invert(let amount):
            guard amount.isFinite else { return nil }
            let a = min(max(amount, 0), 1)
            self.init(diagonal: 1 - 2 * a, offset: a)
        case .opacity(let amount):
            guard amount.isFinite else { return nil }
            self.init(rgb: [1, 0, 0, 0, 1, 0, 0, 0, 1], offset: [0, 0, 0], alpha: min(max(amount, 0), 1))
        case .blur, .dropShadow:
            return nil
        }
    }

    /// A row-major 3×3 colour matrix, an offset for each channel and alpha's factor.
    init(rgb: [Double], offset: [Double], alpha: Double) {
        red = SIMD4(Float(rgb[0]), Float(rgb[1]), Float(rgb[2]), Float(offset[0]))
        green = SIMD4(Float(rgb[3]), Float(rgb[4]), Float(rgb[5]), Float(offset[1]))
        blue = SIMD4(Float(rgb[6]), Float(rgb[7]), Float(rgb[8]), Float(offset[2]))
        self.alpha = Float(alpha)
    }

    /// `full + unchanged × (identity − full)`: the specification's grayscale, sepia and
    /// saturate matrices, each a mix of its full effect and none (saturate's weight may pass 1).
    private init(mixing full: [Double], unchanged weight: Double) {
        let identity: [Double] = [1, 0, 0, 0, 1, 0, 0, 0, 1]
        self.init(rgb: zip(full, identity).map { $0 + weight * ($1 - $0) }, offset: [0, 0, 0], alpha: 1)
    }

    /// The same linear transfer function on each colour channel.
    private init(diagonal: Double, offset: Double) {
        self.init(rgb: [diagonal, 0, 0, 0, diagonal, 0, 0, 0, diagonal], offset: [offset, offset, offset], alpha: 1)
    }

    /// Maps one unpremultiplied colour (red, green, blue, alpha in 0...1), clamping the
    /// result to 0...1 as each filter step does. Written out channel by channel: the
    /// generic SIMD reductions and clamps cost several times more.
    @inline(__always)
    func apply(_ r: inout Float, _ g: inout Float, _ b: inout Float, _ a: inout Float) {
        @inline(__always) func clamped(_ value: Float) -> Float { min(max(value, 0), 1) }
        let newRed = red.x * r + red.y * g + red.z * b + red.w
        let newGreen = green.x * r + green.y * g + green.z * b + green.w
        let newBlue = blue.x * r + blue.y * g + blue.z * b + blue.w
        r = clamped(newRed)
        g = clamped(newGreen)
        b = clamped(newBlue)
        a = clamped(a * alpha)
    }
}
