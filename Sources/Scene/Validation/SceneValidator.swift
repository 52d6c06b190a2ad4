/// Turns a parsed JSON document into a `Scene`, refusing anything the format does not allow.
///
/// This is the only place that interprets the document: it applies defaults, parses colours
/// and checks every limit, so that later stages can trust the `Scene` they are given.
public struct SceneValidator: Sendable {
    public var limits: SceneLimits

    /// Creates a validator.
    public init(limits: SceneLimits = SceneLimits()) {
        self.limits = limits
    }

    /// `params` makes a document a template; `SceneTemplate` binds and removes it first.
    static let sceneKeys = ["$schema", "params", "width", "height", "scale", "background", "fonts", "root"]

    /// Validates a whole document.
    public func validate(_ document: JSONValue) throws(SceneError) -> Scene {
        let object = try ObjectReader(document, path: JSONPath(), role: "a scene", allowedKeys: Self.sceneKeys)
        try object.finish()
        if let (value, path) = object.member("params") {
            throw SceneError(location: value.location, path: path, message: "a template's params are bound before validation; read it with SceneDecoder or SceneTemplate")
        }
        if let (value, path) = object.member("$schema") { _ = try string(value, path) }
        let size = NumberRule.positive(upTo: limits.maximumCoordinate)
        let (widthValue, widthPath) = try object.required("width", expected: "the canvas width in points, " + size.expectation)
        let (heightValue, heightPath) = try object.required("height", expected: "the canvas height in points, " + size.expectation)
        let width = try points(widthValue, widthPath, size)
        let height = try points(heightValue, heightPath, size)
        let scale = try number(in: object, "scale", .between(0.01, 16), default: 1)
        do {
            try limits.checkCanvas(width: width, height: height, scale: scale)
        } catch {
            throw SceneError(location: document.location, path: JSONPath(), message: error.message)
        }
        var background: Fill?
        if let (value, path) = object.member("background") { background = try fill(value, path) }
        var fonts: [FontFile] = []
        if let (value, path) = object.member("fonts") { fonts = try fontFiles(value, path) }
        let (rootValue, rootPath) = try object.required("root", expected: "the root node, an object with a \"type\"")
        var budget = NodeBudget(limits)
        let root = try node(rootValue, rootPath, depth: 1, budget: &budget)
        return Scene(width: width, height: height, scale: scale, background: background, fonts: fonts, root: root)
    }
}

/// How many more nodes, and characters of label text, a scene may have; shared across the
/// whole tree walk.
struct NodeBudget {
    var remaining: Int
    var characters: Int

    init(_ limits: SceneLimits) {
        remaining = limits.maximumNodes
        characters = limits.maximumTextCharacters
    }
}
