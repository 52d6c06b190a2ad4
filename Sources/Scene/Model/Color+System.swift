/// SwiftUI's named colours, so that `.background(.blue)` means what it does there.
///
/// The values are the sRGB colours SwiftUI's `Color.red`, `.blue`, … resolve to in light
/// mode on iOS 15 to 18, the system colours `systemRed`, `systemBlue`, … (which the
/// components already use); `black`, `white` and `clear` are exact. They are constants, with no
/// dark mode, and they differ from the CSS names a scene document reads: `"blue"` in JSON is
/// CSS's #0000FF, `Color.blue` is #007AFF.
extension Color {
    /// #000000.
    public static let black = Color(red8: 0, green8: 0, blue8: 0)
    /// #FFFFFF.
    public static let white = Color(red8: 255, green8: 255, blue8: 255)
    /// #8E8E93.
    public static let gray = Color(red8: 142, green8: 142, blue8: 147)
    /// #FF3B30.
    public static let red = Color(red8: 255, green8: 59, blue8: 48)
    /// #FF9500.
    public static let orange = Color(red8: 255, green8: 149, blue8: 0)
    /// #FFCC00.
    public static let yellow = Color(red8: 255, green8: 204, blue8: 0)
    /// #34C759.
    public static let green = Color(red8: 52, green8: 199, blue8: 89)
    /// #00C7BE.
    public static let mint = Color(red8: 0, green8: 199, blue8: 190)
    /// #30B0C7.
    public static let teal = Color(red8: 48, green8: 176, blue8: 199)
    /// #32ADE6.
    public static let cyan = Color(red8: 50, green8: 173, blue8: 230)
    /// #007AFF.
    public static let blue = Color(red8: 0, green8: 122, blue8: 255)
    /// #5856D6.
    public static let indigo = Color(red8: 88, green8: 86, blue8: 214)
    /// #AF52DE.
    public static let purple = Color(red8: 175, green8: 82, blue8: 222)
    /// #FF2D55.
    public static let pink = Color(red8: 255, green8: 45, blue8: 85)
    /// #A2845E.
    public static let brown = Color(red8: 162, green8: 132, blue8: 94)
    /// Transparent black, #00000000.
    public static let clear = Color(red8: 0, green8: 0, blue8: 0, alpha8: 0)
}
