import Foundation
import Rendering
import Testing

/// A render stops at the first stage boundary past its time limit and says which.
struct TimeLimitTests {
    static let scene = Data(#"{"width": 40, "height": 30, "root": {"type": "label", "text": "Hello"}}"#.utf8)

    @Test func aRenderPastItsLimitStopsAfterTheStageItWasIn() throws {
        let renderer = try Renderer()
        #expect(throws: RenderError.timeLimit(stage: "decoding and binding", limit: .nanoseconds(1))) {
            try renderer.renderNow(json: Self.scene, options: RenderOptions(timeLimit: .nanoseconds(1)))
        }
        let error = RenderError.timeLimit(stage: "layout", limit: .milliseconds(250))
        #expect(error.description == "the render passed its time limit of 0.25 s during layout, and was stopped there")
    }

    @Test func aRenderWithinItsLimitIsTheSameImage() throws {
        let renderer = try Renderer()
        let limited = try renderer.renderNow(json: Self.scene, options: RenderOptions(timeLimit: .seconds(60)))
        let unlimited = try renderer.renderNow(json: Self.scene)
        #expect(limited.data == unlimited.data)
    }
}
