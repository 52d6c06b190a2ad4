import Dispatch
import Files
import FoundationEssentials
import Glibc
import Locking
import Rendering
import Scene
import Synchronization

/// A checked batch: this shard's rows, each with its file name or why it has none.
public struct BatchPlan: Sendable {
    /// One row to render.
    public struct Item: Sendable {
        public let row: BatchRow
        public let name: Result<String, RowProblem>
    }

    public let job: BatchJob
    public let items: [Item]

    /// The stack each render thread gets: layout and text recurse over the tree.
    static let threadStackBytes = 8 << 20

    /// Renders every row on `jobs` threads, all sharing `renderer`, and hands each row's
    /// outcome to `report` on the calling thread as it finishes.
    /// - Returns: the counts, once every row is done.
    @discardableResult
    public func run(with renderer: Renderer, jobs: Int, report: (BatchOutcome) -> Void) -> BatchSummary {
        let queue = OutcomeQueue()
        let next = RowCounter()
        let work = self
        let worker: @Sendable () -> Void = {
            while true {
                let index = next.take()
                guard index < work.items.count else { return }
                queue.push(work.render(work.items[index], with: renderer))
            }
        }
        var started = 0
        for _ in 0..<max(1, min(jobs, items.count)) where HelperThread.detach(stackBytes: Self.threadStackBytes, worker) {
            started += 1
        }
        // Without a thread of its own, the batch still runs, on this one.
        if started == 0 { worker() }
        var summary = BatchSummary()
        for _ in items.indices {
            let outcome = queue.pop()
            summary.count(outcome)
            report(outcome)
        }
        return summary
    }

    /// Renders one row and writes its file, whole or not at all.
    func render(_ item: Item, with renderer: Renderer) -> BatchOutcome {
        let row = item.row
        func outcome(_ status: BatchOutcome.Status, name: String? = nil) -> BatchOutcome {
            BatchOutcome(row: row.number, line: row.line, name: name, status: status)
        }
        let name: String
        switch item.name {
        case .success(let found): name = found
        case .failure(let problem): return outcome(.failed(problem.description))
        }
        let path = job.folder.appendingPathComponent(name)
        if !job.force, (try? FileManager.default.attributesOfItem(atPath: path)) != nil { return outcome(.skipped, name: name) }
        let values: ParameterValues
        switch row.parameterValues(for: job.template, file: job.rows.file) {
        case .success(let found): values = found.merging(job.values)
        case .failure(let problem): return outcome(.failed(problem.description), name: name)
        }
        do {
            let options = job.options(name.pathExtension)!
            let result = try renderer.renderNow(job.template, params: values, options: options)
            switch try AtomicFile.write(result.data, to: path, replacing: job.force) {
            case .written: return outcome(.rendered(warnings: result.warnings), name: name)
            case .existed: return outcome(.skipped, name: name)
            }
        } catch {
            return outcome(.failed(String(describing: error)), name: name)
        }
    }
}

/// Hands out row positions to the render threads, each once. A class, so that a thread still
/// asking after the last row has finished holds it alive.
private final class RowCounter: Sendable {
    private let next = Atomic<Int>(0)

    func take() -> Int {
        next.add(1, ordering: .relaxed).oldValue
    }
}

/// Outcomes from the render threads, taken in the order they finish.
private final class OutcomeQueue: Sendable {
    private let outcomes = Locked<[BatchOutcome]>([])
    private let ready = DispatchSemaphore(value: 0)

    func push(_ outcome: BatchOutcome) {
        outcomes.withLock { $0.append(outcome) }
        ready.signal()
    }

    func pop() -> BatchOutcome {
        ready.wait()
        return outcomes.withLock { $0.removeFirst() }
    }
}

extension BatchRow {
    /// The row's values for the template's parameters, each attributed to its cell. Empty
    /// cells and `null` are left out, so the parameter's default applies; columns that are
    /// no parameter are left for the name pattern.
    func parameterValues(for template: SceneTemplate, file: String) -> Result<ParameterValues, RowProblem> {
        values.map { cells in
            var parameters = ParameterValues()
            for (column, value) in cells where template.parameter(named: column) != nil && !value.isEmpty {
                switch value {
                case .text(let text):
                    parameters[column] = .text(text, source: ParameterSource("set by \(file):\(line), column \(column.jsonQuoted)"))
                case .json(let json):
                    parameters[column] = ParameterValue(json: json, source: .file(file, at: json.location))
                }
            }
            return parameters
        }
    }
}
