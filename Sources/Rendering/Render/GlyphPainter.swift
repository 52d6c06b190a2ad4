import CCairo
import FoundationEssentials
import Glibc
import Scene

/// Draws the built-in glyphs, spinners and bars as vector paths, so they look the same on
/// every machine whatever fonts it has.
///
/// Glyphs are designed on a unit square and stroked with round caps and joins at a tenth
/// of the square, like SF Symbols' regular weight; the square is the largest one centred in
/// the box.
enum GlyphPainter {
    /// Draws one of `Symbol.builtIn`.
    static func paint(_ icon: IconContent, in box: Rect, on context: OpaquePointer) {
        let side = min(box.width, box.height)
        guard side > 0 else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_translate(context, box.x + (box.width - side) / 2, box.y + (box.height - side) / 2)
        cairo_scale(context, side, side)
        let color = icon.color
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(context, 0.1)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        func line(_ points: [(Double, Double)]) {
            cairo_move_to(context, points[0].0, points[0].1)
            for point in points.dropFirst() { cairo_line_to(context, point.0, point.1) }
            cairo_stroke(context)
        }
        func dot(_ x: Double, _ y: Double) {
            cairo_arc(context, x, y, 0.07, 0, 2 * Double.pi)
            cairo_fill(context)
        }
        switch icon.symbol {
        case .checkmark:
            line([(0.2, 0.53), (0.41, 0.73), (0.8, 0.29)])
        case .xmark:
            line([(0.26, 0.26), (0.74, 0.74)])
            line([(0.74, 0.26), (0.26, 0.74)])
        case .exclamationmark:
            line([(0.5, 0.2), (0.5, 0.6)])
            dot(0.5, 0.8)
        case .info:
            dot(0.5, 0.22)
            line([(0.5, 0.42), (0.5, 0.8)])
        case .pencil:
            // A pencil lying at 45°, its tip bottom-left, with the line where the wood meets
            // the paint.
            line([(0.2, 0.8), (0.25, 0.61), (0.64, 0.22), (0.78, 0.36), (0.39, 0.75), (0.2, 0.8)])
            line([(0.55, 0.31), (0.69, 0.45)])
        default:
            // Material icons are drawn from their font by `IconFont`.
            break
        }
    }

    /// A spinner's eight spokes, the leading one darkest and the others fading behind it, as
    /// UIKit's activity indicator; or a bar's rounded track and fill.
    static func paint(_ progress: ProgressContent, in box: Rect, on context: OpaquePointer) {
        guard box.width > 0, box.height > 0 else { return }
        let tint = progress.tint
        guard let value = progress.value else {
            let side = min(box.width, box.height)
            cairo_save(context)
            defer { cairo_restore(context) }
            cairo_translate(context, box.x + box.width / 2, box.y + box.height / 2)
            cairo_rotate(context, 2 * Double.pi * progress.phase)
            cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_width(context, side * 0.09)
            let spokes = 8
            for index in 0..<spokes {
                let angle = 2 * Double.pi * Double(index) / Double(spokes) - Double.pi / 2
                let fade = 1 - Double((spokes - index) % spokes) / Double(spokes) * 0.85
                cairo_set_source_rgba(context, tint.red, tint.green, tint.blue, tint.alpha * fade)
                cairo_move_to(context, cos(angle) * side * 0.25, sin(angle) * side * 0.25)
                cairo_line_to(context, cos(angle) * side * 0.45, sin(angle) * side * 0.45)
                cairo_stroke(context)
            }
            return
        }
        let radius = min(box.height, box.width) / 2
        let track = progress.track
        addPath(RoundedRect(rect: box, radii: CornerRadii(radius)), to: context)
        cairo_set_source_rgba(context, track.red, track.green, track.blue, track.alpha)
        cairo_fill(context)
        let share = value.isFinite ? min(1, max(0, value)) : 0
        let filled = Rect(x: box.x, y: box.y, width: box.width * share, height: box.height)
        guard filled.width > 0 else { return }
        addPath(RoundedRect(rect: filled, radii: CornerRadii(min(radius, filled.width / 2))), to: context)
        cairo_set_source_rgba(context, tint.red, tint.green, tint.blue, tint.alpha)
        cairo_fill(context)
    }
}
