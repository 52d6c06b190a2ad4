/// A picture's bytes as fetched, and what identifies them for the renderer's caches.
public struct RemotePicture: Sendable {
    public let url: String
    public let bytes: [UInt8]
    /// The URL and a digest of the bytes: a picture replaced at the same URL is another
    /// picture to every cache keyed by it.
    public let identity: String
}
