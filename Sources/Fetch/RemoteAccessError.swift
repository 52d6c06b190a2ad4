/// An allow-list entry or access setting that cannot be used.
public struct RemoteAccessError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
