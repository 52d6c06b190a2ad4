/// A scene document with declared `params`, compiled once and bound to values many times.
///
/// Binding happens before validation: each parameter's value is put where the template uses
/// it, and the bound document is then validated like any scene. A bad value therefore gets
/// the same precise error as a bad literal, prefixed with the parameter and the value's source.
///
/// A document without `params` is a template too, with nothing to bind: its braces are text.
public struct SceneTemplate: Sendable {
    /// The name errors start with, such as `card.json`.
    public let file: String?
    /// The declared parameters, in the order they are written.
    public let parameters: [TemplateParameter]
    let limits: SceneLimits
    let body: TemplateNode
    /// How deeply the document nests, which decides where binding and validation run.
    public let depth: Int

    /// The most parameters one template may declare.
    public static let maximumParameters = 1000

    /// Compiles a parsed document, checking its declarations and every parameter it names.
    /// - Throws: `SceneError` for a bad declaration, an unknown parameter or a stray brace.
    public init(document: JSONValue, file: String? = nil, limits: SceneLimits = SceneLimits()) throws(SceneError) {
        self.file = file
        self.limits = limits
        depth = document.nestingDepth
        do {
            guard case .object(let members) = document.kind, let declared = members.first(where: { $0.key == "params" }) else {
                parameters = []
                body = .fixed(document)
                return
            }
            let parameters = try Self.parameters(declared.value, path: JSONPath([.key("params")]))
            self.parameters = parameters
            let rest = JSONValue(.object(members.filter { $0.key != "params" }), location: document.location)
            body = try TemplateCompiler(parameters: parameters).compile(rest, path: JSONPath())
        } catch {
            throw error.in(file: file)
        }
    }

    /// The parameter named `name`.
    public func parameter(named name: String) -> TemplateParameter? {
        parameters.first { $0.name == name }
    }
}
