import Scene
import Testing

/// What components expand into, checked on the resolved tree.
struct ComponentExpansionTests {
    private func resolved(_ root: Node, at time: Double = 0) -> Node {
        Scene(width: 400, height: 300, root: root).at(time: time).root
    }

    private func labels(_ node: Node) -> [Node] {
        (node.label == nil ? [] : [node]) + node.children.flatMap(labels)
    }

    private func progresses(_ node: Node) -> [Node] {
        (node.progress == nil ? [] : [node]) + node.children.flatMap(progresses)
    }

    @Test func filledButtonIsATintedRowWithAWhiteTitle() {
        let button = resolved(Button(ButtonContent(title: "Save", tint: Color(hex: 0x34C759))))
        #expect(button.kind == .hstack)
        #expect(button.style.background == .color(Color(hex: 0x34C759)))
        #expect(button.style.cornerRadius == CornerRadii(10))
        let title = labels(button)
        #expect(title.map(\.label?.text) == ["Save"])
        #expect(title.first?.label?.color == Color(hex: 0xFFFFFF))
    }

    @Test func borderedAndPlainButtonsUseTheTintForTheTitle() {
        let bordered = resolved(Button(ButtonContent(title: "Edit", variant: .bordered)))
        #expect(bordered.style.background == nil)
        // The border is a cover inside the button's box, not a border around its padding.
        #expect(bordered.style.border == nil)
        let ring = bordered.children.first
        #expect(ring?.style.border == Border(width: 1.5, color: ButtonContent.defaultTint))
        #expect(ring?.layout.position == .absolute && ring?.layout.insets == Edges(.zero))
        #expect(ring?.style.cornerRadius == CornerRadii(ButtonContent.defaultCornerRadius))
        #expect(labels(bordered).first?.label?.color == ButtonContent.defaultTint)
        let plain = resolved(Button(ButtonContent(title: "More", variant: .plain)))
        #expect(plain.style.background == nil && plain.style.border == nil)
    }

    @Test func overlayLoadingHidesTheTitleButKeepsItLaidOut() {
        let button = resolved(Button(ButtonContent(title: "Save", state: .loading)), at: 0.5)
        #expect(labels(button).map(\.style.hidden) == [true])
        #expect(progresses(button).map(\.progress?.phase) == [0.5], "one spinner, turned half way")
    }

    @Test func leadingAndTrailingSpinnersSitBesideTheTitle() {
        let leading = resolved(Button(ButtonContent(title: "Save", state: .loading, loadingStyle: .leading)))
        #expect(leading.children.map(\.kind) == [.progress, .label])
        let trailing = resolved(Button(ButtonContent(title: "Save", state: .loading, loadingStyle: .trailing)))
        #expect(trailing.children.map(\.kind) == [.label, .progress])
        #expect(labels(trailing).first?.style.hidden == false)
    }

    @Test func pulseIsWholeOnTheSecondAndFaintestBetween() {
        let content = ButtonContent(title: "Save", state: .loading, loadingStyle: .pulse)
        #expect(labels(resolved(Button(content), at: 1)).first?.style.opacity == 1)
        #expect(abs((labels(resolved(Button(content), at: 0.5)).first?.style.opacity ?? 0) - 0.3) < 1e-12)
    }

    @Test func progressShowsAsABarOrAPercentage() {
        let bar = resolved(Button(ButtonContent(title: "Upload", state: .loading, progress: 0.42)))
        #expect(progresses(bar).map(\.progress?.value) == [0.42])
        let percent = resolved(Button(ButtonContent(title: "Upload", state: .loading, progress: 0.42, progressStyle: .percent)))
        #expect(labels(percent).map(\.label?.text) == ["Upload", "42%"])
        #expect(labels(percent).map(\.style.hidden) == [true, false])
    }

    @Test func disabledButtonIsDimmed() {
        #expect(resolved(Button(ButtonContent(title: "Save", state: .disabled))).style.opacity == 0.4)
    }

