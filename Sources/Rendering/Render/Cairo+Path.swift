import CCairo
import Scene

/// Adds a rounded rectangle to the current path, clockwise from the top right: each corner
/// a quarter circle, or a quarter ellipse where its two radii differ, or square where either
/// is 0, as CSS draws it.
func addPath(_ shape: RoundedRect, to context: OpaquePointer) {
    let rect = shape.rect
    let across = shape.radii, down = shape.verticalRadii
    guard !across.isZero || !down.isZero else {
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        return
    }
    let halfPi = Double.pi / 2
    // Each corner's radii, its point, which way its ellipse's centre lies from the point,
    // and the angle its quarter starts at.
    let corners: [(rx: Double, ry: Double, x: Double, y: Double, inwardX: Double, inwardY: Double, start: Double)] = [
        (across.topRight, down.topRight, rect.maxX, rect.minY, -1, 1, -halfPi),
        (across.bottomRight, down.bottomRight, rect.maxX, rect.maxY, -1, -1, 0),
        (across.bottomLeft, down.bottomLeft, rect.minX, rect.maxY, 1, -1, halfPi),
        (across.topLeft, down.topLeft, rect.minX, rect.minY, 1, 1, 2 * halfPi),
    ]
    cairo_new_sub_path(context)
    for corner in corners {
        let centreX = corner.x + corner.inwardX * corner.rx, centreY = corner.y + corner.inwardY * corner.ry
        if corner.rx <= 0 || corner.ry <= 0 {
            cairo_line_to(context, corner.x, corner.y)
        } else if corner.rx == corner.ry {
            cairo_arc(context, centreX, centreY, corner.rx, corner.start, corner.start + halfPi)
        } else {
            cairo_save(context)
            cairo_translate(context, centreX, centreY)
            cairo_scale(context, corner.rx, corner.ry)
            cairo_arc(context, 0, 0, 1, corner.start, corner.start + halfPi)
            cairo_restore(context)
        }
    }
    cairo_close_path(context)
}

/// Sets a Cairo matrix from an `AffineTransform`.
func cairoMatrix(_ transform: AffineTransform) -> cairo_matrix_t {
    cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
}
