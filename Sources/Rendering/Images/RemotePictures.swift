import Dispatch
import Fetch
import Foundation
import Locking
import Scene

/// The remote pictures of one render, fetched together before layout with one deadline,
/// so that measuring and drawing see the same bytes, and a slow host costs a render its
/// deadline once rather than once a picture.
struct RemotePictures: Sendable {
    var results: [String: Result<RemotePicture, RemoteFailure>] = [:]

    /// Fetches every URL `sources` name, each on a thread of its own (fetches wait on the
    /// network, not the processor). A scene without URLs never loads libcurl.
    static func fetch(_ sources: some Sequence<ImageSource>, with fetcher: RemoteFetcher) -> RemotePictures {
        var urls: [String] = []
        for case .url(let url) in sources where !urls.contains(url) { urls.append(url) }
        guard !urls.isEmpty else { return RemotePictures() }
        let deadline = ContinuousClock.now + fetcher.access.totalTimeout
        let results = Locked<[String: Result<RemotePicture, RemoteFailure>]>([:])
        let group = DispatchGroup()
        for url in urls {
            group.enter()
            let thread = Thread {
                let result = fetcher.fetch(url, deadline: deadline)
                results.withLock { $0[url] = result }
                group.leave()
            }
            thread.start()
        }
        group.wait()
        return RemotePictures(results: results.withLock { $0 })
    }
}
