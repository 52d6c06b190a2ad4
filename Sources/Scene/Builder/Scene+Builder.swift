extension Scene {
    /// Builds a scene in Swift; equal to the scene its JSON form decodes to. Several root
    /// nodes are drawn over each other in a `zstack` (see `SceneBuilder`).
    ///
    ///     let card = Scene(width: 1200, height: 630, background: .color(.white)) {
    ///         View().frame(width: 1100, height: 530).background(.indigo).cornerRadius(32)
    ///         Label("Hello").font(size: 64, weight: 700).textColor(.white)
    ///     }
    public init(width: Double, height: Double, scale: Double = 1, background: Fill? = nil, fonts: [FontFile] = [], @SceneBuilder root: () -> Node) {
        self.init(width: width, height: height, scale: scale, background: background, fonts: fonts, root: root())
    }
}
