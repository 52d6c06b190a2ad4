import CCairo
import Scene

/// The groups a render has open, and the context the next item is drawn on.
///
/// A group that only fades, blends or masks is a Cairo group, which PDF and SVG keep as
/// vectors. A group with filters is an `EffectLayer` of pixels, whose context takes the
/// group's items until it is filtered and put back. A backdrop is copied from the parent
/// before the group opens and drawn first inside it, so the node's opacity, mask and blend
/// mode apply to it too, as in CSS.
///
/// Layers and backdrop copies are measured before they are allocated: one that would take
/// the pixels open at once past `maximumOpenLayerPixels` is not made, and a warning says
/// which node's filter or backdrop filter was left out.
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
    /// The most pixels the filtered layers open at once and a backdrop copy may hold
    /// together (256 MB), so that filters nested inside one another cannot take the
    /// process's memory.
    static let maximumOpenLayerPixels = 64_000_000
    /// The filters and backdrop filters left out, each named by its node's path.
    private(set) var warnings: [SceneWarning] = []

    init(base: OpaquePointer, vectorResolution: Double, images: ImagePainter) {
        current = base
        self.vectorResolution = vectorResolution
        self.images = images
    }

    /// Opens a group for `composite`, with its filtered backdrop drawn first.
    /// - Parameter content: where the group's items paint, in the current user space
    ///   (`PaintedBounds`); `nil` when they paint nothing.
    mutating func begin(_ composite: Composite, content: Rect?) throws(RenderError) {
        let parent = current
        var held = open.compactMap(\.layer).map(\.plan.pixels).reduce(0, +)
        var backdrop: Backdrop?
        if !composite.backdropFilters.isEmpty, let plan = Backdrop.Plan(behind: composite.shape, filters: composite.backdropFilters, on: parent),
           admits(plan.pixels, beside: held, for: composite, what: "backdrop filter", as: "copy") {
            backdrop = try Backdrop.capture(plan, filters: composite.backdropFilters, on: parent)
            held += plan.pixels
        }
        var toDevice = cairo_matrix_t()
        cairo_matrix_init_identity(&toDevice)
        let plan = composite.filters.isEmpty ? nil
            : EffectLayer.Plan(over: parent, content: content, filters: composite.filters, vectorResolution: vectorResolution)
        if let plan, admits(plan.pixels, beside: held, for: composite, what: "filter", as: "layer") {
            let layer = try EffectLayer(plan, over: parent)
            open.append(OpenGroup(composite: composite, layer: layer, parent: parent))
            current = layer.context
            toDevice = layer.parentToLayer
        } else {
            cairo_push_group(parent)
            open.append(OpenGroup(composite: composite, layer: nil, parent: parent))
        }
        backdrop?.paint(in: composite.shape, on: current, toDevice: toDevice)
    }

    /// Whether `pixels` more fit beside the `held` ones; if not, a warning says that the
    /// node's `what` is left out.
    private mutating func admits(_ pixels: Int, beside held: Int, for composite: Composite, what: String, as kind: String) -> Bool {
        guard held + pixels > Self.maximumOpenLayerPixels else { return true }
        warnings.append(SceneWarning(path: composite.path, message: "the \(what) is not applied: its \(kind) of \(pixels) pixels and the \(held) pixels of the layers open around it pass the limit of \(Self.maximumOpenLayerPixels); nest fewer filtered nodes inside one another, or draw a smaller canvas"))
        return false
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
