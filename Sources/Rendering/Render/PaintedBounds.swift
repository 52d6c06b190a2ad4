import CCairo
import Scene

/// Where each filtered group of a display list paints, found before it is drawn, so that
/// its layer holds the group's own pixels rather than all its parent shows: many small
/// filtered nodes then cost in proportion to their area, not to the canvas's.
///
/// Each item counts with its visual overflow: a shadow with its blur's reach, text with an
/// em around its lines (glyphs reach past them) and with its shadows, a nested group with
/// what its filters spread, each cut to the clips around it. Bounds are boxes, never
/// smaller than what is drawn; items outside any filtered group are not measured.
struct PaintedBounds {
    /// For the index of each `beginGroup` with filters, where its items paint, in the user
    /// space the group begins in; absent when they paint nothing.
    private(set) var content: [Int: Rect] = [:]

    /// The transform from the current user space to the list's, and the clip there.
    private struct State {
        var matrix: cairo_matrix_t
        /// `nil` for none; an empty rectangle when nothing can show.
        var clip: Rect?
    }

    /// A group being measured: where it began and what its items paint so far, in the
    /// list's user space.
    private struct Open {
        let index: Int
        let composite: Composite
        let state: State
        var painted: Rect?
    }

    init(_ items: [DisplayItem], text: TextPainter) {
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        var state = State(matrix: identity, clip: nil)
        var saved: [State] = []
        var groups: [Open] = []
        var filtered = 0
        func add(_ rect: Rect, under state: State) {
            guard filtered > 0, !groups.isEmpty else { return }
            var shown = DeviceBounds.of(rect, under: state.matrix)
            if let clip = state.clip {
                guard let inside = shown.intersection(clip) else { return }
                shown = inside
            }
            groups[groups.count - 1].painted = groups[groups.count - 1].painted.map { $0.union(shown) } ?? shown
        }
        for (index, item) in items.enumerated() {
            switch item {
            case .beginTransform(let transform):
                saved.append(state)
                var local = cairoMatrix(transform)
                cairo_matrix_multiply(&state.matrix, &local, &saved[saved.count - 1].matrix)
            case .endTransform, .endClip:
                state = saved.popLast() ?? state
            case .beginClip(let shape):
                saved.append(state)
                let box = DeviceBounds.of(shape.rect, under: state.matrix)
                state.clip = state.clip.map { $0.intersection(box) ?? Rect(x: box.x, y: box.y, width: 0, height: 0) } ?? box
            case .beginGroup(let composite):
                groups.append(Open(index: index, composite: composite, state: state))
                if !composite.filters.isEmpty { filtered += 1 }
                if !composite.backdropFilters.isEmpty { add(composite.shape.rect, under: state) }
            case .endGroup:
                guard let group = groups.popLast() else { continue }
                let composite = group.composite
                var inverse = group.state.matrix
                guard let painted = group.painted, cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else {
                    if !composite.filters.isEmpty { filtered -= 1 }
                    continue
                }
                var own = DeviceBounds.of(painted, under: inverse)
                if !composite.filters.isEmpty {
                    content[group.index] = own
                    own = FilterSpread(of: own, through: composite.filters, linear: identity, capped: false, visible: nil).extent
                    filtered -= 1
                }
                if composite.mask != nil {
                    guard let masked = own.intersection(composite.shape.rect) else { continue }
                    own = masked
                }
                add(own, under: group.state)
            case .shadow(let shadow):
                add(shadow.inset ? shadow.box.rect : shadow.shape.rect.outset(by: 3 * shadow.sigma + 1), under: state)
            case .fill(let shape, _):
                add(shape.rect, under: state)
            case .border(let border):
                add(border.outer.rect, under: state)
            case .debugOutline(let rect):
                add(rect, under: state)
            case .text(let item):
                if filtered > 0 { add(text.inkBounds(item), under: state) }
            case .image(let item):
                add(item.shape.rect, under: state)
            case .icon(let box, _), .progress(let box, _):
                // Strokes and a symbol font's glyphs may reach a little past the box.
                add(box.outset(by: min(box.width, box.height) / 4 + 1), under: state)
            }
        }
    }
}
