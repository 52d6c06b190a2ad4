import FoundationEssentials
import Glibc
import Rendering
import Scene

/// Everything one batch needs: a template, its rows, how to name and encode each card, and
/// where to put them. `plan()` checks it all before anything renders; `run` renders.
public struct BatchJob: Sendable {
    public var template: SceneTemplate
    public var rows: RowsFile
    /// Values for every row (from `--params` and `--set`); they win over a row's own.
    public var values: ParameterValues
    public var names: OutputNamePattern
    /// The output folder; it must exist.
    public var folder: String
    /// Whether existing outputs are rendered again; otherwise they are skipped, so an
    /// interrupted batch resumes where it stopped.
    public var force: Bool
    public var shard: Shard
    /// Render options for an output name's extension, or `nil` when it names no format.
    public var options: @Sendable (_ fileExtension: String) -> RenderOptions?

    /// Creates a job.
    public init(template: SceneTemplate, rows: RowsFile, values: ParameterValues = ParameterValues(), names: OutputNamePattern = .standard,
                folder: String, force: Bool = false, shard: Shard = .all,
                options: @escaping @Sendable (_ fileExtension: String) -> RenderOptions? = BatchJob.defaultOptions) {
        self.template = template
        self.rows = rows
        self.values = values
        self.names = names
        self.folder = folder
        self.force = force
        self.shard = shard
        self.options = options
    }

    /// Each format at its default settings.
    public static let defaultOptions: @Sendable (String) -> RenderOptions? = { fileExtension in
        OutputFormat(fileExtension: fileExtension.lowercased()).map { RenderOptions(format: $0) }
    }

    /// Columns that are neither parameters nor used by the name pattern, each with the
    /// parameter it may have been meant for.
    public var unusedColumns: [(column: String, suggestion: String?)] {
        let parameters = template.parameters.map(\.name)
        return rows.columns.filter { !parameters.contains($0) && !names.columns.contains($0) }.map { column in
            (column, NearestKey.suggestion(for: column, among: parameters))
        }
    }

    /// Names every row's file, refusing two rows that name the same one, and picks this
    /// shard's rows.
    /// - Throws: `BatchError` for a pattern naming a missing column, a name without a format,
    ///   a missing output folder, or a name two rows share.
    public func plan() throws(BatchError) -> BatchPlan {
        try names.check(against: rows.columns)
        var isFolder = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder else {
            throw BatchError("the output folder '\(folder)' does not exist")
        }
        var owners: [String: Int] = [:]
        var planned: [BatchPlan.Item] = []
        planned.reserveCapacity(rows.rows.count)
        for row in rows.rows {
            let name = names.name(for: row).flatMap { name -> Result<String, RowProblem> in
                let fileExtension = name.pathExtension
                guard options(fileExtension) != nil else {
                    return .failure(RowProblem("the name \(name.clippedName.jsonQuoted) has no image extension; end --name with .png, .jpg, .webp, .pdf or .svg"))
                }
                return .success(name)
            }
            if case .success(let name) = name {
                if let first = owners[name] {
                    throw BatchError("\(rows.file): rows \(first) and \(row.number) both name the file \(name.clippedName.jsonQuoted); make --name unique, for example with {row}")
                }
                owners[name] = row.number
            }
            planned.append(BatchPlan.Item(row: row, name: name))
        }
        return BatchPlan(job: self, items: Array(planned[shard.range(of: planned.count)]))
    }
}
