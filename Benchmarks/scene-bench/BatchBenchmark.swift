import Batch
import Foundation
import Rendering
import Scene

/// Times the example card as a template over generated rows: cards a second through the
/// batch runner with one job and with two, each round paired with the same cards rendered
/// one by one in-process (the cost a batch card is compared with), and the peak memory of
/// whole `render-cli batch` runs over 500 and 5,000 rows, which must not grow with the rows.
///
/// Every render is strict, so a missing picture or font fails the benchmark instead of
/// timing a placeholder.
enum BatchBenchmark {
    static func run(template path: String, cli: String?, rows count: Int, memoryRows: Int, rounds: Int) throws -> [String] {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let template = try SceneDecoder().template(Array(Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        let renderer = try Renderer(configuration: RendererConfiguration(strict: true, assets: AssetFolder(path: folder)))
        let rows = csv(count)
        let file = try RowsFile.csv(Array(rows.utf8), file: "rows.csv")
        // A warm-up of each kind: fonts, text measurements and pictures cached, as in a
        // long-running batch.
        let warmUp = RowsFile(file: file.file, columns: file.columns, rows: Array(file.rows.prefix(20)))
        _ = try singleRenders(template, rows: warmUp, renderer: renderer)
        _ = try batch(template, rows: warmUp, renderer: renderer, jobs: 2)
        var single: [Double] = [], oneJob: [Double] = [], twoJobs: [Double] = []
        for _ in 0..<rounds {
            single.append(try singleRenders(template, rows: file, renderer: renderer))
            oneJob.append(try batch(template, rows: file, renderer: renderer, jobs: 1))
            twoJobs.append(try batch(template, rows: file, renderer: renderer, jobs: 2))
        }
        let costRatios = zip(oneJob, single).map { $0 / $1 }
        let speedups = zip(oneJob, twoJobs).map { $0 / $1 }
        var lines = [
            String(format: "batch %d rows  in-process single renders %.2f ms a card; batch --jobs 1 %.2f ms a card (%.1f a second), --jobs 2 %.2f ms (%.1f a second)",
                   count, Report.median(single), Report.median(oneJob), 1000 / Report.median(oneJob), Report.median(twoJobs), 1000 / Report.median(twoJobs)),
            String(format: "batch ratios   a batch card / a single render %.3f× (goal ≤ 1.05), 2 jobs / 1 job %.2f× the throughput (goal ≥ 1.8); medians of %d paired rounds",
                   Report.median(costRatios), Report.median(speedups), rounds),
        ]
        if let cli {
            let small = try peakMemory(cli: cli, template: path, rows: count)
            let large = try peakMemory(cli: cli, template: path, rows: memoryRows)
            lines.append(String(format: "batch memory   render-cli batch peak RSS: %d rows %.1f MiB, %d rows %.1f MiB (%.2f×)",
                                count, small, memoryRows, large, large / small))
        }
        return lines
    }

    /// Rows that vary every text and the accent, with the pictures the card names.
    static func csv(_ count: Int) -> String {
        let authors = ["Grace Hopper", "Alan Turing", "Ada Lovelace", "Edsger Dijkstra", "Barbara Liskov"]
        let accents = ["#4F46E5", "#0EA5E9", "crimson", "#16A34A", "#9333EA"]
        var text = "slug,title,author,minutes,accent\n"
        for index in 0..<count {
            let title = "Card \(index): " + String(repeating: "templates and batches ", count: 1 + index % 5)
            text += "card-\(index),\"\(title)\",\(authors[index % authors.count]),\(1 + index % 30),\(accents[index % accents.count])\n"
        }
        return text
    }

    /// Milliseconds a card, rendering each row's values one after another in this process.
    private static func singleRenders(_ template: SceneTemplate, rows: RowsFile, renderer: Renderer) throws -> Double {
        let values = try rows.rows.map { row -> ParameterValues in
            var values = ParameterValues()
            for (column, value) in try row.values.get() where template.parameter(named: column) != nil {
                if case .text(let text) = value { values[column] = .text(text, source: .caller) }
            }
            return values
        }
        let start = ContinuousClock.now
        for value in values {
            let result = try renderer.renderNow(template, params: value)
            guard result.warnings.isEmpty else { throw BenchFailure("a single render warned: \(result.warnings[0])") }
        }
        return Report.milliseconds(ContinuousClock.now - start) / Double(values.count)
    }

    /// Milliseconds a card through the batch runner, files written into a fresh folder.
    private static func batch(_ template: SceneTemplate, rows: RowsFile, renderer: Renderer, jobs: Int) throws -> Double {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("scene-bench-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let plan = try BatchJob(template: template, rows: rows, names: try OutputNamePattern("{slug}.png"), folder: out.path).plan()
        var failure: String?
        let start = ContinuousClock.now
        let summary = plan.run(with: renderer, jobs: jobs) { outcome in
            if case .failed(let message) = outcome.status { failure = failure ?? message }
        }
        let elapsed = Report.milliseconds(ContinuousClock.now - start)
        if let failure { throw BenchFailure("a batch row failed: \(failure)") }
        guard summary.rendered == rows.rows.count else { throw BenchFailure("the batch rendered \(summary.rendered) of \(rows.rows.count) rows") }
        return elapsed / Double(rows.rows.count)
    }

    /// The peak resident memory of a whole `render-cli batch --strict` run, in MiB, as GNU
    /// time reports it (see `ProcessBenchmark.peakMemory`).
    private static func peakMemory(cli: String, template: String, rows count: Int) throws -> Double {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("scene-bench-memory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let rows = work.appendingPathComponent("rows.csv")
        try Data(csv(count).utf8).write(to: rows)
        let arguments = [cli, "batch", template, "--rows", rows.path, "--out", work.appendingPathComponent("out").path, "--name", "{slug}.png", "--strict"]
        return try ProcessBenchmark.peakMemory(arguments, work: work)
    }
}
