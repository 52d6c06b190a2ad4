extension Scene {
    /// The scene as it stands `time` seconds in: every transition applied, every toast shown
    /// or hidden by its place in the queue, every spinner turned, and every component
    /// (`button`, `toast`, `alert`, state overlays) expanded into views, stacks, labels,
    /// images, icons and progress nodes.
    ///
    /// This is a pure step before layout, so "the scene at time t" is just another scene,
    /// and resolving it again changes nothing but its spinners.
    public func at(time: Double) -> Scene {
        var copy = self
        var moment = Moment(time: time.isFinite ? max(0, time) : 0, toasts: ToastSchedule(root))
        copy.root = moment.resolve(root, redacted: false)
        return copy
    }

    /// When the last transition, toast or error shake in the scene has finished, in seconds;
    /// 0 for a scene that does not change over time (spinners and pulses aside, which go on
    /// for ever).
    public var timelineEnd: Double {
        func end(of node: Node) -> Double {
            var latest = node.transitions.map(\.end).max() ?? 0
            if case .button(let button) = node.component, let shake = Moment.implicitShake(of: button, transitions: node.transitions) {
                latest = max(latest, shake.end)
            }
            return node.children.reduce(latest) { max($0, end(of: $1)) }
        }
        return max(end(of: root), ToastSchedule(root).windows.map(\.end).max() ?? 0)
    }
}

/// One walk of the tree at one moment.
struct Moment {
    let time: Double
    let toasts: ToastSchedule
    /// How many toasts the walk has passed, in document order, to find each one's window.
    private var toastsSeen = 0

    init(time: Double, toasts: ToastSchedule) {
        self.time = time
        self.toasts = toasts
    }

    /// The node at this moment; the nodes its components and overlays expand into are
    /// resolved in turn, so an alert's buttons are expanded and its spinners turned too.
    mutating func resolve(_ original: Node, redacted: Bool) -> Node {
        var node = original
        // Toasts and alerts float over the content, so a skeleton around them is not theirs.
        if redacted, !node.floats { node.style.redacted = true }
        var transitions = node.transitions
        if case .button(let button) = node.component, let shake = Self.implicitShake(of: button, transitions: transitions) {
            transitions.append(shake)
        }
        for transition in transitions { node.apply(transition, at: time) }
        node.transitions = []
        if node.progress != nil { node.progress?.phase = Self.fraction(of: time) }
        switch node.component {
        // A button marks its own parts: the children the scene gave it are not among them.
        case .button(let button)?: node = ButtonExpansion(node: node, button: button, time: time).expanded
        case .toast(let toast)?:
            node = ToastExpansion(node: node, toast: toast, window: toasts.windows[toastsSeen], time: time).expanded
            node.markChildrenGenerated()
            toastsSeen += 1
        case .alert(let alert)?:
            node = AlertExpansion(node: node, alert: alert).expanded
            node.markChildrenGenerated()
        case nil: break
        }
        var overlay = node.screenState.map { ScreenStateOverlay(state: $0, cornerRadius: node.style.cornerRadius).node }
        overlay?.markGenerated()
        node.screenState = nil
        node.children = node.children.map { resolve($0, redacted: node.style.redacted) }
        // A state overlay says what is happening to the content; it stays readable over a skeleton.
        if let overlay { node.children.append(resolve(overlay, redacted: false)) }
        return node
    }

    /// The shake a button in the `error` state gives unless the scene gives its own.
    static func implicitShake(of button: ButtonContent, transitions: [Transition]) -> Transition? {
        guard button.state == .error, button.errorStyle == .shake else { return nil }
        let shakes = transitions.contains { if case .shake = $0.kind { true } else { false } }
        return shakes ? nil : Transition(.shake(amplitude: 8, cycles: 3))
    }

    /// The part of a second past the whole seconds: spinners turn once a second.
    static func fraction(of time: Double) -> Double {
        time - time.rounded(.down)
    }
}

extension Node {
    /// Marks the node and everything in it as made by the expansion.
    mutating func markGenerated() {
        isGenerated = true
        markChildrenGenerated()
    }

    /// Marks everything in the node, but not the node itself, as made by the expansion.
    mutating func markChildrenGenerated() {
        for index in children.indices { children[index].markGenerated() }
    }

    /// Whether the node is a toast or an alert, which cover their parent rather than being
    /// part of its content.
    var floats: Bool {
        switch component {
        case .toast?, .alert?: true
        case .button?, nil: false
        }
    }
}

extension Node {
    /// Whether `Scene.at(time:)` has nothing of this node's own to resolve but a spinner: no
    /// component, state overlay or transitions. Tested in place, as layout tests every node.
    var isResolved: Bool {
        !component.isSet && !screenState.isSet && transitions.isEmpty
    }
}
