/// Why a picture could not come from the network: a warning on the node that names it (an
/// error in strict mode), as for a missing file.
public struct RemoteFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }

    /// A URL as messages quote it: at most 200 characters.
    public static func shown(_ url: String) -> String {
        url.count <= 200 ? url.debugDescription : (String(url.prefix(200)) + "…").debugDescription
    }
}
