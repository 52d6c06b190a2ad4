import Files
import FoundationEssentials
import Glibc
import Scene

/// A scene under the tested folder, the moment it is rendered at, and the reference image
/// beside it.
///
/// As in the golden tests (`GoldenCase`), a scene with a `<name>.times` file beside it is a
/// case at each moment the file lists, with the reference `<name>@<seconds>s.png`; any other
/// scene is one case at `--time` (0 without it), with the reference `<name>.png`.
struct SceneCase {
    /// The scene's path inside the folder, without `.json`, and the moment when the
    /// `.times` file gives it: `cards/login`, `cards/toast@0.5s`.
    var name: String
    /// The scene file, as a path from the current directory.
    var scene: String
    /// The reference: the scene's path with `.png` (or `@<seconds>s.png`) for `.json`.
    var reference: String
    /// The moment rendered, in seconds.
    var time: Double
    /// The `.times` file the moment is listed in; `nil` for a scene without one.
    var timesFile: String?

    /// A `.times` file is a few numbers; a larger one is not one.
    static let maximumTimesBytes = 1 << 20

    /// Every `*.json` file under `folder`, at any depth, sorted by path, at each of its
    /// moments. Hidden files and folders are skipped, as they hold tools' data rather than
    /// scenes.
    /// - Parameter time: the moment of the scenes without a `.times` file.
    /// - Throws: `UsageError` when the folder does not exist or holds no scene, or a `.times`
    ///   file cannot be read.
    static func find(in folder: String, time: Double) throws(UsageError) -> [SceneCase] {
        var isFolder = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw UsageError("no such folder '\(folder)'")
        }
        guard isFolder else {
            throw UsageError("'\(folder)' is not a folder; give the folder that holds the scenes")
        }
        let names = try scenePaths(under: folder)
        guard !names.isEmpty else {
            throw UsageError("no scenes (*.json files) under '\(folder)'")
        }
        var cases: [SceneCase] = []
        for relative in names.sorted() {
            let scene = folder.appendingPathComponent(relative)
            let name = relative.deletingPathExtension
            let base = scene.deletingPathExtension
            let timesFile = base + ".times"
            guard let moments = try moments(listedIn: timesFile) else {
                cases.append(SceneCase(name: name, scene: scene, reference: base + ".png", time: time))
                continue
            }
            for moment in moments.times {
                let suffix = MomentList.suffix(for: moment)
                cases.append(SceneCase(name: name + suffix, scene: scene, reference: base + suffix + ".png", time: moment, timesFile: timesFile))
            }
        }
        return cases
    }

    /// The `*.json` files under `folder`, as paths inside it. Hidden files are skipped and
    /// hidden folders are not entered (a `.git` folder may hold thousands of files), nor
    /// are links followed.
    /// - Throws: `UsageError` naming a folder that cannot be listed, whose scenes would
    ///   otherwise go untested without a word.
    private static func scenePaths(under folder: String, prefix: String = "") throws(UsageError) -> [String] {
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw UsageError("cannot list the folder '\(folder)': \(error.systemReason)")
        }
        var found: [String] = []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = folder.appendingPathComponent(entry), relative = prefix.isEmpty ? entry : prefix + "/" + entry
            switch (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType {
            case .typeDirectory?:
                found += try scenePaths(under: path, prefix: relative)
            case .typeRegular? where entry.pathExtension.lowercased() == "json":
                found.append(relative)
            default:
                continue
            }
        }
        return found
    }

    /// The moments a `.times` file lists, or `nil` when there is no such file.
    private static func moments(listedIn path: String) throws(UsageError) -> MomentList? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            let data = try RegularFile.read(path, maximumBytes: maximumTimesBytes, kind: ".times files")
            return try MomentList(parsing: String(decoding: data, as: UTF8.self))
        } catch let error as RegularFileError {
            throw UsageError("cannot read '\(path)': \(error.reason)")
        } catch {
            throw UsageError("'\(path)': \(error)")
        }
    }
}
