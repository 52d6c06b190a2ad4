import CCairo
import Scene

/// Box edges on whole device pixels, as Chromium paints them: a background, border or clip
/// whose edge falls at a fractional position is crisp rather than smeared over two pixel
/// columns. Text keeps its fractional positions.
///
/// Only where the context draws pixels (raster output) and its transform keeps edges
/// horizontal and vertical (translations and scales, at any `scale`); PDF and SVG, and
/// rotated or skewed boxes, keep their exact geometry.
struct PixelSnapping {
    /// User space to device pixels, one axis at a time.
    private let matrix: cairo_matrix_t

    init?(_ context: OpaquePointer) {
        guard DeviceBounds.drawsUnscaledPixels(context) else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx != 0, matrix.yy != 0, matrix.xx.isFinite, matrix.yy.isFinite else { return nil }
        self.matrix = matrix
    }

    /// `shape` with its edges on device pixel boundaries, as Chromium snaps a box: its
    /// position and size in layout units (1/64 pixel, cut down), the position rounded (halves
    /// up) and the far edge rounded, except that a box with a size never snaps to nothing
    /// (`SnapSizeToPixel`). The radii are kept.
    func snapped(_ shape: RoundedRect) -> RoundedRect {
        let (left, width) = snap(shape.rect.minX, shape.rect.width, scale: matrix.xx, offset: matrix.x0)
        let (top, height) = snap(shape.rect.minY, shape.rect.height, scale: matrix.yy, offset: matrix.y0)
        return shape.with(rect: Rect(x: left, y: top, width: width, height: height))
    }

    /// One axis: the snapped start and length in user space.
    private func snap(_ start: Double, _ length: Double, scale: Double, offset: Double) -> (Double, Double) {
        func layoutUnits(_ value: Double) -> Double { (value * 64).rounded(.down) / 64 }
        let first = scale * start + offset, second = scale * (start + length) + offset
        let origin = layoutUnits(min(first, second)), size = layoutUnits(abs(second - first))
        let snappedOrigin = (origin + 0.5).rounded(.down)
        var snappedSize = (origin + size + 0.5).rounded(.down) - snappedOrigin
        if snappedSize == 0, size > 4.0 / 64 { snappedSize = 1 }
        let ends = [(snappedOrigin - offset) / scale, (snappedOrigin + snappedSize - offset) / scale]
        return (ends.min()!, abs(ends[1] - ends[0]))
    }

    /// A border whose outer edge is snapped and whose widths are whole numbers of device
    /// pixels (cut down, as Chromium does with border widths of a pixel or more), so that
    /// its inner edge lies on pixel boundaries too.
    func snapped(_ border: BorderItem) -> BorderItem {
        var result = border
        result.outer = snapped(border.outer)
        guard !border.inner.isEmpty else { return result }
        func whole(_ width: Double, _ scale: Double) -> Double {
            let pixels = abs(width * scale)
            return pixels >= 1 ? pixels.rounded(.down) / abs(scale) : width
        }
        result.sides.top.width = whole(border.sides.top.width, matrix.yy)
        result.sides.bottom.width = whole(border.sides.bottom.width, matrix.yy)
        result.sides.left.width = whole(border.sides.left.width, matrix.xx)
        result.sides.right.width = whole(border.sides.right.width, matrix.xx)
        let widths = Border(sides: result.sides).widths
        result.inner = border.inner.with(rect: result.outer.inset(by: widths).rect)
        return result
    }
}
