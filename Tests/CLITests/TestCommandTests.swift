import Foundation
import XCTest

/// `render-cli test`: one line per scene and a summary, the record modes, scenes that cannot
/// be rendered, the HTML report, and refusals that write nothing.
///
/// Every fixture is a folder `scenes/` of 30×20 scenes with a 10×10 square, whose references
/// are recorded by the command itself or rendered by the plain command; changing a square's
/// colour changes exactly 100 of its 600 pixels.
final class TestCommandTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws {
        folder = try ScratchFolder("render-cli-test")
    }

    override func tearDown() {
        folder = nil
    }

    private let recordedNote = "references were recorded, so this run fails; look at them, then run again without --record"

    private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult {
        try folder.run(["test"] + arguments, file: file, line: line)
    }

    /// Writes the scenes, `name` to square colour.
    private func scenes(_ colors: [String: String]) throws {
        for (name, color) in colors {
            try folder.write("scenes/\(name).json", ScratchFolder.squareScene(color))
        }
    }

    /// Checks a run's exit status, its standard output line by line, and an empty standard error.
    private func assertRun(_ result: CLIResult, _ status: Int32, _ lines: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(result.exitedNormally, "render-cli did not exit normally: \(result.terminationReason)", file: file, line: line)
        XCTAssertEqual(result.status, status, "stdout: \(result.stdoutText)\nstderr: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), lines + [""], file: file, line: line)
        XCTAssertEqual(result.stderr, "", file: file, line: line)
    }

    /// Checks a refusal of `render-cli test`.
    private func assertUsageFailure(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try folder.assertUsageFailure("test", arguments, message, file: file, line: line)
    }

    // MARK: - Comparing

    func testMatchingReferencesPass() throws {
        try scenes(["card": "red", "nested/badge": "blue"])
        try folder.render("scenes/card.json", to: "scenes/card.png")
        try folder.render("scenes/nested/badge.json", to: "scenes/nested/badge.png")
        assertRun(try run(["scenes"]), 0, ["PASS card", "PASS nested/badge", "2 passed, 0 failed"])
    }

    func testScenesAreFoundAtAnyDepthInPathOrderAndHiddenOnesAreSkipped() throws {
        try scenes(["z": "red", "b/d": "red", "a": "red", "b/c": "red", ".hidden": "red", ".cache/old": "red"])
        try folder.write("scenes/notes.txt", "not a scene")
        let result = try run(["scenes"])
        XCTAssertEqual(result.stdoutText.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) },
                       ["FAIL a", "FAIL b/c", "FAIL b/d", "FAIL z", "0 passed, 4 failed"])
    }

    /// A link to a folder or a scene is not followed: what is tested is what the folder holds.
    func testLinksAreNotFollowed() throws {
        try scenes(["a": "red"])
        try folder.write("elsewhere/b.json", ScratchFolder.squareScene("red"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("scenes/linked"), withDestinationPath: folder.path("elsewhere"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("scenes/c.json"), withDestinationPath: folder.path("elsewhere/b.json"))
        let result = try run(["scenes"])
        XCTAssertEqual(result.stdoutText.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) },
                       ["FAIL a", "0 passed, 1 failed"])
    }

    func testAChangedColourFailsWithItsCounts() throws {
        try scenes(["card": "red", "other": "blue"])
        try folder.render("scenes/card.json", to: "scenes/card.png")
        try folder.render("scenes/other.json", to: "scenes/other.png")
        try scenes(["card": "green"])
        let result = try run(["scenes"])
        XCTAssertEqual(result.status, 1)
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, result.stdoutText)
        XCTAssertTrue(lines[0].hasPrefix("FAIL card: perceptual (ΔE2000 over 2.3, at most 0 differing pixels, antialiasing ignored): 100 of 600 pixels differ (16.67%), largest ΔE2000 "), lines[0])
        XCTAssertEqual(Array(lines.dropFirst()), ["PASS other", "1 passed, 1 failed"])
    }

    func testTheComparisonFlagsApply() throws {
        try scenes(["card": "red"])
        try folder.render("scenes/card.json", to: "scenes/card.png")
        try scenes(["card": "#FE0000"])
        assertRun(try run(["scenes"]), 0, ["PASS card", "1 passed, 0 failed"])
        assertRun(try run(["scenes", "--exact"]), 1, ["FAIL card: exact: 100 of 600 pixels differ (16.67%), largest channel difference 1", "0 passed, 1 failed"])
        assertRun(try run(["scenes", "--threshold", "0", "--max-pixels", "100"]), 0, ["PASS card", "1 passed, 0 failed"])
    }

    func testAScenesPicturesAreFoundBesideIt() throws {
        try scenes(["dot": "red"])
        try folder.write("scenes/pictures/photo.json", """
            {"width": 30, "height": 20, "root": {"type": "view", "children": [
              {"type": "image", "src": "dot.png", "frame": {"x": 0, "y": 0, "width": 30, "height": 20}}
            ]}}
            """)
        try folder.render("scenes/dot.json", to: "scenes/pictures/dot.png")
        try folder.render("scenes/dot.json", to: "scenes/pictures/photo.png")
        try folder.render("scenes/dot.json", to: "scenes/dot.png")
        // Were the picture looked for anywhere else, its placeholder would be drawn instead.
        assertRun(try run(["scenes"]), 0, ["PASS dot", "PASS pictures/photo", "2 passed, 0 failed"])
    }

    // MARK: - Missing references and recording

    func testAMissingReferenceFailsAndSaysHowToRecordIt() throws {
        try scenes(["card": "red"])
        assertRun(try run(["scenes"]), 1, ["FAIL card: no reference 'scenes/card.png'; record it with --record missing", "0 passed, 1 failed"])
        XCTAssertFalse(folder.exists("scenes/card.png"))
    }

    func testRecordingMissingReferencesFailsTheRunAndThenTheyPass() throws {
        try scenes(["card": "red", "other": "blue"])
        try folder.render("scenes/other.json", to: "scenes/other.png")
        let otherBefore = try folder.contents("scenes/other.png")
        assertRun(try run(["scenes", "--record", "missing"]), 1, [
            "NEW card: recorded 'scenes/card.png'", "PASS other", "1 passed, 0 failed, 1 recorded", "1 reference was recorded, so this run fails; look at them, then run again without --record",
        ])
        XCTAssertEqual(try folder.contents("scenes/other.png"), otherBefore, "an existing reference is left alone")
        // What was recorded is what the plain command renders, pixel for pixel.
        try folder.render("scenes/card.json", to: "plain.png")
        XCTAssertEqual(try folder.run(["diff", "scenes/card.png", "plain.png", "--exact"]).status, 0)
        assertRun(try run(["scenes"]), 0, ["PASS card", "PASS other", "2 passed, 0 failed"])
        XCTAssertEqual(try folder.listing().filter { $0.contains("partial") }, [])
    }

    func testRecordingMissingLeavesAFailingReferenceAlone() throws {
        try scenes(["card": "red"])
        try folder.render("scenes/card.json", to: "scenes/card.png")
        let before = try folder.contents("scenes/card.png")
        try scenes(["card": "blue"])
        let result = try run(["scenes", "--record", "missing"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdoutText.hasPrefix("FAIL card: perceptual"), result.stdoutText)
        XCTAssertEqual(try folder.contents("scenes/card.png"), before)
    }

    func testRecordingFailedReplacesOnlyTheFailingOnes() throws {
        try scenes(["changed": "red", "same": "blue", "unreadable": "red", "new": "red"])
        try folder.render("scenes/changed.json", to: "scenes/changed.png")
        try folder.render("scenes/same.json", to: "scenes/same.png")
        try folder.write("scenes/unreadable.png", "not a picture")
        try scenes(["changed": "green"])
        let same = try folder.contents("scenes/same.png")
        let result = try run(["scenes", "--record", "failed"])
        XCTAssertEqual(result.status, 1)
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 6, result.stdoutText)
        XCTAssertTrue(lines[0].hasPrefix("UPDATED changed: recorded 'scenes/changed.png' in place of the reference there; it differed: perceptual"), lines[0])
        XCTAssertEqual(Array(lines.dropFirst()), [
            "NEW new: recorded 'scenes/new.png'",
            "PASS same",
            "UPDATED unreadable: recorded 'scenes/unreadable.png' in place of the reference there; cannot read the reference 'scenes/unreadable.png': it is not a PNG image",
            "1 passed, 0 failed, 3 recorded",
            "3 \(recordedNote)",
        ])
        XCTAssertEqual(try folder.contents("scenes/same.png"), same, "a passing reference is not rewritten")
        assertRun(try run(["scenes"]), 0, ["PASS changed", "PASS new", "PASS same", "PASS unreadable", "4 passed, 0 failed"])
    }

    func testRecordingAllReplacesEveryReference() throws {
        try scenes(["changed": "red", "same": "blue"])
        try folder.render("scenes/changed.json", to: "scenes/changed.png")
        // Written with other compression settings than recording uses: the same pixels in
        // other bytes, so a rewrite shows.
        XCTAssertEqual(try folder.run(["scenes/same.json", "-o", "scenes/same.png", "--png", "fast"]).status, 0)
        let same = try folder.contents("scenes/same.png")
        try scenes(["changed": "green"])
        let result = try run(["scenes", "--record", "all"])
        XCTAssertEqual(result.status, 1)
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4, result.stdoutText)
        XCTAssertTrue(lines[0].hasPrefix("UPDATED changed: recorded 'scenes/changed.png' in place of the reference there; it differed: "), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("UPDATED same: recorded 'scenes/same.png' in place of the reference there; it matched: "), lines[1])
        XCTAssertEqual(Array(lines.dropFirst(2)), ["0 passed, 0 failed, 2 recorded", "2 \(recordedNote)"])
        XCTAssertNotEqual(try folder.contents("scenes/same.png"), same)
        assertRun(try run(["scenes"]), 0, ["PASS changed", "PASS same", "2 passed, 0 failed"])
    }

    func testAnUnreadableReferenceIsAnErrorWithoutRecording() throws {
        try scenes(["card": "red"])
        try folder.write("scenes/card.png", "not a picture")
        assertRun(try run(["scenes"]), 1, ["ERROR card: cannot read the reference 'scenes/card.png': it is not a PNG image", "0 passed, 0 failed, 1 error"])
    }

    // MARK: - Moments

    /// A 120×60 white scene whose only content is a toast, which fades in over 0.25 s.
    private let toastScene = """
        {"width": 120, "height": 60, "background": "white", "root": {"type": "view", "children": [{"type": "toast", "text": "Saved"}]}}
        """

    /// A square that fades in from 0.5 s to 0.8 s.
    private let fadingSquare = """
        {"width": 30, "height": 20, "background": "white", "root": {"type": "view", "children": [
          {"type": "view", "frame": {"x": 5, "y": 5, "width": 10, "height": 10}, "background": "red", "transition": {"kind": "fade", "delay": 0.5}}
        ]}}
        """

    func testATimesFileMakesACaseAtEachMomentWithItsOwnReference() throws {
        try folder.write("scenes/toast.json", toastScene)
        try folder.write("scenes/toast.times", "1\n0.125 1\n")
        try scenes(["card": "red"])
        try folder.render("scenes/card.json", to: "scenes/card.png")
        assertRun(try run(["scenes", "--record", "missing"]), 1, [
            "PASS card", "NEW toast@0.125s: recorded 'scenes/toast@0.125s.png'", "NEW toast@1s: recorded 'scenes/toast@1s.png'",
            "1 passed, 0 failed, 2 recorded", "2 \(recordedNote)",
        ])
        // Each reference is the plain command's render at its moment, as golden tests record.
        XCTAssertEqual(try folder.run(["scenes/toast.json", "-o", "plain.png", "--time", "0.125"]).status, 0)
        XCTAssertEqual(try folder.run(["diff", "scenes/toast@0.125s.png", "plain.png", "--exact"]).status, 0)
        XCTAssertEqual(try folder.run(["diff", "scenes/toast@1s.png", "plain.png", "--exact"]).status, 1, "the toast is half faded in at 0.125 s")
        assertRun(try run(["scenes"]), 0, ["PASS card", "PASS toast@0.125s", "PASS toast@1s", "3 passed, 0 failed"])
        XCTAssertFalse(folder.exists("scenes/toast.png"))
    }

    func testTimeSetsTheMomentOfScenesWithoutATimesFile() throws {
        try folder.write("scenes/square.json", fadingSquare)
        XCTAssertEqual(try folder.run(["scenes/square.json", "-o", "scenes/square.png", "--time", "1"]).status, 0)
        assertRun(try run(["scenes", "--time", "1"]), 0, ["PASS square", "1 passed, 0 failed"])
        // At 0 s the square has not appeared: the reference recorded at 1 s does not match.
        let atZero = try run(["scenes"])
        XCTAssertEqual(atZero.status, 1)
        XCTAssertTrue(atZero.stdoutText.hasPrefix("FAIL square: "), atZero.stdoutText)
        // A scene's own moments win over --time.
        try folder.write("scenes/square.times", "1")
        try FileManager.default.moveItem(atPath: folder.path("scenes/square.png"), toPath: folder.path("scenes/square@1s.png"))
        assertRun(try run(["scenes", "--time", "0"]), 0, ["PASS square@1s", "1 passed, 0 failed"])
    }

    func testAMomentThatShowsNothingButTheBackgroundIsWarnedAbout() throws {
        try folder.write("scenes/toast.json", toastScene)
        let result = try run(["scenes", "--record", "missing"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdoutText.split(separator: "\n").first, "NEW toast: recorded 'scenes/toast.png'")
        XCTAssertEqual(result.stderr, "scenes/toast.json: warning: at 0 s nothing but the background is visible; the scene's content "
            + "(a toast, or nodes a transition brings in) shows at 0.25 s: give --time 0.25, or list the moments to check in 'scenes/toast.times'\n")
        // At a moment the toast shows, nothing is said.
        XCTAssertEqual(try run(["scenes", "--time", "1", "--record", "all"]).stderr, "")
        // A listed moment is fixed in the list.
        try folder.write("scenes/toast.times", "0 1")
        XCTAssertEqual(try run(["scenes", "--record", "missing"]).stderr, "scenes/toast.json: warning: at 0 s nothing but the background is visible; "
            + "the scene's content (a toast, or nodes a transition brings in) shows at 0.25 s: list that moment in 'scenes/toast.times'\n")
    }

    func testTheReportAcceptsATimedCaseAtItsMoment() throws {
        try folder.write("scenes/square.json", fadingSquare)
        try folder.write("scenes/square.times", "0.6")
        // The square fully red, where at 0.6 s it has only begun to fade in.
        try folder.write("card.json", ScratchFolder.squareScene("red"))
        try folder.render("card.json", to: "scenes/square@0.6s.png")
        let result = try run(["scenes", "--report", "report.html"])
        XCTAssertEqual(result.status, 1, result.stdoutText)
        let html = String(decoding: try folder.contents("report.html"), as: UTF8.self)
        XCTAssertTrue(html.contains("<h3>square@0.6s</h3>"))
        XCTAssertTrue(html.contains("<pre>render-cli scenes/square.json -o scenes/square@0.6s.png --time 0.6</pre>"), html)
        let atOne = try run(["scenes", "--time", "1", "--report", "report.html"])
        XCTAssertEqual(atOne.status, 1)
        XCTAssertTrue(String(decoding: try folder.contents("report.html"), as: UTF8.self).contains("<pre>render-cli test scenes --time 1 --record failed</pre>"))
    }

    func testBadMomentsAreRefused() throws {
        try folder.write("scenes/toast.json", toastScene)
        try assertUsageFailure(["scenes", "--time", "soon"], "--time expects a number of seconds, 0 or more, received 'soon'")
        try assertUsageFailure(["scenes", "--time", "-1"], "--time expects a number of seconds, 0 or more, received '-1'")
        try folder.write("scenes/toast.times", "0 soon")
        try assertUsageFailure(["scenes"], #"'scenes/toast.times': "soon" is not a time in seconds (a number from 0 to 10⁹)"#)
        try folder.write("scenes/toast.times", "\n")
        try assertUsageFailure(["scenes"], "'scenes/toast.times': it lists no moment; write the seconds to render at, such as 0 0.5")
    }

    // MARK: - Scenes that cannot be rendered

    func testAnInvalidSceneIsAnErrorAndTheOthersStillRun() throws {
        try scenes(["b-card": "red", "d-card": "blue"])
        try folder.write("scenes/a-broken.json", ScratchFolder.invalidScene)
        try folder.write("scenes/c-truncated.json", "{\"width\": 30,")
        try folder.render("scenes/b-card.json", to: "scenes/b-card.png")
        try folder.render("scenes/d-card.json", to: "scenes/d-card.png")
        let result = try run(["scenes", "--record", "missing"])
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(lines.count, 5, result.stdoutText)
        XCTAssertEqual(lines[0], "ERROR a-broken: scenes/a-broken.json:3:45: root.cornerRadius: expected a number ≥ 0 and ≤ 1000000, received -5")
        XCTAssertEqual(lines[1], "PASS b-card")
        XCTAssertTrue(lines[2].hasPrefix("ERROR c-truncated: scenes/c-truncated.json:1:"), lines[2])
        XCTAssertEqual(Array(lines[3...]), ["PASS d-card", "2 passed, 0 failed, 2 errors"])
        XCTAssertFalse(folder.exists("scenes/a-broken.png"), "nothing is recorded for a scene that cannot be rendered")
    }

    // MARK: - The report

    func testTheReportShowsEachFailingCaseWithItsImagesAndCommands() throws {
        try scenes(["changed": "red", "x<b>&'y": "red", "same": "blue"])
        try folder.render("scenes/changed.json", to: "scenes/changed.png")
        try folder.render("scenes/x<b>&'y.json", to: "scenes/x<b>&'y.png")
        try folder.render("scenes/same.json", to: "scenes/same.png")
        try folder.write("scenes/broken.json", ScratchFolder.invalidScene)
        try scenes(["changed": "green", "x<b>&'y": "blue", "missing": "red"])
        let result = try run(["scenes", "--report", "report.html", "--threshold", "3"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdoutText.hasSuffix("\n1 passed, 3 failed, 1 error\nreport: report.html\n"), result.stdoutText)
        let html = String(decoding: try folder.contents("report.html"), as: UTF8.self)

        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(html.contains("<h3>changed</h3>"))
        XCTAssertTrue(html.contains("<h3>missing</h3>"))
        XCTAssertTrue(html.contains("<h3>x&lt;b&gt;&amp;&#39;y</h3>"), "names are escaped")
        XCTAssertFalse(html.contains("x<b>"), "no unescaped name reaches the page")
        XCTAssertTrue(html.contains("<h3>broken</h3><pre>scenes/broken.json:3:45: root.cornerRadius: expected a number ≥ 0 and ≤ 1000000, received -5</pre>"))
        XCTAssertTrue(html.contains("threshold (a channel off by more than 3, at most 0 differing pixels): 100 of 600 pixels differ (16.67%), largest channel difference 255"))
        XCTAssertTrue(html.contains("<li title=\"identical\">same</li>"), "passing cases are listed by name")
        // Accepting: every failure with the same comparison, or one case by rendering it.
        XCTAssertTrue(html.contains("<pre>render-cli test scenes --threshold 3 --record failed</pre>"))
        XCTAssertTrue(html.contains("<pre>render-cli scenes/changed.json -o scenes/changed.png</pre>"))
        XCTAssertTrue(html.contains("<pre>render-cli &#39;scenes/x&lt;b&gt;&amp;&#39;\\&#39;&#39;y.json&#39; -o &#39;scenes/x&lt;b&gt;&amp;&#39;\\&#39;&#39;y.png&#39;</pre>"))
        XCTAssertTrue(html.contains("data-onion") && html.contains("data-swipe"), "onion-skin and swipe sliders")
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "the page needs nothing from outside")

        // Expected, actual and difference for the two that differ, the render for the missing one.
        let sources = imageSources(html)
        XCTAssertEqual(sources.count, 2 * 5 + 1)
        for (index, source) in sources.enumerated() {
            let prefix = "data:image/png;base64,"
            XCTAssertTrue(source.hasPrefix(prefix), "image \(index) is not embedded")
            let png = try XCTUnwrap(Data(base64Encoded: String(source.dropFirst(prefix.count))), "image \(index) is not base64")
            XCTAssertNotNil(pngSize(png), "image \(index) is not a PNG")
        }
    }

    func testAPassingRunWritesAReportToo() throws {
        try scenes(["card": "red"])
        try folder.render("scenes/card.json", to: "scenes/card.png")
        assertRun(try run(["scenes", "--report", "report.html"]), 0,
                  ["PASS card", "1 passed, 0 failed", "report: report.html"])
        let html = String(decoding: try folder.contents("report.html"), as: UTF8.self)
        XCTAssertTrue(html.contains("<span class=\"pass\">1 passed</span> <span class=\"fail\">0 failed</span>"))
        XCTAssertFalse(html.contains("<h2>Failed</h2>"))
    }

    func testAReportThatCannotBeWrittenStopsTheRunBeforeAnythingIsRecorded() throws {
        try scenes(["card": "red"])
        let before = try folder.listing()
        let result = try run(["scenes", "--record", "missing", "--report", "missing/report.html"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("render-cli test: cannot write 'missing/report.html': the folder "), result.stderr)
        XCTAssertEqual(result.stdoutText, "")
        XCTAssertEqual(try folder.listing(), before)
    }

    /// The `src` of every `<img>`, in order.
    private func imageSources(_ html: String) -> [String] {
        html.components(separatedBy: "<img").dropFirst().compactMap { tag in
            guard let start = tag.range(of: "src=\"") else { return nil }
            let rest = tag[start.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    // MARK: - Refusals

    func testBadInvocationsAreRefused() throws {
        try scenes(["card": "red"])
        try folder.write("empty/notes.txt", "no scenes here")
        try assertUsageFailure([], "missing the folder of scenes to test")
        try assertUsageFailure(["nowhere"], "no such folder 'nowhere'")
        try assertUsageFailure(["scenes/card.json"], "'scenes/card.json' is not a folder; give the folder that holds the scenes")
        try assertUsageFailure(["empty"], "no scenes (*.json files) under 'empty'")
        try assertUsageFailure(["scenes", "empty"], "unexpected argument 'empty'; give one folder of scenes")
        try assertUsageFailure(["scenes", "--record", "some"], "--record expects missing, failed or all, received 'some'")
        try assertUsageFailure(["scenes", "--report", "-"], "--report needs a file name for the HTML page")
        try assertUsageFailure(["scenes", "--exact", "--delta-e", "1"], "--exact cannot be combined with --threshold, --perceptual or --delta-e; choose one way of comparing")
        try assertUsageFailure(["scenes", "--recrod", "all"], "unknown option '--recrod'; did you mean '--record'?")
    }

    func testHelp() throws {
        let result = try run(["-h"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdoutText.hasPrefix("USAGE: render-cli test <folder> [--record missing|failed|all]"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("--max-ratio <r>"))
        XCTAssertTrue(result.stdoutText.contains("--time <seconds>"))
        XCTAssertTrue(result.stdoutText.contains("cards/toast@0.5s.png"), "the .times files are explained")
    }
}
