import Batch
import FoundationEssentials
import Glibc
import Rendering
import Scene

/// `render-cli batch`: one template, one image per row of a CSV or JSON Lines file.
enum BatchCommand {
    static let command = "render-cli batch"
    static let batchValueOptions = ["--rows", "--out", "--name", "--jobs", "--shard"]
    static let batchFlagOptions = ["--force"]
    /// Single-render options that mean nothing here.
    static let refused = ["-o": "each row's file is named by --name inside --out", "--output": "each row's file is named by --name inside --out",
                          "--format": "the format comes from --name's extension", "--animate": "a batch renders single images",
                          "--fps": "a batch renders single images", "--duration": "a batch renders single images",
                          "--dump-layout": "it applies to a single render", "--timings": "the summary gives the batch's time"]

    static func run(_ arguments: [String]) -> Int32 {
        let options: BatchOptions
        do {
            options = try BatchOptions.parse(arguments)
        } catch {
            return RenderCommand.usageFailure(error.message, command: command)
        }
        if options.render.showHelp {
            print(batchUsageText)
            return 0
        }
        do {
            return try run(options)
        } catch let error as UsageError {
            return RenderCommand.usageFailure(error.message, command: command)
        } catch {
            RenderCommand.printError(String(describing: error))
            return 64
        }
    }

    private static func run(_ options: BatchOptions) throws -> Int32 {
        let template = try options.template()
        let rows = try RowsFile.read(options.rows)
        var limits = SceneLimits()
        if let maximumPixels = options.render.maximumPixels { limits.maximumPixels = maximumPixels }
        let values = try options.render.parameters.values(limits: limits)
        try FileManager.default.createDirectory(atPath: options.out, withIntermediateDirectories: true)
        let render = options.render
        let job = BatchJob(template: template.template, rows: rows, values: values, names: options.names, folder: options.out,
                           force: options.force, shard: options.shard) { fileExtension in
            render.renderOptions(forExtension: fileExtension)
        }
        let plan = try job.plan()
        for (column, suggestion) in job.unusedColumns {
            let hint = suggestion.map { "; did you mean \($0.jsonQuoted)?" } ?? ""
            let name = column.count > 64 ? String(column.prefix(64)) + "…" : column
            RenderCommand.printError("\(rows.file): warning: the column \(name.jsonQuoted) is neither a parameter of \(template.file) nor used by --name\(hint)")
        }
        let renderer = try Renderer(configuration: RendererConfiguration(limits: limits, strict: render.strict, assets: template.assets, remote: render.remote))
        let progress = ProgressBar(unit: "rows")
        let start = ContinuousClock.now
        var done = 0
        let summary = plan.run(with: renderer, jobs: options.jobs) { outcome in
            done += 1
            report(outcome, file: rows.file, progress: progress)
            progress.update(done: done, total: plan.items.count)
        }
        progress.finish()
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = summary.rendered > 0 ? cFormat(" (%.1f a second)", Double(summary.rendered) / max(seconds, 1e-9)) : ""
        let shard = options.shard == .all ? "" : " of shard \(options.shard)"
        print("\(summary)\(shard) in \(cFormat("%.1f", seconds)) s\(rate)")
        return summary.failed > 0 ? 1 : 0
    }

    /// Prints a failed row, or a rendered row's warnings, above the progress line.
    private static func report(_ outcome: BatchOutcome, file: String, progress: ProgressBar) {
        let prefix = "\(file):\(outcome.line): row \(outcome.row)"
        switch outcome.status {
        case .rendered(let warnings):
            guard !warnings.isEmpty else { return }
            progress.finish()
            for warning in warnings { RenderCommand.printError("\(prefix): warning: \(warning)") }
        case .skipped:
            return
        case .failed(let message):
            progress.finish()
            RenderCommand.printError("\(prefix): \(message)")
        }
    }
}
