import FoundationEssentials
import Glibc
import Scene

/// The HTML page `render-cli test --report` writes to review a run in a browser.
///
/// The page is one self-contained file: images are embedded as `data:` URIs and the styles
/// and the few lines of script are inline, so it can be archived, attached or opened offline.
/// Failing cases show the reference, the render and the difference mask side by side, and
/// the render over the reference with an onion-skin (opacity) and a swipe slider.
///
/// Accepting a render is done with the command line the page gives: `render-cli SCENE -o
/// REFERENCE` re-renders that one scene as this run did, and `render-cli test DIR --record
/// failed` (with the same comparison flags) accepts every failure. The page writes no files
/// beside itself, so there are no copies of renders to go stale or to clean up.
struct TestReport {
    var results: [CaseResult]
    var summary: Summary
    var options: TestCommand.Options
    /// The folder the run started in, which the page's commands are relative to.
    var workingDirectory: String

    func html() -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(htmlEscaped("Scene tests: \(summary.line)"))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <header>
            <h1>Scene tests in \(htmlEscaped(options.folder))</h1>
            <p class="counts">\(counts())</p>
            <p>Compared \(htmlEscaped(options.strategy.description)). Commands run from <code>\(htmlEscaped(workingDirectory))</code>.</p>

            """
        if summary.failed > 0 {
            page += "<p>To accept every failing render after looking at them:</p>\n<pre>\(htmlEscaped(acceptAllCommand))</pre>\n"
        }
        page += "</header>\n"
        let failed = results.filter { if case .failed = $0.status { true } else { false } }
        let errors = results.filter { if case .error = $0.status { true } else { false } }
        let recorded = results.filter { if case .recorded = $0.status { true } else { false } }
        let passed = results.filter { if case .passed = $0.status { true } else { false } }
        if !failed.isEmpty {
            page += "<h2>Failed</h2>\n"
            for result in failed { page += failure(result) }
        }
        if !errors.isEmpty {
            page += "<h2>Errors</h2>\n"
            for result in errors {
                page += "<section class=\"case error\"><h3>\(htmlEscaped(result.sceneCase.name))</h3><pre>\(htmlEscaped(result.message))</pre></section>\n"
            }
        }
        if !recorded.isEmpty {
            page += "<h2>Recorded</h2>\n"
            for result in recorded {
                page += "<section class=\"case recorded\"><h3>\(htmlEscaped(result.sceneCase.name))</h3><p>\(htmlEscaped(result.message))</p>"
                if let actual = result.actual, let size = Self.pngSize(actual) {
                    page += "<div class=\"panels\">\(figure(actual, caption: "recorded", zoom: Self.zoom(for: [size])))</div>"
                }
                page += "</section>\n"
            }
        }
        if !passed.isEmpty {
            page += "<h2>Passed</h2>\n<ul class=\"passed\">"
            for result in passed {
                let note = result.comparison.map { $0.verdict == .identical ? "identical" : $0.description } ?? ""
                page += "<li title=\"\(htmlEscaped(note))\">\(htmlEscaped(result.sceneCase.name))</li>"
            }
            page += "</ul>\n"
        }
        page += "<script>\(Self.script)</script>\n</body>\n</html>\n"
        return page
    }

    /// `render-cli test DIR [--time T] [flags] --record failed`.
    var acceptAllCommand: String {
        let time = options.time.map { ["--time", MomentList.seconds($0)] } ?? []
        return (["render-cli", "test", options.folder] + time + options.comparisonArguments + ["--record", "failed"]).map(shellQuoted).joined(separator: " ")
    }

    /// The command that re-renders one scene over its reference, at the case's moment.
    func acceptCommand(_ sceneCase: SceneCase) -> String {
        let time = sceneCase.time == 0 ? [] : ["--time", MomentList.seconds(sceneCase.time)]
        return (["render-cli", sceneCase.scene, "-o", sceneCase.reference] + time).map(shellQuoted).joined(separator: " ")
    }

    private func counts() -> String {
        var parts = ["<span class=\"pass\">\(summary.passed) passed</span>", "<span class=\"fail\">\(summary.failed) failed</span>"]
        if summary.recorded > 0 { parts.append("<span class=\"new\">\(summary.recorded) recorded</span>") }
        if summary.errors > 0 { parts.append("<span class=\"fail\">\(summary.errors) error\(summary.errors == 1 ? "" : "s")</span>") }
        return parts.joined(separator: " ")
    }

    /// One failing case: its metrics, the three panels, the comparison sliders and the
    /// command that accepts it.
    private func failure(_ result: CaseResult) -> String {
        var section = "<section class=\"case failed\">\n<h3>\(htmlEscaped(result.sceneCase.name))</h3>\n"
        section += "<p class=\"metrics\">\(htmlEscaped(result.message))</p>\n<div class=\"panels\">"
        // One zoom for all of a case's images, so that images of different sizes show so.
        let zoom = Self.zoom(for: [result.expected, result.actual].compactMap { $0.flatMap(Self.pngSize) })
        if let expected = result.expected { section += figure(expected, caption: "expected: \(result.sceneCase.reference)", zoom: zoom) }
        if let actual = result.actual { section += figure(actual, caption: "actual: rendered from \(result.sceneCase.scene)", zoom: zoom) }
        if let mask = result.mask { section += figure(mask, caption: "difference", zoom: zoom) }
        if let expected = result.expected, let actual = result.actual,
           let expectedSize = Self.pngSize(expected), let actualSize = Self.pngSize(actual) {
            let width = expectedSize.width * zoom
            let overWidth = Double(actualSize.width) / Double(expectedSize.width) * 100
            section += """
                <figure class="compare">
                <div class="stage" style="width: \(width)px">
                <img src="\(dataURI(expected))" width="\(width)" alt="expected">
                <img class="over" src="\(dataURI(actual))" style="width: \(cFormat("%.4f", overWidth))%; opacity: 0.5" alt="actual over expected">
                </div>
                <label>Onion skin: expected <input type="range" min="0" max="100" value="50" data-onion> actual</label>
                <label>Swipe: actual <input type="range" min="0" max="100" value="0" data-swipe> expected</label>
                </figure>
                """
        }
        section += "</div>\n"
        section += "<p>Accept this render:</p><pre>\(htmlEscaped(acceptCommand(result.sceneCase)))</pre>\n</section>\n"
        return section
    }

    private func figure(_ png: Data, caption: String, zoom: Int) -> String {
        let width = Self.pngSize(png).map { " width=\"\($0.width * zoom)\"" } ?? ""
        return "<figure><img src=\"\(dataURI(png))\"\(width) alt=\"\(htmlEscaped(caption))\"><figcaption>\(htmlEscaped(caption))</figcaption></figure>"
    }

    private func dataURI(_ png: Data) -> String {
        "data:image/png;base64," + png.base64EncodedString()
    }

    /// Small renders are shown enlarged, pixel for pixel, so that a one-pixel difference can
    /// be seen; large ones at their own size, which the page's styles shrink to fit.
    static func zoom(for sizes: [(width: Int, height: Int)]) -> Int {
        let longest = sizes.map { max($0.width, $0.height) }.max() ?? 1
        return max(1, min(8, 240 / max(1, longest)))
    }

    /// Width and height from a PNG's header chunk.
    static func pngSize(_ png: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](png.prefix(24))
        guard bytes.count == 24, bytes.starts(with: PNGFile.signature) else { return nil }
        func word(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (word(16), word(20))
    }

    private static let style = """
        body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #0f172a; background: #f8fafc; }
        header { border-bottom: 1px solid #cbd5e1; margin-bottom: 16px; }
        h1 { font-size: 22px; margin: 0 0 8px; } h2 { font-size: 18px; margin: 24px 0 8px; } h3 { margin: 0 0 6px; font-size: 15px; }
        .counts span { display: inline-block; padding: 2px 10px; border-radius: 12px; margin-right: 6px; font-weight: 600; }
        .pass { background: #dcfce7; color: #166534; } .fail { background: #fee2e2; color: #991b1b; } .new { background: #fef3c7; color: #92400e; }
        .case { background: #fff; border: 1px solid #e2e8f0; border-left: 4px solid #ef4444; border-radius: 6px; padding: 12px 16px; margin: 12px 0; }
        .case.recorded { border-left-color: #f59e0b; }
        .metrics { font-family: ui-monospace, monospace; font-size: 12px; color: #334155; }
        .panels { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; max-width: 100%; } figcaption { font-size: 12px; color: #64748b; word-break: break-all; }
        img { max-width: 100%; height: auto; image-rendering: pixelated; display: block; border: 1px solid #cbd5e1;
              background: repeating-conic-gradient(#e2e8f0 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .compare label { display: block; font-size: 12px; color: #475569; }
        .stage { position: relative; max-width: 100%; margin-bottom: 6px; }
        .stage .over { position: absolute; left: 0; top: 0; border-color: transparent; background: none; }
        pre, code { font-family: ui-monospace, monospace; font-size: 12px; background: #f1f5f9; border-radius: 4px; }
        pre { padding: 8px; white-space: pre-wrap; word-break: break-all; }
        ul.passed { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
        ul.passed li { background: #dcfce7; color: #166534; border-radius: 4px; padding: 1px 8px; font-size: 12px; }
        """

    /// Moves the render's opacity (onion skin) or its left edge (swipe) over the reference;
    /// a swipe needs the render opaque, and fading it shows it whole again.
    private static let script = """
        document.addEventListener('input', function (event) {
          var compare = event.target.closest('.compare');
          if (!compare) return;
          var over = compare.querySelector('.over'), onion = compare.querySelector('[data-onion]'), swipe = compare.querySelector('[data-swipe]');
          if (event.target === onion) swipe.value = 0;
          if (event.target === swipe) onion.value = 100;
          over.style.opacity = onion.value / 100;
          over.style.clipPath = 'inset(0 0 0 ' + swipe.value + '%)';
        });
        """
}

/// Text made safe to place in HTML content and in quoted attribute values.
private func htmlEscaped(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        case "'": escaped += "&#39;"
        default: escaped.append(character)
        }
    }
    return escaped
}

/// A word a POSIX shell reads back as `text`: as it is when it holds only safe characters,
/// otherwise in single quotes.
private func shellQuoted(_ text: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./=:@%+,")
    guard text.isEmpty || !text.allSatisfy(safe.contains) else { return text }
    return "'" + text.replacing("'", with: "'\\''") + "'"
}
