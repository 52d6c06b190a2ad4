import CCairo
import Scene

/// The groups a render has open, and the context the next item is drawn on.
///
/// A group that only fades, blends or masks is a Cairo group, which PDF and SVG keep as
/// vectors. A group with filters is an `EffectLayer` of pixels, whose context takes the
/// group's items until it is filtered and put back. A backdrop is copied from the parent
/// before the group opens and drawn first inside it, so the node's opacity, mask and blend
/// mode apply to it too, as in CSS.
struct Compositor {
    /// One open group.
    private struct OpenGroup {
        let composite: Composite
        /// The filtered group's pixels; `nil` for a Cairo group.
        let layer: EffectLayer?
        /// The context the group is put back onto.
        let parent: OpaquePointer
    }

    /// The context items are drawn on now.
    private(set) var current: OpaquePointer
    private var open: [OpenGroup] = []
    /// Pixels per point for filtered layers on surfaces without pixels (PDF, SVG).
    let vectorResolution: Double
    /// Draws pictures that masks are made from.
    let images: ImagePainter
    /// The most pixels the filtered layers open at once may hold together (256 MB), so
    /// that filters nested inside one another cannot take the process's memory.
    static let maximumOpenLayerPixels = 64_000_000

    init(base: OpaquePointer, vectorResolution: Double, images: ImagePainter) {
        current = base
        self.vectorResolution = vectorResolution
        self.images = images
    }

    /// Opens a group for `composite`, with its filtered backdrop drawn first.
    mutating func begin(_ composite: Composite) throws(RenderError) {
        let parent = current
        let backdrop = composite.backdropFilters.isEmpty ? nil
            : try Backdrop.capture(behind: composite.shape, filters: composite.backdropFilters, on: parent)
        var toDevice = cairo_matrix_t()
        cairo_matrix_init_identity(&toDevice)
        if composite.filters.isEmpty {
            cairo_push_group(parent)
            open.append(OpenGroup(composite: composite, layer: nil, parent: parent))
        } else {
            let layer = try EffectLayer(over: parent, reach: composite.filters.map(\.reach).reduce(0, +), vectorResolution: vectorResolution)
            let pixels = open.compactMap(\.layer).map { $0.width * $0.height }.reduce(layer.width * layer.height, +)
            guard pixels <= Self.maximumOpenLayerPixels else {
                throw RenderError.unsupported("\(composite.path): the filtered nodes open here hold \(pixels) pixels of layers together, above the limit of \(Self.maximumOpenLayerPixels); nest fewer filtered nodes inside one another, or draw a smaller canvas")
            }
            open.append(OpenGroup(composite: composite, layer: layer, parent: parent))
            current = layer.context
            toDevice = layer.parentToLayer
        }
        backdrop?.paint(in: composite.shape, on: current, toDevice: toDevice)
    }

    /// Filters, masks, fades and blends the innermost group onto its parent.
    mutating func end() throws(RenderError) {
        guard let group = open.popLast() else { return }
        let parent = group.parent, composite = group.composite
        let source: OpaquePointer
        if let layer = group.layer {
            try CairoStatus.check(context: layer.context)
            layer.filter(composite.filters)
            source = layer.pattern(for: parent)
            current = parent
        } else {
            source = cairo_pop_group(parent)!
        }
        defer { cairo_pattern_destroy(source) }
        let mask = try composite.mask.map { mask throws(RenderError) in try self.mask(mask, of: composite, on: parent) }
        defer { if let mask { cairo_pattern_destroy(mask) } }
        cairo_save(parent)
        cairo_set_operator(parent, composite.blendMode.cairoOperator)
        cairo_set_source(parent, source)
        if let mask {
            cairo_mask(parent, mask)
        } else {
            cairo_paint_with_alpha(parent, composite.opacity)
        }
        cairo_restore(parent)
    }

    /// The mask's alpha over the node's border box, nothing outside it, times the opacity.
    private func mask(_ mask: Mask, of composite: Composite, on context: OpaquePointer) throws(RenderError) -> OpaquePointer {
        let box = composite.shape.rect
        cairo_push_group_with_content(context, CAIRO_CONTENT_ALPHA)
        cairo_rectangle(context, box.x, box.y, box.width, box.height)
        cairo_clip(context)
        switch mask {
        case .fill(let fill):
            setSource(fill, in: box, on: context)
            cairo_paint_with_alpha(context, composite.opacity)
        case .image(let image):
            cairo_push_group(context)
            do {
                let item = ImageItem(frame: box, shape: RoundedRect(rect: box, radii: .zero), image: image, path: composite.path.appending("mask"))
                try images.paint(item, on: context)
            } catch {
                cairo_pattern_destroy(cairo_pop_group(context))
                cairo_pattern_destroy(cairo_pop_group(context))
                throw error
            }
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, composite.opacity)
        }
        return cairo_pop_group(context)!
    }
}
