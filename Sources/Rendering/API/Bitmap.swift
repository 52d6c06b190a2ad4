/// Rendered pixels as a value: premultiplied `0xAARRGGBB` words, row by row, no padding.
///
/// Used by tests and the golden comparator to inspect and compare output.
public struct Bitmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let premultipliedARGB: [UInt32]

    /// Creates a bitmap; `premultipliedARGB` must hold `width × height` words.
    public init(width: Int, height: Int, premultipliedARGB: [UInt32]) {
        precondition(premultipliedARGB.count == width * height, "a bitmap needs width × height pixels")
        self.width = width
        self.height = height
        self.premultipliedARGB = premultipliedARGB
    }

    /// The straight (unpremultiplied) colour of a pixel, as a person would read it.
    public func pixel(x: Int, y: Int) -> RGBA {
        let word = premultipliedARGB[y * width + x]
        let alpha = UInt8(word >> 24)
        func straight(_ channel: UInt32) -> UInt8 {
            guard alpha > 0 else { return 0 }
            return UInt8((channel * 255 + UInt32(alpha) / 2) / UInt32(alpha))
        }
        return RGBA(red: straight((word >> 16) & 0xFF), green: straight((word >> 8) & 0xFF), blue: straight(word & 0xFF), alpha: alpha)
    }
}

/// One pixel with straight alpha, 8 bits per channel.
public struct RGBA: Sendable, Equatable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// Creates a pixel.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
