/// Builder spellings kept so that older code compiles, each naming its replacement.
extension Node {
    /// The absolute frame under its old name, which read as SwiftUI's `frame` but took the
    /// node out of its stack.
    ///
    /// Each old form needs `x` (this one) or `y` (the next), with no default, so that a call
    /// giving only a size always means the non-deprecated `.frame(width:height:)`, which sizes
    /// the node in place: no call can be ambiguous between them.
    @available(*, deprecated, message: "use .place(x:y:width:height:) to place a node absolutely, or .frame(width:height:) to size it in its stack")
    public func frame(x: Double, y: Double = 0, width: Double? = nil, height: Double? = nil) -> Node {
        place(x: x, y: y, width: width, height: height)
    }

    /// The absolute frame under its old name, given `y` but not `x`.
    @available(*, deprecated, message: "use .place(x:y:width:height:) to place a node absolutely, or .frame(width:height:) to size it in its stack")
    public func frame(y: Double, width: Double? = nil, height: Double? = nil) -> Node {
        place(y: y, width: width, height: height)
    }
}
