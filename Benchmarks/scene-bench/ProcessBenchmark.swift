import Foundation

/// Whole processes, paired with a C program that draws the same card with the same C
/// libraries (`Benchmarks/reference-card/card.c`): what a user who would otherwise write
/// that program pays for the renderer, process start included.
///
/// Each round runs both members of a pair back to back, in alternating order, so a noisy
/// machine slows both alike; the ratios quoted are medians of the per-round ratios. Wall
/// time is taken around `posix_spawn` and `wait4`; CPU time (user + system) is the child's
/// own, from `wait4`. Peak memory comes from GNU time's `%M`, because `posix_spawn` starts
/// its child with `vfork`, and the kernel then counts the parent's peak in the child's.
enum ProcessBenchmark {
    struct Sample {
        var wall: Double
        var cpu: Double
    }

    static func run(cli: String, program: String, folder: String, rounds: Int) throws -> [String] {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("scene-bench-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let scene = folder + "/card.json", photo = folder + "/photo.jpg"
        let output = work.appendingPathComponent("card.png").path
        let pairs: [(label: String, ours: [String], theirs: [String])] = [
            ("default", [cli, scene, "-o", output, "--strict"], [program, photo, output]),
            ("png fast", [cli, scene, "-o", output, "--strict", "--png", "fast"], [program, "--tuned", photo, output]),
        ]
        var lines: [String] = []
        for pair in pairs {
            for _ in 0..<2 {
                _ = try spawn(pair.ours)
                _ = try spawn(pair.theirs)
            }
            var ours: [Sample] = [], theirs: [Sample] = []
            for round in 0..<rounds {
                if round % 2 == 0 {
                    ours.append(try spawn(pair.ours))
                    theirs.append(try spawn(pair.theirs))
                } else {
                    theirs.append(try spawn(pair.theirs))
                    ours.append(try spawn(pair.ours))
                }
            }
            let wallRatio = Report.median(zip(ours, theirs).map { $0.wall / $1.wall })
            let cpuRatio = Report.median(zip(ours, theirs).map { $0.cpu / $1.cpu })
            let label = "card \(pair.label)".padding(toLength: 14, withPad: " ", startingAt: 0)
            lines.append(String(format: "%@ render-cli %.1f ms wall, %.1f ms CPU; C program %.1f ms wall, %.1f ms CPU; ratios %.2f× wall, %.2f× CPU (goal ≤ 0.90; medians of %d paired runs)",
                                label, Report.median(ours.map(\.wall)), Report.median(ours.map(\.cpu)),
                                Report.median(theirs.map(\.wall)), Report.median(theirs.map(\.cpu)),
                                wallRatio, cpuRatio, rounds))
            let memory = (try peakMemory(pair.ours, work: work), try peakMemory(pair.theirs, work: work))
            lines.append(String(format: "card memory    %@: render-cli peak RSS %.1f MiB, C program %.1f MiB", pair.label, memory.0, memory.1))
        }
        var version: [Double] = []
        for _ in 0..<(rounds * 2) { version.append(try spawn([cli, "--version"]).wall) }
        lines.append(String(format: "start          render-cli --version %.2f ms (goal ≤ 10; median of %d runs)", Report.median(version), version.count))
        return lines
    }

    /// Runs one process to its end with its output discarded; a non-zero exit fails the
    /// benchmark, and with `--strict` so does any warning.
    static func spawn(_ arguments: [String], stderrPath: String = "/dev/null") throws -> Sample {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else {
            throw BenchFailure("cannot start \(arguments[0])")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw BenchFailure("cannot wait for \(arguments[0])") }
        }
        let wall = Report.milliseconds(ContinuousClock.now - start)
        guard status == 0 else { throw BenchFailure("\(arguments.joined(separator: " ")) failed (status \(status))") }
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        return Sample(wall: wall, cpu: milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime))
    }

    /// The process's peak resident memory in MiB, as GNU time reports it.
    static func peakMemory(_ arguments: [String], work: URL) throws -> Double {
        let report = work.appendingPathComponent("time.txt").path
        _ = try spawn(["/usr/bin/time", "-f", "%M", "-o", report] + arguments)
        let text = try String(contentsOfFile: report, encoding: .utf8)
        guard let kilobytes = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BenchFailure("GNU time reported \(text)")
        }
        return kilobytes / 1024
    }
}
