import Foundation

/// One golden case: `Goldens/<area>/<name>.json` beside its reference `<name>.png`.
public struct GoldenCase: Sendable, Hashable, CustomStringConvertible {
    /// The scene file.
    public let scene: URL
    /// The folder name under `Goldens/`, such as `views`.
    public var area: String { scene.deletingLastPathComponent().lastPathComponent }
    /// The kebab-case case name, such as `rounded-corners`.
    public var name: String { scene.deletingPathExtension().lastPathComponent }
    /// The reference image.
    public var reference: URL { scene.deletingPathExtension().appendingPathExtension("png") }

    /// Creates a case for a scene file.
    public init(scene: URL) {
        self.scene = scene
    }

    public var description: String { "\(area)/\(name)" }

    /// Every case under `root`, sorted by area and name.
    public static func all(in root: URL) throws -> [GoldenCase] {
        let areas = try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)
        var cases: [GoldenCase] = []
        for area in areas where area.hasDirectoryPath {
            let files = try FileManager.default.contentsOfDirectory(at: area, includingPropertiesForKeys: nil)
            cases += files.filter { $0.pathExtension == "json" }.map(GoldenCase.init)
        }
        return cases.sorted { $0.description < $1.description }
    }
}
