import CCairo
@testable import Rendering
import Testing

/// The blur and the mask enlargement, against arithmetic written out independently here.
struct BlurTests {
    /// An opaque block blurred spreads by the requested sigma (three box passes approximate
    /// a Gaussian, and the variances of a shape and of the blur add) and keeps its total.
    /// A block rather than one pixel, whose 255 would round away once spread.
    @Test(arguments: [2.0, 4.0, 7.5])
    func blockSpreadsByTheRequestedSigma(sigma: Double) {
        let side = 81, centre = 40
        var scaled = [UInt8](repeating: 0, count: side * side)
        for y in (centre - 4)...(centre + 4) { for x in (centre - 4)...(centre + 4) { scaled[y * side + x] = 255 } }
        let before = Self.moments(scaled, side: side)
        scaled.withUnsafeMutableBufferPointer { buffer in
            GaussianBlur.blur(buffer.baseAddress!, width: side, height: side, stride: side, sigma: sigma)
        }
        let after = Self.moments(scaled, side: side)
        #expect(abs(after.total - before.total) / before.total < 0.01, "the blur keeps the total alpha")
        #expect(abs(after.meanX - Double(centre)) < 0.6 && abs(after.meanY - Double(centre)) < 0.6, "the bell stays centred")
        let added = after.varianceX - before.varianceX
        #expect(abs(added.squareRoot() - sigma) / sigma < 0.08, "added spread \(added.squareRoot()) for sigma \(sigma)")
        #expect(abs(after.varianceX - after.varianceY) < 0.05 * after.varianceX, "rows and columns blur alike")
    }

