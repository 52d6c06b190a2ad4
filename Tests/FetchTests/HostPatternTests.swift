@testable import Fetch
import Testing

@Suite struct HostPatternTests {
    @Test func entriesMatchAsWritten() throws {
        let access = try RemoteAccess(allowing: ["cdn.example.com", "*.images.example.org", "[::1]", "127.0.0.1"])
        #expect(access.permission(for: "cdn.example.com") == (true, true))
        #expect(access.permission(for: "a.cdn.example.com").allowed == false, "a host entry is not a wildcard")
        #expect(access.permission(for: "x.images.example.org") == (true, false), "a wildcard reaches public addresses only")
        #expect(access.permission(for: "images.example.org").allowed == false, "*.domain is its subdomains")
        #expect(access.permission(for: "evil-images.example.org").allowed == false)
        #expect(access.permission(for: "::1") == (true, true))
        #expect(access.permission(for: "127.0.0.1") == (true, true))
    }

    @Test func anyNeverIncludesPrivateAddresses() throws {
        let access = try RemoteAccess(allowing: ["any"])
        #expect(access.permission(for: "localhost") == (true, false))
        #expect(access.permission(for: "10.0.0.1") == (true, false))
        #expect(RemoteAccess.none.permission(for: "example.com").allowed == false)
    }

    @Test(arguments: ["", "*.", "exa mple.com", "a..b", ".example.com", "http://example.com", "example.com/path", "*"])
    func malformedEntriesAreRefused(_ entry: String) {
        #expect(throws: RemoteAccessError.self) { try HostPattern(entry) }
    }

    @Test func urlsAreCheckedBeforeAnyConnection() throws {
        for (url, problem) in [("ftp://example.com/a.png", "not an http or https URL"), ("https://user:secret@example.com/a.png", "credentials"),
                               ("http:///a.png", "names no host"), ("http://[]:8080/x", "names no host"), ("https://" + String(repeating: "a", count: 9000), "longer than 8192")] {
            guard case .failure(let failure) = RemoteURL.parse(url) else {
                Issue.record("\(url.prefix(40)) was accepted")
                continue
            }
            #expect(failure.description.contains(problem), "\(failure)")
        }
        #expect(try RemoteURL.parse("HTTPS://[::1]:8080/a.png").get().host == "::1")
    }

    @Test func cacheControlDecidesFreshness() {
        #expect(CacheDirectives("public, max-age=600").freshness == 600)
        #expect(CacheDirectives("max-age=600, no-cache").freshness == 0)
        #expect(CacheDirectives("no-store").noStore)
        #expect(CacheDirectives(nil).freshness == 0)
        #expect(CacheDirectives("max-age=99999999999999").freshness == Int(Int32.max))
        #expect(CacheDirectives("max-age=-5").freshness == 0)
    }
}
