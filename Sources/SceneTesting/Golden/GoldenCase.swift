import Foundation
import Scene

/// One golden case: `Goldens/<area>/<name>.json` beside its reference `<name>.png`.
///
/// A scene that changes over time can list moments in a `<name>.times` file beside it
/// (seconds, separated by spaces or lines; see `MomentList`); each moment is a case of its
/// own, with the reference `<name>@<seconds>s.png`, as `render-cli test` reads them too.
public struct GoldenCase: Sendable, Hashable, CustomStringConvertible {
    /// The scene file.
    public let scene: URL
    /// The moment rendered, in seconds; `nil` for a scene rendered once, at 0.
    public let time: Double?
    /// The folder name under `Goldens/`, such as `views`.
    public var area: String { scene.deletingLastPathComponent().lastPathComponent }
    /// The kebab-case case name, such as `rounded-corners`.
    public var name: String { scene.deletingPathExtension().lastPathComponent }
    /// The reference image.
    public var reference: URL {
        scene.deletingLastPathComponent().appendingPathComponent("\(name)\(moment).png")
    }

    /// `@0.5s` for a timed case, empty otherwise.
    private var moment: String {
        time.map(MomentList.suffix(for:)) ?? ""
    }

    /// Creates a case for a scene file, at `time` when the scene changes over time.
    public init(scene: URL, time: Double? = nil) {
        self.scene = scene
        self.time = time
    }

    public var description: String { "\(area)/\(name)\(moment)" }

    /// Every case under `root`, sorted by area and name.
    public static func all(in root: URL) throws -> [GoldenCase] {
        let areas = try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)
        var cases: [GoldenCase] = []
        for area in areas where area.hasDirectoryPath {
            let files = try FileManager.default.contentsOfDirectory(at: area, includingPropertiesForKeys: nil)
            for scene in files where scene.pathExtension == "json" {
                let times = scene.deletingPathExtension().appendingPathExtension("times")
                guard let listed = try? String(contentsOf: times, encoding: .utf8) else {
                    cases.append(GoldenCase(scene: scene))
                    continue
                }
                do {
                    cases += try MomentList(parsing: listed).times.map { GoldenCase(scene: scene, time: $0) }
                } catch {
                    throw GoldenTimesError(file: times.path, reason: error)
                }
            }
        }
        return cases.sorted { ($0.area, $0.name, $0.time ?? 0) < ($1.area, $1.name, $1.time ?? 0) }
    }
}

/// A `.times` file holds something that is not a moment in seconds, or no moment at all.
public struct GoldenTimesError: Error, CustomStringConvertible {
    public let file: String
    public let reason: MomentListError

    public var description: String { "\(file): \(reason)" }
}
