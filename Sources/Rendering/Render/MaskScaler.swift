/// Bilinear enlargement of an 8-bit mask, for blurs computed at a fraction of the
/// resolution they are drawn at.
///
/// A blurred mask is smooth, so bilinear interpolation loses nothing visible. Each small row
/// is widened once; each large row is then a blend of two widened rows, a loop the compiler
/// vectorises. Cairo's general scaled composite cost several times as much.
enum MaskScaler {
    /// Fills the large mask from the small one, where small pixel `u` spans large pixels
    /// `u / factor ..< (u + 1) / factor`; beyond the small mask's edge its last pixels repeat.
    static func upscale(_ source: UnsafeMutablePointer<UInt8>, width sourceWidth: Int, height sourceHeight: Int, stride sourceStride: Int,
                        into output: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, factor: Double) {
        guard sourceWidth > 0, sourceHeight > 0, width > 0, height > 0 else { return }
        let columns = samples(count: width, sourceCount: sourceWidth, factor: factor)
        let rows = samples(count: height, sourceCount: sourceHeight, factor: factor)
        // Every small row widened, in 1/256 steps.
        let wide = UnsafeMutablePointer<UInt16>.allocate(capacity: sourceHeight * width)
        defer { wide.deallocate() }
        columns.withUnsafeBufferPointer { columns in
            for row in 0..<sourceHeight {
                let line = source + row * sourceStride
                let target = wide + row * width
                for x in 0..<width {
                    let sample = columns[x]
                    let right = min(sample.index + 1, sourceWidth - 1)
                    target[x] = UInt16(truncatingIfNeeded: Int(line[sample.index]) * (256 - sample.weight) + Int(line[right]) * sample.weight)
                }
            }
        }
        for y in 0..<height {
            let sample = rows[y]
            let upper = wide + sample.index * width
            let lower = wide + min(sample.index + 1, sourceHeight - 1) * width
            let weight = UInt32(sample.weight), inverse = 256 - UInt32(sample.weight)
            let target = output + y * stride
            for x in 0..<width {
                let value = UInt32(upper[x]) &* inverse &+ UInt32(lower[x]) &* weight
                target[x] = UInt8(truncatingIfNeeded: (value &+ 32768) >> 16)
            }
        }
    }

    /// For each large pixel, the small pixel at or before its centre and the weight (out of
    /// 256) of the one after it.
    private static func samples(count: Int, sourceCount: Int, factor: Double) -> [(index: Int, weight: Int)] {
        (0..<count).map { position in
            let centre = max(0, (Double(position) + 0.5) * factor - 0.5)
            let index = min(Int(centre), sourceCount - 1)
            let weight = index == sourceCount - 1 ? 0 : Int(((centre - Double(index)) * 256).rounded())
            return (index, weight)
        }
    }
}
