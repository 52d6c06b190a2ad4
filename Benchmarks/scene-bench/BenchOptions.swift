/// The command line of `scene-bench`: one scene path and `--name value` options. Anything
/// else is refused, so a mistyped option never silently benchmarks the defaults.
struct BenchOptions {
    var scenePath = ""
    var iterations = 60
    var cliPath: String?
    /// The reference card's folder (`card.json`, `photo.jpg`) and the C program that draws
    /// the same card, for the whole-process comparison.
    var referenceFolder: String?
    var cardProgram: String?
    var batchRows = 500
    var memoryRows = 5000
    var batchRounds = 3
    var stagesOnly = false
    var layoutOnly = false
    var processOnly = false
    var effectsOnly = false

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        var scene: String?
        while let argument = remaining.popFirst() {
            switch argument {
            case "--stages-only": stagesOnly = true
            case "--layout-only": layoutOnly = true
            case "--process-only": processOnly = true
            case "--reference": referenceFolder = try Self.value(of: argument, from: &remaining)
            case "--card-program": cardProgram = try Self.value(of: argument, from: &remaining)
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
        if [stagesOnly, layoutOnly, processOnly, effectsOnly].filter({ $0 }).count > 1 {
            throw BenchFailure("--stages-only, --layout-only, --process-only and --effects-only exclude each other")
        }
        if (referenceFolder == nil) != (cardProgram == nil) {
            throw BenchFailure("--reference and --card-program go together")
        }
        if processOnly, referenceFolder == nil || cliPath == nil {
            throw BenchFailure("--process-only needs --cli, --reference and --card-program")
        }
        guard let scene else {
            if layoutOnly || processOnly || effectsOnly { return }
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
