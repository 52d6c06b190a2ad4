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
        do {
            return try JSONParser(maximumDepth: limits.maximumJSONDepth).parse(bytes)
        } catch {
            throw error.in(file: file)
        }
    }

    /// Parses and validates JSON text into a `Scene`.
    public func decode(_ bytes: [UInt8], file: String? = nil) throws(SceneError) -> Scene {
        let document = try parse(bytes, file: file)
        do {
            return try SceneValidator(limits: limits).validate(document)
        } catch {
            throw error.in(file: file)
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
