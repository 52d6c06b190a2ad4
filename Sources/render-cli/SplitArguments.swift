import Scene

/// A command's arguments (the render command's, `diff`'s, `test`'s), split into positional
/// ones and options in the order given: `--name=value` or `--name value`, `--` ends the
/// options, and an unknown option is named with the nearest known one.
struct SplitArguments {
    var positional: [String] = []
    var options: [(name: String, value: String?)] = []

    static func split(_ arguments: [String], valueOptions: [String], flagOptions: [String]) throws(UsageError) -> SplitArguments {
        var result = SplitArguments()
        var remaining = arguments[...]
        var onlyPositional = false
        while let argument = remaining.popFirst() {
            if onlyPositional || argument == "-" || !argument.hasPrefix("-") {
                result.positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if valueOptions.contains(name) {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw UsageError("option '\(name)' needs a value")
                }
                result.options.append((name, value))
            } else if flagOptions.contains(name), inlineValue == nil {
                result.options.append((name, nil))
            } else {
                var message = "unknown option '\(name)'"
                let candidates = (valueOptions + flagOptions).filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) }
                if let suggestion = NearestKey.suggestion(for: String(name.drop { $0 == "-" }), among: candidates) {
                    message += "; did you mean '--\(suggestion)'?"
                }
                throw UsageError(message)
            }
        }
        return result
    }
}
