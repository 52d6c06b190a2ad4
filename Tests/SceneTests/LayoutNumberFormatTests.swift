@testable import Scene
import Testing

/// Warnings write frame numbers byte by byte (`LayoutTree.appendFormatted`), where layout
/// dumps make strings (`LayoutTree.format`, whose whole numbers are `Int64`'s and whose
/// others are Swift's own shortest form of a double). Both must print every value alike.
struct LayoutNumberFormatTests {
    private func bytes(_ value: Double) -> String {
        var bytes: [UInt8] = []
        LayoutTree.appendFormatted(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func writtenNumbersReadAsSwiftPrintsThem() {
        #expect(bytes(0) == "0")
        #expect(bytes(-0.001) == "0")
        #expect(bytes(12.5) == "12.5")
        #expect(bytes(-0.25) == "-0.25")
        #expect(bytes(0.01) == "0.01")
        #expect(bytes(1199.999) == "1200")
        #expect(bytes(-60) == "-60")
        #expect(bytes(123_456_789.07) == "123456789.07")
    }

    @Test func everyKindOfValueMatchesTheStringFormat() {
        var generator = SplitMix(seed: 19)
        var mismatches: [String] = []
        let special: [Double] = [.nan, .infinity, -.infinity, 1e12 - 0.01, 1e12, 1e13 + 0.5, 1e15, 1e20, -1e14, 0.005, -0.005, 0.015, 2.675]
        var values = special
        for magnitude in [1.0, 10, 1000, 1e6, 1e9, 1e12, 1e14] {
            for _ in 0..<20_000 {
                let value = (Double(generator.next() % 2_000_001) / 1_000_000 - 1) * magnitude
                values.append(value)
                values.append((value * 100).rounded() / 100)
            }
        }
        for value in values where bytes(value) != LayoutTree.format(value) {
            mismatches.append("\(value): \(bytes(value)) against \(LayoutTree.format(value))")
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) values differ, such as \(mismatches.prefix(5))")
    }
}

/// A small seeded generator, so that a failure repeats.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
