import CCairo
import Scene

/// Everything that decides the pixels of a layer in the `PaintCache`: what is drawn, the
/// transform onto the device, and the device pixels the layer covers.
///
/// The key is built from the scene's own values, whose equality the compiler derives from
/// every stored property, so nothing that changes the pixels can be left out of it, and
/// hashing it costs a few words instead of writing every value out as text.
struct PaintKey: Hashable, Sendable {
    /// What the layer holds.
    enum Subject: Hashable, Sendable {
        /// A gradient filling a shape.
        case fill(Fill, RoundedRect)
        /// A gradient painted over the whole canvas.
        case background(Fill, Rect)
        /// A shadow's blurred mask, the casting box cut out.
        case shadow(shape: RoundedRect, box: RoundedRect, sigma: Double)
        /// A picture by its identity (file and modification, or a digest of its bytes), in
        /// its box with its mode, tint and position.
        case picture(identity: String, frame: Rect, shape: RoundedRect, mode: ContentMode, tint: Color?, circle: Bool, position: BoxPosition?)
    }

    var subject: Subject
    var matrix: DeviceMatrix
    var region: DeviceRegion
}

/// Cairo's user-to-device matrix as a hashable value.
struct DeviceMatrix: Hashable, Sendable {
    var xx, yx, xy, yy, x0, y0: Double

    init(_ matrix: cairo_matrix_t) {
        (xx, yx, xy, yy, x0, y0) = (matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0)
    }
}

/// A rectangle of whole device pixels: its top-left corner and its size.
struct DeviceRegion: Hashable, Sendable {
    var x: Double
    var y: Double
    var width: Int
    var height: Int
}
