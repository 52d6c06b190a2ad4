import CCodecs
import Foundation
import Rendering

/// The PNG modes against libpng at zlib levels 1, 6 and 9, on the same pixels, taken in
/// turn round after round so that the machine's noise falls on every row alike. libpng is
/// called directly on the pixels; the modes go through `Bitmap.encoded(as:)`, which first
/// copies the pixels into a Cairo surface, so the comparison is, if anything, unfair to them.
enum PNGBaseline {
    static func run(_ bitmap: Bitmap, rounds: Int) throws -> [String] {
        var variants: [(label: String, encode: () throws -> Int)] = PNGCompression.allCases.map { mode in
            ("png \(mode.rawValue)", { try bitmap.encoded(as: .png(mode)).count })
        }
        for level in [1, 6, 9] {
            variants.append(("libpng \(level)", { try libpng(bitmap, level: Int32(level)) }))
        }
        var times = Array(repeating: [Double](), count: variants.count)
        var sizes = Array(repeating: 0, count: variants.count)
        for round in 0..<rounds {
            // `small` takes about a second an image: three rounds of it are enough.
            for (index, variant) in variants.enumerated() where round < 3 || variant.label != "png small" {
                let start = ContinuousClock.now
                sizes[index] = try variant.encode()
                times[index].append(Report.milliseconds(ContinuousClock.now - start))
            }
        }
        var lines = ["PNG encoding, \(bitmap.width)×\(bitmap.height), medians of \(rounds) rounds taken in turn (small: 3):"]
        for (index, variant) in variants.enumerated() {
            lines.append("  " + variant.label.padding(toLength: 12, withPad: " ", startingAt: 0)
                         + String(format: " %8.2f ms  %7d bytes", Report.median(times[index]), sizes[index]))
        }
        let median = { (label: String) in Report.median(times[variants.firstIndex { $0.label == label }!]) }
        let bytes = { (label: String) in sizes[variants.firstIndex { $0.label == label }!] }
        let smaller = bytes("png default") < bytes("libpng 6"), faster = median("png default") < median("libpng 1")
        lines.append("  goal, default smaller than libpng 6 and faster than libpng 1: \(smaller && faster ? "met" : "not met")"
                     + String(format: " (%.2f× the bytes, %.2f× the time)", Double(bytes("png default")) / Double(bytes("libpng 6")),
                              median("png default") / median("libpng 1")))
        return lines
    }

    /// libpng with its own adaptive filter choice and zlib's default strategy.
    private static func libpng(_ bitmap: Bitmap, level: Int32) throws -> Int {
        var buffer = ccodecs_buffer()
        defer { ccodecs_buffer_free(&buffer) }
        var error = [CChar](repeating: 0, count: Int(CCODECS_ERROR_SIZE))
        let status = bitmap.premultipliedARGB.withUnsafeBytes { pixels in
            ccodecs_png_encode(pixels.bindMemory(to: UInt8.self).baseAddress, Int32(bitmap.width), Int32(bitmap.height),
                               Int32(bitmap.width * 4), level, 0, 0, &buffer, &error)
        }
        guard status == 0 else { throw BenchFailure("libpng: " + String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
        return buffer.length
    }
}
