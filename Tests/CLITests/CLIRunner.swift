import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one run of `render-cli` produced.
struct CLIResult {
    /// The exit status, or the signal number when `terminationReason` is `.uncaughtSignal`.
    var status: Int32
    var terminationReason: Process.TerminationReason
    var stdout: Data
    var stderrData: Data
    /// Whether the run was killed for taking longer than its timeout.
    var timedOut: Bool
    /// Wall-clock seconds from launch to exit.
    var elapsed: TimeInterval

    var stderr: String { String(decoding: stderrData, as: UTF8.self) }
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

    /// True when the process exited normally (not killed by a signal or the timeout).
    var exitedNormally: Bool { terminationReason == .exit && !timedOut }
}

/// Runs the built `render-cli` binary with Foundation's `Process`.
enum CLIRunner {
    /// Where `swift build --build-tests` put `render-cli`: beside the `.xctest` bundle.
    static let binaryURL: URL? = locateBinary()

    /// The places looked in, for the failure message when the binary is missing.
    static var searchedLocations: [String] { candidateFolders().map { $0.appendingPathComponent("render-cli").path } }

    private static func candidateFolders() -> [URL] {
        var folders: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        let main = Bundle.main.bundleURL
        folders.append(main.pathExtension == "xctest" ? main.deletingLastPathComponent() : main)
        if let executable = Bundle.main.executableURL {
            // On Linux the .xctest bundle is itself the executable.
            var folder = executable.deletingLastPathComponent()
            if folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS" {
                while folder.pathComponents.count > 1, folder.pathExtension != "xctest" { folder.deleteLastPathComponent() }
                folder.deleteLastPathComponent()
            }
            folders.append(folder)
        }
        var seen: Set<String> = []
        return folders.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    private static func locateBinary() -> URL? {
        for folder in candidateFolders() {
            let candidate = folder.appendingPathComponent("render-cli")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The binary, or a test failure naming where it was looked for.
    static func requireBinary(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        guard let binaryURL else {
            let message = "render-cli was not found beside the test bundle; looked at: \(searchedLocations.joined(separator: ", ")). Build with `swift build --build-tests` first."
            XCTFail(message, file: file, line: line)
            throw BinaryMissing(message: message)
        }
        return binaryURL
    }

    /// Runs `render-cli` with `arguments` in `directory`, feeding `stdin` (or an empty stream),
    /// and kills it if it has not finished after `timeout` seconds.
    static func run(
        _ arguments: [String],
        in directory: URL,
        stdin: Data? = nil,
        timeout: TimeInterval = 30,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> CLIResult {
        let binary = try requireBinary(file: file, line: line)
        // A child that exits without reading its input must not kill the test with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory

        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        let inPipe: Pipe? = stdin == nil ? nil : Pipe()
        process.standardInput = inPipe ?? FileHandle.nullDevice

        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }

        let outBox = DataBox()
        let errBox = DataBox()
        let readers = DispatchGroup()
        let outHandle = outPipe.fileHandleForReading
        let errHandle = errPipe.fileHandleForReading
        DispatchQueue.global().async(group: readers) { outBox.set(outHandle.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: readers) { errBox.set(errHandle.readDataToEndOfFile()) }

        let start = Date()
        try process.run()
        // The parent's copies of the write ends must close, or the readers never see EOF.
        try? outPipe.fileHandleForWriting.close()
        try? errPipe.fileHandleForWriting.close()

        if let inPipe, let stdin {
            let writer = inPipe.fileHandleForWriting
            try? inPipe.fileHandleForReading.close()
            DispatchQueue.global().async(group: readers) {
                try? writer.write(contentsOf: stdin)
                try? writer.close()
            }
        }

        var timedOut = false
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            _ = exited.wait(timeout: .now() + 10)
        }
        process.waitUntilExit()
        let elapsed = Date().timeIntervalSince(start)
        if readers.wait(timeout: .now() + 10) == .timedOut {
            XCTFail("render-cli's output streams did not close", file: file, line: line)
        }
        let result = CLIResult(
            status: process.terminationStatus,
            terminationReason: process.terminationReason,
            stdout: outBox.get(),
            stderrData: errBox.get(),
            timedOut: timedOut,
            elapsed: elapsed
        )
        if timedOut {
            XCTFail("render-cli \(arguments.joined(separator: " ")) did not finish within \(timeout) s and was killed; stderr: \(result.stderr)", file: file, line: line)
        }
        return result
    }
}

/// Thrown (after recording a failure) when `render-cli` is not where the build puts it.
struct BinaryMissing: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Bytes filled in by a reader thread and collected after it has finished.
private final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ newValue: Data) {
        lock.lock()
        defer { lock.unlock() }
        data = newValue
    }

    func get() -> Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}
