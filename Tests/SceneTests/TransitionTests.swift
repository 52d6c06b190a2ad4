import Foundation
import Scene
import Testing

/// "The scene at time t": transitions, toasts and spinners resolved into plain nodes, with
/// expected values worked out by hand.
struct TransitionTests {
    private func scene(_ root: Node) -> Scene {
        Scene(width: 200, height: 200, root: root)
    }

    private func box(_ transition: Transition) -> Node {
        View().size(width: 50, height: 50).background(Color(hex: 0x007AFF)).transition(transition)
    }

    @Test func fadeIsInvisibleBeforeItsDelayHalfWayAtItsMidpointAndWholeAfter() {
        let faded = scene(box(Transition(.fade, duration: 2, delay: 1, curve: .easeInOut)).opacity(0.8))
        #expect(faded.at(time: 0).root.style.opacity == 0)
        #expect(faded.at(time: 1).root.style.opacity == 0)
        // ease-in-out is symmetric: half-way through the time is half-way through the fade.
        #expect(abs(faded.at(time: 2).root.style.opacity - 0.4) < 1e-9)
        #expect(faded.at(time: 3).root.style.opacity == 0.8)
        #expect(faded.at(time: 60).root.style.opacity == 0.8)
        #expect(faded.at(time: 3).root.transitions.isEmpty, "a resolved scene has no transitions left")
    }

    @Test func slideComesInByItsOwnSizeOrByADistance() {
        let own = scene(box(Transition(.slide(edge: .bottom, distance: nil), duration: 1, curve: .linear)))
        #expect(own.at(time: 0).root.style.transform.relativeTranslate == Point(x: 0, y: 1))
        #expect(own.at(time: 0.25).root.style.transform.relativeTranslate == Point(x: 0, y: 0.75))
        #expect(own.at(time: 1).root.style.transform.relativeTranslate == Point(x: 0, y: 0))
        let leading = scene(box(Transition(.slide(edge: .leading, distance: 40), duration: 1, curve: .linear)))
        #expect(leading.at(time: 0.5).root.style.transform.translate == Point(x: -20, y: 0))
        let top = scene(box(Transition(.slide(edge: .top, distance: 40), duration: 1, curve: .linear)))
        #expect(top.at(time: 0.5).root.style.transform.translate == Point(x: 0, y: -20))
    }

    @Test func scaleGrowsFromItsStartingFactor() {
        let grown = scene(box(Transition(.scale(from: 0.5), duration: 1, curve: .linear)))
        #expect(grown.at(time: 0).root.style.transform.scale == Size(width: 0.5, height: 0.5))
        #expect(grown.at(time: 0.5).root.style.transform.scale == Size(width: 0.75, height: 0.75))
        #expect(grown.at(time: 1).root.style.transform.scale == Size(width: 1, height: 1))
    }

    @Test func shakeSwingsAndDiesAway() {
        let shaken = scene(box(Transition(.shake(amplitude: 10, cycles: 2), duration: 1)))
        #expect(shaken.at(time: 0).root.style.transform.translate.x == 0)
        // A quarter of the first cycle: sin is 1, and the envelope has fallen to 7/8.
        #expect(abs(shaken.at(time: 0.125).root.style.transform.translate.x - 8.75) < 1e-9)
        #expect(abs(shaken.at(time: 0.375).root.style.transform.translate.x + 6.25) < 1e-9)
        #expect(shaken.at(time: 1).root.style.transform.translate.x == 0)
    }

    @Test func crossDissolveMixesThePreviousPicture() {
        let image = Image("after.png").transition(Transition(.crossDissolve(from: .file("before.png")), duration: 1, curve: .linear))
        let start = scene(image).at(time: 0).root.image
        #expect(start?.previous == .file("before.png"))
        #expect(start?.previousWeight == 1)
        #expect(scene(image).at(time: 0.25).root.image?.previousWeight == 0.75)
        let end = scene(image).at(time: 1).root.image
        #expect(end?.previous == nil)
        #expect(end?.previousWeight == 0)
        #expect(end?.source == .file("after.png"))
    }

