import Foundation

/// One request as the service sees it, once its body has arrived.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The path, percent-decoded by libmicrohttpd, without the query.
    public var path: String
    /// Header names in lower case; a repeated header keeps its first value.
    public var headers: [String: String]
    /// Query arguments, decoded, in the order given.
    public var query: [(name: String, value: String)]
    public var body: Data

    /// Creates a request.
    public init(method: String, path: String, headers: [String: String] = [:], query: [(name: String, value: String)] = [], body: Data = Data()) {
        self.method = method
        self.path = path
        self.headers = headers
        self.query = query
        self.body = body
    }

    /// The first query value named `name`.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }
}

/// One answer: status, headers and body, and what the access log records of it.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: Data
    /// "hit" or "miss" for renders the cache answered or not; nil for other routes.
    public var cache: String?

    /// Creates a response.
    public init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data(), cache: String? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.cache = cache
    }

    /// A plain-text answer.
    static func text(_ status: Int, _ text: String, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers, body: Data(text.utf8))
    }
}
