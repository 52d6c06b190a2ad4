/// A built-in glyph, the `icon` node: 24 pt square and black until modified.
public func Icon(_ symbol: Symbol, color: Color = Color(red8: 0, green8: 0, blue8: 0), id: String? = nil) -> Node {
    Node(kind: .icon, id: id, icon: IconContent(symbol: symbol, color: color))
}

/// A spinner, or with a `value` a bar filled that far: the `progress` node.
public func Progress(value: Double? = nil, tint: Color? = nil, id: String? = nil) -> Node {
    Node(kind: .progress, id: id, progress: ProgressContent(value: value, tint: tint))
}

/// A `button` with the built-in look of its variant, its corner radius and its padding.
public func Button(_ content: ButtonContent, id: String? = nil) -> Node {
    var node = Node(kind: .button, id: id, component: .button(content))
    node.style.cornerRadius = CornerRadii(ButtonContent.defaultCornerRadius)
    node.layout.padding = ButtonContent.defaultPadding
    return node
}

/// A button titled `title`, filled in the system blue.
public func Button(_ title: String, id: String? = nil) -> Node {
    Button(ButtonContent(title: title), id: id)
}

/// A button whose label is `label`'s nodes, after the content's icon and title if it has
/// any, as SwiftUI's `Button(action:label:)` takes a view: the `button` node's children.
public func Button(_ content: ButtonContent = ButtonContent(title: ""), id: String? = nil, @NodeBuilder label: () -> [Node]) -> Node {
    var node = Button(content, id: id)
    node.children = label()
    return node
}

/// A `toast`: a message over its parent, queued behind the scene's earlier toasts.
public func Toast(_ content: ToastContent, id: String? = nil) -> Node {
    Node(kind: .toast, id: id, component: .toast(content))
}

/// An `alert` over a dimmed backdrop covering its parent.
public func Alert(_ content: AlertContent, id: String? = nil) -> Node {
    Node(kind: .alert, id: id, component: .alert(content))
}

extension Node {
    /// Adds a transition: how the node arrives over time.
    public func transition(_ transition: Transition) -> Node {
        var copy = self
        copy.transitions.append(transition)
        return copy
    }

    /// Shows a state over the node: a spinner, a blocking dim, or an error message.
    public func screenState(_ state: ScreenState?) -> Node {
        var copy = self
        copy.screenState = state
        return copy
    }

    /// Draws the node and its subtree as skeleton placeholders.
    public func redacted(_ redacted: Bool = true) -> Node {
        var copy = self
        copy.style.redacted = redacted
        return copy
    }
}
