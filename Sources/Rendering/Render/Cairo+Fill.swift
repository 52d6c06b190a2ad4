import CCairo
import FoundationEssentials
import Glibc
import Scene

/// Sets the context's source to paint `fill` over `rect`.
func setSource(_ fill: Fill, in rect: Rect, on context: OpaquePointer) {
    switch fill {
    case .color(let color):
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    case .linearGradient(let gradient):
        let pattern = linearPattern(gradient, in: rect)
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    case .radialGradient(let gradient):
        let center = gradient.center.resolve(in: rect)
        let radius = gradient.radius ?? farthestCornerDistance(from: center, in: rect)
        let pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, max(radius, 1e-6))!
        addStops(gradient.stops, to: pattern)
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    }
}

/// The CSS gradient line: through the centre at `angle`, long enough that the corners on
/// either end get exactly the first and last colours.
private func linearPattern(_ gradient: LinearGradient, in rect: Rect) -> OpaquePointer {
    let radians = gradient.angle * .pi / 180
    let direction = (x: sin(radians), y: -cos(radians))
    let length = abs(rect.width * direction.x) + abs(rect.height * direction.y)
    let half = max(length, 1e-6) / 2
    let center = rect.center
    let pattern = cairo_pattern_create_linear(
        center.x - direction.x * half, center.y - direction.y * half,
        center.x + direction.x * half, center.y + direction.y * half
    )!
    addStops(gradient.stops, to: pattern)
    return pattern
}

private func addStops(_ stops: [GradientStop], to pattern: OpaquePointer) {
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    for stop in stops {
        cairo_pattern_add_color_stop_rgba(pattern, stop.position, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
    }
}

private func farthestCornerDistance(from point: Point, in rect: Rect) -> Double {
    let dx = max(abs(point.x - rect.minX), abs(point.x - rect.maxX))
    let dy = max(abs(point.y - rect.minY), abs(point.y - rect.maxY))
    return (dx * dx + dy * dy).squareRoot()
}