    @Test func toastsQueueAndNeverOverlap() {
        let root = View {
            Toast(ToastContent(text: "One", duration: 1))
            Toast(ToastContent(text: "Two", duration: 1))
            Toast(ToastContent(text: "Late", duration: 1, delay: 10))
        }
        func shown(at time: Double) -> [String] {
            resolved(root, at: time).children.filter { !$0.style.hidden }.flatMap(labels).compactMap(\.label?.text)
        }
        #expect(shown(at: 0.5) == ["One"])
        #expect(shown(at: 1.6) == ["Two"], "the second waits for the first to fade out at 1.5 s")
        #expect(shown(at: 5) == [])
        #expect(shown(at: 10.5) == ["Late"])
        // Fades of 0.25 s at either end, eased: half-way through the fade-in is half strength.
        #expect(abs(resolved(root, at: 0.125).children[0].style.opacity - 0.5) < 1e-9)
    }

    @Test func alertShowsItsBadgeTitleFieldsAndButtons() {
        let alert = resolved(Alert(AlertContent(style: .edit, title: "Rename", subtitle: "Pick a name",
                                                buttons: [AlertButton(title: "Save"), AlertButton(title: "Cancel", role: .cancel)],
                                                fields: [AlertField(placeholder: "Name")])))
        #expect(alert.style.background == .color(AlertContent.defaultBackdrop))
        #expect(labels(alert).map(\.label?.text) == ["Rename", "Pick a name", "Name", "Save", "Cancel"])
        func icons(_ node: Node) -> [Symbol] { (node.icon.map { [$0.symbol] } ?? []) + node.children.flatMap(icons) }
        #expect(icons(alert) == [.pencil])
    }

    @Test func stateOverlaysCoverTheNode() {
        let loading = resolved(View().screenState(.loading))
        #expect(loading.children.count == 1)
        #expect(loading.children[0].layout.position == .absolute)
        #expect(loading.children[0].layout.insets == Edges(.zero))
        #expect(progresses(loading).count == 1)
        let blocking = resolved(Label("Profile").screenState(.blockLoading(subtitle: "Saving…")))
        #expect(labels(blocking).map(\.label?.text) == ["Profile", "Saving…"])
        let failed = resolved(VStack().screenState(.error(message: "Could not load")))
        #expect(labels(failed).map(\.label?.text) == ["Could not load"])
    }

    @Test func redactionReachesTheWholeSubtree() {
        let card = resolved(VStack {
            Label("Title")
            HStack { Image("a.png") }
        }.redacted())
        func all(_ node: Node) -> [Node] { [node] + node.children.flatMap(all) }
        let redacted = all(card).map(\.style.redacted)
        #expect(redacted == Array(repeating: true, count: 4))
    }

    @Test func aStateOverlayAndFloatingComponentsStayReadableOverASkeleton() {
        let card = resolved(View {
            Label("Title")
            Toast(ToastContent(text: "Saved"))
        }.screenState(.error(message: "Could not load")).redacted())
        let shown = labels(card).map { ($0.label?.text ?? "", $0.style.redacted) }
        #expect(shown.map(\.0) == ["Title", "Saved", "Could not load"])
        #expect(shown.map(\.1) == [true, false, false])
    }

    @Test func aButtonsBackgroundPictureFillsItWhateverItsShape() {
        let button = resolved(Button(ButtonContent(title: "Go", backgroundImage: .file("photo.jpg"))))
        let picture = button.children[0]
        #expect(picture.image?.source == .file("photo.jpg"))
        #expect(picture.layout.width == .percent(100) && picture.layout.height == .percent(100))
        #expect(picture.layout.position == .absolute)
    }

    @Test func strayProgressFromSwiftIsKeptInRange() {
        let percent = resolved(Button(ButtonContent(title: "Up", state: .loading, progress: .nan, progressStyle: .percent)))
        #expect(labels(percent).map(\.label?.text) == ["Up", "0%"])
        let bar = resolved(Button(ButtonContent(title: "Up", state: .loading, progress: 7)))
        #expect(progresses(bar).map(\.progress?.value) == [1])
    }
}
