/// A fast approximation of a Gaussian blur on an 8-bit alpha mask.
///
/// Three successive box blurs approach a Gaussian closely (the central limit theorem). The
/// box sizes follow the SVG `feGaussianBlur` rule, so the result matches what browsers draw
/// for a CSS shadow of the same radius. Each pass is a running sum, so the cost does not grow
/// with the radius. Rows are blurred, the mask is transposed, rows are blurred again and it
/// is transposed back, keeping every pass cache-friendly.
enum GaussianBlur {
    /// Blurs `height` rows of `width` bytes, `stride` apart, in place.
    /// - Parameter sigma: the standard deviation in pixels.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        let count = width * height
        let packed = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        let transposed = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer {
            packed.deallocate()
            transposed.deallocate()
        }
        for row in 0..<height {
            (packed + row * width).update(from: data + row * stride, count: width)
        }
        blurRows(packed, width: width, height: height, passes: passes)
        transpose(packed, into: transposed, width: width, height: height)
        blurRows(transposed, width: height, height: width, passes: passes)
        transpose(transposed, into: packed, width: height, height: width)
        for row in 0..<height {
            (data + row * stride).update(from: packed + row * width, count: width)
        }
    }

    /// The three windows (pixels before and after the output pixel) for `sigma`.
    static func boxes(sigma: Double) -> [(before: Int, after: Int)] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        let size = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard size > 1 else { return [] }
        if size % 2 == 1 {
            let half = size / 2
            return Array(repeating: (half, half), count: 3)
        }
        let half = size / 2
        return [(half, half - 1), (half - 1, half), (half, half)]
    }

    private static func blurRows(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, passes: [(before: Int, after: Int)]) {
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { line.deallocate() }
        for row in 0..<height {
            let pixels = data + row * width
            for pass in passes {
                line.update(from: pixels, count: width)
                boxBlur(line, into: pixels, width: width, before: pass.before, after: pass.after)
            }
        }
    }

    /// One box pass over a line; pixels beyond the ends count as transparent.
    ///
    /// The average divides by multiplying with a 32-bit fixed-point reciprocal: a division
    /// per pixel made this loop several times slower.
    private static func boxBlur(_ source: UnsafeMutablePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, width: Int, before: Int, after: Int) {
        let size = before + after + 1
        let half = UInt64(size / 2)
        let reciprocal = (UInt64(1) << 32) / UInt64(size) + 1
        var sum: UInt64 = 0
        for index in 0..<min(after, width) { sum += UInt64(source[index]) }
        for x in 0..<width {
            let entering = x + after
            if entering < width { sum += UInt64(source[entering]) }
            output[x] = UInt8(truncatingIfNeeded: ((sum + half) &* reciprocal) >> 32)
            let leaving = x - before
            if leaving >= 0 { sum -= UInt64(source[leaving]) }
        }
    }

    private static func transpose(_ source: UnsafeMutablePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, width: Int, height: Int) {
        let tile = 32
        for tileY in Swift.stride(from: 0, to: height, by: tile) {
            for tileX in Swift.stride(from: 0, to: width, by: tile) {
                for y in tileY..<min(tileY + tile, height) {
                    for x in tileX..<min(tileX + tile, width) {
                        output[x * height + y] = source[y * width + x]
                    }
                }
            }
        }
    }
}
