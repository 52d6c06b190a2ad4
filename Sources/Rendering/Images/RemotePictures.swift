import Dispatch
import Fetch
import FoundationEssentials
import Locking
import Scene

/// The remote pictures of one render, fetched together before layout with one deadline,
/// so that measuring and drawing see the same bytes, and a slow host costs a render its
/// deadline once rather than once a picture.
struct RemotePictures: Sendable {
    var results: [String: Result<RemotePicture, RemoteFailure>] = [:]

    /// The most fetches one render runs at once: a scene may name thousands of URLs.
    static let maximumConcurrentFetches = 16

    /// Fetches every URL `sources` name, on up to `maximumConcurrentFetches` threads of
    /// their own (fetches wait on the network, not the processor), each taking the next URL
    /// not yet taken. A scene without URLs never loads libcurl.
    static func fetch(_ sources: some Sequence<ImageSource>, with fetcher: RemoteFetcher) -> RemotePictures {
        var seen = Set<String>()
        var urls: [String] = []
        for case .url(let url) in sources where seen.insert(url).inserted { urls.append(url) }
        guard !urls.isEmpty else { return RemotePictures() }
        let deadline = ContinuousClock.now + fetcher.access.totalTimeout
        let state = Locked<(next: Int, results: [String: Result<RemotePicture, RemoteFailure>])>((0, [:]))
        let all = urls
        let group = DispatchGroup()
        let worker: @Sendable () -> Void = {
            while let url = state.withLock({ state -> String? in
                guard state.next < all.count else { return nil }
                state.next += 1
                return all[state.next - 1]
            }) {
                let result = fetcher.fetch(url, deadline: deadline)
                state.withLock { $0.results[url] = result }
            }
        }
        var started = 0
        for _ in 0..<min(urls.count, maximumConcurrentFetches) {
            group.enter()
            if HelperThread.detach({ worker(); group.leave() }) {
                started += 1
            } else {
                group.leave()
            }
        }
        // Without a thread of its own, the fetches still run, on this one.
        if started == 0 { worker() }
        group.wait()
        return RemotePictures(results: state.withLock { $0.results })
    }
}
