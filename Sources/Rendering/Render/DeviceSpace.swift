import CCairo
import FoundationEssentials
import Glibc
import Scene

/// The mapping from a context's user space to the pixels of its surface, when that mapping
/// keeps circles circular (translation, uniform scale, rotation, reflection) and the
/// surface has pixels: the conditions under which a blur can be computed in device pixels
/// and give what blurring in user space would.
struct DeviceSpace {
    var matrix: cairo_matrix_t
    /// Device pixels per user unit.
    var scale: Double

    init?(of context: OpaquePointer) {
        guard DeviceBounds.drawsUnscaledPixels(context) else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let first = hypot(matrix.xx, matrix.yx), second = hypot(matrix.xy, matrix.yy)
        guard first > 0, first.isFinite, abs(first - second) <= 1e-9 * first,
              abs(matrix.xx * matrix.xy + matrix.yx * matrix.yy) <= 1e-9 * first * first else { return nil }
        self.matrix = matrix
        scale = first
    }

    /// The smallest device-space rectangle holding `rect`.
    func bounds(of rect: Rect) -> Rect { DeviceBounds.of(rect, under: matrix) }
}

/// Device-space geometry under any Cairo matrix.
enum DeviceBounds {
    /// The smallest device-space rectangle holding `rect` transformed by `matrix`.
    static func of(_ rect: Rect, under matrix: cairo_matrix_t) -> Rect {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)].map { corner in
            (matrix.xx * corner.0 + matrix.xy * corner.1 + matrix.x0, matrix.yx * corner.0 + matrix.yy * corner.1 + matrix.y0)
        }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Whether the context draws into pixels one for one: an image surface (or a group on
    /// one) without a device scale of its own.
    static func drawsUnscaledPixels(_ context: OpaquePointer) -> Bool {
        let target = cairo_get_group_target(context)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        var deviceX = 0.0, deviceY = 0.0
        cairo_surface_get_device_scale(target, &deviceX, &deviceY)
        return deviceX == 1 && deviceY == 1
    }

    /// The current clip's extents in device space.
    static func clipExtents(of context: OpaquePointer) -> Rect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        cairo_restore(context)
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
