import Dispatch
import Foundation
import Scene
import Testing

/// Documents nested as deeply as the limits allow decode, or are refused, on a thread with
/// a 512 KB stack (the size of many secondary threads), where the recursive parser and
/// validator once overflowed before reaching their limits.
struct SmallStackTests {
    /// The error `text` decodes to on a 512 KB thread, or "decoded".
    private func decodeOnSmallStack(_ text: String) -> String {
        final class Outcome: @unchecked Sendable {
            var text = ""
        }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let bytes = Array(text.utf8)
        let thread = Thread {
            do {
                _ = try SceneDecoder().decode(bytes, file: "deep.json")
                outcome.text = "decoded"
            } catch {
                outcome.text = String(describing: error)
            }
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        return outcome.text
    }

    @Test func nestingAtTheLimitIsReadAndRefusedByTheValidator() {
        let arrays = String(repeating: "[", count: 510) + String(repeating: "]", count: 510)
        let outcome = decodeOnSmallStack(#"{"width": 10, "height": 10, "fonts": "# + arrays + #", "root": {"type": "view"}}"#)
        #expect(outcome == "deep.json:1:39: fonts[0]: expected a string, received an array")
    }

    @Test func nestingPastTheLimitIsRefusedByTheParser() {
        let arrays = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(decodeOnSmallStack(arrays).hasSuffix(": nesting is deeper than 512 levels"))
    }

    @Test func nodesAtTheDepthLimitAreValidated() {
        var node = #"{"type": "view"}"#
        for _ in 0..<99 { node = #"{"type": "view", "children": ["# + node + "]}" }
        #expect(decodeOnSmallStack(#"{"width": 10, "height": 10, "root": "# + node + "}") == "decoded")
    }
}
