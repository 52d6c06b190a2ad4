import Foundation
import Scene
import XCTest

/// Frames from this engine against frames Chromium recorded for the same boxes laid out
/// with CSS (see `Tools/layout-oracle`). The browser is the reference: none of the expected
/// numbers come from this code.
final class LayoutConformanceTests: XCTestCase {
    /// Chromium reports lengths in 1/64 px; half a point is the agreed tolerance.
    private let tolerance = 0.5

    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LayoutConformance")

    func testHandWrittenCasesMatchChromium() throws {
        let expected = try Self.recordedFrames("chromium-cases.json")
        let folder = Self.folder.appendingPathComponent("cases")
        XCTAssertGreaterThanOrEqual(expected.count, 60, "the suite should hold at least 60 cases")
        var failures: [String] = []
        for (name, frames) in expected.sorted(by: { $0.key < $1.key }) {
            let data = try Data(contentsOf: folder.appendingPathComponent(name + ".json"))
            let scene = try SceneDecoder().decode([UInt8](data), file: name + ".json")
            failures += compare(scene, frames, name: name)
        }
        XCTAssert(failures.isEmpty, "\(failures.count) frames differ from Chromium:\n" + failures.prefix(60).joined(separator: "\n"))
    }

    /// Every seed agrees with Chromium except those listed in `random-known-differences.txt`,
    /// which records where this engine still departs from the browser (first differing node
    /// per seed). A listed seed that starts to agree fails too, so the list only shrinks.
    func testRandomTreesMatchChromium() throws {
        let expected = try Self.recordedFrames("chromium-random.json")
        let scenes = try Self.randomScenes()
        let known = try Self.knownDifferences()
        XCTAssertGreaterThanOrEqual(expected.count, 300)
        var agreeing = 0
        var regressions: [String] = []
        var fixed: [String] = []
        for (seed, frames) in expected.sorted(by: { Int($0.key)! < Int($1.key)! }) {
            let scene = try XCTUnwrap(scenes[seed], "no scene for seed \(seed)")
            let failures = compare(scene, frames, name: "seed \(seed)")
            if failures.isEmpty {
                agreeing += 1
                if known.contains(seed) { fixed.append(seed) }
            } else if !known.contains(seed) {
                regressions += failures.prefix(1)
            }
        }
        print("Random layout trees agreeing with Chromium: \(agreeing) of \(expected.count) (\(String(format: "%.1f", Double(agreeing) * 100 / Double(expected.count)))%)")
        XCTAssert(regressions.isEmpty, "seeds that agreed with Chromium no longer do:\n" + regressions.joined(separator: "\n"))
        XCTAssert(fixed.isEmpty, "these seeds now agree with Chromium; remove them from random-known-differences.txt: " + fixed.joined(separator: ", "))
    }

    // MARK: - Helpers

    private func compare(_ scene: Scene, _ expected: [String: [Double]], name: String) -> [String] {
        var actual: [String: Rect] = [:]
        func visit(_ node: LayoutNode) {
            actual[node.path.description] = node.frame
            node.children.forEach(visit)
        }
        visit(LayoutEngine().layout(scene).root)
        var failures: [String] = []
        // Shallowest first: a parent's error explains its children's.
        let ordered = expected.sorted { ($0.key.split(separator: ".").count, $0.key) < ($1.key.split(separator: ".").count, $1.key) }
        for (path, frame) in ordered {
            guard let rect = actual[path] else {
                failures.append("\(name): \(path) missing")
                continue
            }
            let mine = [rect.x, rect.y, rect.width, rect.height]
            if zip(mine, frame).contains(where: { abs($0 - $1) > tolerance }) {
                failures.append("\(name): \(path) is \(Self.format(mine)), Chromium \(Self.format(frame))")
            }
        }
        return failures
    }

    private static func format(_ values: [Double]) -> String {
        "(" + values.map { String(format: "%.2f", $0) }.joined(separator: ", ") + ")"
    }

    private static func recordedFrames(_ file: String) throws -> [String: [String: [Double]]] {
        let data = try Data(contentsOf: folder.appendingPathComponent(file))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try XCTUnwrap(object["cases"] as? [String: [String: [Double]]], "\(file) has no cases")
        return cases
    }

    /// Seeds listed one per line as `seed: first differing node`; `#` starts a comment.
    private static func knownDifferences() throws -> Set<String> {
        let text = try String(contentsOf: folder.appendingPathComponent("random-known-differences.txt"), encoding: .utf8)
        return Set(text.split(separator: "\n").compactMap { line in
            let entry = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let seed = entry.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            return seed.isEmpty ? nil : seed
        })
    }

    private static func randomScenes() throws -> [String: Scene] {
        let data = try Data(contentsOf: folder.appendingPathComponent("random-scenes.json"))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let scenes = try XCTUnwrap(object["scenes"] as? [String: Any])
        var result: [String: Scene] = [:]
        for (seed, scene) in scenes {
            let sceneData = try JSONSerialization.data(withJSONObject: scene)
            result[seed] = try SceneDecoder().decode([UInt8](sceneData), file: "seed \(seed)")
        }
        return result
    }
}
