import FoundationEssentials
import Glibc
import Scene

/// The template values given on the command line: `--params values.json`, then each
/// `--set name=value` in order, later ones winning.
struct ParameterArguments {
    /// `--set` pairs as given.
    var assignments: [(name: String, text: String)] = []
    /// The `--params` file.
    var file: String?

    /// Reads `--set`'s `name=value`; the value may itself hold `=`.
    mutating func addAssignment(_ argument: String) throws(UsageError) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
            throw UsageError("--set expects name=value, such as --set title=\"Hello\", received '\(argument)'")
        }
        assignments.append((String(argument[..<equals]), String(argument[argument.index(after: equals)...])))
    }

    /// The values, reading the `--params` file.
    /// - Throws: `InputError` when the file cannot be read, `SceneError` when it is not a
    ///   JSON object.
    func values(limits: SceneLimits) throws -> ParameterValues {
        var values = ParameterValues()
        if let file {
            let bytes = try RenderCommand.readInput(file)
            let document = try SceneDecoder(limits: limits).parse(Array(bytes), file: file)
            values = try ParameterValues(json: document, file: file)
        }
        for (name, text) in assignments {
            values[name] = .text(text, source: .commandLine(name: name, text: text))
        }
        return values
    }
}
