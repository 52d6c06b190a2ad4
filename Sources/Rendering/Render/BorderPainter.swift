import CCairo
import Scene

/// Draws a border: the ring between a box's outer edge and its inner edge.
///
/// A border the same on every side fills the ring at once, or strokes its centre line when
/// dashed. One whose sides differ is drawn as CSS draws it: the inner edge is inset by each
/// side's width, with elliptical corners (a corner's radius shrinks by the left or right
/// width across and by the top or bottom width down), and each colour fills the part of
/// the ring on its sides, split from its neighbours by the line from each outer corner to
/// the matching inner one, the mitred join Chromium draws.
enum BorderPainter {
    static func paint(_ border: BorderItem, on context: OpaquePointer) {
        guard let side = border.uniform else { return paintSides(border, on: context) }
        cairo_set_source_rgba(context, side.color.red, side.color.green, side.color.blue, side.color.alpha)
        if border.dash.isEmpty {
            addPath(border.outer, to: context)
            if !border.inner.isEmpty { addPath(border.inner, to: context) }
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(context)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
            return
        }
        cairo_save(context)
        addPath(border.outer, to: context)
        cairo_clip(context)
        addPath(border.outer.outset(by: -side.width / 2), to: context)
        cairo_set_line_width(context, side.width)
        cairo_set_dash(context, border.dash, Int32(border.dash.count), 0)
        cairo_stroke(context)
        cairo_restore(context)
    }

    /// Sides that share a colour are filled together, so no seam shows where they meet.
    private static func paintSides(_ border: BorderItem, on context: OpaquePointer) {
        let outer = border.outer.rect
        let widths = Border(sides: border.sides).widths
        let center = outer.center
        // Where each corner's mitre line, from the outer corner through the inner one, leaves
        // the corner's quarter of the box; the line then runs on to the centre, so the four
        // sides' regions meet without gap or overlap, rounded corners included.
        func mitre(_ corner: Point, _ across: Double, _ down: Double) -> Point {
            let (halfWidth, halfHeight) = (abs(center.x - corner.x), abs(center.y - corner.y))
            guard across > 0 || down > 0 else { return corner }
            let reach = min(across > 0 ? halfWidth / across : .infinity, down > 0 ? halfHeight / down : .infinity)
            return Point(x: corner.x + (center.x > corner.x ? 1 : -1) * across * reach, y: corner.y + (center.y > corner.y ? 1 : -1) * down * reach)
        }
        let topLeft = Point(x: outer.minX, y: outer.minY), topRight = Point(x: outer.maxX, y: outer.minY)
        let bottomRight = Point(x: outer.maxX, y: outer.maxY), bottomLeft = Point(x: outer.minX, y: outer.maxY)
        let mitres = (topLeft: mitre(topLeft, widths.left, widths.top), topRight: mitre(topRight, widths.right, widths.top),
                      bottomRight: mitre(bottomRight, widths.right, widths.bottom), bottomLeft: mitre(bottomLeft, widths.left, widths.bottom))
        let regions: [(BorderSide, [Point])] = [
            (border.sides.top, [topLeft, topRight, mitres.topRight, center, mitres.topLeft]),
            (border.sides.right, [topRight, bottomRight, mitres.bottomRight, center, mitres.topRight]),
            (border.sides.bottom, [bottomRight, bottomLeft, mitres.bottomLeft, center, mitres.bottomRight]),
            (border.sides.left, [bottomLeft, topLeft, mitres.topLeft, center, mitres.bottomLeft]),
        ]
        var colors: [Color] = []
        for (side, _) in regions where side.width > 0 && side.color.alpha8 > 0 && !colors.contains(side.color) { colors.append(side.color) }
        for color in colors {
            cairo_save(context)
            for (side, corners) in regions where side.width > 0 && side.color == color {
                cairo_move_to(context, corners[0].x, corners[0].y)
                for corner in corners.dropFirst() { cairo_line_to(context, corner.x, corner.y) }
                cairo_close_path(context)
            }
            cairo_clip(context)
            addPath(border.outer, to: context)
            let inner = border.outer.inset(by: widths)
            if !inner.isEmpty { addPath(inner, to: context) }
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
            cairo_fill(context)
            cairo_restore(context)
        }
    }
}
