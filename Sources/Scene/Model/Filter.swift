/// One function of a CSS `filter` or `backdrop-filter` list, with its amount resolved.
///
/// Amounts are fractions (`0.5` for `50%`); CSS clamps the ones that cannot go past
/// 100 %, and so does the validator. Colour functions are computed on unpremultiplied
/// sRGB values with the matrices of the Filter Effects specification, as Chromium does.
public enum Filter: Sendable, Hashable {
    /// A Gaussian blur whose standard deviation is `radius` points, as CSS `blur()`.
    case blur(radius: Double)
    /// 0 keeps the colours, 1 is fully grey.
    case grayscale(Double)
    /// Multiplies every channel: 0 is black, 1 keeps the colours.
    case brightness(Double)
    /// Scales every channel away from the middle grey: 0 is flat grey, 1 keeps the colours.
    case contrast(Double)
    /// 0 is grey, 1 keeps the colours, above 1 is more saturated.
    case saturate(Double)
    /// 0 keeps the colours, 1 is fully sepia.
    case sepia(Double)
    /// 0 keeps the colours, 1 is the negative.
    case invert(Double)
    /// Multiplies alpha; unlike the node's `opacity` it takes its place in the list.
    case opacity(Double)
    /// Turns hues by `degrees` around the colour wheel.
    case hueRotate(degrees: Double)
    /// A blurred copy of the content's alpha in `shadow.color`, moved by `shadow.offset`,
    /// drawn under the content. `shadow.blur` is the CSS blur radius; `spread` is unused.
    case dropShadow(Shadow)

    /// The function's CSS name.
    public var name: String {
        switch self {
        case .blur: "blur"
        case .grayscale: "grayscale"
        case .brightness: "brightness"
        case .contrast: "contrast"
        case .saturate: "saturate"
        case .sepia: "sepia"
        case .invert: "invert"
        case .opacity: "opacity"
        case .hueRotate: "hue-rotate"
        case .dropShadow: "drop-shadow"
        }
    }

    /// Every function name the list accepts, for messages and suggestions.
    public static let names = ["blur", "grayscale", "brightness", "contrast", "saturate", "sepia", "invert", "opacity", "hue-rotate", "drop-shadow"]

    /// How far the function can move content, in points: what a layer must hold beyond
    /// the visible area for the result at its edge to be right.
    public var reach: Double {
        switch self {
        case .blur(let radius): 3 * radius
        case .dropShadow(let shadow): 3 * shadow.blur / 2 + max(abs(shadow.offset.x), abs(shadow.offset.y))
        case .grayscale, .brightness, .contrast, .saturate, .sepia, .invert, .opacity, .hueRotate: 0
        }
    }
}
