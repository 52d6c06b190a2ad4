import CCairo
import Scene

/// Adds a rounded rectangle to the current path, clockwise, corners as circular arcs.
func addPath(_ shape: RoundedRect, to context: OpaquePointer) {
    let rect = shape.rect
    let radii = shape.radii
    guard !radii.isZero else {
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        return
    }
    let halfPi = Double.pi / 2
    cairo_new_sub_path(context)
    cairo_arc(context, rect.maxX - radii.topRight, rect.minY + radii.topRight, radii.topRight, -halfPi, 0)
    cairo_arc(context, rect.maxX - radii.bottomRight, rect.maxY - radii.bottomRight, radii.bottomRight, 0, halfPi)
    cairo_arc(context, rect.minX + radii.bottomLeft, rect.maxY - radii.bottomLeft, radii.bottomLeft, halfPi, 2 * halfPi)
    cairo_arc(context, rect.minX + radii.topLeft, rect.minY + radii.topLeft, radii.topLeft, 2 * halfPi, 3 * halfPi)
    cairo_close_path(context)
}

/// Sets a Cairo matrix from an `AffineTransform`.
func cairoMatrix(_ transform: AffineTransform) -> cairo_matrix_t {
    cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
}
