import Foundation
import Testing
@testable import TextLayout

/// The private Fontconfig configuration sees only the folders and fonts it is given.
struct FontRegistryTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu"

    /// A font file among the golden assets, such as `ComicNeue-Regular.woff2`.
    static func asset(_ name: String) throws -> Data {
        try Data(contentsOf: TestSupport.goldens.appendingPathComponent("text/assets").appendingPathComponent(name))
    }

    @Test func genericFamiliesResolveToTheAliasedFaces() throws {
        let fonts = try FontRegistry(directories: [Self.dejaVu])
        #expect(fonts.faceCount > 0)
        #expect(fonts.resolvedFamily(for: "sans-serif") == "DejaVu Sans")
        #expect(fonts.resolvedFamily(for: "Sans") == "DejaVu Sans")
        #expect(fonts.resolvedFamily(for: "monospace") == "DejaVu Sans Mono")
    }

    /// Without `opensInstalledFaces`, a folder's fonts are found but their faces are not
    /// opened until drawn; with it, each is opened with the registry. The folder is new to
    /// the process, so no other registry has opened its font.
    @Test func installedFacesAreOpenedOnlyWhenAsked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("faces-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ComicNeue-Regular.otf")
        try Self.asset("ComicNeue-Regular.otf").write(to: file)
        let onDemand = try FontRegistry(directories: [folder.path], opensInstalledFaces: false)
        #expect(onDemand.resolvedFamily(for: "Comic Neue") == "Comic Neue")
        #expect(!FaceStore.shared.hasFace(forFile: file.path))
        _ = try FontRegistry(directories: [folder.path])
        #expect(FaceStore.shared.hasFace(forFile: file.path))
    }

    @Test func systemFontsAreNotVisible() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let fonts = try FontRegistry(directories: [empty.path])
        #expect(fonts.faceCount == 0)
    }

    @Test func unknownFamiliesFallBackToSansSerif() throws {
        let fonts = try FontRegistry(directories: [Self.dejaVu])
        #expect(fonts.resolvedFamily(for: "Helvetica Neue") == "DejaVu Sans")
    }

    /// Comic Neue is in none of the configured folders: it is only seen once registered,
    /// from its OTF file or from the WOFF and WOFF2 files made from it.
    @Test(arguments: ["ComicNeue-Regular.otf", "ComicNeue-Regular.woff", "ComicNeue-Regular.woff2"])
    func fontsRegisterFromBytesInEveryFormat(_ file: String) throws {
        let plain = try FontRegistry(directories: [Self.dejaVu])
        #expect(plain.resolvedFamily(for: "Comic Neue") == "DejaVu Sans")
        let registered = try FontRegistry(directories: [Self.dejaVu], fonts: [FontResource(data: try Self.asset(file))])
        #expect(registered.resolvedFamily(for: "Comic Neue") == "Comic Neue")
        #expect(registered.faceCount == 1)
    }

    /// A variable font brings its named instances and its variable face.
    @Test func aVariableFontBringsEveryInstance() throws {
        let fonts = try FontRegistry(directories: [Self.dejaVu], fonts: [FontResource(data: try Self.asset("Inter-Variable.woff2"))])
        #expect(fonts.resolvedFamily(for: "Inter") == "Inter")
        #expect(fonts.faceCount == 10)
    }

    @Test func bytesThatAreNotAFontAreRefusedWithTheirIndex() throws {
        let good = FontResource(data: try Self.asset("ComicNeue-Regular.otf"))
        let error = #expect(throws: FontRegistryError.self) {
            try FontRegistry(directories: [Self.dejaVu], fonts: [good, FontResource(data: try Self.asset("ComicNeue-OFL.txt"))])
        }
        #expect(error?.fontIndex == 1)
        #expect(error?.description == "fonts[1] is not a font this renderer reads: its first bytes are not those of a TTF, OTF, TTC, WOFF or WOFF2 file")
    }

    /// An sfnt signature on bytes that are no font passes the sniffing but not Fontconfig.
    @Test func anSfntFontconfigCannotReadIsRefused() throws {
        var bytes = Data("OTTO".utf8)
        bytes.append(Data(repeating: 0x41, count: 200))
        let error = #expect(throws: FontRegistryError.self) {
            try FontRegistry(directories: [Self.dejaVu], fonts: [FontResource(data: bytes)])
        }
        #expect(error?.fontIndex == 0)
        #expect(error?.reason == "Fontconfig finds no font face in it (it may be truncated or corrupt)")
    }

    @Test func anAliasReplacesTheFamilyInTheFile() throws {
        let fonts = try FontRegistry(directories: [Self.dejaVu], fonts: [FontResource(data: try Self.asset("ComicNeue-Regular.woff2"), family: "Brand")])
        #expect(fonts.resolvedFamily(for: "Brand") == "Brand")
        #expect(fonts.resolvedFamily(for: "brand") == "Brand")
        #expect(fonts.resolvedFamily(for: "Comic Neue") == "DejaVu Sans")
    }

    @Test func aListResolvesToItsFirstInstalledFamily() throws {
        let fonts = try FontRegistry(directories: [Self.dejaVu], fonts: [FontResource(data: try Self.asset("ComicNeue-Regular.otf"))])
        #expect(fonts.resolvedFamily(for: "Imaginary Grotesk, Comic Neue, serif") == "Comic Neue")
        #expect(fonts.resolvedFamily(for: "Imaginary Grotesk,DejaVu Serif") == "DejaVu Serif")
        #expect(fonts.resolvedFamily(for: "Imaginary Grotesk, Nowhere Sans, monospace") == "DejaVu Sans Mono")
        #expect(fonts.resolvedFamily(for: "Imaginary Grotesk, Nowhere Sans") == "DejaVu Sans")
        #expect(FontRegistry.families(in: " Inter ,Noto Sans,, sans-serif") == ["Inter", "Noto Sans", "sans-serif"])
    }

    /// A variable font's weights are its wght axis: fixing one would leave none between.
    @Test func aVariableFontCannotBeGivenAWeight() throws {
        let error = #expect(throws: FontRegistryError.self) {
            try FontRegistry(directories: [Self.dejaVu], fonts: [FontResource(data: try Self.asset("Inter-Variable.ttf"), family: "Brand", weight: 700)])
        }
        #expect(error?.fontIndex == 0)
        #expect(error?.reason.contains("variable font") == true)
        // Renamed without a weight, it keeps every weight.
        let renamed = try FontRegistry(directories: [Self.dejaVu], fonts: [FontResource(data: try Self.asset("Inter-Variable.ttf"), family: "Brand")])
        #expect(renamed.resolvedFamily(for: "Brand") == "Brand")
    }
}
