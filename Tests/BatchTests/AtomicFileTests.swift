import Files
import Foundation
import Testing

/// Files are written whole or not at all, never through a planted link, and leave nothing
/// else in the folder.
struct AtomicFileTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-file-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func aNewFileIsWrittenAndNothingElseIsLeft() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try AtomicFile.write(Data("hello".utf8), to: path("a.png"), replacing: false) == .written)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("a.png"))) == Data("hello".utf8))
        #expect(try listing() == ["a.png"])
    }

    @Test func anExistingFileIsKeptUnlessReplacing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("a.png")))
        #expect(try AtomicFile.write(Data("new".utf8), to: path("a.png"), replacing: false) == .existed)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("a.png"))) == Data("old".utf8))
        #expect(try AtomicFile.write(Data("new".utf8), to: path("a.png"), replacing: true) == .written)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("a.png"))) == Data("new".utf8))
        #expect(try listing() == ["a.png"])
    }

    @Test func aLinkAtTheNameIsReplacedItselfAndItsTargetIsUntouched() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("precious".utf8).write(to: URL(fileURLWithPath: path("target.txt")))
        try FileManager.default.createSymbolicLink(atPath: path("a.png"), withDestinationPath: path("target.txt"))
        #expect(try AtomicFile.write(Data("new".utf8), to: path("a.png"), replacing: false) == .existed)
        #expect(try AtomicFile.write(Data("new".utf8), to: path("a.png"), replacing: true) == .written)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("target.txt"))) == Data("precious".utf8))
        #expect(try FileManager.default.attributesOfItem(atPath: path("a.png"))[.type] as? FileAttributeType == .typeRegular)
    }

    @Test func aLongNameOfManyBytesCanBeReplaced() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(repeating: "字", count: 80) + ".png"
        #expect(name.utf8.count == 244)
        #expect(try AtomicFile.write(Data("one".utf8), to: path(name), replacing: true) == .written)
        #expect(try AtomicFile.write(Data("two".utf8), to: path(name), replacing: true) == .written)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path(name))) == Data("two".utf8))
        #expect(try listing() == [name])
    }

    @Test func aMissingFolderOrAFolderInTheWayIsAnError() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: AtomicFileError.self) { try AtomicFile.write(Data(), to: path("missing/a.png"), replacing: false) }
        try FileManager.default.createDirectory(atPath: path("taken.png"), withIntermediateDirectories: false)
        do {
            try AtomicFile.write(Data("x".utf8), to: path("taken.png"), replacing: true)
            Issue.record("a folder was replaced by a file")
        } catch {
            #expect(error.description == "cannot write '\(path("taken.png"))': Is a directory")
        }
        #expect(try listing() == ["taken.png"])
    }
}
