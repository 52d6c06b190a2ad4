import Foundation

/// Where an assertion was written, and the default places its references and artifacts go.
struct TestLocation {
    let fileID: String
    let filePath: StaticString
    let function: String
    let line: UInt
    let column: Int

    /// The test file's name without `.swift`, such as `CardTests`.
    var fileName: String {
        URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent
    }

    /// The test's name without its parameter list: `testCard()` becomes `testCard`.
    var testName: String {
        String(function.prefix { $0 != "(" })
    }

    /// The folder the test file is in: the default renderer's asset folder, so that pictures
    /// beside the test are found.
    var folder: URL {
        URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
    }

    /// `__Goldens__/<TestFile>/` beside the test file, or `directory` when the caller names one.
    func referenceFolder(_ directory: URL?) -> URL {
        directory ?? folder.appendingPathComponent("__Goldens__").appendingPathComponent(fileName)
    }

    /// `<TestFile>/<test>.<name>` inside `GOLDEN_ARTIFACTS`, or inside a folder in the
    /// temporary directory when that is unset.
    func artifacts(for name: String) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let root = environment["GOLDEN_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("scene-golden-artifacts")
        return root.appendingPathComponent(fileName).appendingPathComponent("\(testName).\(name)")
    }
}
