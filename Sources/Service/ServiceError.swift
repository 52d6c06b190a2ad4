import Foundation
import Rendering
import Scene

/// An error answered as JSON, with the same words the command line prints, and where the
/// problem is when it has a place: `{"error": {"status": 400, "message": …, "path": …,
/// "line": 14, "column": 18, "parameter": "params.title (set by …)"}}`.
struct ServiceError: Error, Sendable {
    var status: Int
    /// The whole message, as `render-cli` would print it.
    var message: String
    var path: String?
    var line: Int?
    var column: Int?
    var parameter: String?
    var headers: [(name: String, value: String)] = []

    init(_ status: Int, _ message: String, headers: [(name: String, value: String)] = []) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    /// A scene's error: 400, with its place.
    init(_ error: SceneError) {
        status = 400
        message = error.description
        let pathText = error.path.description
        path = pathText.isEmpty ? nil : pathText
        line = error.location?.line
        column = error.location?.column
        parameter = error.binding
    }

    /// Any error a render threw: a scene's is the client's (400), and so are a strict
    /// warning, a picture that cannot be used and a format that cannot hold the image;
    /// a render stopped at its time limit is 504; Cairo's and the encoders' failures are
    /// the server's (500).
    init(rendering error: Error) {
        switch error {
        case let error as SceneError: self.init(error)
        case let error as StrictModeError:
            self.init(400, error.description)
            path = error.warning.path.description
            parameter = error.warning.binding
        case let error as RenderError:
            switch error {
            case .unsupported, .image: self.init(400, error.description)
            case .cairo, .encoding: self.init(500, "the render failed: \(error)")
            case .timeLimit: self.init(504, error.description)
            }
        default: self.init(500, "the render failed: \(error)")
        }
    }

    var response: HTTPResponse {
        var fields: [String] = ["\"status\": \(status)", "\"message\": \(message.jsonQuoted)"]
        if let path { fields.append("\"path\": \(path.jsonQuoted)") }
        if let line { fields.append("\"line\": \(line)") }
        if let column { fields.append("\"column\": \(column)") }
        if let parameter { fields.append("\"parameter\": \(parameter.jsonQuoted)") }
        let body = "{\"error\": {" + fields.joined(separator: ", ") + "}}\n"
        return HTTPResponse(status: status, headers: [("Content-Type", "application/json"), ("Cache-Control", "no-store")] + headers, body: Data(body.utf8))
    }
}
