extension SceneValidator {
    /// Keys that show a state over any node, after ScreenStateKit, plus the skeleton switch.
    static let screenStateKeys = ["loading", "blockLoading", "error", "redacted"]

    /// The keys of an error given as an object.
    static let errorStateKeys = ["message", "action"]

    /// `loading: true`, `blockLoading: true` or a subtitle, or `error` with its message (or an
    /// object with the message and an action); `false` turns any of them off. A node shows one
    /// state at a time.
    func screenState(_ object: ObjectReader) throws(SceneError) -> ScreenState? {
        // `false` switches a state off, so it does not count against another.
        let given = object.presentKeys(among: ["loading", "blockLoading", "error"]).filter { object.member($0)?.value.kind != .bool(false) }
        if given.count > 1, let (value, path) = object.member(given[1]) {
            throw SceneError(location: value.location, path: path, message: "a node shows one state at a time, but it has both \(given[0].jsonQuoted) and \(given[1].jsonQuoted)")
        }
        if let (value, path) = object.member("loading"), try bool(value, path) {
            return .loading
        }
        if let (value, path) = object.member("blockLoading") {
            switch value.kind {
            case .bool(let on): if on { return .blockLoading(subtitle: nil) }
            case .string(let subtitle): return .blockLoading(subtitle: try shortText(value, path, subtitle))
            default: throw failure(value, path, expected: "true, false, or a subtitle such as \"Saving…\"")
            }
        }
        if let (value, path) = object.member("error"), value.kind != .bool(false) {
            if case .object = value.kind { return try errorState(value, path) }
            let expected = Self.errorMessageExpectation + ", an object with its \"message\" and \"action\", or false"
            return .error(message: try errorMessage(value, path, expected: expected))
        }
        return nil
    }

    /// `{"message": "Could not load the feed", "action": "Try again"}`: the message, and the
    /// title of a button under it, after ScreenStateKit's error view with its retry.
    private func errorState(_ value: JSONValue, _ path: JSONPath) throws(SceneError) -> ScreenState {
        let object = try ObjectReader(value, path: path, role: "an error", allowedKeys: Self.errorStateKeys)
        try object.finish()
        let (messageValue, messagePath) = try object.required("message", expected: "the error message to show")
        let message = try errorMessage(messageValue, messagePath, expected: Self.errorMessageExpectation)
        guard let (actionValue, actionPath) = object.member("action") else { return .error(message: message) }
        guard case .string(let action) = actionValue.kind, !action.isEmpty else {
            throw failure(actionValue, actionPath, expected: "the title of the button under the message, such as \"Try again\"")
        }
        return .error(message: message, action: try shortText(actionValue, actionPath, action))
    }

    /// What an error's message must be, as refusals say.
    private static let errorMessageExpectation = "the error message to show, such as \"Could not load the feed\""

    /// An error's message: a string that is not empty.
    private func errorMessage(_ value: JSONValue, _ path: JSONPath, expected: String) throws(SceneError) -> String {
        guard case .string(let message) = value.kind, !message.isEmpty else { throw failure(value, path, expected: expected) }
        return try shortText(value, path, message)
    }

    /// The text of a component: a title, a message, a placeholder.
    func shortText(_ value: JSONValue, _ path: JSONPath, _ text: String) throws(SceneError) -> String {
        guard text.unicodeScalars.count <= 10_000 else {
            throw SceneError(location: value.location, path: path, message: "the text is longer than 10000 characters")
        }
        return text
    }

    /// A string member of a component, checked like any short text.
    func shortText(in object: ObjectReader, _ key: String) throws(SceneError) -> String? {
        guard let (value, path) = object.member(key) else { return nil }
        return try shortText(value, path, try string(value, path))
    }
}
