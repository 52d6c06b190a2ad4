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
        var mismatches: [String] = []
        let special: [Double] = [.nan, .infinity, -.infinity, 1e12 - 0.01, 1e12, 1e13 + 0.5, 1e15, 1e20, -1e14, 0.005, -0.005, 0.015, 2.675]
        var values = special
        // Thousandths either side of zero, which round to every kind of hundredths, at
        // every scale up to where `format`'s own way takes over.
        for scale in [1.0, 1e3, 1e6, 1e9, 1e11, 1e13] {
            for thousandths in stride(from: -20_000, through: 20_000, by: 7) {
                values.append(Double(thousandths) / 1000 * scale + Double(thousandths) / 1000)
            }
        }
        for value in values where bytes(value) != LayoutTree.format(value) {
            mismatches.append("\(value): \(bytes(value)) against \(LayoutTree.format(value))")
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) values differ, such as \(mismatches.prefix(5))")
    }
}
