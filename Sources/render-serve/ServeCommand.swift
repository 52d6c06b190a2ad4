import Dispatch
import Fetch
import Files
import Foundation
import Rendering
import Scene
import Service

/// `render-cli serve`: reads flags (each with an environment variable, the flag's name in
/// capitals after `RENDER_SERVE_`), prints the settings, serves until SIGTERM or SIGINT,
/// then finishes the requests in flight and exits 0.
enum ServeCommand {
    /// Options with a value, and what each sets.
    static let valueOptions = ["--host", "--port", "--templates", "--assets", "--signing-key", "--cache-control", "--cache-bytes",
                               "--max-body-bytes", "--max-url-bytes", "--max-header-bytes", "--timeout", "--max-connections", "--max-connections-per-address",
                               "--render-deadline", "--queue", "--workers", "--max-pixels", "--grace", "--png", "--allow-remote"]
    static let flagOptions = ["--no-post", "--help", "-h"]

    static func run(_ arguments: [String]) -> Int32 {
        let configuration: ServiceConfiguration
        do {
            guard let parsed = try parse(arguments, environment: ProcessInfo.processInfo.environment) else {
                print(serveUsageText)
                return 0
            }
            configuration = parsed
        } catch {
            StandardStream.printError("render-cli serve: \(error.message)\nRun 'render-cli serve --help' for usage.")
            return 64
        }
        raiseOpenFileLimit()
        let server: HTTPServer
        do {
            server = HTTPServer(service: try ThumbnailService(configuration: configuration))
            try server.start()
        } catch {
            StandardStream.printError("render-cli serve: \(error)")
            return 1
        }
        for line in configuration.summary { StandardStream.printError("render-cli serve: \(line)") }
        StandardStream.printError("render-cli serve: templates: \(server.service.templateNames.joined(separator: ", "))")
        StandardStream.printError("render-cli serve: listening on http://\(configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host):\(server.port)")
        wait(for: server, grace: configuration.gracePeriod)
        return 0
    }

    /// Blocks until SIGTERM or SIGINT, then shuts the server down gracefully.
    private static func wait(for server: HTTPServer, grace: Double) {
        signal(SIGTERM, SIG_IGN)
        signal(SIGINT, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        let stop = DispatchSemaphore(value: 0)
        let sources = [SIGTERM, SIGINT].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            return source
        }
        stop.wait()
        StandardStream.printError("render-cli serve: stopping; finishing the requests in flight (at most \(grace) s)")
        server.shutdown(grace: grace)
        withExtendedLifetime(sources) {}
    }

