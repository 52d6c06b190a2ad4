import Testing
import XCTest

/// Reports a failed check to whichever framework is running the test: Swift Testing when a
/// `Test` is current, XCTest otherwise, each at the assertion's source location.
enum FailureReporter {
    static func report(_ message: String, at location: TestLocation) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(
                fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line), column: location.column))
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
