/// A fast approximation of a Gaussian blur on an 8-bit alpha mask, or on premultiplied ARGB32 pixels.
///
/// Three successive box blurs approach a Gaussian closely (the central limit theorem). The
/// box sizes follow the SVG `feGaussianBlur` rule, so the result matches what browsers draw
/// for a CSS shadow of the same radius. Each pass is a running sum, so the cost does not grow
/// with the radius.
///
/// Rows are blurred one at a time in a zero-padded line, so the inner loop has no edge
/// tests. Columns are blurred a whole row at a time, keeping one running sum per column:
/// every access is sequential and the compiler vectorises the loops, where transposing the
/// mask to blur its columns as rows cost more than the blur itself.
enum GaussianBlur {
    /// Blurs `height` rows of `width` bytes, `stride` apart, in place.
    /// - Parameter sigma: the standard deviation in pixels.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        blurRows(data, width: width, height: height, stride: stride, passes: passes)
        blurColumns(data, width: width, height: height, stride: stride, passes: passes)
    }

    /// Blurs `height` rows of `width` premultiplied ARGB32 pixels, `stride` bytes apart, in
    /// place: each of a pixel's four bytes as a plane of its own, which is what blurring
    /// premultiplied colour is. Rows keep the four running sums in one vector; columns are
    /// the single-plane pass over `4 × width` bytes.
    /// - Parameter sigma: the standard deviation in pixels.
    static func blurPixels(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        blurPixelRows(data, width: width, height: height, stride: stride, passes: passes)
        blurColumns(data, width: width * 4, height: height, stride: stride, passes: passes)
    }

    /// One box: pixels counted before and after the output pixel.
    struct Box: Equatable {
        var before: Int
        var after: Int

        var size: Int { before + after + 1 }

        /// Multiplying a sum by this and shifting right by 24 divides it by `size`, rounded:
        /// a division per pixel made the loops several times slower. A sum is at most
        /// `255 × size`, so with the boxes `boxes` makes the product fits 32 bits.
        var reciprocal: UInt32 { UInt32(((1 << 24) + size / 2) / size) }
    }

    /// The three windows for `sigma`.
    static func boxes(sigma: Double) -> [Box] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        let size = Int((min(sigma, 10_000) * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard size > 1 else { return [] }
        let half = size / 2
        if size % 2 == 1 {
            return Array(repeating: Box(before: half, after: half), count: 3)
        }
        return [Box(before: half, after: half - 1), Box(before: half - 1, after: half), Box(before: half, after: half)]
    }

    /// Horizontal passes. A row is copied into the middle of a line with zeros on both sides
    /// (pixels beyond the ends count as transparent), and the passes alternate between two
    /// such lines.
    private static func blurRows(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, passes: [Box]) {
        let pad = passes.map { max($0.before, $0.after) }.max()! + 1
        let length = width + 2 * pad
        let first = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
        let second = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
        first.initialize(repeating: 0, count: length)
        second.initialize(repeating: 0, count: length)
        defer {
            first.deallocate()
            second.deallocate()
        }
        for row in 0..<height {
            let pixels = data + row * stride
            (first + pad).update(from: pixels, count: width)
            var source = first, target = second
            for pass in passes {
                boxLine(source + pad, into: target + pad, width: width, box: pass)
                swap(&source, &target)
            }
            pixels.update(from: source + pad, count: width)
        }
    }

    /// Horizontal passes over four-byte pixels: as `blurRows`, with a pixel's four channels
    /// widened into one vector, so that one running sum serves all four.
    private static func blurPixelRows(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, passes: [Box]) {
        let pad = passes.map { max($0.before, $0.after) }.max()! + 1
        let length = width + 2 * pad
        let first = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: length)
        let second = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: length)
        first.initialize(repeating: .zero, count: length)
        second.initialize(repeating: .zero, count: length)
        defer {
            first.deallocate()
            second.deallocate()
        }
        for row in 0..<height {
            let pixels = data + row * stride
            for x in 0..<width {
                let byte = pixels + 4 * x
                first[pad + x] = SIMD4(UInt32(byte[0]), UInt32(byte[1]), UInt32(byte[2]), UInt32(byte[3]))
            }
            var source = first, target = second
            for pass in passes {
                let reciprocal = SIMD4<UInt32>(repeating: pass.reciprocal), half = SIMD4<UInt32>(repeating: 0x80_0000)
                let line = source + pad, output = target + pad
                var sum = SIMD4<UInt32>.zero
                for index in -pass.before..<pass.after { sum &+= line[index] }
                for x in 0..<width {
                    sum &+= line[x + pass.after]
                    output[x] = (sum &* reciprocal &+ half) &>> 24
                    sum &-= line[x - pass.before]
                }
                swap(&source, &target)
            }
            for x in 0..<width {
                let value = source[pad + x], byte = pixels + 4 * x
                byte[0] = UInt8(truncatingIfNeeded: value[0])
                byte[1] = UInt8(truncatingIfNeeded: value[1])
                byte[2] = UInt8(truncatingIfNeeded: value[2])
                byte[3] = UInt8(truncatingIfNeeded: value[3])
            }
        }
    }

    /// One box pass along a padded line: `source[-box.before ..< width + box.after]` is readable.
    private static func boxLine(_ source: UnsafeMutablePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, width: Int, box: Box) {
        let reciprocal = box.reciprocal
        var sum: UInt32 = 0
        for index in -box.before..<box.after { sum &+= UInt32(source[index]) }
        for x in 0..<width {
            sum &+= UInt32(source[x + box.after])
            output[x] = UInt8(truncatingIfNeeded: (sum &* reciprocal &+ 0x80_0000) >> 24)
            sum &-= UInt32(source[x - box.before])
        }
    }

    /// Vertical passes: a running sum for every column, moved down one row at a time.
    private static func blurColumns(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, passes: [Box]) {
        let count = width * height
        let first = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        let second = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer {
            first.deallocate()
            second.deallocate()
            sums.deallocate()
        }
        for row in 0..<height {
            (first + row * width).update(from: data + row * stride, count: width)
        }
        var source = first, target = second
        for pass in passes {
            boxColumns(source, into: target, width: width, height: height, sums: sums, box: pass)
            swap(&source, &target)
        }
        for row in 0..<height {
            (data + row * stride).update(from: source + row * width, count: width)
        }
    }

    private static func boxColumns(_ source: UnsafeMutablePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
                                   sums: UnsafeMutablePointer<UInt32>, box: Box) {
        let reciprocal = box.reciprocal
        sums.initialize(repeating: 0, count: width)
        for row in 0..<min(box.after, height) {
            add(source + row * width, to: sums, width: width)
        }
        for row in 0..<height {
            if row + box.after < height { add(source + (row + box.after) * width, to: sums, width: width) }
            let line = output + row * width
            for x in 0..<width {
                line[x] = UInt8(truncatingIfNeeded: (sums[x] &* reciprocal &+ 0x80_0000) >> 24)
            }
            if row - box.before >= 0 {
                let leaving = source + (row - box.before) * width
                for x in 0..<width { sums[x] &-= UInt32(leaving[x]) }
            }
        }
    }

    private static func add(_ line: UnsafeMutablePointer<UInt8>, to sums: UnsafeMutablePointer<UInt32>, width: Int) {
        for x in 0..<width { sums[x] &+= UInt32(line[x]) }
    }
}
