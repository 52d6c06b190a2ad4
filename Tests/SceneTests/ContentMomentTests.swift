import Scene
import XCTest

/// The moments a scene is checked at: `.times` lists as golden tests and `render-cli test`
/// read them, and the moment to suggest when a scene shows nothing but its background.
///
/// Toast windows follow the queue rule by hand: a toast with the default 2 s appears at its
/// delay (or when the one before it has gone), takes 0.25 s to fade in and 0.25 s to fade
/// out, so the first one is fully shown from 0.25 s to 2.25 s and gone at 2.5 s.
final class ContentMomentTests: XCTestCase {
    // MARK: - .times lists

    func testAListIsReadInOrderOnce() throws {
        XCTAssertEqual(try MomentList(parsing: "0 0.5\n2.25\t0.5\n").times, [0, 0.5, 2.25])
        XCTAssertEqual(try MomentList(parsing: "  3  ").times, [3])
    }

    func testAListRefusesWhatIsNotAMoment() {
        for (text, error) in [("0 soon", MomentListError.notATime("soon")), ("-1", .notATime("-1")), ("1e9", .notATime("1e9")),
                              ("nan", .notATime("nan")), ("inf", .notATime("inf")), ("", .empty), (" \n ", .empty)] {
            XCTAssertThrowsError(try MomentList(parsing: text), text) { XCTAssertEqual($0 as? MomentListError, error, text) }
        }
        XCTAssertEqual(MomentListError.notATime("soon").description, #""soon" is not a time in seconds (a number from 0 to 10⁹)"#)
    }

    func testReferenceNamesWriteTheSecondsBriefly() {
        XCTAssertEqual(MomentList.suffix(for: 0), "@0s")
        XCTAssertEqual(MomentList.suffix(for: 2), "@2s")
        XCTAssertEqual(MomentList.suffix(for: 0.125), "@0.125s")
        XCTAssertEqual(MomentList.seconds(2.25), "2.25")
    }

    // MARK: - Empty moments

    private func scene(_ root: String) throws -> Scene {
        try SceneDecoder().decode(Array(#"{"width": 200, "height": 100, "root": \#(root)}"#.utf8))
    }

    private let toast = #"{"type": "view", "background": "white", "children": [{"type": "toast", "text": "Saved"}]}"#

    func testAToastAloneIsInvisibleAtZeroAndShownOnceFadedIn() throws {
        let scene = try scene(toast)
        XCTAssertEqual(scene.momentShowingContent(hiddenAt: 0), 0.25)
        XCTAssertNil(scene.momentShowingContent(hiddenAt: 0.25))
        XCTAssertNil(scene.momentShowingContent(hiddenAt: 1))
        // Once it has gone, the moment it showed is suggested.
        XCTAssertEqual(scene.momentShowingContent(hiddenAt: 2.5), 0.25)
    }

    func testAQueuedToastIsLookedForInItsOwnWindow() throws {
        let scene = try scene(#"{"type": "view", "children": [{"type": "toast", "text": "a", "delay": 1}, {"type": "toast", "text": "b"}]}"#)
        // The first appears at 1 s, the second when the first has gone, at 3.5 s.
        XCTAssertEqual(scene.momentShowingContent(hiddenAt: 0), 1.25)
        XCTAssertEqual(scene.momentShowingContent(hiddenAt: 10), 1.25)
        XCTAssertNil(scene.momentShowingContent(hiddenAt: 3.75))
    }

    func testOtherContentBesideTheToastIsEnough() throws {
        let scene = try scene(#"{"type": "vstack", "background": "white", "children": [{"type": "label", "text": "Inbox"}, {"type": "toast", "text": "Saved"}]}"#)
        XCTAssertNil(scene.momentShowingContent(hiddenAt: 0))
        let card = try self.scene(#"{"type": "view", "children": [{"type": "view", "background": "red"}, {"type": "toast", "text": "Saved"}]}"#)
        XCTAssertNil(card.momentShowingContent(hiddenAt: 0), "a box below the root is content")
    }

    func testTransitionsThatBringContentInAreWaitedFor() throws {
        let fade = try scene(#"{"type": "view", "background": "white", "children": [{"type": "label", "text": "Hi", "transition": {"kind": "fade", "delay": 1}}]}"#)
        // Fully transparent up to its delay; the default 0.3 s fade ends at 1.3 s.
        XCTAssertEqual(fade.momentShowingContent(hiddenAt: 0), 1.3)
        XCTAssertEqual(fade.momentShowingContent(hiddenAt: 1), 1.3)
        XCTAssertNil(fade.momentShowingContent(hiddenAt: 1.1))
        let grow = try scene(#"{"type": "view", "children": [{"type": "view", "background": "red", "transition": {"kind": "scale", "from": 0, "duration": 0.5}}]}"#)
        XCTAssertEqual(grow.momentShowingContent(hiddenAt: 0), 0.5, "scaled to nothing at 0 s")
        XCTAssertNil(grow.momentShowingContent(hiddenAt: 0.25))
    }

    func testAScenesOwnBackdropIsNotContentButItsTextIs() throws {
        XCTAssertNil(try scene(#"{"type": "view", "background": "white"}"#).momentShowingContent(hiddenAt: 0), "nothing ever shows")
        XCTAssertNil(try scene(#"{"type": "label", "text": "Hi"}"#).momentShowingContent(hiddenAt: 0))
        let hidden = try scene(#"{"type": "view", "children": [{"type": "label", "text": "Hi", "hidden": true}, {"type": "toast", "text": "Saved"}]}"#)
        XCTAssertEqual(hidden.momentShowingContent(hiddenAt: 0), 0.25, "a hidden node is not content")
    }
}
