/// A template's scene for one set of values, with the binding that names the parameter
/// behind any problem found after validation: a missing picture, bad markup, a font.
public struct BoundScene: Sendable {
    public let scene: Scene
    public let binding: TemplateBinding

    /// Pairs a validated scene with the binding it came from.
    public init(scene: Scene, binding: TemplateBinding) {
        self.scene = scene
        self.binding = binding
    }
}
