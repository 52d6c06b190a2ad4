import CCairo
import Scene

/// Draws a part of a render through the `PaintCache`: the first render that needs it draws
/// it into a surface of its own on the device-pixel grid, and every later one composites
/// those pixels.
///
/// The stored pixels cover the part's device-space box within the current clip's extents.
/// The key is what the caller names as drawn plus the transform and that box, so the same
/// part drawn anywhere else, at another scale or under another clip is drawn anew. What is
/// drawn must depend on nothing but what `subject` names.
struct CachedLayer {
    let paints: PaintCache

    /// Draws with `draw` the part covering `area` (user space) that `subject` names;
    /// `false` when the surface has no pixels or no layer could be made, and the caller
    /// draws directly.
    func draw(_ subject: PaintKey.Subject, covering area: Rect, on context: OpaquePointer,
              _ draw: (OpaquePointer) throws(RenderError) -> Void) throws(RenderError) -> Bool {
        guard DeviceBounds.drawsUnscaledPixels(context) else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let clip = DeviceBounds.clipExtents(of: context)
        let bounds = DeviceBounds.of(area, under: matrix)
        let minX = max(bounds.minX, clip.minX).rounded(.down), minY = max(bounds.minY, clip.minY).rounded(.down)
        let maxX = min(bounds.maxX, clip.maxX).rounded(.up), maxY = min(bounds.maxY, clip.maxY).rounded(.up)
        guard maxX > minX, maxY > minY else { return true }
        let width = Int(maxX - minX), height = Int(maxY - minY)
        guard Self.clipKeepsEdges(context, minX: minX, minY: minY, maxX: maxX, maxY: maxY) else { return false }
        let key = PaintKey(subject: subject, matrix: DeviceMatrix(matrix), region: DeviceRegion(x: minX, y: minY, width: width, height: height))
        var failure: RenderError?
        let stored = paints.surface(key) {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            let drawing = cairo_create(surface)!
            defer { cairo_destroy(drawing) }
            cairo_translate(drawing, -minX, -minY)
            var placed = matrix
            cairo_transform(drawing, &placed)
            do throws(RenderError) {
                try draw(drawing)
                try CairoStatus.check(context: drawing)
            } catch {
                failure = error
                cairo_surface_destroy(surface)
                return nil
            }
            cairo_surface_flush(surface)
            return surface
        }
        if let failure { throw failure }
        guard let stored else { return false }
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, stored.surface, minX, minY)
        cairo_rectangle(context, minX, minY, Double(width), Double(height))
        cairo_fill(context)
        cairo_restore(context)
        return true
    }

    /// Whether compositing a layer through the clip gives what drawing directly gives: the
    /// clip is whole device pixels, or its edge does not come near the layer. A layer holds
    /// its shape's anti-aliased edge already; through a clip with a soft edge of its own (a
    /// rounded card's clip around a picture with the same corners) an edge pixel would be
    /// covered twice over and come out faint. Clips here are rounded rectangles, so their
    /// intersection is convex, and a box whose corners (one pixel out) are inside is inside.
    private static func clipKeepsEdges(_ context: OpaquePointer, minX: Double, minY: Double, maxX: Double, maxY: Double) -> Bool {
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_identity_matrix(context)
        let list = cairo_copy_clip_rectangle_list(context)!
        defer { cairo_rectangle_list_destroy(list) }
        if list.pointee.status == CAIRO_STATUS_SUCCESS {
            let rectangles = UnsafeBufferPointer(start: list.pointee.rectangles, count: Int(list.pointee.num_rectangles))
            if rectangles.allSatisfy({ [$0.x, $0.y, $0.width, $0.height].allSatisfy { $0 == $0.rounded() } }) { return true }
        }
        return [(minX - 1, minY - 1), (maxX + 1, minY - 1), (minX - 1, maxY + 1), (maxX + 1, maxY + 1)]
            .allSatisfy { cairo_in_clip(context, $0.0, $0.1) != 0 }
    }
}
