import Foundation
import Rendering
import Scene

/// Times SVG badges drawn at 400 × 160. With text: the first draw in a renderer, which runs
/// `svg-sandbox` to rewrite the document, and a later draw, which reuses the rewritten
/// form. Without text, first draws with and without the sandbox: the difference is what
/// the sandbox costs a document. Renders are strict, so a picture that fails is an error,
/// not a placeholder timed.
enum SVGBenchmark {
    static let shapes = ##"""
        <defs><linearGradient id="g"><stop offset="0" stop-color="#f06"/><stop offset="1" stop-color="#06f"/></linearGradient></defs>
        <rect x="2" y="2" width="196" height="76" rx="12" fill="url(#g)"/>
        """##
    static let text = #"<text x="100" y="52" font-family="sans-serif" font-size="28" text-anchor="middle" fill="white">Hello, SVG</text>"#

    static func badge(text: Bool) -> [UInt8] {
        Array((#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80">"# + shapes + (text ? Self.text : "") + "</svg>").utf8)
    }

    /// Medians of the first and second draw of `document`, each in a fresh renderer.
    static func draws(_ document: [UInt8], sandbox: SVGSandbox?, iterations: Int) throws -> (first: Double, again: Double) {
        let scene = Scene(width: 400, height: 160) {
            Node(kind: .image, image: ImageContent(source: .bytes(document))).size(width: 400, height: 160)
        }
        var first: [Double] = [], again: [Double] = []
        for _ in 0..<iterations {
            let renderer = try Renderer(configuration: RendererConfiguration(strict: true, svgSandbox: sandbox))
            var start = ContinuousClock.now
            _ = try renderer.bitmap(scene)
            first.append(Report.milliseconds(ContinuousClock.now - start))
            start = ContinuousClock.now
            _ = try renderer.bitmap(scene)
            again.append(Report.milliseconds(ContinuousClock.now - start))
        }
        return (Report.median(first), Report.median(again))
    }

    static func run(iterations: Int) throws -> [String] {
        guard let sandbox = SVGSandbox.besideExecutable else { throw BenchFailure("svg-sandbox is not built beside scene-bench") }
        let text = try draws(badge(text: true), sandbox: sandbox, iterations: iterations)
        let isolated = try draws(badge(text: false), sandbox: sandbox, iterations: iterations)
        let direct = try draws(badge(text: false), sandbox: nil, iterations: iterations)
        return [
            String(format: "svg badge with text at 400×160: first draw %.1f ms (rewritten by svg-sandbox), later draws %.1f ms", text.first, text.again),
            String(format: "svg badge without text, first draw: through svg-sandbox %.1f ms, directly %.1f ms (the sandbox costs %.1f ms a document)",
                   isolated.first, direct.first, isolated.first - direct.first),
        ]
    }
}