    @Test func flipShowsTheOldPictureForeshortenedThenTheNewOne() {
        let image = Image("after.png").transition(Transition(.flipFromBottom(from: .file("before.png")), duration: 1, curve: .linear))
        let early = scene(image).at(time: 0.25).root
        #expect(early.image?.previous == .file("before.png"))
        #expect(early.image?.previousWeight == 1)
        #expect(abs(early.style.transform.scale.height - cos(Double.pi / 4)) < 1e-12)
        #expect(early.style.transform.scale.width == 1)
        let late = scene(image).at(time: 0.75).root
        #expect(late.image?.previous == nil)
        #expect(abs(late.style.transform.scale.height - cos(Double.pi / 4)) < 1e-12)
    }

    @Test func transitionsOnOneNodeCombine() {
        let node = box(Transition(.fade, duration: 1, curve: .linear)).transition(Transition(.scale(from: 0), duration: 1, curve: .linear))
        let half = scene(node).at(time: 0.5).root.style
        #expect(half.opacity == 0.5)
        #expect(half.transform.scale == Size(width: 0.5, height: 0.5))
    }

    @Test func spinnersTurnOnceASecond() {
        let spinner = scene(Progress())
        #expect(spinner.at(time: 0).root.progress?.phase == 0)
        #expect(spinner.at(time: 0.25).root.progress?.phase == 0.25)
        #expect(spinner.at(time: 2.75).root.progress?.phase == 0.75)
    }

    @Test func theSceneAtATimeIsResolvedOnce() {
        let original = scene(VStack {
            box(Transition(.fade, duration: 1))
            Button(ButtonContent(title: "Save", state: .loading))
            Toast(ToastContent(text: "Saved"))
            Alert(AlertContent(style: .edit, title: "Rename", fields: [AlertField(placeholder: "Name")]))
            View().screenState(.blockLoading(subtitle: "Saving…"))
        })
        let resolved = original.at(time: 0.4)
        #expect(resolved.at(time: 0.4) == resolved)
        func kinds(_ node: Node) -> Set<NodeKind> { node.children.reduce([node.kind]) { $0.union(kinds($1)) } }
        #expect(kinds(resolved.root).isDisjoint(with: [.button, .toast, .alert]), "components are expanded")
    }

    @Test func timelineEndsWithTheLastTransitionOrToast() {
        #expect(scene(View()).timelineEnd == 0)
        #expect(scene(Progress()).timelineEnd == 0, "spinners go on for ever")
        #expect(scene(box(Transition(.fade, duration: 0.5, delay: 2))).timelineEnd == 2.5)
        // Two toasts of 1 s each, with 0.25 s fades: 1.5 s apiece, one after the other.
        let toasts = scene(View {
            Toast(ToastContent(text: "One", duration: 1))
            Toast(ToastContent(text: "Two", duration: 1))
        })
        #expect(toasts.timelineEnd == 3)
        #expect(scene(Button(ButtonContent(title: "Retry", state: .error))).timelineEnd == 0.5, "an error button shakes for half a second")
        #expect(scene(Button(ButtonContent(title: "Retry", state: .error, errorStyle: .none))).timelineEnd == 0)
    }

    @Test func aTransitionWithNoDurationJumpsAtItsDelay() {
        let jump = scene(box(Transition(.fade, duration: 0, delay: 1)))
        #expect(jump.at(time: 0.999).root.style.opacity == 0)
        #expect(jump.at(time: 1).root.style.opacity == 1)
    }

    @Test func toastsInsideAComponentTakeNoPlaceInTheQueue() {
        var button = Button("Save")
        button.children = [Toast(ToastContent(text: "Hidden", duration: 5))]
        let root = View {
            button
            Toast(ToastContent(text: "Shown", duration: 1))
        }
        #expect(scene(root).timelineEnd == 1.5)
    }
}
