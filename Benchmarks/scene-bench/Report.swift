import Foundation
import Rendering

/// Formats benchmark figures: medians per stage, in milliseconds.
enum Report {
    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func line(label: String, samples: [StageTimings], bytes: Int) -> String {
        func stage(_ path: KeyPath<StageTimings, Duration>) -> String {
            String(format: "%6.2f", median(samples.map { milliseconds($0[keyPath: path]) }))
        }
        let padded = label.padding(toLength: 14, withPad: " ", startingAt: 0)
        return "\(padded) decode \(stage(\.decode))  layout \(stage(\.layout))  draw \(stage(\.draw))  encode \(stage(\.encode))  total \(stage(\.total)) ms  \(bytes / 1024) KiB"
    }

    /// The median wall time of whole CLI processes rendering the scene to PNG.
    static func cliRuns(_ cli: String, scene: String, runs: Int) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("scene-bench-\(ProcessInfo.processInfo.processIdentifier).png")
        defer { try? FileManager.default.removeItem(at: output) }
        var times: [Double] = []
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: cli)
            process.arguments = [scene, "-o", output.path]
            let start = ContinuousClock.now
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw BenchFailure("render-cli exited with \(process.terminationStatus)") }
            times.append(milliseconds(ContinuousClock.now - start))
        }
        return String(format: "render-cli     whole process, median of %d runs: %.1f ms", runs, median(times))
    }
}

/// The benchmark could not run.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
