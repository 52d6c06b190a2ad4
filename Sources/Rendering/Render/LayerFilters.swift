import CCairo
import FoundationEssentials
import Scene

/// Applies a CSS filter list to a layer's premultiplied ARGB32 pixels, in place.
///
/// Only the part of the layer that holds something is worked on: its opaque bounds, grown
/// by each function's reach as the list goes on. Runs of colour functions are done in one
/// pass, in floating point on unpremultiplied colour, clamped after each function as
/// Skia's chain of matrix colour filters clamps. Blurs use `GaussianBlur`, the shadows'
/// three box passes; a wide one, a drop shadow's too, is computed on a shrunk copy.
struct LayerFilters {
    let data: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    let stride: Int
    /// User space to layer pixels, without translation: blur radii and shadow offsets are
    /// given in points.
    let linear: cairo_matrix_t

    /// The longest reach, in pixels, a blur is given: a wider one is drawn as this one.
    static let maximumReachPixels = 512.0

    /// How far a blur of `sigma` pixels spreads, in whole pixels: three standard
    /// deviations, and one more for the rounding of the box passes.
    static func reachPixels(_ sigma: Double) -> Int { Int((3 * sigma).rounded(.up)) + 1 }

    /// A shadow's offset in the pixels `linear` maps points to. An offset beyond ten
    /// million pixels is cut to that: it lies outside any layer either way.
    static func offset(of shadow: Shadow, under linear: cairo_matrix_t) -> Point {
        let limit = 1e7
        func finite(_ value: Double) -> Double { value.isFinite ? min(max(value, -limit), limit) : 0 }
        let x = finite(shadow.offset.x), y = finite(shadow.offset.y)
        return Point(x: finite(linear.xx * x + linear.xy * y).rounded(), y: finite(linear.yx * x + linear.yy * y).rounded())
    }

    /// Device pixels per point: the square root of the area scale, exact for similarities.
    var pixelsPerPoint: Double { abs(linear.xx * linear.yy - linear.xy * linear.yx).squareRoot() }

    /// Runs `filters` in order.
    func apply(_ filters: [Filter]) {
        guard var bounds = opaqueBounds() else { return }
        var colors: [ColorMatrix] = []
        for filter in filters {
            if let matrix = ColorMatrix(filter) {
                colors.append(matrix)
                continue
            }
            applyColors(colors, in: bounds)
            colors = []
            switch filter {
            case .blur(let radius):
                let sigma = Self.sigma(radius, scale: pixelsPerPoint)
                bounds = grown(bounds, by: Self.reachPixels(sigma))
                blur(bounds, sigma: sigma)
            case .dropShadow(let shadow):
                bounds = dropShadow(shadow, bounds: bounds)
            default:
                break
            }
        }
        applyColors(colors, in: bounds)
    }

    /// The widest blur, in pixels, computed at full resolution; one at least twice as wide
    /// is computed on a copy shrunk by a whole factor, as `ShadowPainter` does.
    static let maximumSigmaPixels = 8.0

