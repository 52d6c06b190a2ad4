import Foundation
import Testing
import TextLayout

/// WOFF and WOFF2 unwrapped to sfnt, and hostile containers refused with the reason.
///
/// The fixtures were made from `ComicNeue-Regular.otf` and `Inter-Variable.ttf` by tools
/// outside this code: `woff2_compress` (Debian's `woff2`) and `sfnt2woff` (`woff-tools`).
struct FontDecoderTests {
    static func asset(_ name: String) throws -> Data { try FontRegistryTests.asset(name) }

    private func reason(_ data: Data) -> String? {
        do {
            _ = try FontDecoder.sfnt(from: data)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func formatsAreToldFromTheirBytes() throws {
        #expect(FontFormat(sniffing: try Self.asset("ComicNeue-Regular.otf")) == .openType)
        #expect(FontFormat(sniffing: try Self.asset("Inter-Variable.ttf")) == .trueType)
        #expect(FontFormat(sniffing: try Self.asset("ComicNeue-Regular.woff")) == .woff)
        #expect(FontFormat(sniffing: try Self.asset("ComicNeue-Regular.woff2")) == .woff2)
        #expect(FontFormat(sniffing: Data("ttcf".utf8)) == .collection)
        #expect(FontFormat(sniffing: Data("true".utf8)) == .trueType)
        #expect(FontFormat(sniffing: Data("wOF".utf8)) == nil)
    }

    @Test func sfntDataIsReturnedAsItIs() throws {
        let otf = try Self.asset("ComicNeue-Regular.otf")
        #expect(try FontDecoder.sfnt(from: otf) == otf)
    }

    /// WOFF 1.0 stores each table's bytes unchanged: the rebuilt font has the same tables,
    /// byte for byte, as the font the WOFF was made from.
    @Test func woffUnwrapsToTheOriginalTables() throws {
        let unwrapped = try FontDecoder.sfnt(from: try Self.asset("ComicNeue-Regular.woff"))
        let source = try Self.asset("ComicNeue-Regular.otf")
        #expect(unwrapped.count == source.count)
        #expect(try SfntTables(unwrapped).tables == SfntTables(source).tables)
        #expect(try SfntTables(unwrapped).isSortedAndAligned)
    }

    @Test func woff2DecodesToAnSfnt() throws {
        let otf = try FontDecoder.sfnt(from: try Self.asset("ComicNeue-Regular.woff2"))
        #expect(FontFormat(sniffing: otf) == .openType)
        let ttf = try FontDecoder.sfnt(from: try Self.asset("Inter-Variable.woff2"))
        #expect(FontFormat(sniffing: ttf) == .trueType)
        #expect(try SfntTables(ttf).tables.keys.sorted() == SfntTables(try Self.asset("Inter-Variable.ttf")).tables.keys.sorted())
    }

    @Test func emptyAndUnknownBytesAreRefused() {
        #expect(reason(Data()) == "the file is empty")
        var generator = SeededBytes(seed: 7)
        #expect(reason(generator.bytes(4096)) == "its first bytes are not those of a TTF, OTF, TTC, WOFF or WOFF2 file")
    }

    @Test func aTruncatedWOFF2IsRefused() throws {
        let woff2 = try Self.asset("ComicNeue-Regular.woff2")
        #expect(reason(woff2.prefix(woff2.count / 2)) == "its WOFF2 data does not decode (it is truncated or corrupt)")
        #expect(reason(woff2.prefix(20)) == "the WOFF2 file is truncated: its header or table directory runs past its end")
    }

    /// The header's totalSfntSize is checked before anything is allocated for it.
    @Test func aWOFF2ThatClaimsAHugeSizeIsRefusedBeforeDecoding() throws {
        var woff2 = try Self.asset("ComicNeue-Regular.woff2")
        woff2.replaceU32(at: 16, with: 0x7000_0000)
        #expect(reason(woff2) == "it decodes to more than \(FontDecoder.maximumBytes) bytes, the most a font may have")
    }

    @Test func aWOFFTablePastTheEndIsRefused() throws {
        var woff = try Self.asset("ComicNeue-Regular.woff")
        woff.replaceU32(at: Self.entry(0) + 4, with: UInt32(woff.count - 8))
        #expect(reason(woff) == "a WOFF table lies outside the file")
        var inside = try Self.asset("ComicNeue-Regular.woff")
        inside.replaceU32(at: Self.entry(0) + 4, with: 16)
        #expect(reason(inside) == "a WOFF table lies outside the file")
    }

    @Test func overlappingWOFFTablesAreRefused() throws {
        var woff = try Self.asset("ComicNeue-Regular.woff")
        woff.replaceU32(at: Self.entry(1) + 4, with: woff.u32(at: Self.entry(0) + 4) + 4)
        #expect(reason(woff) == "two WOFF tables overlap")
    }

    @Test func aWOFFTableOfTheWrongLengthIsRefused() throws {
        var woff = try Self.asset("ComicNeue-Regular.woff")
        // The first table (CFF) is compressed: it inflates to fewer bytes than now declared.
        woff.replaceU32(at: Self.entry(0) + 12, with: woff.u32(at: Self.entry(0) + 12) + 4)
        #expect(reason(woff) == "a WOFF table does not inflate to the length its directory gives")
        var longer = try Self.asset("ComicNeue-Regular.woff")
        longer.replaceU32(at: Self.entry(0) + 12, with: longer.u32(at: Self.entry(0) + 8) - 1)
        #expect(reason(longer) == "a WOFF table is longer compressed than uncompressed")
    }

    @Test func aWOFFThatWouldInflateTooFarIsRefusedBeforeInflating() throws {
        var woff = try Self.asset("ComicNeue-Regular.woff")
        woff.replaceU32(at: Self.entry(0) + 12, with: 0xFFFF_FFF0)
        #expect(reason(woff) == "it decodes to more than \(FontDecoder.maximumBytes) bytes, the most a font may have")
    }

    @Test func absurdWOFFHeadersAreRefused() throws {
        let original = try Self.asset("ComicNeue-Regular.woff")
        var count = original
        count.replaceU16(at: 12, with: 5000)
        #expect(reason(count) == "its WOFF table directory lists no tables, or more than 1024")
        var none = original
        none.replaceU16(at: 12, with: 0)
        #expect(reason(none) == "its WOFF table directory lists no tables, or more than 1024")
        var length = original
        length.replaceU32(at: 8, with: UInt32(original.count - 1))
        #expect(reason(length) == "its WOFF header is invalid (signature, length, flavour or reserved field)")
        #expect(reason(original.prefix(original.count - 1)) == "the WOFF file is truncated: its header or table directory runs past its end")
        var duplicate = original
        duplicate.replaceU32(at: Self.entry(1), with: duplicate.u32(at: Self.entry(0)))
        #expect(reason(duplicate) == "two WOFF tables have the same tag")
    }

    /// Every prefix and many corrupted copies are refused or decoded, never a crash.
    @Test(arguments: ["ComicNeue-Regular.woff", "ComicNeue-Regular.woff2", "Inter-Variable.woff2"])
    func damagedContainersNeverCrash(_ name: String) throws {
        let original = try Self.asset(name)
        for length in stride(from: 0, to: original.count, by: 211) {
            #expect(reason(original.prefix(length)) != nil)
        }
        var generator = SeededBytes(seed: UInt64(original.count))
        for _ in 0..<200 {
            var damaged = original
            for _ in 0..<4 {
                let offset = Int(generator.next() % UInt64(min(original.count, 400)))
                damaged[offset] = UInt8(truncatingIfNeeded: generator.next())
            }
            _ = reason(damaged)
        }
    }

    /// Where the `index`th entry of a WOFF table directory starts.
    static func entry(_ index: Int) -> Int { 44 + 20 * index }
}

/// The tables of an sfnt, by tag, read by hand from its table directory.
struct SfntTables {
    var tables: [String: Data] = [:]
    var isSortedAndAligned = true

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        let count = Int(bytes.u16(at: 4))
        var previous = ""
        for index in 0..<count {
            let entry = 12 + 16 * index
            let tag = String(decoding: bytes[entry..<entry + 4], as: UTF8.self)
            let offset = Int(bytes.u32(at: entry + 8))
            let length = Int(bytes.u32(at: entry + 12))
            try #require(offset + length <= bytes.count)
            tables[tag] = Data(bytes[offset..<offset + length])
            if tag <= previous || offset % 4 != 0 { isSortedAndAligned = false }
            previous = tag
        }
    }
}

/// A reproducible stream of bytes (SplitMix64), for corrupt data that is the same on every run.
struct SeededBytes {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func bytes(_ count: Int) -> Data {
        Data((0..<count).map { _ in UInt8(truncatingIfNeeded: next()) })
    }
}

extension Data {
    func u32(at offset: Int) -> UInt32 { [UInt8](self).u32(at: offset) }

    mutating func replaceU32(at offset: Int, with value: UInt32) {
        for index in 0..<4 { self[startIndex + offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
    }

    mutating func replaceU16(at offset: Int, with value: UInt16) {
        self[startIndex + offset] = UInt8(value >> 8)
        self[startIndex + offset + 1] = UInt8(truncatingIfNeeded: value)
    }
}

extension [UInt8] {
    func u32(at offset: Int) -> UInt32 {
        self[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    func u16(at offset: Int) -> UInt16 {
        UInt16(self[offset]) << 8 | UInt16(self[offset + 1])
    }
}
