import Foundation
import Testing
import TextLayout

/// The private Fontconfig configuration sees only the folders it is given.
struct FontRegistryTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu"

    @Test func genericFamiliesResolveToTheAliasedFaces() throws {
        let fonts = try FontRegistry(directories: [Self.dejaVu])
        #expect(fonts.faceCount > 0)
        #expect(fonts.resolvedFamily(for: "sans-serif") == "DejaVu Sans")
        #expect(fonts.resolvedFamily(for: "Sans") == "DejaVu Sans")
        #expect(fonts.resolvedFamily(for: "monospace") == "DejaVu Sans Mono")
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
    /// as a file or as bytes.
    @Test func fontsRegisterFromFilesAndBytes() throws {
        let file = TestSupport.packageRoot.appendingPathComponent("Goldens/text/assets/ComicNeue-Regular.otf")
        let plain = try FontRegistry(directories: [Self.dejaVu])
        #expect(plain.resolvedFamily(for: "Comic Neue") == "DejaVu Sans")
        let fromFile = try FontRegistry(directories: [Self.dejaVu], files: [file.path])
        #expect(fromFile.resolvedFamily(for: "Comic Neue") == "Comic Neue")
        let fromBytes = try FontRegistry(directories: [Self.dejaVu], fontData: [try Data(contentsOf: file)])
        #expect(fromBytes.resolvedFamily(for: "Comic Neue") == "Comic Neue")
    }

    @Test func bytesThatAreNotAFontAreRefused() {
        #expect(throws: FontRegistryError.self) {
            try FontRegistry(directories: [Self.dejaVu], fontData: [Data("not a font".utf8)])
        }
    }

    @Test func onlyFontFilesCanBeRead() {
        #expect(FontRegistry.canRead(file: TestSupport.packageRoot.appendingPathComponent("Goldens/text/assets/ComicNeue-Regular.otf").path))
        #expect(!FontRegistry.canRead(file: TestSupport.packageRoot.appendingPathComponent("Goldens/text/assets/ComicNeue-OFL.txt").path))
    }
}
