import Batch
import Foundation
import Rendering
import Scene
import Testing

/// Planning refuses what would go wrong before anything renders; running renders each row
/// as a single render of the same values would, on many threads at once.
struct BatchPlanTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let card = packageRoot.appendingPathComponent("Examples/og-card.json")

    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("batch-plan-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func template() throws -> SceneTemplate {
        try SceneDecoder().template(Array(Data(contentsOf: Self.card)), file: "og-card.json")
    }

    private func rows(_ csv: String) throws -> RowsFile {
        try RowsFile.csv(Array(csv.utf8), file: "rows.csv")
    }

    @Test func twoRowsNamingOneFileStopTheBatch() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let job = BatchJob(template: try template(), rows: try rows("slug,title\na,One\nb,Two\na,Three\n"),
                           names: try OutputNamePattern("{slug}.png"), folder: folder.path)
        #expect(throws: BatchError("rows.csv: rows 1 and 3 both name the file \"a.png\"; make --name unique, for example with {row}")) { try job.plan() }
    }

    @Test func aNameWithoutAFormatIsABadRow() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let job = BatchJob(template: try template(), rows: try rows("slug\na.png\nb.txt\n"), names: try OutputNamePattern("{slug}"), folder: folder.path)
        let plan = try job.plan()
        #expect(plan.items.map { (try? $0.name.get()) ?? "-" } == ["a.png", "-"])
    }

    @Test func columnsThatAreNoParameterAreNamedWithTheNearestParameter() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let job = BatchJob(template: try template(), rows: try rows("slug,titel,colour,author\n"), names: try OutputNamePattern("{slug}.png"), folder: folder.path)
        #expect(job.unusedColumns.map(\.column) == ["titel", "colour"])
        #expect(job.unusedColumns.map(\.suggestion) == ["title", nil])
    }

    @Test func aShardPlansOnlyItsShareButChecksEveryName() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = "slug\n" + (1...10).map { "card-\($0)\n" }.joined() + "card-1\n"
        var job = BatchJob(template: try template(), rows: try rows(csv), names: try OutputNamePattern("{slug}.png"), folder: folder.path, shard: try Shard(parsing: "1/3"))
        #expect(throws: BatchError.self) { try job.plan() }
        job.rows = try rows("slug\n" + (1...10).map { "card-\($0)\n" }.joined())
        #expect(try job.plan().items.map(\.row.number) == [1, 2, 3])
        job.shard = try Shard(parsing: "3/3")
        #expect(try job.plan().items.map(\.row.number) == [7, 8, 9, 10])
    }

    /// Four rows on two threads: each file holds the bytes a single render of the same
    /// values gives, a bad row fails alone, and the folder holds the images and nothing else.
    @Test func rowsRenderedConcurrentlyMatchSingleRenders() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = try template()
        let csv = "slug,title,minutes,accent\na,First,3,#0EA5E9\nb,\"Second, longer title that wraps onto a second line\",12,crimson\nbad,Bad,1.5,#000\nd,Fourth,,\n"
        let job = BatchJob(template: template, rows: try rows(csv), names: try OutputNamePattern("{slug}.png"), folder: folder.path)
        let renderer = try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: Self.card.deletingLastPathComponent().path)))
        var failures: [Int: String] = [:]
        let summary = try job.plan().run(with: renderer, jobs: 2) { outcome in
            if case .failed(let message) = outcome.status { failures[outcome.row] = message }
        }
        #expect(summary == BatchSummary(rendered: 3, failed: 1, skipped: 0))
        #expect(failures == [3: "og-card.json:9:5: params.minutes (set by rows.csv:4, column \"minutes\"): expected a whole number, received \"1.5\""])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.png", "b.png", "d.png"])
        let expected: [String: ParameterValues] = [
            "a": ["title": "First", "minutes": 3, "accent": "#0EA5E9"],
            "b": ["title": "Second, longer title that wraps onto a second line", "minutes": 12, "accent": "crimson"],
            "d": ["title": "Fourth"],
        ]
        for (slug, values) in expected {
            let single = try renderer.renderNow(template, params: values).data
            #expect(try Data(contentsOf: folder.appendingPathComponent("\(slug).png")) == single, "\(slug).png differs from its single render")
        }
        let again = try job.plan().run(with: renderer, jobs: 2) { _ in }
        #expect(again == BatchSummary(rendered: 0, failed: 1, skipped: 3))
    }
}
