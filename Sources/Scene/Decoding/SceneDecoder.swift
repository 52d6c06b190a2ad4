/// The first two stages: JSON bytes to a parsed document, then to a validated `Scene`.
public struct SceneDecoder: Sendable {
    public var limits: SceneLimits

    /// Creates a decoder.
    public init(limits: SceneLimits = SceneLimits()) {
        self.limits = limits
    }

    /// Parses JSON text into a document that remembers positions.
    /// - Parameters:
    ///   - bytes: UTF-8 JSON.
    ///   - file: the name shown at the start of error messages, such as `card.json`.
    public func parse(_ bytes: [UInt8], file: String? = nil) throws(SceneError) -> JSONValue {
        let depth = limits.maximumJSONDepth
        do {
            return try DeepStack.run(depth: DeepStack.nesting(of: bytes)) { () throws(SceneError) -> JSONValue in
                try JSONParser(maximumDepth: depth).parse(bytes)
            }
        } catch {
            throw error.in(file: file)
        }
    }

    /// Parses JSON text into a template, compiled once to be bound to many sets of values.
    public func template(_ bytes: [UInt8], file: String? = nil) throws(SceneError) -> SceneTemplate {
        let limits = limits
        // Parsing and compiling share one stack: one scan of the text decides where.
        return try DeepStack.run(depth: DeepStack.nesting(of: bytes)) { () throws(SceneError) -> SceneTemplate in
            let document: JSONValue
            do throws(SceneError) {
                document = try JSONParser(maximumDepth: limits.maximumJSONDepth).parse(bytes)
            } catch {
                throw error.in(file: file)
            }
            return try SceneTemplate(document: document, file: file, limits: limits)
        }
    }

    /// Parses and validates JSON text into a `Scene`; a template takes its defaults.
    public func decode(_ bytes: [UInt8], file: String? = nil) throws(SceneError) -> Scene {
        try decode(try template(bytes, file: file))
    }

    /// Binds a template to `values` and validates the result; errors caused by a value name
    /// its parameter and where the value came from.
    public func decode(_ template: SceneTemplate, values: ParameterValues = ParameterValues()) throws(SceneError) -> Scene {
        let limits = limits
        return try DeepStack.run(depth: template.depth) { () throws(SceneError) -> Scene in
            let binding = try template.bind(values)
            do throws(SceneError) {
                return try SceneValidator(limits: limits).validate(binding.document)
            } catch {
                throw binding.attribute(error).in(file: template.file)
            }
        }
    }
}

extension SceneError {
    /// The same error, attributed to `file`.
    func `in`(file: String?) -> SceneError {
        var copy = self
        copy.file = file
        return copy
    }
}
