import FoundationEssentials
import Scene

extension Renderer {
    /// Parses and compiles a template (or a plain scene) once, to render with many values.
    /// - Throws: `SceneError` for invalid JSON, a bad declaration or an unknown parameter.
    public func template(json: Data, file: String? = nil) throws(SceneError) -> SceneTemplate {
        try SceneDecoder(limits: configuration.limits).template(Array(json), file: file)
    }

    /// Binds a template to `params`, replaces colours taken from pictures, and validates.
    /// - Throws: `SceneError`; one caused by a value names its parameter and source.
    public func bind(_ template: SceneTemplate, params: ParameterValues = ParameterValues()) throws(SceneError) -> BoundScene {
        try DeepStack.run(depth: template.depth) { () throws(SceneError) -> BoundScene in
            let binding = try template.bind(params)
            let references = ColorReferences(colors: { source in try self.analysedColors(of: source) })
            do throws(SceneError) {
                let scene = try SceneValidator(limits: self.configuration.limits).validate(try references.resolve(binding.document, path: JSONPath()))
                return BoundScene(scene: scene, binding: binding)
            } catch {
                var located = binding.attribute(error)
                located.file = template.file
                throw located
            }
        }
    }

    /// Renders a template with `params`: the same image as a scene written with those values.
    public func render(_ template: SceneTemplate, params: ParameterValues = ParameterValues(), options: RenderOptions = RenderOptions()) async throws -> RenderResult {
        try renderNow(template, params: params, options: options)
    }

    /// The synchronous form of `render(_:params:options:)`, for threads without a task.
    public func renderNow(_ template: SceneTemplate, params: ParameterValues = ParameterValues(), options: RenderOptions = RenderOptions()) throws -> RenderResult {
        try renderNow(template, params: params, options: options, started: ContinuousClock.now)
    }

    /// Renders a bound scene; errors and warnings caused by a value name its parameter.
    public func renderNow(_ bound: BoundScene, file: String? = nil, options: RenderOptions = RenderOptions()) throws -> RenderResult {
        try renderNow(bound, file: file, options: options, timings: StageTimings())
    }

    func renderNow(_ template: SceneTemplate, params: ParameterValues, options: RenderOptions, started: ContinuousClock.Instant) throws -> RenderResult {
        let bound = try bind(template, params: params)
        var timings = StageTimings()
        timings.decode = ContinuousClock.now - started
        return try renderNow(bound, file: template.file, options: options, timings: timings)
    }

    private func renderNow(_ bound: BoundScene, file: String?, options: RenderOptions, timings: StageTimings) throws -> RenderResult {
        do {
            var result = try renderNow(bound.scene, options: options, timings: timings)
            result.warnings = result.warnings.map(bound.binding.attribute)
            return result
        } catch let error as SceneError {
            var attributed = bound.binding.attribute(error)
            if attributed.file == nil { attributed.file = file }
            throw attributed
        } catch let error as StrictModeError {
            throw StrictModeError(warning: bound.binding.attribute(error.warning))
        }
    }
}
