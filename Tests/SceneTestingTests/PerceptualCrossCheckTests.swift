import Foundation
import Rendering
import SceneTesting
import Testing

/// The standard strategy against pixelmatch, an independent implementation of antialiasing
/// detection with its own colour metric. `Tools/perceptual-check/check.py` made the image
/// pairs and ran pixelmatch on them; its counts are committed beside them, so this check needs
/// no Python. The two metrics differ (CIEDE2000 here, YIQ distance there, its threshold set to
/// agree on greys), so only the verdicts are held to agree, not the counts; the README there
/// lists both.
struct PerceptualCrossCheckTests {
    struct Report: Decodable {
        let tool: String
        let pairs: [Pair]
    }

    struct Pair: Decodable, Sendable, CustomTestStringConvertible {
        let name: String
        let about: String
        let width: Int
        let height: Int
        let differentPixels: Int
        let antialiasedPixels: Int
        let matches: Bool

        var testDescription: String { name }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tools/perceptual-check")
    static let report = try? JSONDecoder().decode(Report.self, from: Data(contentsOf: folder.appendingPathComponent("pixelmatch-results.json")))

    /// Pairs on which the verdicts differ by design, and why.
    static let disagreements = [
        "transparent-vs-white": "pixelmatch composites only over white, where a transparent pixel and an opaque white one are alike; the standard strategy also composites over black",
    ]

    @Test func theReportHasThePairs() {
        #expect(Self.report?.pairs.count == 12, "read \(Self.folder.path)/pixelmatch-results.json")
    }

    @Test(arguments: report?.pairs ?? [])
    func reachesPixelmatchsVerdict(_ pair: Pair) throws {
        func image(_ side: String) throws -> Bitmap {
            try Bitmap(pngData: Data(contentsOf: Self.folder.appendingPathComponent("pairs/\(pair.name)-\(side).png")))
        }
        let result = ImageComparator().compare(expected: try image("expected"), actual: try image("actual"))
        #expect(result.totalPixels == pair.width * pair.height)
        let pixelmatch = "pixelmatch: \(pair.differentPixels) different, \(pair.antialiasedPixels) antialiased; here: \(result)"
        if let reason = Self.disagreements[pair.name] {
            #expect(result.matches != pair.matches, "\(pair.about): \(reason); \(pixelmatch)")
        } else {
            #expect(result.matches == pair.matches, "\(pair.about): \(pixelmatch)")
        }
    }
}
