import Foundation
import Testing
import TextLayout

/// The private Fontconfig configuration sees only the folders it is given.
struct FontConfigurationTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu"

    @Test func genericFamiliesResolveToTheAliasedFaces() throws {
        let fonts = try FontConfiguration(directories: [Self.dejaVu])
        #expect(fonts.faceCount > 0)
        #expect(fonts.resolvedFamily(for: "sans-serif") == "DejaVu Sans")
        #expect(fonts.resolvedFamily(for: "Sans") == "DejaVu Sans")
        #expect(fonts.resolvedFamily(for: "monospace") == "DejaVu Sans Mono")
    }

    @Test func systemFontsAreNotVisible() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let fonts = try FontConfiguration(directories: [empty.path])
        #expect(fonts.faceCount == 0)
    }
}
