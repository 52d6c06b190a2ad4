import CCairo
import CCodecs
import Scene

/// Draws an image node's picture: decoded at the size it is drawn (shrink-on-load), placed
/// by its content mode, cut to its shape, smoothly scaled, and tinted when asked.
struct ImagePainter {
    let loader: ImageLoader
    let assets: AssetFolder?
    /// Where pictures drawn in their boxes are kept for later renders; `nil` draws afresh.
    var paints: PaintCache?
    /// The render's pictures from URLs, fetched before layout.
    var fetched = RemotePictures()
    /// The decoded pixels the render's pictures may take in all.
    var budget: PictureBudget?

    func paint(_ item: ImageItem, on context: OpaquePointer) throws(RenderError) {
        guard let previous = item.image.previous, item.image.previousWeight > 0 else { return try paintStill(item, on: context) }
        var before = item
        before.image.source = previous
        before.image.previous = nil
        var after = item
        after.image.previous = nil
        guard item.image.previousWeight < 1 else { return try paintPicture(before, on: context) }
        // A cross-dissolve mixes the two pictures pixel by pixel: each is drawn into its own
        // layer, and the layers are added at weights that sum to one, so an opaque pair
        // stays opaque throughout, as CSS's cross-fade() does.
        cairo_push_group(context)
        try paintPicture(before, on: context)
        let first = cairo_pop_group(context)!
        defer { cairo_pattern_destroy(first) }
        cairo_push_group(context)
        try paintPicture(after, on: context)
        let second = cairo_pop_group(context)!
        defer { cairo_pattern_destroy(second) }
        cairo_push_group(context)
        cairo_set_source(context, first)
        cairo_paint_with_alpha(context, item.image.previousWeight)
        cairo_set_operator(context, CAIRO_OPERATOR_ADD)
        cairo_set_source(context, second)
        cairo_paint_with_alpha(context, 1 - item.image.previousWeight)
        cairo_pop_group_to_source(context)
        cairo_paint(context)
    }

    /// A picture without a cross-dissolve, through the paint cache when there is one: the
    /// same picture (by its identity: file and modification, or a digest of its bytes) in
    /// the same box with the same mode and tint is the same pixels. Scaling a photo down
    /// with a good filter, and turning it, was the most expensive step of a card after its
    /// gradients and shadows.
    private func paintStill(_ item: ImageItem, on context: OpaquePointer) throws(RenderError) {
        if let paints, let located = try? loader.locate(item.image.source, assets: assets, fetched: fetched) {
            let content = item.image
            let subject = PaintKey.Subject.picture(identity: located.identity, frame: item.frame, shape: item.shape,
                                                   mode: content.contentMode, tint: content.tint, circle: content.circle, position: content.position)
            if try CachedLayer(paints: paints).draw(subject, covering: item.shape.rect, on: context, { drawing throws(RenderError) in
                try paintPicture(item, on: drawing)
            }) { return }
        }
        try paintPicture(item, on: context)
    }

    /// Draws one picture.
    private func paintPicture(_ item: ImageItem, on context: OpaquePointer) throws(RenderError) {
        guard !item.shape.isEmpty, item.frame.width > 0, item.frame.height > 0 else { return }
        // A missing picture was reported when the scene was laid out; its placeholder is the
        // node's background, already painted.
        guard let located = try? loader.locate(item.image.source, assets: assets, fetched: fetched) else { return }
        let picture: KnownPicture
        do { picture = try loader.picture(located) } catch { throw RenderError.image(item.path, error.message) }
        let natural = (width: picture.width, height: picture.height)
        let destination = Self.destination(of: natural, in: item.frame, mode: item.image.contentMode, position: item.image.position)
        if let document = picture.vector {
            try paintVector(document, item: item, destination: destination, on: context)
            return
        }
        var unitX = destination.width, unitY = destination.height
        cairo_user_to_device_distance(context, &unitX, &unitY)
        let target = (width: Int(abs(unitX).rounded(.up)), height: Int(abs(unitY).rounded(.up)))
        if let budget {
            let pixels = picture.decodedPixels(for: target)
            guard budget.charge("\(located.identity) \(pixels)", bytes: pixels * 4) else {
                throw RenderError.image(item.path, "the scene's pictures take more than \(budget.limit) bytes decoded; draw fewer or smaller pictures, or raise the limit")
            }
        }
        let image: DecodedImage
        do { image = try loader.decoded(located, target: target) } catch { throw RenderError.image(item.path, error.message) }

        cairo_save(context)
        defer { cairo_restore(context) }
        clip(to: item, on: context)
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_identity(&matrix)
        cairo_matrix_scale(&matrix, Double(image.width) / destination.width, Double(image.height) / destination.height)
        cairo_matrix_translate(&matrix, -destination.x, -destination.y)
        cairo_pattern_set_matrix(pattern, &matrix)
        // GOOD filters with a box kernel when shrinking, so a large photo drawn small does
        // not alias; PAD keeps the edges from fading into transparency.
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(context, destination.x, destination.y, destination.width, destination.height)
        cairo_clip(context)
        if let tint = item.image.tint {
            cairo_set_source_rgba(context, tint.red, tint.green, tint.blue, tint.alpha)
            cairo_mask(context, pattern)
        } else {
            cairo_set_source(context, pattern)
            cairo_paint(context)
        }
    }