    /// Thousands of idle connections need as many descriptors as the hard limit allows.
    private static func raiseOpenFileLimit() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }

    /// The configuration, or nil for `--help`.
    static func parse(_ arguments: [String], environment: [String: String]) throws(ServeUsageError) -> ServiceConfiguration? {
        var given: [String: String] = [:]
        for option in valueOptions + ["--no-post"] {
            let variable = "RENDER_SERVE_" + option.dropFirst(2).uppercased().replacingOccurrences(of: "-", with: "_")
            if let value = environment[variable] { given[option] = value }
        }
        // The one repeatable option; its variable takes a comma-separated list.
        var remoteHosts = environment["RENDER_SERVE_ALLOW_REMOTE"].map { $0.split(separator: ",").map(String.init) } ?? []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument, inline: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            if name == "--help" || name == "-h" { return nil }
            if name == "--no-post" {
                given[name] = "1"
            } else if valueOptions.contains(name) {
                guard let value = inline ?? remaining.popFirst() else { throw ServeUsageError("option '\(name)' needs a value") }
                if name == "--allow-remote" { remoteHosts.append(value) }
                given[name] = value
            } else if argument.hasPrefix("-") {
                var message = "unknown option '\(name)'"
                if let suggestion = NearestKey.suggestion(for: String(name.drop { $0 == "-" }), among: (valueOptions + flagOptions).map { String($0.drop { $0 == "-" }) }) {
                    message += "; did you mean '--\(suggestion)'?"
                }
                throw ServeUsageError(message)
            } else {
                throw ServeUsageError("unexpected argument '\(argument)'; give the templates folder with --templates")
            }
        }
        guard let templates = given["--templates"] else { throw ServeUsageError("missing --templates <dir>, the folder of templates to serve") }
        var isFolder = false
        guard FileManager.default.fileExists(atPath: templates, isDirectory: &isFolder), isFolder else {
            throw ServeUsageError("--templates '\(templates)' is not a folder")
        }
        var configuration = ServiceConfiguration(templates: templates)
        if let assets = given["--assets"] {
            guard FileManager.default.fileExists(atPath: assets, isDirectory: &isFolder), isFolder else {
                throw ServeUsageError("--assets '\(assets)' is not a folder")
            }
            configuration.assets = assets
        }
        if let host = given["--host"] { configuration.host = host }
        if let text = given["--port"] { configuration.port = UInt16(try whole(text, "--port", 0...65535)) }
        if given["--no-post"] != nil { configuration.allowsPost = false }
        if let key = given["--signing-key"] {
            guard !key.isEmpty else { throw ServeUsageError("--signing-key needs a secret") }
            configuration.signingKey = Data(key.utf8)
        }
        if let text = given["--cache-control"] { configuration.cacheControl = text }
        if let text = given["--cache-bytes"] { configuration.cacheBytes = try whole(text, "--cache-bytes", 0...(1 << 40)) }
        if let text = given["--max-body-bytes"] { configuration.maximumBodyBytes = try whole(text, "--max-body-bytes", 1...(1 << 30)) }
        if let text = given["--max-url-bytes"] { configuration.maximumURLBytes = try whole(text, "--max-url-bytes", 64...(1 << 20)) }
        if let text = given["--max-header-bytes"] { configuration.maximumHeaderBytes = try whole(text, "--max-header-bytes", 1024...(1 << 24)) }
        if let text = given["--timeout"] { configuration.connectionTimeout = try whole(text, "--timeout", 1...3600) }
        if let text = given["--max-connections"] { configuration.maximumConnections = try whole(text, "--max-connections", 1...1_000_000) }
        if let text = given["--max-connections-per-address"] {
            configuration.maximumConnectionsPerAddress = try whole(text, "--max-connections-per-address", 0...1_000_000)
        }
        if let text = given["--render-deadline"] { configuration.renderDeadline = try seconds(text, "--render-deadline") }
        if let text = given["--queue"] { configuration.queueLength = try whole(text, "--queue", 1...1_000_000) }
        if let text = given["--workers"] { configuration.workers = try whole(text, "--workers", 1...256) }
        if let text = given["--max-pixels"] { configuration.limits.maximumPixels = try whole(text, "--max-pixels", 1...Int(Int32.max)) }
        if let text = given["--grace"] { configuration.gracePeriod = try seconds(text, "--grace") }
        for host in remoteHosts {
            do {
                configuration.remote.allowed.append(try HostPattern(host))
            } catch {
                throw ServeUsageError("--allow-remote: \(error)")
            }
        }
        if let text = given["--png"] {
            guard let compression = PNGCompression(rawValue: text) else {
                throw ServeUsageError("--png expects one of \(PNGCompression.allCases.map(\.rawValue).joined(separator: ", ")), received '\(text)'")
            }
            configuration.pngCompression = compression
        }
        return configuration
    }

    private static func whole(_ text: String, _ option: String, _ range: ClosedRange<Int>) throws(ServeUsageError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw ServeUsageError("\(option) expects a whole number from \(range.lowerBound) to \(range.upperBound), received '\(text)'")
        }
        return value
    }

    private static func seconds(_ text: String, _ option: String) throws(ServeUsageError) -> Double {
        guard let value = Double(text), value.isFinite, value > 0, value <= 3600 else {
            throw ServeUsageError("\(option) expects a number of seconds above 0 and at most 3600, received '\(text)'")
        }
        return value
    }
}

/// A mistake in how `serve` was called; exits with 64.
struct ServeUsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