    /// Blurring ARGB32 pixels blurs each of their four bytes as the single-plane blur does:
    /// four planes with different content, interleaved, come out as each plane alone does.
    @Test func pixelsBlurEachChannelAsItsOwnPlane() {
        let width = 29, height = 17, stride = width * 4 + 12
        var pixels = [UInt8](repeating: 0, count: stride * height)
        var planes = [[UInt8]](repeating: [UInt8](repeating: 0, count: width * height), count: 4)
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<4 {
                    let value = UInt8(((x * 7 + y * 13) * (channel + 1) + channel * 50) % 256)
                    pixels[y * stride + x * 4 + channel] = value
                    planes[channel][y * width + x] = value
                }
            }
        }
        pixels.withUnsafeMutableBufferPointer { GaussianBlur.blurPixels($0.baseAddress!, width: width, height: height, stride: stride, sigma: 3) }
        for channel in 0..<4 {
            planes[channel].withUnsafeMutableBufferPointer { GaussianBlur.blur($0.baseAddress!, width: width, height: height, stride: width, sigma: 3) }
        }
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<4 where pixels[y * stride + x * 4 + channel] != planes[channel][y * width + x] {
                    Issue.record("pixel (\(x), \(y)) channel \(channel): \(pixels[y * stride + x * 4 + channel]) against \(planes[channel][y * width + x])")
                    return
                }
            }
        }
        #expect(pixels[stride - 1] == 0, "the padding past each row is left alone")
    }

    /// A wide blur on a layer is computed on a shrunk copy and grown back; it stays within a
    /// few levels of the same blur at full resolution.
    @Test func wideLayerBlurOnAShrunkCopyMatchesTheFullOne() {
        let side = 200, stride = side * 4
        var shrunk = [UInt8](repeating: 0, count: stride * side)
        for y in 60..<140 { for x in 60..<140 { for channel in 0..<4 { shrunk[y * stride + x * 4 + channel] = channel == 0 ? 0 : 255 } } }
        var full = shrunk
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        shrunk.withUnsafeMutableBufferPointer { buffer in
            LayerFilters(data: buffer.baseAddress!, width: side, height: side, stride: stride, linear: identity).apply([.blur(radius: 20)])
        }
        full.withUnsafeMutableBufferPointer { GaussianBlur.blurPixels($0.baseAddress!, width: side, height: side, stride: stride, sigma: 20) }
        let largest = zip(shrunk, full).map { abs(Int($0) - Int($1)) }.max()!
        #expect(largest <= 4, "largest difference \(largest)")
        #expect(full[100 * stride + 100 * 4 + 3] < 255 && full[100 * stride + 100 * 4 + 3] > 200, "the blur reaches the middle")
    }

    /// Each output pixel equals three box averages taken one after another by direct
    /// summation in floating point, to within one level of rounding per pass.
    @Test func matchesDirectBoxAverages() {
        let width = 37, height = 23, stride = 40
        var pixels = [UInt8](repeating: 0, count: stride * height)
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                pixels[y * stride + x] = UInt8(truncatingIfNeeded: seed >> 16)
            }
        }
        let boxes = [(before: 3, after: 2), (before: 2, after: 3), (before: 3, after: 3)]  // sigma 3: boxes of 6, 6, 7
        var expected = (0..<height).map { y in (0..<width).map { x in Double(pixels[y * stride + x]) } }
        for box in boxes {
            expected = expected.map { row in
                (0..<width).map { x in
                    ((x - box.before)...(x + box.after)).reduce(0.0) { $0 + ($1 >= 0 && $1 < width ? row[$1] : 0) } / Double(box.before + box.after + 1)
                }
            }
        }
        for box in boxes {
            expected = (0..<height).map { y in
                (0..<width).map { x in
                    ((y - box.before)...(y + box.after)).reduce(0.0) { $0 + ($1 >= 0 && $1 < height ? expected[$1][x] : 0) } / Double(box.before + box.after + 1)
                }
            }
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
            GaussianBlur.blur(buffer.baseAddress!, width: width, height: height, stride: stride, sigma: 3)
        }
        var worst = 0.0
        for y in 0..<height {
            for x in 0..<width { worst = max(worst, abs(Double(pixels[y * stride + x]) - expected[y][x])) }
        }
        #expect(worst <= 3.5, "largest difference from direct averaging: \(worst)")
        // The padding bytes between rows are not touched.
        #expect(pixels[width] == 0)
    }

    @Test func enlargingKeepsAFlatMaskFlatAndARampStraight() {
        let small = 10, large = 40, factor = 0.25
        var flat = [UInt8](repeating: 200, count: small * small)
        var ramp = (0..<(small * small)).map { UInt8(($0 % small) * 25) }
        var flatOut = [UInt8](repeating: 0, count: large * large)
        var rampOut = [UInt8](repeating: 0, count: large * large)
        flat.withUnsafeMutableBufferPointer { source in
            flatOut.withUnsafeMutableBufferPointer { output in
                MaskScaler.upscale(source.baseAddress!, width: small, height: small, stride: small,
                                   into: output.baseAddress!, width: large, height: large, stride: large, factor: factor)
            }
        }
        ramp.withUnsafeMutableBufferPointer { source in
            rampOut.withUnsafeMutableBufferPointer { output in
                MaskScaler.upscale(source.baseAddress!, width: small, height: small, stride: small,
                                   into: output.baseAddress!, width: large, height: large, stride: large, factor: factor)
            }
        }
        #expect(flatOut.allSatisfy { $0 == 200 })
        // Large pixel x has its centre at small coordinate (x + 0.5) / 4 − 0.5, where the ramp
        // is 25 a small pixel; clamped at the ends.
        for x in 0..<large {
            let centre = min(max((Double(x) + 0.5) * factor - 0.5, 0), Double(small - 1))
            #expect(abs(Double(rampOut[17 * large + x]) - centre * 25) <= 1, "column \(x)")
        }
    }

    private static func moments(_ pixels: [UInt8], side: Int) -> (total: Double, meanX: Double, meanY: Double, varianceX: Double, varianceY: Double) {
        var total = 0.0, sumX = 0.0, sumY = 0.0
        for (index, value) in pixels.enumerated() {
            let weight = Double(value)
            total += weight
            sumX += weight * Double(index % side)
            sumY += weight * Double(index / side)
        }
        let meanX = sumX / total, meanY = sumY / total
        var varianceX = 0.0, varianceY = 0.0
        for (index, value) in pixels.enumerated() {
            let weight = Double(value)
            varianceX += weight * (Double(index % side) - meanX) * (Double(index % side) - meanX)
            varianceY += weight * (Double(index / side) - meanY) * (Double(index / side) - meanY)
        }
        return (total, meanX, meanY, varianceX / total, varianceY / total)
    }
}
