import Batch
import FoundationEssentials
import Glibc
import Rendering
import Scene

/// `render-cli batch`'s arguments: its own options, and the single render's that apply to
/// every row.
struct BatchOptions {
    var templatePath = ""
    var rows = ""
    var out = ""
    var names = OutputNamePattern.standard
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var shard = Shard.all
    var force = false
    /// Options shared with a single render: values, assets, encoding, strictness.
    var render = CommandLineOptions()

    static func parse(_ arguments: [String]) throws(UsageError) -> BatchOptions {
        let split = try SplitArguments.split(arguments, valueOptions: BatchCommand.batchValueOptions + CommandLineOptions.valueOptions,
                                             flagOptions: BatchCommand.batchFlagOptions + CommandLineOptions.flagOptions)
        var options = BatchOptions()
        for (name, value) in split.options {
            if let reason = BatchCommand.refused[name] { throw UsageError("\(name) does not apply to a batch: \(reason)") }
            switch (name, value) {
            case ("--rows", let value?): options.rows = value
            case ("--out", let value?): options.out = value
            case ("--name", let value?):
                do { options.names = try OutputNamePattern(value) } catch { throw UsageError(error.description) }
            case ("--jobs", let value?):
                guard let jobs = Int(value), (1...256).contains(jobs) else { throw UsageError("--jobs expects a whole number from 1 to 256, received '\(value)'") }
                options.jobs = jobs
            case ("--shard", let value?):
                do { options.shard = try Shard(parsing: value) } catch { throw UsageError(error.description) }
            case ("--force", nil): options.force = true
            case (_, let value?): try options.render.apply(name, value)
            case (_, nil): options.render.apply(flag: name)
            }
        }
        if options.render.showHelp { return options }
        guard split.positional.count <= 1 else { throw UsageError("unexpected argument '\(split.positional[1])'; give one template file") }
        guard let template = split.positional.first, template != "-" else { throw UsageError("missing the template file to render") }
        guard !options.rows.isEmpty else { throw UsageError("missing --rows <rows.csv|rows.jsonl>, the data to render") }
        guard !options.out.isEmpty else { throw UsageError("missing --out <dir>, the folder the images go in") }
        options.templatePath = template
        return options
    }

    /// The template, read and compiled once for every row, with its asset folder.
    func template() throws -> (template: SceneTemplate, file: String, assets: AssetFolder?) {
        try render.checkAssets()
        let json: Data
        do {
            json = try RenderCommand.readInput(templatePath)
        } catch {
            throw UsageError("cannot read '\(templatePath)': \((error as? InputError)?.reason ?? String(describing: error))")
        }
        let template = try SceneDecoder().template(Array(json), file: templatePath)
        return (template, templatePath, RenderCommand.assetFolder(render, file: templatePath))
    }
}
