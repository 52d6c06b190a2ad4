import CSubprocess
import FoundationEssentials
import Glibc

/// Runs `svg-sandbox` on a document, giving it the renderer's fonts, and returns the
/// rewritten document or why there is none.
struct VectorIsolation: Sendable {
    let sandbox: SVGSandbox
    /// The renderer's Fontconfig configuration, so that SVG text uses the scene's system fonts.
    let fontConfiguration: String

    /// The largest rewritten document accepted, in bytes: text as outlines and pictures as
    /// PNG make it larger than the original.
    static let maximumOutput = 32 << 20

    /// The variables Fontconfig needs to find its caches, and a sanitized build's options;
    /// nothing else is passed on.
    private static let inheritedVariables = ["HOME", "XDG_CACHE_HOME", "ASAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"]

    /// The document written again by the sandbox.
    func rewrite(_ document: [UInt8]) throws(ImageError) -> [UInt8] {
        let fonts = Array(fontConfiguration.utf8)
        let length = UInt32(fonts.count)
        let input = [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + fonts + document
        let (whole, fraction) = sandbox.timeLimit.components
        let milliseconds = max(1, Int(whole) * 1000 + Int(fraction / 1_000_000_000_000_000))
        let seconds = (milliseconds + 999) / 1000
        let arguments = [sandbox.executable, "--memory-mib", String(max(64, sandbox.memoryLimit >> 20)), "--cpu-seconds", String(seconds)]
        let environment = Self.inheritedVariables.compactMap { name in ProcessInfo.processInfo.environment[name].map { "\(name)=\($0)" } }
        var result = csubprocess_result()
        defer { csubprocess_result_free(&result) }
        Self.withCStrings(arguments) { argv in
            Self.withCStrings(environment) { envp in
                csubprocess_run(sandbox.executable, argv, envp, input, input.count, Self.maximumOutput, Int32(clamping: milliseconds), &result)
            }
        }
        let message = withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        switch result.outcome {
        case CSUBPROCESS_EXITED where result.code == 0:
            return Array(UnsafeBufferPointer(start: result.output, count: result.output_length))
        case CSUBPROCESS_EXITED:
            throw .corrupt(message.isEmpty ? "svg-sandbox failed with exit status \(result.code)" : message)
        case CSUBPROCESS_SIGNALLED:
            throw .corrupt("the SVG ended its sandbox with signal \(result.code)\(message.isEmpty ? "" : " (\(message))")")
        case CSUBPROCESS_TIMED_OUT:
            throw .tooLarge("the SVG took longer than \(seconds) s to read")
        case CSUBPROCESS_OUTPUT_TOO_LARGE:
            throw .tooLarge("the SVG rewritten as paths is larger than \(Self.maximumOutput) bytes")
        default:
            throw .unsupported("svg-sandbox could not be run: \(message)")
        }
    }

    /// Calls `body` with a NULL-terminated array of C strings.
    private static func withCStrings<T>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T) -> T {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