    /// Blurs `region`: directly, or, `k` times wider than `maximumSigmaPixels`, on a copy
    /// shrunk `k` times by averaging k × k blocks, which Cairo grows back bilinearly: a
    /// fraction of the pixels, and a blur that wide has no detail to lose.
    private func blur(_ region: Region, sigma: Double) {
        guard region.width > 0, region.height > 0 else { return }
        let start = data + region.y * stride + region.x * 4
        let k = Int(sigma / Self.maximumSigmaPixels)
        guard k >= 2 else {
            return GaussianBlur.blurPixels(start, width: region.width, height: region.height, stride: stride, sigma: sigma)
        }
        let smallWidth = (region.width + k - 1) / k, smallHeight = (region.height + k - 1) / k
        let whole = cairo_image_surface_create_for_data(start, CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height), Int32(stride))!
        defer { cairo_surface_destroy(whole) }
        let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(smallWidth), Int32(smallHeight))!
        defer { cairo_surface_destroy(small) }
        guard cairo_surface_status(whole) == CAIRO_STATUS_SUCCESS, cairo_surface_status(small) == CAIRO_STATUS_SUCCESS else {
            return GaussianBlur.blurPixels(start, width: region.width, height: region.height, stride: stride, sigma: sigma)
        }
        cairo_surface_flush(small)
        let smallData = cairo_image_surface_get_data(small)!, smallStride = Int(cairo_image_surface_get_stride(small))
        Self.shrink(start, width: region.width, height: region.height, stride: stride, channels: 4, by: k, into: smallData, stride: smallStride)
        GaussianBlur.blurPixels(smallData, width: smallWidth, height: smallHeight, stride: smallStride, sigma: sigma / Double(k))
        cairo_surface_mark_dirty(small)
        let context = cairo_create(whole)!
        defer { cairo_destroy(context) }
        cairo_scale(context, Double(k), Double(k))
        cairo_set_source_surface(context, small, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_surface_flush(whole)
    }

    /// Averages each k × k block of pixels, of `channels` bytes each, into one; blocks
    /// past the edge count the missing pixels as transparent.
    private static func shrink(_ source: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, by k: Int,
                               into target: UnsafeMutablePointer<UInt8>, stride targetStride: Int) {
        let smallWidth = (width + k - 1) / k
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: smallWidth * channels)
        defer { sums.deallocate() }
        let reciprocal = UInt32(((1 << 24) + k * k / 2) / (k * k))
        for smallY in 0..<((height + k - 1) / k) {
            sums.initialize(repeating: 0, count: smallWidth * channels)
            for y in (smallY * k)..<min(height, smallY * k + k) {
                let row = source + y * stride
                for smallX in 0..<smallWidth {
                    let sum = sums + smallX * channels
                    for x in (smallX * k)..<min(width, smallX * k + k) {
                        let pixel = row + x * channels
                        for channel in 0..<channels { sum[channel] &+= UInt32(pixel[channel]) }
                    }
                }
            }
            let line = target + smallY * targetStride
            for index in 0..<(smallWidth * channels) {
                line[index] = UInt8(truncatingIfNeeded: (UInt64(sums[index]) &* UInt64(reciprocal) &+ 0x80_0000) >> 24)
            }
        }
    }

    /// A standard deviation in points as pixels, with nonsense (NaN, below zero, far too
    /// wide) made harmless.
    static func sigma(_ points: Double, scale: Double) -> Double {
        guard points.isFinite, scale.isFinite, points > 0 else { return 0 }
        return min(points * scale, maximumReachPixels / 3)
    }

    /// A rectangle of whole pixels in the layer.
    struct Region: Equatable {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// The smallest region holding every pixel that is not fully transparent.
    func opaqueBounds() -> Region? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            var first = -1, last = -1
            for x in 0..<width where row[x] >> 24 != 0 {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            minX = min(minX, first)
            maxX = max(maxX, last)
            minY = min(minY, y)
            maxY = y
        }
        guard maxX >= 0 else { return nil }
        return Region(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    private func grown(_ region: Region, by pixels: Int) -> Region {
        let minX = max(0, region.x - pixels), minY = max(0, region.y - pixels)
        let maxX = min(width, region.x + region.width + pixels), maxY = min(height, region.y + region.height + pixels)
        return Region(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// Colour functions, composed pixel by pixel: unpremultiplied, mapped, clamped, and
    /// premultiplied again. Transparent pixels stay transparent.
    private func applyColors(_ matrices: [ColorMatrix], in region: Region) {
        guard !matrices.isEmpty else { return }
        matrices.withUnsafeBufferPointer { matrices in
            // Neighbouring pixels are often the same colour: each is mapped once in a run.
            var lastInput: UInt32 = 0, lastOutput: UInt32 = 0
            for y in region.y..<(region.y + region.height) {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in region.x..<(region.x + region.width) {
                    let pixel = row[x]
                    let alpha8 = pixel >> 24
                    guard alpha8 != 0 else { continue }
                    guard pixel != lastInput else {
                        row[x] = lastOutput
                        continue
                    }
                    let unpremultiply = 1 / Float(alpha8)
                    var r = min(1, Float(pixel >> 16 & 0xFF) * unpremultiply), g = min(1, Float(pixel >> 8 & 0xFF) * unpremultiply)
                    var b = min(1, Float(pixel & 0xFF) * unpremultiply), a = Float(alpha8) / 255
                    for matrix in matrices { matrix.apply(&r, &g, &b, &a) }
                    let scale = a * 255
                    let mapped = UInt32(scale + 0.5) << 24 | UInt32(r * scale + 0.5) << 16 | UInt32(g * scale + 0.5) << 8 | UInt32(b * scale + 0.5)
                    lastInput = pixel
                    lastOutput = mapped
                    row[x] = mapped
                }
            }
        }
    }

    /// Draws a blurred, coloured copy of the content's alpha, moved by the shadow's
    /// offset, under the content; returns the region that now holds something. Only the
    /// copy's own region is worked on, and none of it when the offset moves it off the layer.
    private func dropShadow(_ shadow: Shadow, bounds: Region) -> Region {
        let sigma = Self.sigma(shadow.blur / 2, scale: pixelsPerPoint)
        let offset = Self.offset(of: shadow, under: linear)
        let dx = Int(offset.x), dy = Int(offset.y)
        let region = grown(Region(x: bounds.x + dx, y: bounds.y + dy, width: bounds.width, height: bounds.height), by: Self.reachPixels(sigma))
        guard region.width > 0, region.height > 0 else { return bounds }
        let plane = UnsafeMutablePointer<UInt8>.allocate(capacity: region.width * region.height)
        plane.initialize(repeating: 0, count: region.width * region.height)
        defer { plane.deallocate() }
        // The plane's columns that the moved content covers.
        let first = max(0, bounds.x + dx - region.x), last = min(region.width, bounds.x + bounds.width + dx - region.x)
        for y in 0..<region.height where first < last {
            let sourceY = region.y + y - dy
            guard sourceY >= bounds.y, sourceY < bounds.y + bounds.height else { continue }
            let source = UnsafeRawPointer(data + sourceY * stride).assumingMemoryBound(to: UInt32.self)
            for x in first..<last {
                plane[y * region.width + x] = UInt8(source[region.x + x - dx] >> 24)
            }
        }
        Self.blurAlpha(plane, width: region.width, height: region.height, sigma: sigma)
        let color = shadow.color
        for y in 0..<region.height {
            let row = UnsafeMutableRawPointer(data + (region.y + y) * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<region.width {
                let coverage = Double(plane[y * region.width + x]) / 255 * color.alpha
                guard coverage > 0 else { continue }
                let pixel = row[region.x + x]
                let under = 1 - Double(pixel >> 24) / 255
                func channel(_ shift: UInt32, _ value: Double) -> UInt32 {
                    let mixed = Double(pixel >> shift & 0xFF) + value * coverage * 255 * under
                    return UInt32(min(255, mixed.rounded())) << shift
                }
                row[region.x + x] = channel(24, 1) | channel(16, color.red) | channel(8, color.green) | channel(0, color.blue)
            }
        }
        let minX = min(bounds.x, region.x), minY = min(bounds.y, region.y)
        return Region(x: minX, y: minY, width: max(bounds.x + bounds.width, region.x + region.width) - minX,
                      height: max(bounds.y + bounds.height, region.y + region.height) - minY)
    }

    /// Blurs an alpha plane as `blur` blurs pixels: directly, or, `k` times wider than
    /// `maximumSigmaPixels`, on a copy shrunk `k` times and grown back bilinearly.
    private static func blurAlpha(_ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int, sigma: Double) {
        let k = Int(sigma / maximumSigmaPixels)
        guard k >= 2 else { return GaussianBlur.blur(plane, width: width, height: height, stride: width, sigma: sigma) }
        let smallWidth = (width + k - 1) / k, smallHeight = (height + k - 1) / k
        let small = UnsafeMutablePointer<UInt8>.allocate(capacity: smallWidth * smallHeight)
        defer { small.deallocate() }
        shrink(plane, width: width, height: height, stride: width, channels: 1, by: k, into: small, stride: smallWidth)
        GaussianBlur.blur(small, width: smallWidth, height: smallHeight, stride: smallWidth, sigma: sigma / Double(k))
        MaskScaler.upscale(small, width: smallWidth, height: smallHeight, stride: smallWidth,
                           into: plane, width: width, height: height, stride: width, factor: 1 / Double(k))
    }
}
