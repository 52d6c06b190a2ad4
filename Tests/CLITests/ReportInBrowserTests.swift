import Foundation
import Testing

/// `render-cli test --report` as a browser shows it: headless Chromium screenshots the page,
/// and `render-cli diff` itself checks that the screenshot is not blank and that every
/// embedded image is a PNG it can decode.
struct ReportInBrowserTests {
    /// Debian's `chromium`, when it is installed; the browser test needs it.
    static let chromium: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("chromium") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// A report with one failing case (the square turned from red to blue), one passing.
    private func report(in folder: ScratchFolder) throws -> String {
        for (name, color) in ["changed": "red", "same": "green"] {
            try folder.write("scenes/\(name).json", ScratchFolder.squareScene(color))
            try folder.render("scenes/\(name).json", to: "scenes/\(name).png")
        }
        try folder.write("scenes/changed.json", ScratchFolder.squareScene("blue"))
        let result = try folder.run(["test", "scenes", "--report", "report.html"])
        #expect(result.status == 1, "stdout: \(result.stdoutText)")
        return String(decoding: try folder.contents("report.html"), as: UTF8.self)
    }

    @Test func everyImageIsAnEmbeddedPNGThatDecodes() throws {
        let folder = try ScratchFolder("render-cli-report")
        let html = try report(in: folder)
        let sources = html.components(separatedBy: "<img").dropFirst().map { tag in
            tag.components(separatedBy: "src=\"").dropFirst().first?.components(separatedBy: "\"").first ?? ""
        }
        // Expected, actual and difference, then expected and actual again under the sliders.
        #expect(sources.count == 5)
        for (index, source) in sources.enumerated() {
            let prefix = "data:image/png;base64,"
            #expect(source.hasPrefix(prefix), "image \(index) is not an embedded PNG")
            let png = try #require(Data(base64Encoded: String(source.dropFirst(prefix.count))), "image \(index) is not base64")
            try png.write(to: folder.url.appendingPathComponent("image-\(index).png"))
            let decoded = try folder.run(["diff", "image-\(index).png", "image-\(index).png", "--exact"])
            #expect(decoded.status == 0, "image \(index) does not decode: \(decoded.stderr)")
        }
    }

    // Skipped, and reported as skipped, where Chromium is not installed (`apt-get install chromium`).
    @Test(.enabled(if: ReportInBrowserTests.chromium != nil, "chromium is not on PATH"))
    func theReportRendersInChromium() throws {
        let folder = try ScratchFolder("render-cli-report")
        _ = try report(in: folder)
        let screenshot = folder.url.appendingPathComponent("screenshot.png")
        let browser = Process()
        browser.executableURL = Self.chromium
        browser.arguments = ["--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--user-data-dir=\(folder.path("profile"))",
                             "--screenshot=\(screenshot.path)", "--window-size=1200,1600", folder.url.appendingPathComponent("report.html").absoluteString]
        browser.standardOutput = FileHandle.nullDevice
        browser.standardError = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        browser.terminationHandler = { _ in exited.signal() }
        try browser.run()
        if exited.wait(timeout: .now() + 120) == .timedOut {
            browser.terminate()
            Issue.record("Chromium did not finish within 120 s")
        }
        browser.waitUntilExit()
        #expect(browser.terminationStatus == 0)
        let size = try #require(pngSize(try Data(contentsOf: screenshot)), "Chromium wrote no PNG screenshot")
        #expect(size.width == 1200 && size.height == 1600)

        // A blank page of the report's background colour, to count the pixels that are not.
        try folder.write("blank.json", ##"{"width": 1200, "height": 1600, "background": "#F8FAFC", "root": {"type": "view"}}"##)
        try folder.render("blank.json", to: "blank.png")
        let comparison = try folder.run(["diff", "blank.png", "screenshot.png", "--threshold", "2"])
        #expect(comparison.status == 1, "the screenshot is blank: \(comparison.stdoutText)")
        // Text, images and boxes cover well over 2% of the page, far from a blank one.
        let counts = comparison.stdoutText.split(separator: ":").dropFirst().first.map { $0.split(separator: " ") } ?? []
        let differing = counts.first.flatMap { Int($0) } ?? 0
        #expect(differing > 1200 * 1600 / 50, "\(comparison.stdoutText)")
    }
}
