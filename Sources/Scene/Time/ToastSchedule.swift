/// When each toast of a scene is on screen. Toasts queue in document order: each appears at
/// its `delay` or when the one before it has faded out, whichever is later, as SwiftyToast's
/// shared queue shows them.
struct ToastSchedule {
    /// One window per toast, in document order.
    private(set) var windows: [Window] = []

    /// The span of time one toast is on screen, fades included.
    struct Window {
        var start: Double
        var end: Double
    }

    init(_ root: Node) {
        var windows: [Window] = []
        func visit(_ node: Node) {
            if case .toast(let toast) = node.component {
                let start = max(toast.delay, windows.last?.end ?? 0)
                windows.append(Window(start: start, end: start + toast.duration + 2 * ToastContent.fadeDuration))
            }
            // A component's expansion replaces its children, so toasts inside one never show.
            guard node.component == nil else { return }
            node.children.forEach(visit)
        }
        visit(root)
        self.windows = windows
    }
}
