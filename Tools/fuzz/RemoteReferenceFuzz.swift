// libFuzzer entry: any bytes as the text of a remote reference, through everything that
// reads one before a connection is made: the URL parser, an allow-list entry, the host
// match, and a Cache-Control header. Built with Sources/Fetch's parsers as one module by
// Tools/fuzz/run.sh (libcurl is not needed for these).

@_cdecl("LLVMFuzzerTestOneInput")
public func remoteReferenceFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let access = (try? RemoteAccess(allowing: [text])) ?? RemoteAccess(allowing: [HostPattern.any])
    if case .success(let url) = RemoteURL.parse(text) {
        precondition(!url.host.isEmpty, "a parsed URL has a host")
        _ = access.permission(for: url.host)
    }
    let directives = CacheDirectives(text)
    precondition(directives.freshness >= 0, "freshness is never negative")
    return 0
}
