/// A colour in sRGB with straight (not premultiplied) alpha, stored as 8-bit components.
///
/// Storing bytes rather than floating-point values makes the textual form exact: a colour
/// written as `#RRGGBBAA` and read back is equal to the original, so scenes round-trip.
///
/// In a scene document a colour is a string: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`,
/// `rgb(r, g, b)`, `rgba(r, g, b, a)`, `hsl(h, s, l)`, `hsla(h, s, l, a)` or one of the CSS
/// named colours (`Color+Parsing.swift`, `Color+HSL.swift`).
public struct Color: Sendable, Equatable, Hashable {
    public var red8: UInt8
    public var green8: UInt8
    public var blue8: UInt8
    public var alpha8: UInt8

    /// Creates a colour from 8-bit components.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.red8 = red8
        self.green8 = green8
        self.blue8 = blue8
        self.alpha8 = alpha8
    }

    /// Creates a colour from components in 0...1, rounded to the nearest byte.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(red8: Self.byte(red), green8: Self.byte(green), blue8: Self.byte(blue), alpha8: Self.byte(alpha))
    }

    /// Components in 0...1. `Color.red` and its siblings, on the type, are the named colours
    /// of `Color+System.swift`; these are the channels of a colour in hand (`color.red`).
    public var red: Double { Double(red8) / 255 }
    public var green: Double { Double(green8) / 255 }
    public var blue: Double { Double(blue8) / 255 }
    public var alpha: Double { Double(alpha8) / 255 }

    /// The canonical spelling, `#RRGGBB` when opaque and `#RRGGBBAA` otherwise.
    public var hexString: String {
        let bytes = alpha8 == 255 ? [red8, green8, blue8] : [red8, green8, blue8, alpha8]
        return "#" + bytes.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    private static func byte(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8((min(max(value, 0), 1) * 255).rounded())
    }
}
