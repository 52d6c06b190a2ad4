import FoundationEssentials
import Glibc

/// The program SVG pictures are rewritten by before they are drawn, and its limits.
///
/// librsvg is not safe on hostile documents, so with a sandbox an SVG is first read by
/// `svg-sandbox`, one process per document, which limits its own memory, CPU time and
/// files, confines itself with Landlock to reading the renderer's fonts, and writes the
/// document again as paths, gradients and embedded PNGs (text as glyph outlines). The
/// renderer draws only that rewritten form. A document that crashes the program, or runs
/// out of its limits, fails as an unusable picture; the renderer's process carries on.
/// Without a sandbox, SVG text is refused and other documents are screened and drawn
/// directly.
public struct SVGSandbox: Sendable, Equatable {
    /// The `svg-sandbox` executable.
    public var executable: String
    /// The address space the program may use, in bytes.
    public var memoryLimit: Int
    /// The longest one document may take, wall-clock; CPU time is limited to the same.
    public var timeLimit: Duration

    /// Creates a sandbox configuration.
    public init(executable: String, memoryLimit: Int = 1 << 30, timeLimit: Duration = .seconds(10)) {
        self.executable = executable
        self.memoryLimit = memoryLimit
        self.timeLimit = timeLimit
    }

    /// `svg-sandbox` beside the running program, as this package builds and installs it
    /// (beside `render-cli`, `render-serve` and the test runner); `nil` when it is not there.
    public static var besideExecutable: SVGSandbox? {
        guard let program = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let executable = URL(fileURLWithPath: program).deletingLastPathComponent().appendingPathComponent("svg-sandbox").path
        guard access(executable, X_OK) == 0 else { return nil }
        return SVGSandbox(executable: executable)
    }
}