    /// An SVG drawn as vectors into its destination, cut to the node's shape, and tinted
    /// through a group when asked. Each draw parses its own handle: librsvg handles are not
    /// safe to share between threads.
    private func paintVector(_ document: [UInt8], item: ImageItem, destination: Rect, on context: OpaquePointer) throws(RenderError) {
        let handle: OpaquePointer
        switch VectorImage.parse(document) {
        case .success(let parsed): handle = parsed
        case .failure(let error): throw RenderError.image(item.path, error.message)
        }
        defer { ccodecs_svg_free(handle) }
        cairo_save(context)
        defer { cairo_restore(context) }
        clip(to: item, on: context)
        // librsvg keeps proportions inside a viewport; `fill` stretches, so it draws at the
        // picture's own size under a scale that stretches that to the destination.
        var viewport = destination
        if item.image.contentMode == .fill {
            let natural = VectorImage.size(of: handle)
            cairo_translate(context, destination.x, destination.y)
            cairo_scale(context, destination.width / Double(natural.width), destination.height / Double(natural.height))
            viewport = Rect(x: 0, y: 0, width: Double(natural.width), height: Double(natural.height))
        }
        if let tint = item.image.tint {
            cairo_push_group(context)
            do { try VectorImage.draw(handle, in: viewport, on: context) } catch {
                cairo_pattern_destroy(cairo_pop_group(context))
                throw RenderError.image(item.path, error.message)
            }
            let group = cairo_pop_group(context)!
            defer { cairo_pattern_destroy(group) }
            cairo_set_source_rgba(context, tint.red, tint.green, tint.blue, tint.alpha)
            cairo_mask(context, group)
        } else {
            do { try VectorImage.draw(handle, in: viewport, on: context) } catch { throw RenderError.image(item.path, error.message) }
        }
    }

    /// Cuts drawing to the node's shape (inside its border, rounded or circular) and to
    /// its content box, which crops `aspectFill` and the unscaled modes.
    private func clip(to item: ImageItem, on context: OpaquePointer) {
        addPath(item.shape, to: context)
        cairo_clip(context)
        cairo_rectangle(context, item.frame.x, item.frame.y, item.frame.width, item.frame.height)
        cairo_clip(context)
    }

    /// Where the whole picture goes for a content mode, in points (1 pixel = 1 point): at
    /// `position` when there is one, otherwise where the mode names.
    static func destination(of natural: (width: Int, height: Int), in box: Rect, mode: ContentMode, position: BoxPosition? = nil) -> Rect {
        let width = Double(natural.width), height = Double(natural.height)
        func placed(_ size: Size, _ x: Double, _ y: Double) -> Rect {
            (position ?? BoxPosition(fraction: UnitPoint(x: x, y: y))).place(size, in: box)
        }
        switch mode {
        case .fill:
            return box
        case .aspectFit, .aspectFill:
            let fit = min(box.width / width, box.height / height), fill = max(box.width / width, box.height / height)
            let scale = mode == .aspectFit ? fit : fill
            return placed(Size(width: width * scale, height: height * scale), 0.5, 0.5)
        case .center: return placed(Size(width: width, height: height), 0.5, 0.5)
        case .top: return placed(Size(width: width, height: height), 0.5, 0)
        case .bottom: return placed(Size(width: width, height: height), 0.5, 1)
        case .left: return placed(Size(width: width, height: height), 0, 0.5)
        case .right: return placed(Size(width: width, height: height), 1, 0.5)
        case .topLeft: return placed(Size(width: width, height: height), 0, 0)
        case .topRight: return placed(Size(width: width, height: height), 1, 0)
        case .bottomLeft: return placed(Size(width: width, height: height), 0, 1)
        case .bottomRight: return placed(Size(width: width, height: height), 1, 1)
        }
    }
}
