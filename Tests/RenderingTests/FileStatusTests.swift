import Foundation
@testable import Rendering
import Testing

/// The one `stat` behind asset checks and picture identities: type, size and modification
/// time as the file system has them, links followed.
@Suite struct FileStatusTests {
    @Test func aFilesSizeTypeAndTimeAreRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-status-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("picture.png")
        try Data(repeating: 7, count: 1234).write(to: file)
        let when = Date(timeIntervalSince1970: 1_700_000_000.25)
        try FileManager.default.setAttributes([.modificationDate: when], ofItemAtPath: file.path)
        let status = try #require(FileStatus(path: file.path))
        #expect(status.isRegular)
        #expect(status.size == 1234)
        #expect(abs(status.modified - 1_700_000_000.25) < 0.001)
        let link = folder.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        #expect(FileStatus(path: link.path)?.size == 1234, "a link is followed to its file")
        #expect(FileStatus(path: folder.path)?.isRegular == false)
        #expect(FileStatus(path: folder.appendingPathComponent("missing.png").path) == nil)
    }
}
