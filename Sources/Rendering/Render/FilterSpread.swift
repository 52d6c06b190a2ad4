import CCairo
import Scene

/// Where a filter list can paint, given where its input holds something: what a filtered
/// layer is sized to, so that it costs the pixels of what it holds, not of everything its
/// parent shows.
///
/// A blur spreads the content by its reach on every side; a drop shadow adds a copy moved
/// by its offset and spread by its blur. A shadow that lands wholly outside what can be
/// seen, even after the filters after it spread or move it again, adds nothing: an offset
/// far past the visible area costs no pixels and draws nothing, as it would show nothing.
struct FilterSpread {
    /// Where the filtered content can have something.
    private(set) var extent: Rect
    /// The blurs' reaches, summed: how far from a visible pixel the content it depends on
    /// can lie, apart from the shadows' offsets.
    private(set) var reach = 0.0
    /// The offsets of the shadows that are drawn.
    private(set) var offsets: [Point] = []

    /// - Parameters:
    ///   - content: where the layer holds something, in the space `linear` maps points to.
    ///   - linear: points to that space, without translation.
    ///   - capped: whether each blur reaches at most `LayerFilters.maximumReachPixels`, as
    ///     `LayerFilters` blurs a layer's pixels; the display list's points are not capped.
    ///   - visible: what can be seen, in the same space; `nil` keeps every shadow.
    init(of content: Rect, through filters: [Filter], linear: cairo_matrix_t, capped: Bool, visible: Rect?) {
        let scale = abs(linear.xx * linear.yy - linear.xy * linear.yx).squareRoot()
        func blurReach(_ sigmaPoints: Double) -> Double {
            capped ? Double(LayerFilters.reachPixels(LayerFilters.sigma(sigmaPoints, scale: scale)))
                : (sigmaPoints.isFinite ? 3 * max(0, sigmaPoints) * scale : 0)
        }
        let steps: [(reach: Double, offset: Point?)] = filters.map { filter in
            switch filter {
            case .blur(let radius): (blurReach(radius), nil)
            case .dropShadow(let shadow): (blurReach(shadow.blur / 2), LayerFilters.offset(of: shadow, under: linear))
            case .grayscale, .brightness, .contrast, .saturate, .sepia, .invert, .opacity, .hueRotate: (0, nil)
            }
        }
        // How far the filters after each one can still carry what it paints.
        var later = Array(repeating: 0.0, count: steps.count)
        for index in steps.indices.reversed().dropFirst() {
            let next = steps[index + 1]
            later[index] = later[index + 1] + next.reach + (next.offset.map { max(abs($0.x), abs($0.y)) } ?? 0)
        }
        extent = content
        for (index, step) in steps.enumerated() {
            guard let offset = step.offset else {
                extent = extent.outset(by: step.reach)
                reach += step.reach
                continue
            }
            let shadow = extent.offsetBy(dx: offset.x, dy: offset.y).outset(by: step.reach)
            if let visible, shadow.intersection(visible.outset(by: later[index])) == nil { continue }
            extent = extent.union(shadow)
            reach += step.reach
            offsets.append(offset)
        }
    }

    /// What the pixels of `visible` can depend on: it grown by the blurs' reach and
    /// stretched back along each drawn shadow's offset, to the content the shadow copies.
    func window(around visible: Rect) -> Rect {
        let left = offsets.reduce(0) { $0 + max(0, $1.x) }, right = offsets.reduce(0) { $0 + max(0, -$1.x) }
        let up = offsets.reduce(0) { $0 + max(0, $1.y) }, down = offsets.reduce(0) { $0 + max(0, -$1.y) }
        return Rect(x: visible.minX - reach - left, y: visible.minY - reach - up,
                    width: visible.width + 2 * reach + left + right, height: visible.height + 2 * reach + up + down)
    }
}
