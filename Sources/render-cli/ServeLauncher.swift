import FoundationEssentials
import Glibc

/// `render-cli serve` runs `render-serve` from the same folder in this process's place, so
/// that the HTTP server's libraries (libmicrohttpd, libcrypto) load only for the service
/// and every other command starts without them.
enum ServeLauncher {
    static func run(_ arguments: [String]) -> Int32 {
        // /proc/self/exe names this program wherever it was found, PATH included.
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let server = executable.deletingLastPathComponent().appendingPathComponent("render-serve").path
        guard FileManager.default.isExecutableFile(atPath: server) else {
            RenderCommand.printError("render-cli serve: cannot find render-serve beside render-cli (looked at '\(server)'); build it with `swift build --product render-serve`")
            return 1
        }
        var argv: [UnsafeMutablePointer<CChar>?] = ([server] + arguments).map { strdup($0) } + [nil]
        execv(server, &argv)
        RenderCommand.printError("render-cli serve: cannot start '\(server)': \(String(cString: strerror(errno)))")
        argv.forEach { free($0) }
        return 1
    }
}
