extension Color {
    /// Creates a colour from a hue in degrees, and a saturation and a lightness in 0...1, as
    /// CSS `hsl()` does; the channels are rounded to the nearest byte.
    ///
    /// The conversion is the one CSS Color 4 gives ("Converting HSL colors to sRGB"), so a
    /// scene's `hsl()` colour is the colour a browser paints. Any hue is taken round the
    /// circle: -120 and 240 are the same blue.
    public init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
        let turns = hue.isFinite ? hue.truncatingRemainder(dividingBy: 360) : 0
        let degrees = turns < 0 ? turns + 360 : turns
        let chroma = saturation * min(lightness, 1 - lightness)
        func channel(_ offset: Double) -> Double {
            let k = (offset + degrees / 30).truncatingRemainder(dividingBy: 12)
            return lightness - chroma * max(-1, min(k - 3, 9 - k, 1))
        }
        self.init(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }

    /// `hsl()`'s hue, saturation and lightness as written: a hue in degrees, bare or with
    /// `deg`, then two percentages from 0% to 100%; `nil` for anything else.
    ///
    /// CSS would clamp a saturation or lightness outside 0%–100%; like an `rgb()` channel
    /// above 255, it is refused here, as it is most likely a mistake.
    static func parseHSL(_ components: [String], alpha: Double) -> Color? {
        guard components.count == 3, let hue = parseHue(components[0]),
              let saturation = parsePercentage(components[1]), let lightness = parsePercentage(components[2]) else { return nil }
        return Color(hue: hue, saturation: saturation, lightness: lightness, alpha: alpha)
    }

    /// A hue in degrees: a number, with or without `deg`. Other angle units are refused.
    private static func parseHue(_ text: String) -> Double? {
        let number = text.hasSuffix("deg") ? text.dropLast(3) : text[...]
        guard isDecimal(number), let degrees = Double(number), degrees.isFinite else { return nil }
        return degrees
    }

    /// A percentage from 0% to 100%, as a fraction.
    private static func parsePercentage(_ text: String) -> Double? {
        guard text.hasSuffix("%"), isDecimal(text.dropLast()), let percent = Double(text.dropLast()), percent.isFinite,
              (0...100).contains(percent) else { return nil }
        return percent / 100
    }
}
