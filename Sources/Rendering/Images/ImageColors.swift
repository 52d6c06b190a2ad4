import CCairo
import FoundationEssentials
import Glibc
import Scene

/// The colours of a picture, as SwiftyUI's `UIImage.colors` gives them: the background is
/// the most frequent colour along its edges, and the primary, secondary and detail colours
/// are the most frequent ones that stand out from the background and from each other, for
/// text laid over or beside the picture.
public struct ImageColors: Sendable, Equatable {
    public var background: Color
    public var primary: Color
    public var secondary: Color
    public var detail: Color

    /// Which of the four colours a scene asks for.
    public enum Role: String, Sendable, CaseIterable {
        case background, primary, secondary, detail
    }

    public subscript(role: Role) -> Color {
        switch role {
        case .background: background
        case .primary: primary
        case .secondary: secondary
        case .detail: detail
        }
    }

    /// Analyses a copy scaled down to at most `side` pixels, which is plenty for colours.
    static func analyze(_ image: DecodedImage, side: Int = 96) -> ImageColors {
        let scale = min(1, Double(side) / Double(max(image.width, image.height)))
        let width = max(1, Int((Double(image.width) * scale).rounded())), height = max(1, Int((Double(image.height) * scale).rounded()))
        let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(small) }
        let context = cairo_create(small)!
        cairo_scale(context, Double(width) / Double(image.width), Double(height) / Double(image.height))
        cairo_set_source_surface(context, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(small)
        let stride = Int(cairo_image_surface_get_stride(small))
        let data = cairo_image_surface_get_data(small)!

        var edges: [Swatch: Int] = [:], all: [Swatch: Int] = [:]
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                guard let swatch = Swatch(word: row[x]) else { continue }
                all[swatch, default: 0] += 1
                if x == 0 || y == 0 || x == width - 1 || y == height - 1 { edges[swatch, default: 0] += 1 }
            }
        }
        let byFrequency = { (counts: [Swatch: Int]) in
            counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.key < $1.key.key }.map(\.key)
        }
        let background = byFrequency(edges).first ?? Swatch(red: 255, green: 255, blue: 255)
        var picked: [Swatch] = []
        for candidate in byFrequency(all) where candidate.contrasts(with: background) {
            guard picked.allSatisfy({ candidate.isDistinct(from: $0) }) else { continue }
            picked.append(candidate)
            if picked.count == 3 { break }
        }
        let fallback = background.isDark ? Swatch(red: 255, green: 255, blue: 255) : Swatch(red: 0, green: 0, blue: 0)
        while picked.count < 3 { picked.append(fallback) }
        return ImageColors(background: background.color, primary: picked[0].color, secondary: picked[1].color, detail: picked[2].color)
    }
}

/// A colour quantised to 5 bits a channel, so that near-identical pixels count together.
private struct Swatch: Hashable {
    var red: Int, green: Int, blue: Int

    init(red: Int, green: Int, blue: Int) {
        (self.red, self.green, self.blue) = (red & 0xF8, green & 0xF8, blue & 0xF8)
    }

    /// From a premultiplied ARGB32 word; transparent pixels have no colour to count.
    init?(word: UInt32) {
        let alpha = Int(word >> 24)
        guard alpha >= 128 else { return nil }
        func channel(_ shift: UInt32) -> Int { min(255, Int((word >> shift) & 0xFF) * 255 / alpha) }
        self.init(red: channel(16), green: channel(8), blue: channel(0))
    }

    var key: Int { red << 16 | green << 8 | blue }
    var color: Color { Color(red8: UInt8(red | red >> 5), green8: UInt8(green | green >> 5), blue8: UInt8(blue | blue >> 5)) }

    /// WCAG relative luminance.
    var luminance: Double {
        func linear(_ value: Int) -> Double {
            let c = Double(value) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    var isDark: Bool { luminance < 0.5 }

    /// A contrast ratio of at least 1.6 to the background, the threshold the colour-art
    /// analysis SwiftyUI follows uses.
    func contrasts(with other: Swatch) -> Bool {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05) > 1.6
    }

    /// Channels far enough apart to read as another colour.
    func isDistinct(from other: Swatch) -> Bool {
        abs(red - other.red) > 64 || abs(green - other.green) > 64 || abs(blue - other.blue) > 64
    }
}
