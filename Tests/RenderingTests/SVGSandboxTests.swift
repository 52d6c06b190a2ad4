import Foundation
import Rendering
import Scene
import Testing

/// SVG pictures rewritten by `svg-sandbox` in a process of their own: text is drawn, the
/// rewritten document draws as the original does, and whatever goes wrong in the sandbox
/// fails that picture alone.
struct SVGSandboxTests {
    /// The sandbox this package builds, beside the test runner.
    static func sandbox() throws -> SVGSandbox {
        try #require(SVGSandbox.besideExecutable, "svg-sandbox is not built beside the test runner")
    }

    static func renderer(_ root: URL, sandbox: SVGSandbox?) throws -> Renderer {
        try Renderer(configuration: RendererConfiguration(assets: AssetFolder(path: root.appendingPathComponent("assets").path),
                                                          paintCacheBytes: 0, svgSandbox: sandbox))
    }

    static func write(_ document: String, _ name: String, in root: URL) throws {
        try Data(document.utf8).write(to: root.appendingPathComponent("assets/\(name)"))
    }

    static func failure(_ renderer: Renderer, _ scene: Scene) -> String? {
        do {
            _ = try renderer.renderNow(scene)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    /// A script standing in for the sandbox, to see how the renderer meets its failures.
    static func script(_ body: String, in root: URL) throws -> String {
        let path = root.appendingPathComponent("fake-sandbox.sh").path
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o755)
        return path
    }

    static let heading = ##"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#ffffff"/><text x="10" y="80" font-family="sans-serif" font-size="80" fill="#000000">HI</text></svg>"##

    /// Dark pixels in the rectangle.
    static func darkPixels(_ bitmap: Bitmap, x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for row in y {
            for column in x where bitmap.pixel(x: column, y: row).red < 64 { count += 1 }
        }
        return count
    }

    @Test func svgTextIsDrawnThroughTheSandbox() throws {
        let root = try ImageTests.folder()
        try Self.write(Self.heading, "heading.svg", in: root)
        let bitmap = try Self.renderer(root, sandbox: try Self.sandbox())
            .bitmap(try ImageTests.scene(width: 200, height: 100, #""src": "heading.svg", "width": 200, "height": 100"#))
        // "HI" at 80 px in DejaVu Sans: the H's stems and bar stand between x 10 and 70, from
        // the cap height (about y 22) to the baseline at 80; nothing is drawn right of the I.
        #expect(Self.darkPixels(bitmap, x: 10..<70, y: 25..<78) > 800)
        #expect(Self.darkPixels(bitmap, x: 95..<200, y: 0..<100) == 0)
        #expect(Self.darkPixels(bitmap, x: 0..<200, y: 0..<18) == 0)
        #expect(Self.darkPixels(bitmap, x: 0..<200, y: 82..<100) == 0)
    }

    @Test func withoutTheSandboxSVGTextIsRefused() throws {
        let root = try ImageTests.folder()
        try Self.write(Self.heading, "heading.svg", in: root)
        let message = try #require(Self.failure(try Self.renderer(root, sandbox: nil), try ImageTests.scene(#""src": "heading.svg""#)))
        #expect(message.contains("root.src") && message.contains("SVG text is drawn only through svg-sandbox"), "\(message)")
    }

    /// Shapes, a gradient, group opacity, a clip, a dashed stroke and a blur drawn from the
    /// rewritten document and from the original match to antialiasing.
    @Test func rewrittenDocumentsDrawAsTheOriginalDoes() throws {
        let root = try ImageTests.folder()
        try Self.write(##"""
            <svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40">
              <defs>
                <linearGradient id="g" x2="1"><stop offset="0" stop-color="#ff0066"/><stop offset="1" stop-color="#0066ff"/></linearGradient>
                <clipPath id="c"><circle cx="45" cy="20" r="14"/></clipPath>
                <filter id="b"><feGaussianBlur stdDeviation="1.5"/></filter>
              </defs>
              <rect x="2" y="2" width="30" height="36" rx="6" fill="url(#g)"/>
              <g opacity="0.6"><rect x="20" y="10" width="30" height="20" fill="#00aa00"/></g>
              <rect x="30" y="0" width="30" height="40" fill="#333333" clip-path="url(#c)"/>
              <path d="M 4 36 L 56 4" stroke="#ffcc00" stroke-width="2" stroke-dasharray="4 2"/>
              <circle cx="12" cy="12" r="6" fill="#ffffff" filter="url(#b)"/>
            </svg>
            """##, "shapes.svg", in: root)
        let scene = try ImageTests.scene(width: 300, height: 200, #""src": "shapes.svg", "width": 300, "height": 200"#)
        let rewritten = try Self.renderer(root, sandbox: try Self.sandbox()).bitmap(scene)
        let original = try Self.renderer(root, sandbox: nil).bitmap(scene)
        var total = 0, largest = 0
        for y in 0..<200 {
            for x in 0..<300 {
                let a = rewritten.pixel(x: x, y: y), b = original.pixel(x: x, y: y)
                let difference = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                total += difference
                largest = max(largest, difference)
            }
        }
        #expect(Double(total) / 60_000 < 0.5, "mean difference \(Double(total) / 60_000)")
        #expect(largest <= 48, "largest difference \(largest)")
    }

    /// A document that needs more memory than the sandbox has fails as an unusable picture
    /// does, and the same renderer goes on drawing.
    @Test func aDocumentPastTheSandboxsMemoryFailsOnlyItsPicture() throws {
        let root = try ImageTests.folder()
        try Self.write(#"<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="6000"><filter id="b"><feGaussianBlur stdDeviation="30"/></filter><rect width="6000" height="6000" fill="red" filter="url(#b)"/></svg>"#, "bomb.svg", in: root)
        try Self.write(Self.heading, "heading.svg", in: root)
        var sandbox = try Self.sandbox()
        sandbox.memoryLimit = 256 << 20
        let renderer = try Self.renderer(root, sandbox: sandbox)
        let message = try #require(Self.failure(renderer, try ImageTests.scene(#""src": "bomb.svg", "width": 100, "height": 100"#)))
        #expect(message.contains("root.src") && message.contains("NoMemory"), "\(message)")
        let bitmap = try renderer.bitmap(try ImageTests.scene(width: 200, height: 100, #""src": "heading.svg", "width": 200, "height": 100"#))
        #expect(Self.darkPixels(bitmap, x: 10..<70, y: 25..<78) > 800)
    }

    @Test func sandboxFailuresNameThePicture() throws {
        let root = try ImageTests.folder()
        try Self.write(Self.heading, "heading.svg", in: root)
        let cases = [
            ("sleep 30", "took longer than 1 s"),
            ("kill -SEGV $$", "signal 11"),
            ("cat > /dev/null; echo 'librsvg: broken' >&2; exit 1", "librsvg: broken"),
            ("cat > /dev/null; exec yes", "larger than"),
        ]
        for (body, expected) in cases {
            let sandbox = SVGSandbox(executable: try Self.script(body, in: root), timeLimit: .seconds(1))
            let started = ContinuousClock.now
            let message = try #require(Self.failure(try Self.renderer(root, sandbox: sandbox), try ImageTests.scene(#""src": "heading.svg""#)), "\(body)")
            #expect(message.contains("root.src") && message.contains(expected), "\(body): \(message)")
            #expect(ContinuousClock.now - started < .seconds(10), "\(body)")
        }
        let missing = SVGSandbox(executable: root.appendingPathComponent("no-such-program").path)
        let message = try #require(Self.failure(try Self.renderer(root, sandbox: missing), try ImageTests.scene(#""src": "heading.svg""#)))
        #expect(message.contains("root.src") && message.contains("svg-sandbox could not be run"), "\(message)")
    }

    /// Descriptors the renderer's process has open, even without close-on-exec, are not
    /// passed to the sandbox.
    @Test func theSandboxInheritsOnlyItsStandardStreams() throws {
        let root = try ImageTests.folder()
        try Self.write(Self.heading, "heading.svg", in: root)
        let secret = root.appendingPathComponent("secret.txt").path
        try Data("secret".utf8).write(to: URL(fileURLWithPath: secret))
        let descriptor = open(secret, O_RDONLY)
        #expect(descriptor > 2)
        defer { close(descriptor) }
        let listing = "for fd in /proc/$$/fd/*; do readlink \"$fd\"; done | tr '\\n' ' ' >&2; exit 1"
        let sandbox = SVGSandbox(executable: try Self.script(listing, in: root))
        let message = try #require(Self.failure(try Self.renderer(root, sandbox: sandbox), try ImageTests.scene(#""src": "heading.svg""#)))
        // Standard input is a socket, output and error pipes; the shell keeps its script open.
        #expect(message.contains("socket:") && message.contains("pipe:"), "\(message)")
        #expect(!message.contains("secret.txt"), "\(message)")
    }

    /// The sandbox confines itself with Landlock: a file outside the font folders cannot be
    /// read, a font can.
    @Test func theSandboxCannotReadOutsideTheFonts() throws {
        let executable = try Self.sandbox().executable
        let fonts = try Renderer().text.fonts.document
        let length = UInt32(fonts.utf8.count)
        let input = Data([UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + Array(fonts.utf8))
        func check(_ path: String) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["--check", path]
            let stdin = Pipe(), stdout = Pipe()
            process.standardInput = stdin
            process.standardOutput = stdout
            try process.run()
            stdin.fileHandleForWriting.write(input)
            try stdin.fileHandleForWriting.close()
            let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, output)
        }
        let outside = try check("/etc/hostname")
        #expect(outside.status == 0 && outside.output.contains("refused"), "\(outside)")
        let font = try check("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        #expect(font.output.contains("allowed"), "\(font)")
    }

    /// A document is rewritten once per renderer, however often it is drawn.
    @Test func rewrittenDocumentsAreReused() throws {
        let root = try ImageTests.folder()
        try Self.write(Self.heading, "heading.svg", in: root)
        let log = root.appendingPathComponent("runs.log").path
        let counting = SVGSandbox(executable: try Self.script("echo run >> '\(log)'; exec '\(try Self.sandbox().executable)' \"$@\"", in: root))
        let renderer = try Self.renderer(root, sandbox: counting)
        let scene = try ImageTests.scene(width: 200, height: 100, #""src": "heading.svg", "width": 200, "height": 100"#)
        let first = try renderer.bitmap(scene)
        let second = try renderer.bitmap(scene)
        #expect(first == second)
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "run\n")
    }

    /// Renders from many tasks at once give the pixels of one render alone.
    @Test func concurrentRendersMatchSequentialOnes() async throws {
        let root = try ImageTests.folder()
        for index in 0..<4 {
            try Self.write(Self.heading.replacingOccurrences(of: ">HI<", with: ">H\(index)<"), "heading-\(index).svg", in: root)
        }
        let scenes = try (0..<4).map { try ImageTests.scene(width: 200, height: 100, #""src": "heading-\#($0).svg", "width": 200, "height": 100"#) }
        let expected = try scenes.map { try Self.renderer(root, sandbox: try Self.sandbox()).bitmap($0) }
        let renderer = try Self.renderer(root, sandbox: try Self.sandbox())
        let results = try await withThrowingTaskGroup(of: (Int, Bitmap).self) { group in
            for round in 0..<16 {
                let index = round % 4
                group.addTask { [scenes] in (index, try renderer.bitmap(scenes[index])) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16)
        for (index, bitmap) in results { #expect(bitmap == expected[index], "heading-\(index)") }
        #expect(expected[0] != expected[1])
    }
}
