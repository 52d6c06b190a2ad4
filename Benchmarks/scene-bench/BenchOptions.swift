/// The command line of `scene-bench`: one scene path and `--name value` options. Anything
/// else is refused, so a mistyped option never silently benchmarks the defaults.
struct BenchOptions {
    var scenePath = ""
    var iterations = 60
    var cliPath: String?
    var batchRows = 500
    var memoryRows = 5000
    var batchRounds = 3
    var stagesOnly = false
    var layoutOnly = false
    var effectsOnly = false

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        var scene: String?
        while let argument = remaining.popFirst() {
            switch argument {
            case "--stages-only": stagesOnly = true
            case "--layout-only": layoutOnly = true
            case "--effects-only": effectsOnly = true
            case "--cli": cliPath = try Self.value(of: argument, from: &remaining)
            case "--iterations": iterations = try Self.count(of: argument, from: &remaining)
            case "--batch-rows": batchRows = try Self.count(of: argument, from: &remaining)
            case "--memory-rows": memoryRows = try Self.count(of: argument, from: &remaining)
            case "--batch-rounds": batchRounds = try Self.count(of: argument, from: &remaining)
            case _ where argument.hasPrefix("-"): throw BenchFailure("unknown option \(argument)")
            default:
                if let scene { throw BenchFailure("one scene only; got \(scene) and \(argument)") }
                scene = argument
            }
        }
        if [stagesOnly, layoutOnly, effectsOnly].filter({ $0 }).count > 1 {
            throw BenchFailure("--stages-only, --layout-only and --effects-only exclude each other")
        }
        guard let scene else {
            if layoutOnly || effectsOnly { return }
            throw BenchFailure("no scene given")
        }
        scenePath = scene
    }

    private static func value(of option: String, from remaining: inout ArraySlice<String>) throws -> String {
        guard let value = remaining.popFirst() else { throw BenchFailure("\(option) needs a value") }
        return value
    }

    private static func count(of option: String, from remaining: inout ArraySlice<String>) throws -> Int {
        let text = try value(of: option, from: &remaining)
        guard let number = Int(text), number > 0, number <= 1_000_000 else {
            throw BenchFailure("\(option) takes a whole number from 1 to 1000000, got \(text)")
        }
        return number
    }
}
