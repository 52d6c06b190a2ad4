import CCairo
import Foundation
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
        let target = cairo_get_group_target(context)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        var deviceX = 0.0, deviceY = 0.0
        cairo_surface_get_device_scale(target, &deviceX, &deviceY)
        guard deviceX == 1, deviceY == 1 else { return nil }
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

    /// The matrix's six numbers, exactly, for cache keys.
    static func describe(_ matrix: cairo_matrix_t) -> String {
        "[\(matrix.xx) \(matrix.yx) \(matrix.xy) \(matrix.yy) \(matrix.x0) \(matrix.y0)]"
    }
}
